import Foundation
import ScenarioScript
import SceneRuntime

/// The timeline for a person at a terminal: one line per event with its virtual time and window,
/// a ✔ or ✘ per expectation with its place in the script, and diffs (expected −, actual +).
///
/// ```swift
/// for line in TimelineText(style: TerminalStyle(color: false)).lines(result.events) { print(line) }
/// // 0.000s  window 1  opened 'Mail' at (0, 0, 1194×834), size classes regular×regular
/// // 0.500s  window 1  ✔ expect columns sidebar+content+detail (mail.scenario:4:1)
/// ```
public struct TimelineText: Sendable {
  /// Colors, or none.
  public var style: TerminalStyle
  /// Only the expectations that failed, with their time (a failed revert check fails the
  /// script's implicit expectation unless the script expects it).
  public var quiet: Bool

  public init(style: TerminalStyle, quiet: Bool = false) {
    self.style = style
    self.quiet = quiet
  }

  /// The lines of `events` (each may span several lines for a diff).
  public func lines(_ events: [ScenarioEvent]) -> [String] {
    events.flatMap { lines($0) }
  }

  /// The lines of a simulation's events.
  public func lines(_ events: [TimelineEvent]) -> [String] {
    events.flatMap { lines(ScenarioEvent($0)) }
  }

  /// The lines of one event: none in a quiet timeline unless it is a failure.
  public func lines(_ event: ScenarioEvent) -> [String] {
    if quiet && !TimelineText.isFailure(event.kind) { return [] }
    let place = EventText.place(event.window)
    let time = "\(event.time)"
    // A column of 10 at least; a longer place is written whole, and a space after it.
    let rest = "  " + place + String(repeating: " ", count: Swift.max(10 - place.count, 1))
    let head = style.paint(time, .dim) + rest
    let body = EventText(style: style).text(event.kind)
    guard body.utf8.contains(UInt8(ascii: "\n")) else { return [head + body] }
    // Continuation lines start under the body: as far in as the head without its colors.
    let indent = String(repeating: " ", count: time.count + rest.count)
    return body.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      ($0.offset == 0 ? head : indent) + $0.element
    }
  }

  /// Whether an event is a failure a quiet run shows.
  public static func isFailure(_ kind: ScenarioEvent.Kind) -> Bool {
    if case .expectation(let outcome) = kind { return !outcome.passed }
    return false
  }
}
