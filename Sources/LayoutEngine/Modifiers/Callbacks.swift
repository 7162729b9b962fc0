import Foundation

/// What a callback modifier does after layout.
enum Callback {
  /// `onGeometryChange`, `onChange(of:initial:)` and `onScrollGeometryChange`: read a value after
  /// layout (nil: nothing to read); act with the last update's value and this one when they
  /// differ, and, with `initial`, the first time, with this value as both.
  case value(
    ValueSource, read: (CallbackNode) -> Any?, isEqual: (Any, Any) -> Bool, initial: Bool,
    action: (Any, Any) -> Void)
  /// `onAppear` / `onDisappear`.
  case appearance(onAppear: (() -> Void)?, onDisappear: (() -> Void)?)

  /// Where a value callback reads its value.
  enum ValueSource: String {
    case onGeometryChange, onChange, onScrollGeometryChange, onPreferenceChange
  }

  /// A value callback of type `T`: `read` gives the value as a `T` (or nil: nothing to read).
  /// It reads and compares without making a `T?` (an optional of a type known only at run time
  /// costs a look-up of its metadata at each use, and callbacks run after every layout).
  static func value<T: Equatable>(
    _ source: ValueSource, initial: Bool, read: @escaping (CallbackNode) -> Any?,
    action: @escaping (T, T) -> Void
  ) -> Callback {
    .value(
      source, read: read, isEqual: { a, b in equalValues(a, b, as: T.self) }, initial: initial,
      action: { old, new in action(old as! T, new as! T) })
  }
}

/// `a == b` for two `T`s, by a check of their types, else as a cast of each finds them (a cast
/// looks through optionals and existentials).
private func equalValues<T: Equatable>(_ a: Any, _ b: Any, as _: T.Type) -> Bool {
  equalIfExactly(a, b, as: T.self) ?? castValuesEqual(a, b, as: T.self)
}

@inline(never)
private func castValuesEqual<T: Equatable>(_ a: Any, _ b: Any, as _: T.Type) -> Bool {
  (a as? T) == (b as? T)
}

/// A transparent node that carries a callback; the graph runs callbacks after each layout, in
/// the order of the tree.
final class CallbackNode: UnaryNode {
  let callback: Callback
  let identity: ViewIdentity
  /// Whether it is `onAppear` or `onDisappear` (else it reads a value).
  let isAppearance: Bool

  init(_ callback: Callback, identity: ViewIdentity, child: ViewNode, context: GraphContext) {
    self.callback = callback
    self.identity = identity
    if case .appearance = callback { isAppearance = true } else { isAppearance = false }
    super.init(child: child, context: context)
    contents.insert(.callbacks)
  }

  override var kindName: String {
    switch callback {
    case .value(let source, _, _, _, _): source.rawValue
    case .appearance(let onAppear, _): onAppear == nil ? "onDisappear" : "onAppear"
    }
  }
}

/// The modifier that wraps each view of its content in a callback node.
struct _CallbackModifier<Content: View>: View {
  typealias Body = Never
  let content: Content
  let callback: Callback

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let context = list.context
    // Each callback has an identity of its own: the view it wraps (a `ForEach` row's, or its
    // position), this modifier, its level.
    let depth = UInt64(truncatingIfNeeded: list.inputs.depth)
    let base = list.inputs.identity.appending(ViewIdentity.type(Self.self)).appending(depth)
    var index = 0
    list.wrapEachRow(view.content) { child, row in
      defer { index += 1 }
      let identity =
        row.map { $0.appending(ViewIdentity.type(Self.self)).appending(depth) }
        ?? base.appending(ViewIdentity.index(index))
      return CallbackNode(view.callback, identity: identity, child: child, context: context)
    }
  }
}

extension View {
  /// Runs `action` with a value computed from this view's geometry after layout, first and
  /// whenever it changes; the value's computation does not change the layout.
  ///
  /// ```swift
  /// content.onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width = $0 }
  /// ```
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { (_: T, new: T) in action(new) }
  }

  /// Runs `action` with the old and new value computed from this view's geometry, whenever it
  /// changes (the first time, old and new are the same).
  ///
  /// ```swift
  /// content.onGeometryChange(for: CGSize.self) { $0.size } action: { old, new in ... }
  /// ```
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    // Acts the first time too, with the first value as old and new.
    _CallbackModifier(
      content: self,
      callback: .value(
        .onGeometryChange, initial: true, read: { transform(GeometryProxy(node: $0)) }, action: action))
  }

  /// Runs `action` with the old and new value when `value` changes from one update to the next
  /// (and, with `initial`, when the view appears).
  ///
  /// ```swift
  /// content.onChange(of: scenePhase) { old, new in log.append("\(old) → \(new)") }
  /// ```
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    // The value as `Any` once: read after every layout.
    let boxed: Any = value
    return _CallbackModifier(
      content: self, callback: .value(.onChange, initial: initial, read: { _ in boxed }, action: action))
  }

  /// Runs `action` when `value` changes from one update to the next.
  ///
  /// ```swift
  /// content.onChange(of: isCompact) { reload() }
  /// ```
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the old and new value computed from this scroll view's geometry when it
  /// changes (scrolling, or content that changes size).
  ///
  /// ```swift
  /// ScrollView { rows }.onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
  /// ```
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    // The scroll view this modifier is applied to, down the single-child chain.
    _CallbackModifier(
      content: self,
      callback: .value(
        .onScrollGeometryChange, initial: false,
        read: { node in node.child.scrollViewDownTheChain.map { transform($0.geometry) as Any } },
        action: action))
  }

  /// Runs `action` after layout when this view appears (each time it appears again).
  ///
  /// ```swift
  /// Text("Row").onAppear { appeared += 1 }
  /// ```
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _CallbackModifier(content: self, callback: .appearance(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` after layout when this view is gone.
  ///
  /// ```swift
  /// Text("Row").onDisappear { appeared -= 1 }
  /// ```
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _CallbackModifier(content: self, callback: .appearance(onAppear: nil, onDisappear: action))
  }
}

