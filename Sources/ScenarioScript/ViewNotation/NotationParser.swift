/// Reads tokens into syntax: views with their arguments, trailing closures (Swift's multiple
/// trailing closure form included) and modifier chains. Nesting is bounded by
/// `NotationLimits.maximumDepth`; every loop consumes a token or stops.
struct NotationParser {
  let source: NotationSource
  let tokens: [NotationToken]
  private var index = 0
  private var depth = 0

  init(source: NotationSource, tokens: [NotationToken]) {
    self.source = source
    self.tokens = tokens
  }

  /// The views at the top of the notation.
  static func parse(_ source: NotationSource) throws(ScriptDiagnostic) -> [SyntaxView] {
    var parser = NotationParser(source: source, tokens: try NotationLexer.tokens(of: source))
    return try parser.views(in: nil)
  }

  private var current: NotationToken { tokens[min(index, tokens.count - 1)] }
  private func peek(_ offset: Int) -> NotationToken { tokens[min(index + offset, tokens.count - 1)] }
  private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

  private static let keywords: Set<String> = [
    "if", "else", "for", "while", "let", "var", "switch", "case", "return", "func", "struct", "guard",
    "some", "import", "true", "false", "nil", "in", "self",
  ]

  private func error(_ message: String, at token: NotationToken, help: String? = nil) -> ScriptDiagnostic {
    source.diagnostic(message, at: token.span, help: help)
  }

  private mutating func enter(_ token: NotationToken) throws(ScriptDiagnostic) {
    depth += 1
    if depth > NotationLimits.maximumDepth {
      throw error(
        "the view nests more than \(NotationLimits.maximumDepth) levels deep", at: token,
        help: "flatten the view: the notation allows at most \(NotationLimits.maximumDepth) levels of nesting"
      )
    }
  }

  /// The views of a block, up to (not past) the `}` closing `opener`, or to the end at the top.
  private mutating func views(in opener: NotationToken?) throws(ScriptDiagnostic) -> [SyntaxView] {
    var views: [SyntaxView] = []
    while true {
      let token = current
      if token.kind == .end {
        if let opener {
          throw error(
            "unclosed '{'", at: opener,
            help: "add the '}' that closes it; the view ends at line \(source.firstLine + token.span.line)")
        }
        return views
      }
      if token.isPunctuation("}") {
        if opener != nil { return views }
        throw error("unexpected '}': no '{' is open", at: token, help: "remove it or add the '{' it closes")
      }
      if token.isPunctuation(";") {
        advance()
        continue
      }
      if !views.isEmpty, index > 0, !tokens[index - 1].isPunctuation(";"),
        tokens[index - 1].span.line == token.span.line
      {
        throw error(
          "consecutive views on a line must be separated by ';'", at: token,
          help: "put each view on a line of its own")
      }
      views.append(try view())
    }
  }

  /// A view, then its modifiers.
  private mutating func view() throws(ScriptDiagnostic) -> SyntaxView {
    let token = current
    guard token.identifier.map({ !Self.keywords.contains($0) && $0 != "_" }) == true else {
      if let name = token.identifier {
        throw error(
          "'\(name)' is not supported in a view", at: token,
          help: "write the views to try without control flow or declarations")
      }
      if token.isPunctuation("."), let modifier = peek(1).identifier {
        throw error(
          "modifier '.\(modifier)' has no view to modify", at: token,
          help: "write the view first, as in Text(\"Hi\").\(modifier)(...)")
      }
      throw error(
        "expected a view, found \(token.quoted)", at: token,
        help: "a view starts with its name, as in Text(\"Hi\")")
    }
    var view = SyntaxView(call: try call(), member: nil, modifiers: [])
    if view.call.arguments.isEmpty, view.call.endSpan == view.call.nameSpan, current.isPunctuation("."),
      let member = peek(1).identifier, !peek(2).isPunctuation("(")
    {
      view.member = SyntaxName(name: member, span: peek(1).span)
      advance()
      advance()
    }
    while current.isPunctuation(".") {
      let dot = current
      advance()
      guard current.identifier != nil else {
        throw error("expected a modifier name after '.'", at: dot, help: "write a modifier, as in .padding()")
      }
      view.modifiers.append(try call())
    }
    return view
  }

