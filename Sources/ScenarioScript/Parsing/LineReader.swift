import Foundation
import LayoutEngine
import SceneRuntime

/// Reads the tokens of one script line, and makes diagnostics that point into it.
struct LineReader {
  let file: String
  let lineNumber: Int
  let line: String
  let tokens: [Token]
  /// Whether the line is printable ASCII (`LineTokens.isPrintableASCII`): then a column is a
  /// byte.
  private let isPrintableASCII: Bool
  private(set) var position = 0

  /// `isPrintableASCII` is what `LineTokens.isPrintableASCII(line)` says (asked once a line).
  init(file: String, lineNumber: Int, line: String, tokens: [Token], isPrintableASCII: Bool) {
    self.file = file
    self.lineNumber = lineNumber
    self.line = line
    self.tokens = tokens
    self.isPrintableASCII = isPrintableASCII
  }

  var isAtEnd: Bool { position >= tokens.count }
  var peek: Token? { position < tokens.count ? tokens[position] : nil }

  /// A diagnostic under `token` (under the end of the line when nil).
  func error(_ message: String, at token: Token?, help: String? = nil) -> ScriptDiagnostic {
    let column = token?.column ?? (line.count + 1)
    return ScriptDiagnostic(
      location: SourceLocation(file: file, line: lineNumber, column: column), message: message,
      sourceLine: line, length: token?.length ?? 1, help: help)
  }

  /// The next token, or an error saying what was expected there.
  mutating func next(_ expected: String) throws(ScriptDiagnostic) -> Token {
    guard let token = peek else { throw error("expected \(expected) at the end of the line", at: nil) }
    position += 1
    return token
  }

  /// Takes the next token if it is the word `word`.
  mutating func take(_ word: String) -> Bool {
    guard let token = peek, token.kind != .string, token.text == word else { return false }
    position += 1
    return true
  }

  /// Takes the word `word`, or fails saying it was expected.
  mutating func expect(_ word: String, after what: String) throws(ScriptDiagnostic) {
    let token = peek
    guard take(word) else {
      throw error(
        "expected '\(word)' after \(what)", at: token, help: token == nil ? nil : "write '\(word)' here")
    }
  }

  /// Fails if anything is left on the line.
  func expectEnd(_ what: String) throws(ScriptDiagnostic) {
    guard let extra = peek else { return }
    throw error("unexpected '\(extra.text)' after \(what)", at: extra, help: "remove it, or start a new line")
  }

  /// The line's text from its first token to its last (a comment excluded, a `#` in quotes kept).
  var text: String { text(from: 0) }

  /// The text of the rest of the line from the next token (comments excluded), trimmed.
  mutating func rest() -> (text: String, first: Token?) {
    let rest = (text(from: position), peek)
    position = tokens.count
    return rest
  }

  /// The line's text from the token at `index` to the last token, or "" when none is left.
  private func text(from index: Int) -> String {
    guard index < tokens.count, let last = tokens.last else { return "" }
    let columns = (tokens[index].column - 1)..<(last.column - 1 + last.length)
    guard isPrintableASCII else { return String(Array(line)[columns]) }
    // In printable ASCII a column is a byte (read where it is).
    return line.withUTF8Bytes { String(decoding: UnsafeBufferPointer(rebasing: $0[columns]), as: UTF8.self) }
  }

  /// One of `names`, as a word; the error suggests the nearest.
  mutating func choice<Value>(_ names: [(String, Value)], _ what: String) throws(ScriptDiagnostic) -> Value {
    let token = try next(what)
    if let found = names.first(where: { $0.0 == token.text }) { return found.1 }
    let all = names.map(\.0)
    let help =
      NearestName.didYouMean(token.text, among: all)
      ?? "use one of \(all.joined(separator: ", "))"
    throw error("unknown \(what) '\(token.text)'", at: token, help: help)
  }

  /// A finite number within ±`Vocabulary.maximumLength`.
  mutating func number(_ what: String, allowNegative: Bool = true) throws(ScriptDiagnostic) -> CGFloat {
    let token = try next(what)
    return try number(in: token.text, what, token: token, allowNegative: allowNegative)
  }

  /// `text`, a part of `token` (all of it, or a side of a size), as a number within
  /// ±`Vocabulary.maximumLength`.
  private func number(in text: String, _ what: String, token: Token, allowNegative: Bool)
    throws(ScriptDiagnostic) -> CGFloat
  {
    let whole = Self.wholeNumber(text)
    guard token.kind == .word, let value = whole ?? Double(text), value.isFinite,
      whole != nil || !Self.containsLetter(text)
    else {
      throw error("expected \(what) (a number), found '\(text)'", at: token)
    }
    guard allowNegative || value >= 0 else {
      throw error("\(what) must not be negative, found \(text)", at: token)
    }
    guard abs(value) <= Double(Vocabulary.maximumLength) else {
      throw error(
        "\(what) \(text) is out of range (at most \(Int(Vocabulary.maximumLength)) points)", at: token)
    }
    return CGFloat(value)
  }

