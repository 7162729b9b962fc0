/// The syntax of the notation as written, before it is checked against the supported views and
/// modifiers: calls with arguments and trailing closures, and literal expressions.

/// A view and the modifiers chained after it: `Text("Hi").font(.title).padding()`.
struct SyntaxView: Hashable, Sendable {
  var call: SyntaxCall
  /// The member after the type, for a view written `Color.red`.
  var member: SyntaxName?
  var modifiers: [SyntaxCall]
}

/// A name and where it is written.
struct SyntaxName: Hashable, Sendable {
  var name: String
  var span: NotationSpan
}

/// A call: a name, then optionally arguments in parentheses and trailing closures.
struct SyntaxCall: Hashable, Sendable {
  var name: String
  var nameSpan: NotationSpan
  /// The arguments, trailing closures last (marked `isTrailing`).
  var arguments: [SyntaxArgument]
  /// Where the call ends: its `)` or last `}` (or its name), for a missing argument.
  var endSpan: NotationSpan
}

/// One argument of a call.
struct SyntaxArgument: Hashable, Sendable {
  var label: String?
  /// The label's place, or the value's when it has none.
  var labelSpan: NotationSpan
  var value: SyntaxExpression
  /// A closure after the parentheses; the first one is written without its label.
  var isTrailing = false
}

/// A literal expression, with where it is written.
struct SyntaxExpression: Hashable, Sendable {
  indirect enum Kind: Hashable, Sendable {
    case number(Double, isInteger: Bool)
    case string(NotationString)
    case bool(Bool)
    case nilLiteral
    /// `.red`, `.flexible(minimum: 10)` (arguments nil when not called).
    case member(String, arguments: [SyntaxArgument]?)
    /// `Color.red`, `CGFloat.infinity`, `DynamicTypeSize.large`.
    case typeMember(type: String, member: String)
    /// `GridItem(.flexible())`, `UnitPoint(x: 0.5, y: 0)`.
    case call(String, arguments: [SyntaxArgument])
    case array([SyntaxExpression])
    /// `0..<5` or `0...4`.
    case range(lower: SyntaxExpression, upper: SyntaxExpression, isClosed: Bool)
    /// `\.layoutDirection`.
    case keyPath(String)
    case closure(SyntaxClosure)
  }
  var kind: Kind
  var span: NotationSpan
}

/// A closure: `{ i in Text("row") }`, holding views.
struct SyntaxClosure: Hashable, Sendable {
  var parameter: String?
  var parameterSpan: NotationSpan?
  var views: [SyntaxView]
  var openSpan: NotationSpan
}
