import Foundation
import ScenarioScript
import SceneRuntime

/// One thing that happened in a run of scripts, as recorders receive it: a run and each script
/// starting and finishing, and each event of a script as it happens.
///
/// ```swift
/// var recorder = TextRecorder(style: TerminalStyle(color: false))
/// recorder.record(.scenarioStarted(index: 0, count: 1, file: "a.scenario", title: "A"))
/// ```
public enum ReportEvent: Sendable {
  /// A run of `scripts` scripts began.
  case runStarted(scripts: Int)
  /// A script began: its place in the run (from 0), the run's size, its file and title.
  case scenarioStarted(index: Int, count: Int, file: String, title: String)
  /// Something happened in the script `file`.
  case event(ScenarioEvent, file: String)
  /// The script `file` ended at `duration` of virtual time, with these expectations' outcomes.
  case scenarioFinished(file: String, outcomes: [ExpectationOutcome], duration: VirtualTime)
  /// The run ended: how many of its scripts passed.
  case runFinished(passed: Int, scripts: Int)
}

/// Turns report events into one format: each event may give text to write now. Adding a format
/// is adding one recorder.
///
/// ```swift
/// var recorder: any ReportRecorder = JSONLinesRecorder()
/// for event in events { if let text = recorder.record(event) { print(text) } }
/// ```
public protocol ReportRecorder: Sendable {
  /// Takes one event; returns the text it writes now (its lines, without the last newline), or
  /// nil when it writes nothing for it.
  mutating func record(_ event: ReportEvent) -> String?
}

extension ReportRecorder {
  /// Records every event of a finished script's run, in the order a live run would: its start,
  /// its events, its end.
  ///
  /// ```swift
  /// recorder.record(result, index: 0, count: 1) { print($0) }
  /// ```
  public mutating func record(
    _ result: ScenarioResult, index: Int, count: Int, write: (String) -> Void
  ) {
    if let text = record(.scenarioStarted(index: index, count: count, file: result.file, title: result.title))
    {
      write(text)
    }
    for event in result.events {
      if let text = record(.event(event, file: result.file)) { write(text) }
    }
    if let text = record(
      .scenarioFinished(file: result.file, outcomes: result.outcomes, duration: result.duration))
    {
      write(text)
    }
  }
}
