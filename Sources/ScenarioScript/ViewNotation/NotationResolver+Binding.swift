/// Why arguments do not fit a form, and how far they got: the form that got furthest (then the
/// one whose failure is most specific) gives the diagnostic.
struct NotationBindingFailure: Error {
  /// How many arguments fit before the failure.
  var progress: Int
  /// 0 for a label that does not fit, 1 for a value of the wrong type, 2 for a value of the right
  /// kind that is misspelt or out of bounds.
  var level: Int
  var diagnostic: ScriptDiagnostic

  /// Whether this failure got further than `other` (or as far, and more specific): the one to
  /// report when no form fits.
  func isFurther(than other: NotationBindingFailure?) -> Bool {
    other.map { (progress, level) > ($0.progress, $0.level) } ?? true
  }
}

/// Arguments that fit a form: their values by parameter, and which argument went to each.
struct NotationBinding {
  var arguments: NotationArguments
  var argumentOfParameter: [Int?]
}

extension NotationResolver {
  /// Matches `arguments` to `signature` as Swift does: in order, each argument to the next
  /// parameter with its label (skipping parameters with defaults), the first trailing closure to
  /// the next closure parameter. Closures are only checked to be closures here.
  func bind(
    _ arguments: [SyntaxArgument], to signature: NotationSignature, in call: SyntaxCall,
    among signatures: [NotationSignature]
  ) -> Result<NotationBinding, NotationBindingFailure> {
    let parameters = signature.parameters
    var values = [NotationValue?](repeating: nil, count: parameters.count)
    var argumentOfParameter = [Int?](repeating: nil, count: parameters.count)
    var next = 0
    for (index, argument) in arguments.enumerated() {
      var matched = false
      while next < parameters.count {
        let parameter = parameters[next]
        let fits =
          argument.isTrailing && argument.label == nil
          ? parameter.type.isClosure : argument.label == parameter.label
        if fits {
          do {
            values[next] = try closureOrValue(argument.value, parameter)
          } catch {
            return .failure(
              NotationBindingFailure(progress: index, level: error.level, diagnostic: error.diagnostic))
          }
          argumentOfParameter[next] = index
          next += 1
          matched = true
          break
        }
        guard parameter.hasDefault else { break }
        next += 1
      }
      if !matched {
        let diagnostic = labelProblem(
          argument, expected: next < parameters.count ? parameters[next] : nil, call: call, among: signatures)
        return .failure(NotationBindingFailure(progress: index, level: 0, diagnostic: diagnostic))
      }
    }
    if let missing = parameters[next...].firstIndex(where: { !$0.hasDefault }) {
      let name = parameters[missing].label.map { "'\($0):'" } ?? "#\(missing + 1)"
      let diagnostic = source.diagnostic(
        "missing argument for parameter \(name) in call to '\(call.name)'", at: call.endSpan,
        help: forms(call.name, signatures))
      return .failure(NotationBindingFailure(progress: arguments.count, level: 0, diagnostic: diagnostic))
    }
    return .success(
      NotationBinding(arguments: NotationArguments(values: values), argumentOfParameter: argumentOfParameter))
  }

  /// A value, or nil for a closure (resolved once the form is chosen).
  private func closureOrValue(_ expression: SyntaxExpression, _ parameter: NotationParameter)
    throws(NotationValueError) -> NotationValue?
  {
    let isClosure = if case .closure = expression.kind { true } else { false }
    if parameter.type.isClosure {
      guard isClosure else {
        throw NotationValueError(
          level: 1,
          diagnostic: source.diagnostic(
            "cannot convert value of type '\(describe(expression))' to expected argument type '\(parameter.type.name)'",
            at: expression.span, help: "write the views in braces: { ... }"))
      }
      return nil
    }
    return try value(expression, as: parameter)
  }

  /// Matches the arguments of a call written with literals only (`GridItem(...)`) to the first
  /// of its forms they fit.
  func literalArguments(_ arguments: [SyntaxArgument], _ signatures: [NotationSignature], call: SyntaxCall)
    throws(NotationValueError) -> NotationArguments
  {
    switch firstFit(arguments, signatures, call: call) {
    case .success(let fit): return fit.bound.arguments
    case .failure(let diagnostic): throw NotationValueError(level: 2, diagnostic: diagnostic)
    }
  }

  /// The first of `signatures` that `arguments` fit, with its index and the binding; else the
  /// diagnostic of the form they went furthest into.
  func firstFit(_ arguments: [SyntaxArgument], _ signatures: [NotationSignature], call: SyntaxCall)
    -> Result<(overload: Int, bound: NotationBinding), ScriptDiagnostic>
  {
    var best: NotationBindingFailure?
    for (overload, signature) in signatures.enumerated() {
      switch bind(arguments, to: signature, in: call, among: signatures) {
      case .success(let bound): return .success((overload, bound))
      case .failure(let failure): if failure.isFurther(than: best) { best = failure }
      }
    }
    return .failure(
      best?.diagnostic
        ?? source.diagnostic("'\(call.name)' cannot be written in the view notation", at: call.nameSpan))
  }

  /// `'frame' accepts frame(width:height:alignment:) or frame(minWidth:...)`.
  func forms(_ name: String, _ signatures: [NotationSignature]) -> String {
    "'\(name)' accepts " + signatures.map { $0.form(name) }.joined(separator: " or ")
  }

  private func labelProblem(
    _ argument: SyntaxArgument, expected: NotationParameter?, call: SyntaxCall,
    among signatures: [NotationSignature]
  ) -> ScriptDiagnostic {
    var labels: [String] = []
    for signature in signatures {
      for label in signature.parameters.compactMap(\.label) where !labels.contains(label) {
        labels.append(label)
      }
    }
    let forms = forms(call.name, signatures)
    if let label = argument.label, !labels.contains(label) {
      let guess = NearestName.suggest(for: label, among: labels).map { "did you mean '\($0):'? " } ?? ""
      return source.diagnostic(
        "unknown argument label '\(label):' in call to '\(call.name)'", at: argument.labelSpan,
        help: guess + forms)
    }
    if argument.isTrailing {
      return source.diagnostic(
        "extra trailing closure passed in call to '\(call.name)'", at: argument.labelSpan, help: forms)
    }
    if argument.label == nil, let label = expected?.label, !expected!.hasDefault {
      return source.diagnostic(
        "missing argument label '\(label):' in call", at: argument.labelSpan, help: forms)
    }
    if let label = argument.label {
      return source.diagnostic(
        "argument '\(label):' does not fit here in call to '\(call.name)'", at: argument.labelSpan,
        help: forms)
    }
    return source.diagnostic("extra argument in call to '\(call.name)'", at: argument.labelSpan, help: forms)
  }
}
