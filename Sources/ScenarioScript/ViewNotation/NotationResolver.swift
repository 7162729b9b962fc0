/// Checks the syntax against the table of supported views and modifiers: each call's arguments
/// are matched to one of its forms (labels, defaults, trailing closures as Swift matches them)
/// and converted to values; closures are resolved in turn. Every problem is a diagnostic.
struct NotationResolver {
  let source: NotationSource
  /// The `ForEach` row variables in scope, innermost last.
  private(set) var scope: [String] = []
  /// How many times the views being resolved are made (the product of enclosing ranges).
  private var multiplier = 1
  private var viewCount = 0

  init(source: NotationSource) { self.source = source }

  /// The one root view.
  mutating func root(_ views: [SyntaxView]) throws(ScriptDiagnostic) -> NotationNode {
    guard let first = views.first else {
      throw source.diagnostic(
        "the view is empty", at: NotationSpan(line: 0, column: 1, length: 1),
        help: "write one view inside 'view { }', as in Text(\"Hello\")")
    }
    if views.count > 1 {
      throw source.diagnostic(
        "a view has one root, but \(views.count) views are written at the top", at: views[1].call.nameSpan,
        help: "wrap them in a stack, as in VStack { ... }")
    }
    return try node(first)
  }

  private mutating func node(_ syntax: SyntaxView) throws(ScriptDiagnostic) -> NotationNode {
    let call = syntax.call
    viewCount += multiplier
    if viewCount > NotationLimits.maximumViews {
      throw source.diagnostic(
        "the view makes more than \(NotationLimits.maximumViews) views", at: call.nameSpan,
        help: "make the ForEach ranges smaller")
    }
    let kind: NotationNode.Kind
    if call.name == "Color" {
      guard let member = syntax.member, call.arguments.isEmpty else {
        throw source.diagnostic(
          "a color view is written with a color's name", at: call.nameSpan,
          help: "write Color.red, Color.blue, Color.clear...")
      }
      guard let color = NotationMembers.colors.first(where: { $0.name == member.name })?.value,
        case .color(let value) = color
      else {
        throw source.diagnostic(
          "type 'Color' has no member '\(member.name)'", at: member.span,
          help: NearestName.didYouMean(member.name, among: NotationMembers.colors.map(\.name)))
      }
      kind = .color(value)
    } else {
      guard let entry = NotationCatalog.view(named: call.name) else { throw unknownView(call) }
      if let member = syntax.member {
        throw source.diagnostic(
          "type '\(call.name)' has no member '\(member.name)'", at: member.span,
          help: "create the view with '\(call.name)(...)'")
      }
      if call.endSpan == call.nameSpan, call.arguments.isEmpty {
        throw source.diagnostic(
          "expected '(' after '\(call.name)' to create the view", at: call.nameSpan,
          help:
            "write '\(NotationCatalog.views[entry].signatures.first?.form(call.name) ?? call.name + "()")'")
      }
      let (overload, arguments) = try resolve(call, NotationCatalog.views[entry].signatures)
      kind = .view(entry: entry, overload: overload, arguments: arguments)
    }
    var modifiers: [NotationModifier] = []
    for modifier in syntax.modifiers { modifiers.append(try self.modifier(modifier)) }
    return NotationNode(kind: kind, modifiers: modifiers)
  }

  private mutating func modifier(_ call: SyntaxCall) throws(ScriptDiagnostic) -> NotationModifier {
    guard let entry = NotationCatalog.modifier(named: call.name) else {
      if NotationCatalog.view(named: call.name) != nil {
        throw source.diagnostic(
          "'\(call.name)' is a view, not a modifier", at: call.nameSpan,
          help: "put the view inside a stack or an overlay's closure")
      }
      throw source.diagnostic(
        "unknown modifier '.\(call.name)'", at: call.nameSpan,
        help: NearestName.suggest(for: call.name, among: NotationCatalog.modifiers.map(\.name)).map {
          "did you mean '.\($0)'?"
        } ?? "the supported modifiers are listed in docs/VIEW-NOTATION.md and by 'scenesim list'")
    }
    if call.endSpan == call.nameSpan, call.arguments.isEmpty {
      throw source.diagnostic(
        "expected '(' after '.\(call.name)' to call the modifier", at: call.nameSpan,
        help: "write '.\(call.name)(...)'")
    }
    let (overload, arguments) = try resolve(call, NotationCatalog.modifiers[entry].signatures)
    return NotationModifier(entry: entry, overload: overload, arguments: arguments)
  }

