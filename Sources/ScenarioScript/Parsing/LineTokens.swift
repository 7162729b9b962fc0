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
  static func split(_ line: String) -> Result<[Token], TokenProblem> {
    splitPrintableASCII(line) ?? splitCharacters(line)
  }

  /// `split(_:)`, reading the line character by character (any line).
  static func splitCharacters(_ line: String) -> Result<[Token], TokenProblem> {
    var tokens: [Token] = []
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
        continue
      }
      if character == "#" { break }
      guard tokens.count < maximumTokens else {
        return .failure(
          TokenProblem(column: index + 1, length: 1, message: "more than \(maximumTokens) words on one line"))
      }
      if symbols.contains(character) {
        tokens.append(Token(kind: .symbol, text: String(character), column: index + 1, length: 1))
        index += 1
      } else if character == "\"" {
        let start = index
        var text = ""
        index += 1
        var closed = false
        while index < characters.count {
          let next = characters[index]
          if next == "\\", index + 1 < characters.count {
            text.append(characters[index + 1])
            index += 2
            continue
          }
          index += 1
          if next == "\"" {
            closed = true
            break
          }
          text.append(next)
        }
        guard closed else {
          return .failure(
            TokenProblem(
              column: start + 1, length: characters.count - start, message: "unterminated string",
              help: "end it with '\"' on the same line"))
        }
        tokens.append(Token(kind: .string, text: text, column: start + 1, length: index - start))
      } else {
        let start = index
        while index < characters.count, !characters[index].isWhitespace, !symbols.contains(characters[index]),
          characters[index] != "\"", characters[index] != "#"
        {
          index += 1
        }
        tokens.append(
          Token(
            kind: .word, text: String(characters[start..<index]), column: start + 1, length: index - start))
      }
    }
    return .success(tokens)
  }
}

extension LineTokens {
  /// Whether every byte of `line` is a printable ASCII character or a tab: then each byte is
  /// one character, and a column is a byte's offset from 1.
  static func isPrintableASCII(_ line: String) -> Bool {
    line.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }
  }

  /// `split(_:)` of a line of printable ASCII (the common case), read byte by byte; nil for any
  /// other line. The same tokens and problems as the reading by characters.
  static func splitPrintableASCII(_ line: String) -> Result<[Token], TokenProblem>? {
    guard isPrintableASCII(line) else { return nil }
    let bytes = Array(line.utf8)
    let (space, tab, quote, hash, backslash) = (
      UInt8(0x20), UInt8(0x09), UInt8(0x22), UInt8(0x23), UInt8(0x5C)
    )
    let isSymbol = { (byte: UInt8) in byte == 0x2C || byte == 0x3D || byte == 0x3E }  // , = >
    var tokens: [Token] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == space || byte == tab {
        index += 1
        continue
      }
      if byte == hash { break }
      guard tokens.count < maximumTokens else {
        return .failure(
          TokenProblem(column: index + 1, length: 1, message: "more than \(maximumTokens) words on one line"))
      }
      if isSymbol(byte) {
        tokens.append(Token(kind: .symbol, text: String(UnicodeScalar(byte)), column: index + 1, length: 1))
        index += 1
      } else if byte == quote {
        let start = index
        var text: [UInt8] = []
        index += 1
        var closed = false
        while index < bytes.count {
          let next = bytes[index]
          if next == backslash, index + 1 < bytes.count {
            text.append(bytes[index + 1])
            index += 2
            continue
          }
          index += 1
          if next == quote {
            closed = true
            break
          }
          text.append(next)
        }
        guard closed else {
          return .failure(
            TokenProblem(
              column: start + 1, length: bytes.count - start, message: "unterminated string",
              help: "end it with '\"' on the same line"))
        }
        tokens.append(
          Token(
            kind: .string, text: String(decoding: text, as: UTF8.self), column: start + 1,
            length: index - start))
      } else {
        let start = index
        while index < bytes.count, bytes[index] != space, bytes[index] != tab, !isSymbol(bytes[index]),
          bytes[index] != quote, bytes[index] != hash
        {
          index += 1
        }
        tokens.append(
          Token(
            kind: .word, text: String(decoding: bytes[start..<index], as: UTF8.self), column: start + 1,
            length: index - start))
      }
    }
    return .success(tokens)
  }
}

/// A problem found while splitting a line.
struct TokenProblem: Error {
  var column: Int
  var length: Int
  var message: String
  var help: String? = nil
}
