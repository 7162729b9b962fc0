/// Splits the notation's lines into tokens: names, finite numbers, string literals (with `\(i)`
/// interpolations) and punctuation; `//` and `/* */` comments are skipped.
struct NotationLexer {
  let source: NotationSource
  private var tokens: [NotationToken] = []
  /// Where an unclosed `/*` opened, with how many are open.
  private var openComment: (span: NotationSpan, depth: Int)?

  init(source: NotationSource) { self.source = source }

  /// The tokens of all the lines, ending with `.end`.
  static func tokens(of source: NotationSource) throws(ScriptDiagnostic) -> [NotationToken] {
    var lexer = NotationLexer(source: source)
    for (index, line) in source.lines.enumerated() {
      try lexer.scan(Array(line), line: index)
    }
    if let openComment = lexer.openComment {
      throw source.diagnostic(
        "unterminated '/*' comment", at: openComment.span, help: "close the comment with '*/'")
    }
    let last = source.lines.indices.last ?? 0
    let column = (source.lines.last?.count ?? 0) + 1
    lexer.tokens.append(
      NotationToken(kind: .end, text: "", span: NotationSpan(line: last, column: column, length: 1)))
    return lexer.tokens
  }

  private mutating func scan(_ characters: [Character], line: Int) throws(ScriptDiagnostic) {
    var index = 0
    func span(_ start: Int, _ end: Int) -> NotationSpan {
      NotationSpan(line: line, column: start + 1, length: max(1, end - start))
    }
    while index < characters.count {
      let character = characters[index]
      let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
      if let open = openComment {
        if character == "*", next == "/" {
          openComment = open.depth > 1 ? (open.span, open.depth - 1) : nil
          index += 2
        } else if character == "/", next == "*" {
          openComment = (open.span, open.depth + 1)
          index += 2
        } else {
          index += 1
        }
        continue
      }
      let start = index
      if character.isWhitespace {
        index += 1
      } else if character == "/", next == "/" {
        return
      } else if character == "/", next == "*" {
        openComment = (span(start, start + 2), 1)
        index += 2
      } else if character.isLetter || character == "_" {
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber
            || characters[index] == "_"
        {
          index += 1
        }
        let name = String(characters[start..<index])
        try append(.identifier(name), name, span(start, index))
      } else if character.isASCII, character.isNumber {
        index = try number(characters, from: start, line: line)
      } else if character == "\"" {
        index = try string(characters, from: start, line: line)
      } else if let symbol = Self.punctuation(characters, at: index) {
        index += symbol.count
        try append(.punctuation(symbol), symbol, span(start, index))
      } else {
        throw source.diagnostic(
          "unexpected character '\(character)' in a view", at: span(start, start + 1),
          help: "a view is written with views, modifiers and literal arguments only")
      }
    }
  }

  private static let symbols = ["..<", "...", "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "\\", "-"]

  private static func punctuation(_ characters: [Character], at index: Int) -> String? {
    symbols.first { symbol in
      let end = index + symbol.count
      return end <= characters.count && String(characters[index..<end]) == symbol
    }
  }

  private mutating func append(_ kind: NotationToken.Kind, _ text: String, _ span: NotationSpan)
    throws(ScriptDiagnostic)
  {
    guard tokens.count < NotationLimits.maximumTokens else {
      throw source.diagnostic(
        "the view is too long: more than \(NotationLimits.maximumTokens) tokens", at: span,
        help: "write a smaller view; the notation is for trying layouts, not whole apps")
    }
    tokens.append(NotationToken(kind: kind, text: text, span: span))
  }

  /// Scans a number from `start`: digits and `_`, then a fraction (a `.` followed by a digit)
  /// and an exponent.
  private mutating func number(_ characters: [Character], from start: Int, line: Int) throws(ScriptDiagnostic)
    -> Int
  {
    var index = start
    var isInteger = true
    func digits() {
      while index < characters.count,
        (characters[index].isASCII && characters[index].isNumber)
          || characters[index] == "_"
      {
        index += 1
      }
    }
    digits()
    if index + 1 < characters.count, characters[index] == ".", characters[index + 1].isASCII,
      characters[index + 1].isNumber
    {
      isInteger = false
      index += 1
      digits()
    }
    if index < characters.count, characters[index] == "e" || characters[index] == "E" {
      var end = index + 1
      if end < characters.count, characters[end] == "+" || characters[end] == "-" { end += 1 }
      if end < characters.count, characters[end].isASCII, characters[end].isNumber {
        isInteger = false
        index = end
        digits()
      }
    }
    let text = String(characters[start..<index])
    let span = NotationSpan(line: line, column: start + 1, length: index - start)
    if index < characters.count, characters[index].isLetter {
      throw source.diagnostic(
        "'\(characters[index])' is not a valid digit in a number", at: span,
        help: "write numbers in decimal, as 12 or 0.5")
    }
    guard let value = Double(text.filter { $0 != "_" }), value.isFinite else {
      throw source.diagnostic(
        "number '\(text)' is not finite", at: span,
        help: "use a finite number; write '.infinity' where SwiftUI accepts it (maxWidth:, maxHeight:)")
    }
    try append(.number(value, isInteger: isInteger), text, span)
    return index
  }

  /// Scans a string literal from its opening quote; returns the index after the closing one.
  private mutating func string(_ characters: [Character], from start: Int, line: Int) throws(ScriptDiagnostic)
    -> Int
  {
    func span(_ from: Int, _ to: Int) -> NotationSpan {
      NotationSpan(line: line, column: from + 1, length: max(1, to - from))
    }
    if start + 2 < characters.count, characters[start + 1] == "\"", characters[start + 2] == "\"" {
      throw source.diagnostic(
        "multi-line string literals are not supported in a view", at: span(start, start + 3),
        help: "write the text on one line")
    }
    var segments: [NotationString.Segment] = []
    var literal = ""
    var index = start + 1
    while index < characters.count {
      let character = characters[index]
      if character == "\"" {
        if !literal.isEmpty || segments.isEmpty { segments.append(.literal(literal)) }
        let text = String(characters[start...index])
        try append(.string(NotationString(segments: segments)), text, span(start, index + 1))
        return index + 1
      }
      guard character == "\\" else {
        literal.append(character)
        index += 1
        continue
      }
      let escaped: Character? = index + 1 < characters.count ? characters[index + 1] : nil
      switch escaped {
      case "n": literal.append("\n")
      case "t": literal.append("\t")
      case "\\", "\"", "'": literal.append(escaped!)
      case "0": literal.append("\0")
      case "(":
        var end = index + 2
        while end < characters.count,
          characters[end].isLetter || characters[end].isNumber
            || characters[end] == "_"
        {
          end += 1
        }
        let name = String(characters[(index + 2)..<min(end, characters.count)])
        guard end < characters.count, characters[end] == ")", let first = name.first, !first.isNumber else {
          throw source.diagnostic(
            "only a 'ForEach' variable can be interpolated in a string", at: span(index, end + 1),
            help: "write the variable alone, as in \"row\\(i)\"")
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        literal = ""
        segments.append(.variable(name))
        index = end + 1
        continue
      default:
        throw source.diagnostic(
          "invalid escape sequence in a string literal", at: span(index, index + 2),
          help: "the escapes are \\n, \\t, \\0, \\\\, \\\", \\' and \\(variable)")
      }
      index += 2
    }
    throw source.diagnostic(
      "unterminated string literal", at: span(start, start + 1),
      help: "close the string with '\"' on the same line")
  }
}