  private func unknownView(_ call: SyntaxCall) -> ScriptDiagnostic {
    if NotationCatalog.modifier(named: call.name) != nil {
      return source.diagnostic(
        "'\(call.name)' is a modifier, not a view", at: call.nameSpan,
        help: "chain it after a view, as in Text(\"Hi\").\(call.name)(...)")
    }
    if let unsupported = NotationCatalog.unsupportedViews.first(where: { $0.name == call.name }) {
      return source.diagnostic(
        "'\(call.name)' is not supported in the view notation", at: call.nameSpan, help: unsupported.reason)
    }
    return source.diagnostic(
      "unknown view '\(call.name)'", at: call.nameSpan,
      help: NearestName.didYouMean(call.name, among: NotationCatalog.views.map(\.name))
        ?? "the supported views are listed in docs/VIEW-NOTATION.md and by 'scenesim list'")
  }

  // MARK: Matching arguments to a form

  /// The form of `call` that its arguments fit, with their values; closures resolved.
  private mutating func resolve(_ call: SyntaxCall, _ signatures: [NotationSignature])
    throws(ScriptDiagnostic)
    -> (Int, NotationArguments)
  {
    let (overload, bound): (Int, NotationBinding)
    switch firstFit(call.arguments, signatures, call: call) {
    case .success(let fit): (overload, bound) = fit
    case .failure(let diagnostic): throw diagnostic
    }
    let signature = signatures[overload]
    var arguments = bound.arguments
    for (parameter, argument) in bound.argumentOfParameter.enumerated() {
      guard let argument, case .closure(let closure) = call.arguments[argument].value.kind else { continue }
      arguments.values[parameter] = .content(
        try content(closure, signature.parameters[parameter].type, range: arguments.range(0)))
    }
    if let problem = signature.check?(arguments) {
      let span =
        bound.argumentOfParameter[problem.parameter].map { call.arguments[$0].value.span } ?? call.nameSpan
      throw source.diagnostic(problem.message, at: span, help: problem.help)
    }
    return (overload, arguments)
  }

  /// The views of a closure (`type` is `.views`, `.rows` or `.action`).
  private mutating func content(_ closure: SyntaxClosure, _ type: NotationType, range: Range<Int>?)
    throws(ScriptDiagnostic) -> NotationContent
  {
    switch type {
    case .rows:
      guard let parameter = closure.parameter else {
        throw source.diagnostic(
          "contextual closure type '(Int) -> some View' expects 1 argument, but 0 were used in closure body",
          at: closure.openSpan, help: "name the row number, as in { i in ... } or { _ in ... }")
      }
      let saved = (scope, multiplier)
      defer { (scope, multiplier) = saved }
      if parameter != "_" { scope.append(parameter) }
      let (product, overflow) = multiplier.multipliedReportingOverflow(by: range?.count ?? 0)
      multiplier = overflow ? NotationLimits.maximumViews + 1 : product
      return NotationContent(parameter: parameter, views: try views(closure.views))
    case .action:
      if let first = closure.views.first {
        throw source.diagnostic(
          "a button's action cannot run code in the view notation", at: first.call.nameSpan,
          help: "leave the action empty: { }")
      }
      fallthrough
    default:
      if let span = closure.parameterSpan {
        throw source.diagnostic(
          "contextual closure type '\(type.name)' expects 0 arguments, but 1 was used in closure body",
          at: span,
          help: "remove '\(closure.parameter ?? "_") in'")
      }
      return NotationContent(parameter: nil, views: try views(closure.views))
    }
  }

  private mutating func views(_ syntax: [SyntaxView]) throws(ScriptDiagnostic) -> [NotationNode] {
    var nodes: [NotationNode] = []
    for view in syntax { nodes.append(try node(view)) }
    return nodes
  }
}
