import Foundation
import ScenarioScript

/// The machines' report: one JSON object per event per line, then one `scenarioFinished` line
/// per script (`TimelineJSON`; the shape is docs/timeline-events.schema.json).
///
/// ```
/// {"version":2,"file":"a.scenario","time":0,"window":1,"event":"windowClosed"}
/// ```
public struct JSONLinesRecorder: ReportRecorder {
  public init() {}

  public mutating func record(_ event: ReportEvent) -> String? {
    switch event {
    case .runStarted, .scenarioStarted, .runFinished:
      return nil
    case .event(let event, let file):
      return TimelineJSON.line(event, file: file)
    case .scenarioFinished(let file, let outcomes, let duration):
      return TimelineJSON.summary(file: file, duration: duration, outcomes: outcomes)
    }
  }
}
