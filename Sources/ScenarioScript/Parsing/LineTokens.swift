/// One word of a script line, with where it starts.
struct Token: Equatable {
  enum Kind: Equatable {
    /// A run of characters other than spaces and the symbols below.
    case word
    /// A quoted string (the text is its contents, escapes resolved).
    case string
    /// One of `,` `=` `>` `±`.
    case symbol
  }
  var kind: Kind
  var text: String
  /// The column of its first character, from 1.
  var column: Int
  /// How many characters it spans in the line (quotes included).
  var length: Int
}

/// Splits one line of a script into tokens; a `#` outside a string starts a comment.
enum LineTokens {
  static let symbols: Set<Character> = [",", "=", ">", "±"]
  /// The most tokens a line may have.
  static let maximumTokens = 256

  /// The tokens of `line`, or the column and message of a problem (an unterminated string, too
  /// many tokens).
  /// `isPrintableASCII` is what `isPrintableASCII(line)` says (asked once a line).
  static func split(_ line: String, isPrintableASCII: Bool) -> Result<[Token], TokenProblem> {
    isPrintableASCII ? splitBytes(line) : splitCharacters(line)
  }

  /// `split(_:)`, reading the line character by character (any line).
  static func splitCharacters(_ line: String) -> Result<[Token], TokenProblem> {
    split(Array(line)) { String($0) }
  }

  /// Whether every byte of `line` is a printable ASCII character or a tab: then each byte is
  /// one character, and a column is a byte's offset from 1.
  static func isPrintableASCII(_ line: String) -> Bool {
    line.allBytesSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }
  }

  /// `split(_:)` of a line of printable ASCII (the common case), read byte by byte; nil for any
  /// other line.
  static func splitPrintableASCII(_ line: String) -> Result<[Token], TokenProblem>? {
    isPrintableASCII(line) ? splitBytes(line) : nil
  }

  /// `split(_:)` of a line of printable ASCII, read byte by byte.
  private static func splitBytes(_ line: String) -> Result<[Token], TokenProblem> {
    split(Array(line.utf8)) { String(decoding: $0, as: UTF8.self) }
  }

  /// The tokens of a line read as `units` (its characters, or the bytes of printable ASCII,
  /// which are the same), each token's text made by `text`.
  private static func split<Unit: LineUnit>(_ units: [Unit], text: (ArraySlice<Unit>) -> String) -> Result<
    [Token], TokenProblem
  > {
    var tokens: [Token] = []
    var index = 0
    while index < units.count {
      let unit = units[index]
      if unit.isSpace {
        index += 1
        continue
      }
      if unit == .hash { break }
      guard tokens.count < maximumTokens else {
        return .failure(
          TokenProblem(column: index + 1, length: 1, message: "more than \(maximumTokens) words on one line"))
      }
      if unit.isSymbol {
        tokens.append(Token(kind: .symbol, text: text(units[index...index]), column: index + 1, length: 1))
        index += 1
      } else if unit == .quote {
        let start = index
        var contents: [Unit] = []
        index += 1
        var closed = false
        while index < units.count {
          let next = units[index]
          if next == .backslash, index + 1 < units.count {
            contents.append(units[index + 1])
            index += 2
            continue
          }
          index += 1
          if next == .quote {
            closed = true
            break
          }
          contents.append(next)
        }
        guard closed else {
          return .failure(
            TokenProblem(
              column: start + 1, length: units.count - start, message: "unterminated string",
              help: "end it with '\"' on the same line"))
        }
        tokens.append(
          Token(kind: .string, text: text(contents[...]), column: start + 1, length: index - start))
      } else {
        let start = index
        while index < units.count, !units[index].isSpace, !units[index].isSymbol, units[index] != .quote,
          units[index] != .hash
        {
          index += 1
        }
        tokens.append(
          Token(kind: .word, text: text(units[start..<index]), column: start + 1, length: index - start))
      }
    }
    return .success(tokens)
  }
}

/// What the tokenizer reads a line as: characters, or bytes of printable ASCII.
private protocol LineUnit: Equatable {
  var isSpace: Bool { get }
  var isSymbol: Bool { get }
  static var quote: Self { get }
  static var hash: Self { get }
  static var backslash: Self { get }
}

extension Character: LineUnit {
  fileprivate var isSpace: Bool { isWhitespace }
  fileprivate var isSymbol: Bool { LineTokens.symbols.contains(self) }
  fileprivate static var quote: Character { "\"" }
  fileprivate static var hash: Character { "#" }
  fileprivate static var backslash: Character { "\\" }
}

extension UInt8: LineUnit {
  /// A space or a tab (the only whitespace of printable ASCII).
  fileprivate var isSpace: Bool { self == 0x20 || self == 0x09 }
  /// `,` `=` `>` (`±` is not ASCII).
  fileprivate var isSymbol: Bool { self == 0x2C || self == 0x3D || self == 0x3E }
  fileprivate static var quote: UInt8 { 0x22 }
  fileprivate static var hash: UInt8 { 0x23 }
  fileprivate static var backslash: UInt8 { 0x5C }
}

/// A problem found while splitting a line.
struct TokenProblem: Error {
  var column: Int
  var length: Int
  var message: String
  var help: String? = nil
}
