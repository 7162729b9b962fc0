import Foundation

/// A modifier that you apply to a view to make a different version of it.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View { content.padding().background(Color.white) }
/// }
/// Text("Hi").modifier(Card())
/// ```
public protocol ViewModifier {
  /// The type of view `body(content:)` returns.
  associatedtype Body: View
  /// The view being modified.
  typealias Content = _ViewModifier_Content<Self>
  /// Returns the modified view.
  @ViewBuilder func body(content: Content) -> Body

  /// Appends the nodes of `content` modified by `modifier`. Primitive modifiers implement it.
  static func _makeNodes<C: View>(modifier: Self, content: C, into list: inout _ViewList)
}

extension ViewModifier {
  public static func _makeNodes<C: View>(modifier: Self, content: C, into list: inout _ViewList) {
    _ModifierBody._makeNodes(_ModifierBody(modifier: modifier, content: content), into: &list)
  }
}

extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a primitive modifier and has no body")
  }
}

/// A custom modifier applied to its content, built as a custom view of its own: it has an
/// identity (its type's, under the view it modifies), its `@State`, and a last evaluation that
/// stands while the modifier, its content and its environment are unchanged.
struct _ModifierBody<Modifier: ViewModifier, Content: View>: View, Equatable {
  let modifier: Modifier
  let content: Content

  var body: Modifier.Body { modifier.body(content: _ViewModifier_Content()) }

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let saved = list.inputs.modifierContent
    list.inputs.modifierContent = ModifierContentBox(view.content, outer: saved)
    list.evaluateComposite(view, as: Modifier.self) { view, environment, store, identity in
      DynamicPropertyInjection.prepare(view.modifier, environment, store, identity)
    }
    list.inputs.modifierContent = saved
  }

  /// Equal when the modifier and the content are, compared as custom views are.
  static func == (lhs: Self, rhs: Self) -> Bool {
    viewValuesEqual(lhs.modifier, rhs.modifier) && viewValuesEqual(lhs.content, rhs.content)
  }
}

/// The placeholder for the view a custom `ViewModifier` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    guard let content = list.inputs.modifierContent else { return }
    let saved = list.inputs.modifierContent
    list.inputs.modifierContent = content.outer
    content.makeNodes(&list)
    list.inputs.modifierContent = saved
  }
}

/// The content a custom modifier wraps, kept while its body is built.
final class ModifierContentBox {
  let makeNodes: (inout _ViewList) -> Void
  let outer: ModifierContentBox?

  init<C: View>(_ content: C, outer: ModifierContentBox? = nil) {
    self.makeNodes = { list in C._makeNodes(content, into: &list) }
    self.outer = outer
  }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  @inlinable
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    Modifier._makeNodes(modifier: view.modifier, content: view.content, into: &list)
  }
}

extension View {
  /// Applies a modifier to this view.
  ///
  /// ```swift
  /// Text("Hi").modifier(Card())
  /// ```
  @inlinable
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A primitive modifier that wraps each content node in one node of its own.
protocol _WrappingModifier: ViewModifier where Body == Never {
  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode
}

extension _WrappingModifier {
  static func _makeNodes<C: View>(modifier: Self, content: C, into list: inout _ViewList) {
    wrapNodes(of: content, in: modifier, into: &list)
  }

  /// Wraps each node of `content` in a node of `modifier`'s (what `_makeNodes` does; a modifier
  /// made in the app's code declares its own `_makeNodes`, which calls this).
  static func wrapNodes<C: View>(of content: C, in modifier: Self, into list: inout _ViewList) {
    let context = list.context
    list.wrapEach(content) { child in modifier.makeNode(wrapping: child, context: context) }
  }
}
