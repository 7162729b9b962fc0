import LayoutEngine

/// A literal that does not convert to its parameter's type (see `NotationBindingFailure.level`).
struct NotationValueError: Error {
  var level: Int
  var diagnostic: ScriptDiagnostic
}

extension NotationResolver {
  /// `expression` as a value of `parameter`'s type.
  func value(_ expression: SyntaxExpression, as parameter: NotationParameter) throws(NotationValueError)
    -> NotationValue
  {
    if case .nilLiteral = expression.kind {
      guard parameter.allowsNil else {
        throw mismatch(
          "'nil' is not compatible with expected argument type '\(parameter.type.name)'", expression)
      }
      return .absent
    }
    return try value(expression, as: parameter.type, label: parameter.label)
  }

  /// What a literal is, for messages: `Int`, `String`, `Color`...
  func describe(_ expression: SyntaxExpression) -> String {
    switch expression.kind {
    case .number(_, let isInteger): isInteger ? "Int" : "Double"
    case .string: "String"
    case .bool: "Bool"
    case .nilLiteral: "nil"
    case .member(let name, _): ".\(name)"
    case .typeMember(let type, _): type
    case .call(let name, _): name
    case .array: "Array"
    case .range(_, _, let isClosed): isClosed ? "ClosedRange<Int>" : "Range<Int>"
    case .keyPath: "KeyPath"
    case .closure: "() -> some View"
    }
  }

  private func mismatch(
    _ message: String, _ expression: SyntaxExpression, level: Int = 1, help: String? = nil
  )
    -> NotationValueError
  {
    NotationValueError(level: level, diagnostic: source.diagnostic(message, at: expression.span, help: help))
  }

  private func typeMismatch(_ expression: SyntaxExpression, _ type: NotationType) -> NotationValueError {
    if case .member(let name, _) = expression.kind {
      return mismatch("type '\(type.name)' has no member '\(name)'", expression)
    }
    return mismatch(
      "cannot convert value of type '\(describe(expression))' to expected argument type '\(type.name)'",
      expression)
  }

  private func value(_ expression: SyntaxExpression, as type: NotationType, label: String?)
    throws(NotationValueError) -> NotationValue
  {
    switch (type, expression.kind) {
    case (.length(let rule), _): return .number(try number(expression, rule, label))
    case (.double, .number(let value, _)): return .number(value)
    case (.integer(let minimum), .number(let value, let isInteger)):
      guard isInteger, abs(value) < 1e15 else {
        throw mismatch("cannot convert value of type 'Double' to expected argument type 'Int'", expression)
      }
      guard Int(value) >= minimum else {
        throw mismatch(
          "\(label.map { "'\($0):'" } ?? "the value") must be at least \(minimum)", expression, level: 2)
      }
      return .integer(Int(value))
    case (.bool, .bool(let value)): return .bool(value)
    case (.string, .string(let string)):
      for variable in string.variables where !scope.contains(variable) {
        throw mismatch(
          "cannot find '\(variable)' in scope", expression, level: 2,
          help: scope.isEmpty
            ? "only a ForEach's row variable can be interpolated, inside its closure"
            : "the row variables here are \(scope.map { "'\($0)'" }.joined(separator: ", "))")
      }
      return .text(string)
    case (.edges, .array(let elements)), (.axes, .array(let elements)):
      var raw: Int8 = 0
      for element in elements {
        switch try value(element, as: type, label: label) {
        case .edges(let set): raw |= set.rawValue
        case .axes(let set): raw |= set.rawValue
        default: break
        }
      }
      return type == .edges ? .edges(Edge.Set(rawValue: raw)) : .axes(Axis.Set(rawValue: raw))
    case (.gridItems, .array(let elements)):
      var items: [NotationGridItem] = []
      for element in elements {
        guard case .call("GridItem", let arguments) = element.kind else {
          throw mismatch(
            "cannot convert value of type '\(describe(element))' to expected element type 'GridItem'",
            element,
            help: "write GridItem(.flexible()), GridItem(.fixed(40)) or GridItem(.adaptive(minimum: 80))")
        }
        let values = try literalArguments(
          arguments, [NotationCatalog.gridItem], call: call("GridItem", element))
        guard case .gridSize(let size) = values[0] ?? .gridSize(.flexible(minimum: 10, maximum: .infinity))
        else {
          continue
        }
        items.append(NotationGridItem(size: size, spacing: values.double(1), alignment: values.alignment(2)))
      }
      return .gridItems(items)
    case (.gridSize, .member(let name, let arguments)):
      guard let size = NotationCatalog.gridSizes.first(where: { $0.name == name }) else {
        throw mismatch(
          "type 'GridItem.Size' has no member '\(name)'", expression, level: 2,
          help: NearestName.didYouMean(name, among: NotationCatalog.gridSizes.map(\.name)))
      }
      guard let arguments else {
        throw mismatch("expected '(' after '.\(name)'", expression, level: 2, help: "write '.\(name)(...)'")
      }
      let values = try literalArguments(arguments, [size.signature], call: call(name, expression))
      let first = values.double(0) ?? 10
      let second = values.double(1) ?? .infinity
      switch name {
      case "fixed": return .gridSize(.fixed(first))
      case "flexible": return .gridSize(.flexible(minimum: first, maximum: second))
      default: return .gridSize(.adaptive(minimum: first, maximum: second))
      }
    case (.edgeInsets, .call("EdgeInsets", let arguments)):
      let values = try literalArguments(
        arguments, NotationCatalog.edgeInsets, call: call("EdgeInsets", expression))
      return .insets(
        EdgeInsets(
          top: values.length(0) ?? 0, leading: values.length(1) ?? 0, bottom: values.length(2) ?? 0,
          trailing: values.length(3) ?? 0))
    case (.unitPoint, .call("UnitPoint", let arguments)):
      let values = try literalArguments(
        arguments, [NotationCatalog.unitPoint], call: call("UnitPoint", expression))
      return .point(UnitPoint(x: values.length(0) ?? 0, y: values.length(1) ?? 0))
    case (.font, .member("system", let arguments?)):
      let values = try literalArguments(
        arguments, [NotationCatalog.systemFont], call: call("system", expression))
      return .font(.system(size: values.length(0) ?? 17, weight: values.weight(1)))
    case (.range, .range(let lower, let upper, let isClosed)):
      return try range(expression, lower, upper, isClosed)
    case (.keyPath, .keyPath(let name)):
      guard NotationMembers.keyPaths.contains(where: { $0.name == name }) else {
        throw mismatch(
          "the view notation cannot set '\\.\(name)'", expression, level: 2,
          help: NearestName.didYouMean(name, among: NotationMembers.keyPaths.map(\.name))
            ?? "it can set " + NotationMembers.keyPaths.map { "\\.\($0.name)" }.joined(separator: ", "))
      }
      return .keyPath(name)
    case (_, .member(let name, nil)) where !type.members.isEmpty:
      return try member(name, of: type, expression)
    case (_, .typeMember(let typeName, let name)) where type.typeNames.contains(typeName):
      return try member(name, of: type, expression)
    default:
      throw typeMismatch(expression, type)
    }
  }

