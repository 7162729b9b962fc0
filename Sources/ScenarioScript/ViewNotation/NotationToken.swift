/// A place in the notation's lines: the line's index among them (from 0), the column (from 1, in
/// characters) and how many characters the place covers.
struct NotationSpan: Hashable, Sendable {
  var line: Int
  var column: Int
  var length: Int
}

/// A string literal: text, with `\(name)` interpolations of a `ForEach` variable.
///
/// ```swift
/// "row\(i)"   // [.literal("row"), .variable("i")]
/// ```
struct NotationString: Hashable, Sendable {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case variable(String)
  }
  var segments: [Segment]

  /// The variables the string interpolates, in order.
  var variables: [String] {
    segments.compactMap { if case .variable(let name) = $0 { name } else { nil } }
  }

  /// The text, with each variable replaced by its value in `bindings` (innermost last).
  func resolved(_ bindings: [(name: String, value: Int)]) -> String {
    var text = ""
    for segment in segments {
      switch segment {
      case .literal(let literal): text += literal
      case .variable(let name):
        if let value = bindings.last(where: { $0.name == name })?.value { text += String(value) }
      }
    }
    return text
  }
}

/// One token of the notation.
struct NotationToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A name or keyword (`HStack`, `alignment`, `true`, `in`).
    case identifier(String)
    /// A finite number; `isInteger` when written without a fraction or exponent.
    case number(Double, isInteger: Bool)
    /// A string literal.
    case string(NotationString)
    /// Punctuation: `( ) { } [ ] , : ; . ..< ... \ -`.
    case punctuation(String)
    /// The end of the notation.
    case end
  }
  var kind: Kind
  /// The text as written.
  var text: String
  var span: NotationSpan

  /// Whether this is the punctuation `symbol`.
  func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation(symbol) }

  /// The identifier's name, if this is one.
  var identifier: String? { if case .identifier(let name) = kind { name } else { nil } }

  /// How the token reads in a message: `'text'`, or `end of the view`.
  var quoted: String { kind == .end ? "the end of the view" : "'\(text)'" }
}

/// The lines of the notation, where they are in the script, and how to report a problem there.
struct NotationSource: Sendable {
  var lines: [String]
  var file: String
  var firstLine: Int

  /// A diagnostic underlining `span`.
  func diagnostic(_ message: String, at span: NotationSpan, help: String? = nil) -> ScriptDiagnostic {
    let text = span.line < lines.count ? lines[span.line] : ""
    let available = max(1, text.count - span.column + 1)
    return ScriptDiagnostic(
      location: SourceLocation(file: file, line: firstLine + span.line, column: span.column),
      message: message,
      sourceLine: text, length: min(max(1, span.length), available), help: help)
  }
}

/// The bounds that keep any input quick to parse.
enum NotationLimits {
  /// The most tokens a view may have.
  static let maximumTokens = 10_000
  /// The deepest nesting of closures, calls and brackets.
  static let maximumDepth = 64
  /// The most views a tree may make, counting each `ForEach` row.
  static let maximumViews = 10_000
}