extension ViewGraph {
  /// Runs the callbacks of the views shown, in the order of the tree: disappearances first,
  /// then appearances, geometry changes and value changes. Actions that change state make the
  /// next update pass.
  func runCallbacks() {
    let store = context.store
    var found: [CallbackNode] = []
    forEachShown(having: .callbacks) { node in
      if let callback = node as? CallbackNode { found.append(callback) }
      return .descend
    }
    runAppearances(found, store: store)
    // Geometry and values; what the callbacks of views now gone saw is forgotten. The views are
    // usually those of the last update, in the same order: their last values are then read and
    // replaced in place, without a table.
    var inPlace = 0
    var rebuilt: [(identity: ViewIdentity, value: Any)]?
    var byIdentity: [ViewIdentity: Any] = [:]
    for node in found where !node.isAppearance {
      guard case .value(_, let read, let isEqual, let initial, let action) = node.callback,
        let value = read(node)
      else { continue }
      let previous: Any?
      if rebuilt == nil, inPlace < store.lastValues.count, store.lastValues[inPlace].identity == node.identity
      {
        previous = store.lastValues[inPlace].value
        store.lastValues[inPlace].value = value
        inPlace += 1
      } else {
        if rebuilt == nil {
          // The views differ from here on: the values not yet read, by identity.
          byIdentity = Dictionary(
            store.lastValues[inPlace...].lazy.map { ($0.identity, $0.value) },
            uniquingKeysWith: { _, later in later })
          rebuilt = Array(store.lastValues[..<inPlace])
        }
        previous = byIdentity[node.identity]
        rebuilt?.append((node.identity, value))
      }
      guard let previous else {
        if initial {
          store.callbackRuns.append(CallbackRun(node.kindName, old: value, new: value))
          store.ignoringEnvironmentReads { action(value, value) }
        }
        continue
      }
      if !isEqual(previous, value) {
        store.callbackRuns.append(CallbackRun(node.kindName, old: previous, new: value))
        store.ignoringEnvironmentReads { action(previous, value) }
      }
    }
    if let rebuilt {
      store.lastValues = rebuilt
    } else {
      store.lastValues.removeSubrange(inPlace...)
    }
  }

  /// Runs the appearance callbacks of `found`: disappearances of the views that had appeared
  /// and are gone, then appearances of the views that had not. When the views are those that had
  /// appeared, in the same order, nothing appears or disappears (no sets are made).
  private func runAppearances(_ found: [CallbackNode], store: GraphStore) {
    var present: [(identity: ViewIdentity, onDisappear: (() -> Void)?, onAppear: (() -> Void)?)] = []
    for node in found where node.isAppearance {
      if case .appearance(let onAppear, let onDisappear) = node.callback {
        present.append((node.identity, onDisappear, onAppear))
      }
    }
    if present.count == store.appeared.count,
      zip(present, store.appeared).allSatisfy({ $0.identity == $1.identity })
    {
      store.appeared = present.map { ($0.identity, $0.onDisappear) }
      return
    }
    let presentIdentities = Set(present.map(\.identity))
    let previousIdentities = Set(store.appeared.map(\.identity))
    store.ignoringEnvironmentReads {
      for gone in store.appeared where !presentIdentities.contains(gone.identity) { gone.onDisappear?() }
      for view in present where !previousIdentities.contains(view.identity) { view.onAppear?() }
    }
    store.appeared = present.map { ($0.identity, $0.onDisappear) }
  }
}

/// A value callback that ran: which modifier, the type of its value, and the old and new values
/// it was given (as text).
///
/// ```swift
/// graph.lastUpdate.callbacks.map(\.description)   // ["onChange(ScenePhase) inactive → active"]
/// ```
public struct CallbackRun: Hashable, Sendable, CustomStringConvertible {
  /// `onGeometryChange`, `onChange` or `onScrollGeometryChange`.
  public var modifier: String
  /// The type of the value (`ScenePhase`, `CGFloat`...).
  public var valueType: String
  public var old: String
  public var new: String

  public init(modifier: String, valueType: String, old: String, new: String) {
    self.modifier = modifier
    self.valueType = valueType
    self.old = old
    self.new = new
  }

  init(_ modifier: String, old: Any, new: Any) {
    var type = TypeNames.name(of: Swift.type(of: new))
    if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) + "?" }
    self.init(
      modifier: modifier, valueType: type, old: CanonicalText.describe(old), new: CanonicalText.describe(new))
  }

  public var description: String { "\(modifier)(\(valueType)) \(old) → \(new)" }
}