  private func member(_ name: String, of type: NotationType, _ expression: SyntaxExpression)
    throws(NotationValueError) -> NotationValue
  {
    let members = type.members
    if let found = members.first(where: { $0.name == name }) { return found.value }
    let help = NearestName.didYouMean(name, among: members.map(\.name))
    throw mismatch(
      "type '\(type.name)' has no member '\(name)'", expression, level: help == nil ? 1 : 2,
      help: help ?? "it has " + members.prefix(12).map { ".\($0.name)" }.joined(separator: ", "))
  }

  /// A stand-in call for matching a literal call's arguments.
  private func call(_ name: String, _ expression: SyntaxExpression) -> SyntaxCall {
    SyntaxCall(name: name, nameSpan: expression.span, arguments: [], endSpan: expression.span)
  }

  private func number(_ expression: SyntaxExpression, _ rule: NumberRule, _ label: String?)
    throws(NotationValueError) -> Double
  {
    let value: Double
    switch expression.kind {
    case .number(let number, _): value = number
    case .member("infinity", nil), .typeMember("CGFloat", "infinity"), .typeMember("Double", "infinity"):
      value = .infinity
    case .member(let name, _):
      throw mismatch(
        "type 'CGFloat' has no member '\(name)'", expression,
        level: name.lowercased().hasPrefix("inf") ? 2 : 1,
        help: NearestName.didYouMean(name, among: ["infinity"]))
    default:
      throw typeMismatch(expression, .length(rule))
    }
    let name = label.map { "'\($0):'" } ?? "the value"
    switch rule {
    case .any:
      guard value.isFinite else { throw notFinite(expression, name) }
    case .nonNegative(let reason):
      guard value.isFinite else { throw notFinite(expression, name) }
      guard value >= 0 else {
        throw mismatch("\(name) cannot be negative", expression, level: 2, help: reason)
      }
    case .positive(let reason):
      guard value.isFinite else { throw notFinite(expression, name) }
      guard value > 0 else { throw mismatch("\(name) must be positive", expression, level: 2, help: reason) }
    case .maximum(let reason):
      guard value >= 0 else {
        throw mismatch("\(name) cannot be negative", expression, level: 2, help: reason)
      }
    }
    return value
  }

  private func notFinite(_ expression: SyntaxExpression, _ name: String) -> NotationValueError {
    mismatch(
      "\(name) must be finite", expression, level: 2,
      help: "SwiftUI accepts '.infinity' only as a maximum, as in .frame(maxWidth: .infinity)")
  }

  private func range(
    _ expression: SyntaxExpression, _ lower: SyntaxExpression, _ upper: SyntaxExpression, _ isClosed: Bool
  ) throws(NotationValueError) -> NotationValue {
    guard !isClosed else {
      throw mismatch(
        "'ForEach' needs a half-open range", expression, level: 2, help: "write '..<', as in ForEach(0..<5)")
    }
    guard case .number(let low, true) = lower.kind, case .number(let high, true) = upper.kind,
      abs(low) < 1e15, abs(high) < 1e15
    else {
      throw mismatch(
        "a ForEach range needs integer bounds", expression, level: 2, help: "write a range like 0..<5")
    }
    guard low <= high else {
      throw mismatch(
        "range lower bound \(Int(low)) is above its upper bound \(Int(high))", expression, level: 2,
        help: "Swift stops a program that makes such a range; write the lower bound first")
    }
    guard high - low <= Double(NotationLimits.maximumViews) else {
      throw mismatch(
        "the range has more than \(NotationLimits.maximumViews) rows", expression, level: 2,
        help: "the notation makes at most \(NotationLimits.maximumViews) views")
    }
    return .range(Int(low)..<Int(high))
  }
}