  /// A name, its arguments in parentheses if any, and its trailing closures.
  private mutating func call() throws(ScriptDiagnostic) -> SyntaxCall {
    let nameToken = current
    advance()
    var call = SyntaxCall(
      name: nameToken.identifier ?? nameToken.text, nameSpan: nameToken.span, arguments: [],
      endSpan: nameToken.span)
    if current.isPunctuation("(") {
      call.arguments = try argumentList()
      call.endSpan = tokens[index - 1].span
    }
    if current.isPunctuation("{") {
      let closure = try closureExpression()
      call.arguments.append(
        SyntaxArgument(label: nil, labelSpan: closure.span, value: closure, isTrailing: true))
      call.endSpan = tokens[index - 1].span
      while let label = current.identifier, peek(1).isPunctuation(":"), peek(2).isPunctuation("{") {
        let labelSpan = current.span
        advance()
        advance()
        let closure = try closureExpression()
        call.arguments.append(
          SyntaxArgument(label: label, labelSpan: labelSpan, value: closure, isTrailing: true))
        call.endSpan = tokens[index - 1].span
      }
    }
    return call
  }

  /// `( label: value, ... )`.
  private mutating func argumentList() throws(ScriptDiagnostic) -> [SyntaxArgument] {
    try delimitedList(closer: ")", list: "the argument list", items: "arguments") {
      parser throws(ScriptDiagnostic) in
      var label: String?
      var labelSpan = parser.current.span
      if let name = parser.current.identifier, parser.peek(1).isPunctuation(":") {
        label = name == "_" ? nil : name
        labelSpan = parser.current.span
        parser.advance()
        parser.advance()
      }
      let value = try parser.expression()
      if label == nil { labelSpan = value.span }
      return SyntaxArgument(label: label, labelSpan: labelSpan, value: value)
    }.items
  }

  /// The items of a list from the current token (its opening bracket) to `closer`, separated by
  /// ',' (one may follow the last), each read by `item`: argument lists and arrays. `list` and
  /// `items` name them in diagnostics ("the argument list", "arguments").
  private mutating func delimitedList<Item>(
    closer: String, list: String, items: String,
    _ item: (inout NotationParser) throws(ScriptDiagnostic) -> Item
  ) throws(ScriptDiagnostic) -> (open: NotationToken, items: [Item]) {
    let open = current
    try enter(open)
    defer { depth -= 1 }
    advance()
    var found: [Item] = []
    while true {
      if current.isPunctuation(closer) {
        advance()
        return (open, found)
      }
      if current.kind == .end { throw unclosed(open, "'\(closer)'") }
      found.append(try item(&self))
      if current.isPunctuation(",") {
        advance()
      } else if !current.isPunctuation(closer) {
        if current.kind == .end { throw unclosed(open, "'\(closer)'") }
        throw error(
          "expected ',' or '\(closer)' in \(list), found \(current.quoted)", at: current,
          help: "separate \(items) with ','; \(list) opened at \(place(open))")
      }
    }
  }

  private func unclosed(_ open: NotationToken, _ closer: String) -> ScriptDiagnostic {
    error(
      "unclosed '\(open.text)'", at: open,
      help: "add the \(closer) that closes it; the view ends at line \(source.firstLine + current.span.line)")
  }

  private func place(_ token: NotationToken) -> String {
    "\(source.firstLine + token.span.line):\(token.span.column)"
  }

