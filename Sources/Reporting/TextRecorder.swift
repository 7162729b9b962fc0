import Foundation
import ScenarioScript

/// The terminal's report: a heading per script, its timeline, its verdict, and how many scripts
/// passed. Quiet, it writes only the expectations that failed, a verdict per script and the
/// count.
///
/// ```
/// ▶ [1/1] Scenarios/mail.scenario: Mail's columns follow its window
/// 0.000s  window 1  opened 'Mail' at (0, 0, 1194×834), size classes regular×regular
/// ✔ Scenarios/mail.scenario: 8 expectations held (1.300s virtual)
/// 1 of 1 scenarios passed
/// ```
public struct TextRecorder: ReportRecorder {
  public var style: TerminalStyle
  public var quiet: Bool

  public init(style: TerminalStyle, quiet: Bool = false) {
    self.style = style
    self.quiet = quiet
  }

  public mutating func record(_ event: ReportEvent) -> String? {
    switch event {
    case .runStarted:
      return nil
    case .scenarioStarted(let index, let count, let file, let title):
      return quiet ? nil : style.paint("▶ [\(index + 1)/\(count)] \(file): \(title)", .bold)
    case .event(let event, _):
      let lines = TimelineText(style: style, quiet: quiet).lines(event)
      return lines.isEmpty ? nil : lines.joined(separator: "\n")
    case .scenarioFinished(let file, let outcomes, let duration):
      let failures = outcomes.failureCount
      let count = outcomes.count == 1 ? "1 expectation" : "\(outcomes.count) expectations"
      let verdict =
        failures == 0
        ? style.paint("✔", .green) + " \(file): \(count) held"
        : style.paint("✘", .red) + " \(file): \(failures) of \(outcomes.count) expectations failed"
      return verdict + style.paint(" (\(duration) virtual)", .dim)
    case .runFinished(let passed, let scripts):
      let summary = "\(passed) of \(scripts) scenarios passed"
      return style.paint(summary, passed == scripts ? .green : .red)
    }
  }
}
