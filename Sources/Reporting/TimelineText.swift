import Foundation
import SceneRuntime

/// The timeline for a person at a terminal: one line per event with its virtual time and window,
/// a ✔ or ✘ per expectation with its place in the script, and diffs (expected −, actual +).
///
/// ```swift
/// for line in TimelineText(style: TerminalStyle(color: false)).lines(result.timeline) { print(line) }
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
  public func lines(_ events: [TimelineEvent]) -> [String] {
    var lines: [String] = []
    for event in events {
      if quiet && !TimelineText.isFailure(event.kind) { continue }
      let place = event.place
      let time = "\(event.time)"
      // A column of 10 at least; a longer place is written whole, and a space after it.
      let rest = "  " + place + String(repeating: " ", count: Swift.max(10 - place.count, 1))
      let head = style.paint(time, .dim) + rest
      let body = paint(event.kind)
      guard body.contains("\n") else {
        lines.append(head + body)
        continue
      }
      // Continuation lines start under the body: as far in as the head without its colors.
      let indent = String(repeating: " ", count: time.count + rest.count)
      var first = true
      for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append((first ? head : indent) + line)
        first = false
      }
    }
    return lines
  }

  /// Whether an event is a failure a quiet run shows.
  public static func isFailure(_ kind: TimelineEvent.Kind) -> Bool {
    if case .expectation(let outcome) = kind { return !outcome.passed }
    return false
  }

  private func paint(_ kind: TimelineEvent.Kind) -> String {
    switch kind {
    case .expectation(let outcome):
      var text = style.paint(outcome.passed ? "✔" : "✘", outcome.passed ? .green : .red) + " " + outcome.text
      if let source = outcome.source { text += style.paint(" (\(source))", .dim) }
      if let difference = outcome.difference { text += "\n" + diff(difference) }
      return text
    case .revertCheck(let size, let passed, let difference):
      let head = TimelineEvent.Kind.revertCheckHead(size: size, passed: passed) {
        style.paint($0, passed ? .green : .red)
      }
      return difference.map { head + "\n" + diff($0) } ?? head
    case .refused:
      return style.paint(kind.description, .yellow)
    default:
      return kind.description
    }
  }

  /// A difference indented, its − lines red and + lines green.
  private func diff(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let line = String(line)
      if line.hasPrefix("−") { return "  " + style.paint(line, .red) }
      if line.hasPrefix("+") { return "  " + style.paint(line, .green) }
      return "  " + line
    }.joined(separator: "\n")
  }
}
