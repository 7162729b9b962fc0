import Foundation

/// A view made of several views, as a `@ViewBuilder` block with more than one statement makes.
///
/// ```swift
/// let pair = TupleView((Text("a"), Text("b")))
/// ```
public struct TupleView<T>: View {
  public typealias Body = Never
  /// The views, as a tuple.
  public var value: T
  let makeNodes: (T, inout _ViewList) -> Void

  /// Creates a tuple view from a tuple of views; elements that are not views are left out.
  public init(_ value: T) {
    self.value = value
    self.makeNodes = { tuple, list in
      for (index, child) in Mirror(reflecting: tuple).children.enumerated() {
        if let view = child.value as? any View {
          list.appendBlockElement(view, at: index)
        }
      }
    }
  }

  @usableFromInline
  init(_ value: T, makeNodes: @escaping (T, inout _ViewList) -> Void) {
    self.value = value
    self.makeNodes = makeNodes
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    view.makeNodes(view.value, &list)
  }
}

/// The view an `if`/`else` or `switch` in a `@ViewBuilder` makes: one of two branches.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never
  @usableFromInline
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  @usableFromInline let storage: Storage

  @inlinable
  init(storage: Storage) { self.storage = storage }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    switch view.storage {
    case .trueContent(let content):
      list.withIdentity(ViewIdentity.branch(0)) { TrueContent._makeNodes(content, into: &$0) }
    case .falseContent(let content):
      list.withIdentity(ViewIdentity.branch(1)) { FalseContent._makeNodes(content, into: &$0) }
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    if let view { list.withIdentity(ViewIdentity.branch(2)) { Wrapped._makeNodes(view, into: &$0) } }
  }
}

/// A view that displays nothing and takes no space.
///
/// ```swift
/// var body: some View { EmptyView() }
/// ```
public struct EmptyView: View {
  public typealias Body = Never
  /// Creates an empty view.
  public init() {}
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {}
}

/// A transparent collection of views: its children join the list of its parent.
///
/// ```swift
/// VStack { Group { Text("a"); Text("b") }.padding() }  // pads each text
/// ```
public struct Group<Content: View>: View {
  public typealias Body = Never
  let content: Content
  /// Creates a group of the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    Content._makeNodes(view.content, into: &list)
  }
}

/// A type-erased view.
///
/// ```swift
/// var v = AnyView(Color.red)
/// v = AnyView(v.padding(1))
/// ```
public struct AnyView: View {
  public typealias Body = Never
  /// The erased view, in an existential: opening it when building costs no generic metadata
  /// lookup, which a generic box class did once per `AnyView`.
  let view: any View

  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    // An AnyView of an AnyView is the same AnyView (a metatype comparison, not a dynamic cast).
    if V.self == AnyView.self {
      self.view = unsafeBitCast(view, to: AnyView.self).view
    } else {
      self.view = view
    }
  }

  /// Wraps `view`.
  public init<V: View>(erasing view: V) { self.init(view) }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    // Type erasure is how a tree nests to any depth at run time: each level counts.
    list.nest(AnyView.self) { list in makeErased(view.view, into: &list) }
  }
}

/// Builds the view an `AnyView` erases (the existential opened).
private func makeErased<V: View>(_ view: V, into list: inout _ViewList) {
  // Erasing another type of view is another identity, as in SwiftUI.
  list.withIdentity(ViewIdentity.type(V.self)) { V._makeNodes(view, into: &$0) }
}

extension _ViewList {
  /// Calls `body` with the rows a lazy container's `content` holds, when it is a `ForEach`: seen
  /// through `AnyView`s, which are as transparent to the rows as to a container's children
  /// (each erasure nests a level and adds its identity, as when building). False when `content`
  /// holds no such rows.
  mutating func withLazyRows<Content: View>(
    of content: Content, accepting accepts: (any _LazyRowSource) -> Bool = { _ in true },
    _ body: (any _LazyRowSource, inout _ViewList) -> Void
  ) -> Bool {
    if let source = content as? any _LazyRowSource {
      guard accepts(source) else { return false }
      body(source, &self)
      return true
    }
    // A metatype comparison, not a dynamic cast (as in `AnyView.init`).
    guard Content.self == AnyView.self else { return false }
    let erased = unsafeBitCast(content, to: AnyView.self).view
    var found = false
    nest(AnyView.self) { list in found = list.withErasedLazyRows(of: erased, accepts, body) }
    return found
  }

  /// `withLazyRows(of:_:)` for the view an `AnyView` erases (the existential opened).
  private mutating func withErasedLazyRows<V: View>(
    of view: V, _ accepts: (any _LazyRowSource) -> Bool, _ body: (any _LazyRowSource, inout _ViewList) -> Void
  ) -> Bool {
    var found = false
    withIdentity(ViewIdentity.type(V.self)) { found = $0.withLazyRows(of: view, accepting: accepts, body) }
    return found
  }
}