  /// `Double(text)` of a whole number of at most 15 digits (exact as a `Double`), read digit by
  /// digit: most numbers in a script are sizes in whole points, and `strtod` costs several
  /// hundred instructions a number. Nil for any other text.
  static func wholeNumber(_ text: String) -> Double? {
    text.withUTF8Bytes { bytes in
      guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
      var value: Int64 = 0
      for byte in bytes {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      return Double(value)
    }
  }

  /// Whether `text` has a letter (`1e3`, `inf` and `0x10` are no numbers in a script).
  private static func containsLetter(_ text: String) -> Bool {
    if text.allBytesSatisfy({ $0 < 0x80 }) {
      return text.containsByte { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }
    }
    return text.contains(where: { $0.isLetter })
  }

  /// A size written `WxH` (or `W×H`), both finite and not negative.
  mutating func size(_ what: String) throws(ScriptDiagnostic) -> CGSize {
    let token = try next(what)
    // Exactly two sides, neither empty: `x700`, `700xx900` and `600x800x` are not sizes.
    let parts = LineReader.sides(of: token.text)
    guard token.kind == .word, parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw error(
        "expected \(what) written as WIDTHxHEIGHT, found '\(token.text)'", at: token,
        help: "for example 700x800")
    }
    let width = try number(in: parts[0], "a width", token: token, allowNegative: false)
    let height = try number(in: parts[1], "a height", token: token, allowNegative: false)
    return CGSize(width: width, height: height)
  }

  /// The parts of `text` between its Characters `x` and `×`: of ASCII text, read byte by byte
  /// (its bytes are its Characters).
  static func sides(of text: String) -> [String] {
    guard text.allBytesSatisfy({ $0 < 0x80 }) else {
      return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
        .map(String.init)
    }
    func sides(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> [String] {
      var sides: [String] = []
      var start = 0
      for index in bytes.indices where bytes[index] == UInt8(ascii: "x") {
        sides.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        start = index + 1
      }
      sides.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
      return sides
    }
    return text.withUTF8Bytes(sides(ofBytes:))
  }

  /// A point written `X, Y`.
  mutating func point(_ what: String) throws(ScriptDiagnostic) -> CGPoint {
    let x = try number("\(what)'s x")
    try symbol(",", after: "\(what)'s x")
    let y = try number("\(what)'s y")
    return CGPoint(x: x, y: y)
  }

  /// Takes the symbol `symbol`, or fails saying it was expected.
  mutating func symbol(_ symbol: String, after what: String) throws(ScriptDiagnostic) {
    let token = peek
    guard let token, token.kind == .symbol, token.text == symbol else {
      throw error("expected '\(symbol)' after \(what)", at: token)
    }
    position += 1
  }

  /// Takes the symbol `symbol` if it is next.
  mutating func takeSymbol(_ symbol: String) -> Bool {
    guard let token = peek, token.kind == .symbol, token.text == symbol else { return false }
    position += 1
    return true
  }

  /// A duration written `500ms`, `0.5s` or `2s`, in milliseconds, at most an hour.
  mutating func duration(_ what: String) throws(ScriptDiagnostic) -> Int64 {
    let token = try next(what)
    let text = token.text
    let (digits, scale): (Substring, Double) =
      text.hasSuffix("ms") ? (text.dropLast(2), 1) : text.hasSuffix("s") ? (text.dropLast(), 1000) : ("", 0)
    guard token.kind == .word, scale > 0, let value = Double(digits), value.isFinite, value >= 0,
      !digits.contains(where: { $0.isLetter })
    else {
      throw error("expected \(what) such as 500ms or 1.5s, found '\(text)'", at: token)
    }
    let milliseconds = value * scale
    guard milliseconds <= Double(Vocabulary.maximumMilliseconds) else {
      throw error("\(what) \(text) is longer than an hour, the longest a step may take", at: token)
    }
    return Int64(milliseconds.rounded())
  }

  /// A whole number in `range`.
  mutating func integer(_ what: String, in range: ClosedRange<Int>, limit: String? = nil)
    throws(ScriptDiagnostic)
    -> Int
  {
    let token = try next(what)
    guard token.kind == .word, let value = Int(token.text), range.contains(value) else {
      throw error(
        "expected \(what) (a whole number from \(range.lowerBound) to \(range.upperBound)"
          + (limit.map { ", \($0)" } ?? "") + "), found '\(token.text)'",
        at: token)
    }
    return value
  }

  /// A quoted string (or a bare word) naming a view or a checkpoint.
  mutating func name(_ what: String) throws(ScriptDiagnostic) -> String {
    let token = try next(what)
    guard token.kind != .symbol, !token.text.isEmpty else {
      throw error(
        "expected \(what), found '\(token.text)'", at: token, help: "write it in quotes, as \"title\"")
    }
    return token.text
  }

  /// `window N` if it is next, else the key window.
  mutating func window() throws(ScriptDiagnostic) -> Scenario.WindowReference {
    guard take("window") else { return .key }
    return .number(try integer("a window number", in: 1...Vocabulary.maximumWindowNumber))
  }

  /// A menu path: items separated by `>` (words joined by spaces, or quoted).
  mutating func menuPath(_ what: String) throws(ScriptDiagnostic) -> [String] {
    var path: [String] = []
    var words: [String] = []
    while let token = peek,
      !(token.kind == .word && (token.text == "enabled" || token.text == "disabled") && path.count >= 1)
    {
      position += 1
      if token.kind == .symbol {
        guard token.text == ">", !words.isEmpty else {
          throw error(
            "expected a menu item's title, found '\(token.text)'", at: token, help: "write File > New Window")
        }
        path.append(words.joined(separator: " "))
        words = []
      } else {
        words.append(token.text)
      }
    }
    guard !words.isEmpty else { throw error("expected \(what), as File > New Window", at: peek) }
    path.append(words.joined(separator: " "))
    return path
  }
}