  /// A literal argument.
  private mutating func expression() throws(ScriptDiagnostic) -> SyntaxExpression {
    let token = current
    switch token.kind {
    case .number, .punctuation("-"):
      let lower = try number()
      guard current.isPunctuation("..<") || current.isPunctuation("...") else { return lower }
      let isClosed = current.isPunctuation("...")
      advance()
      guard startsNumber else {
        throw error(
          "expected the upper bound of the range, found \(current.quoted)", at: current,
          help: "write a range of integers, as in 0..<5")
      }
      let upper = try number()
      return range(lower, upper, isClosed)
    case .string(let string):
      advance()
      return SyntaxExpression(kind: .string(string), span: token.span)
    case .identifier(let name):
      advance()
      switch name {
      case "true", "false": return SyntaxExpression(kind: .bool(name == "true"), span: token.span)
      case "nil": return SyntaxExpression(kind: .nilLiteral, span: token.span)
      default: break
      }
      // `Type.member`, the type's name dotted as it may be (`Edge.Set.top`, `Font.Weight.bold`).
      var path = [name]
      var span = token.span
      while current.isPunctuation("."), let component = peek(1).identifier {
        path.append(component)
        span = joined(token.span, peek(1).span)
        advance()
        advance()
      }
      if let member = path.popLast(), !path.isEmpty {
        return SyntaxExpression(
          kind: .typeMember(type: path.joined(separator: "."), member: member), span: span)
      }
      if current.isPunctuation("(") {
        let arguments = try argumentList()
        return SyntaxExpression(kind: .call(name, arguments: arguments), span: token.span)
      }
      throw error(
        "cannot find '\(name)' in scope", at: token,
        help:
          "arguments are literals: numbers, strings, true/false, .members and calls like GridItem(.flexible())"
      )
    case .punctuation("."):
      advance()
      guard let member = current.identifier else {
        throw error("expected a member name after '.'", at: current, help: "write a member, as in .leading")
      }
      let span = joined(token.span, current.span)
      advance()
      var arguments: [SyntaxArgument]?
      if current.isPunctuation("(") { arguments = try argumentList() }
      return SyntaxExpression(kind: .member(member, arguments: arguments), span: span)
    case .punctuation("["):
      return try array()
    case .punctuation("\\"):
      advance()
      guard current.isPunctuation("."), let name = peek(1).identifier else {
        throw error(
          "expected a key path after '\\'", at: token,
          help: "write an environment key path, as in \\.layoutDirection")
      }
      let span = joined(token.span, peek(1).span)
      advance()
      advance()
      return SyntaxExpression(kind: .keyPath(name), span: span)
    case .punctuation("{"):
      return try closureExpression()
    default:
      throw error(
        "expected an argument value, found \(token.quoted)", at: token,
        help:
          "arguments are literals: numbers, strings, true/false, .members and calls like GridItem(.flexible())"
      )
    }
  }

  private func range(_ lower: SyntaxExpression, _ upper: SyntaxExpression, _ isClosed: Bool)
    -> SyntaxExpression
  {
    SyntaxExpression(
      kind: .range(lower: lower, upper: upper, isClosed: isClosed), span: joined(lower.span, upper.span))
  }

  /// The span from `a` to the end of `b` when on one line, else `a`.
  private func joined(_ a: NotationSpan, _ b: NotationSpan) -> NotationSpan {
    guard a.line == b.line, b.column >= a.column else { return a }
    return NotationSpan(line: a.line, column: a.column, length: b.column + b.length - a.column)
  }

  private var startsNumber: Bool {
    if case .number = current.kind { return true }
    return current.isPunctuation("-")
  }

  /// A number, negative when it follows `-`.
  private mutating func number() throws(ScriptDiagnostic) -> SyntaxExpression {
    let first = current
    var sign = 1.0
    if first.isPunctuation("-") {
      sign = -1
      advance()
    }
    guard case .number(let value, let isInteger) = current.kind else {
      throw error(
        "expected a number after '-', found \(current.quoted)", at: current, help: "write a number, as in -8")
    }
    let span = joined(first.span, current.span)
    advance()
    return SyntaxExpression(kind: .number(sign * value, isInteger: isInteger), span: span)
  }

  /// `[a, b, c]`.
  private mutating func array() throws(ScriptDiagnostic) -> SyntaxExpression {
    let (open, elements) = try delimitedList(closer: "]", list: "the array", items: "elements") {
      parser throws(ScriptDiagnostic) in try parser.expression()
    }
    return SyntaxExpression(kind: .array(elements), span: open.span)
  }

  /// `{ views }` or `{ i in views }`.
  private mutating func closureExpression() throws(ScriptDiagnostic) -> SyntaxExpression {
    let open = current
    try enter(open)
    defer { depth -= 1 }
    advance()
    var closure = SyntaxClosure(parameter: nil, parameterSpan: nil, views: [], openSpan: open.span)
    if let name = current.identifier, peek(1).identifier == "in" {
      closure.parameter = name
      closure.parameterSpan = current.span
      advance()
      advance()
    }
    closure.views = try views(in: open)
    advance()  // the closing '}'
    return SyntaxExpression(kind: .closure(closure), span: open.span)
  }
}
