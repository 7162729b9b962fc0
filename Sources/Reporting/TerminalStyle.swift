import Foundation

/// Whether to color output: `--color auto|always|never`.
public enum ColorChoice: String, Sendable, CaseIterable {
  /// Color on a terminal, unless `NO_COLOR` is set (to anything but "") or `TERM` is `dumb`.
  case auto
  /// Always color (even with `NO_COLOR`: an explicit choice wins).
  case always
  /// Never color.
  case never

  /// Whether to color, for output to a terminal or not, with these environment variables.
  ///
  /// ```swift
  /// ColorChoice.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"])   // false
  /// ```
  public func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }
}

/// Paints text with ANSI colors, or leaves it plain.
public struct TerminalStyle: Sendable {
  /// Whether to use color at all.
  public var color: Bool

  public init(color: Bool) { self.color = color }

  /// The colors the timeline uses.
  public enum Paint: String, Sendable {
    case red = "31"
    case green = "32"
    case yellow = "33"
    case dim = "2"
    case bold = "1"
  }

  /// `text` in `paint` (plain without color).
  public func paint(_ text: String, _ paint: Paint) -> String {
    color ? "\u{1B}[\(paint.rawValue)m\(text)\u{1B}[0m" : text
  }
}
