import Foundation

/// A property wrapper for a value a view owns: kept for as long as the view's identity lasts,
/// and changing it makes the view evaluate its body again. A view value is laid out by one graph
/// at a time (as an app makes new values for each window): give each graph its own value.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View { Text("\(count)").onAppear { count += 1 } }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let initialValue: Value
  let location: StateLocation<Value>

  /// Creates the state with its initial value.
  public init(wrappedValue value: Value) {
    initialValue = value
    location = StateLocation()
  }

  /// Creates the state with its initial value.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value. Outside a live graph (a view value never laid out) it is the initial
  /// value, and setting it does nothing, as in SwiftUI ("Accessing State's value outside of being
  /// installed on a View ... will not update").
  public var wrappedValue: Value {
    get { location.value(or: initialValue) }
    nonmutating set { location.storage?.set(newValue) }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let location = location
    let initialValue = initialValue
    return Binding(get: { location.value(or: initialValue) }, set: { location.storage?.set($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates the state with no value.
  public init() { self.init(wrappedValue: nil) }
}

/// Where a `State` reads and writes: the graph's storage once the view is in a graph.
final class StateLocation<Value> {
  @exclusivity(unchecked) var storage: StateStorage<Value>?

  /// The graph's value, or `initialValue` outside a graph. Read while the graph builds or lays
  /// out its views, the storage is marked read (`StateStorage.wasRead`).
  func value(or initialValue: Value) -> Value {
    guard let storage else { return initialValue }
    if !storage.wasRead, let store = storage.store, store.updatingViews > 0 { storage.wasRead = true }
    return storage.value
  }
}

/// A value kept by the graph for one `@State` of one view identity.
final class StateStorage<Value>: StateStorageBase {
  @exclusivity(unchecked) var value: Value

  init(value: Value, owner: ViewIdentity, label: String?, index: Int, store: GraphStore) {
    self.value = value
    super.init(
      owner: owner, label: label, index: index, store: store, valueType: ObjectIdentifier(Value.self))
  }

  /// The last description, made when `set` had changed the value `describedChanges` times: a
  /// window asks for its state's descriptions after each layout it remembers, and a value
  /// changes only through `set` (as `ViewGraph.stateValues` holds for the whole graph). An object
  /// changes without being set, and is described each time (`CanonicalText` knows the text of an
  /// object that is its type's name).
  @exclusivity(unchecked) private var describedChanges: UInt64 = 0
  @exclusivity(unchecked) private var describedText: String?
  /// How many times `set` changed the value.
  @exclusivity(unchecked) private var changes: UInt64 = 0

  override var valueDescription: String {
    if Value.self is AnyObject.Type { return CanonicalText.describe(value) }
    if let describedText, describedChanges == changes { return describedText }
    let text = CanonicalText.describe(value)
    describedChanges = changes
    describedText = text
    return text
  }

  func set(_ newValue: Value) {
    // Setting a value equal to the current one changes nothing (no re-evaluation, no loop).
    if valuesEqual(value, newValue) { return }
    value = newValue
    changes &+= 1
    store?.stateVersion &+= 1
    // A view evaluates again only for a state its views read as they were built or laid out
    // (SwiftUI's `State` marks its location read when `wrappedValue` is read during a view
    // update, and a change re-evaluates the view only when it was: OpenSwiftUI's
    // `StatePropertyBox.update`). What only an action or a callback reads changes no view.
    if wasRead { store?.stateDidChange(owner) }
  }
}

class StateStorageBase {
  let owner: ViewIdentity
  /// Whether a build or layout of the views read the value (`GraphStore.updatingViews`): from
  /// then on, a change makes the owner evaluate again.
  @exclusivity(unchecked) final var wasRead = false
  /// The property's name in its view (`isCompact`).
  let label: String
  /// The graph's store (nil once it is gone).
  var store: GraphStore? { storeLink.store }
  private let storeLink: GraphStoreLink
  /// The type of the value (`StateStorage`'s `Value`).
  let valueType: ObjectIdentifier

  /// `label` is the property's name as reflection gives it (`_isCompact`), or nil.
  init(owner: ViewIdentity, label: String?, index: Int, store: GraphStore, valueType: ObjectIdentifier) {
    self.owner = owner
    self.valueType = valueType
    self.label = label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "\(index)"
    self.storeLink = store.link
  }

  /// The value as text.
  var valueDescription: String { "" }
}

/// A `@State` property that binds to the graph's storage before its view's body is evaluated.
protocol _StateBinding {
  func _bind(in store: GraphStore, owner: ViewIdentity, index: Int, label: String?)
}

extension State: _StateBinding {
  func _bind(in store: GraphStore, owner: ViewIdentity, index: Int, label: String?) {
    let key = StateKey(owner: owner, index: index)
    if let existing = store.states[key], existing.valueType == ObjectIdentifier(Value.self) {
      // Of this value's type, so a `StateStorage<Value>`: taken without a cast, which looks the
      // generic class's metadata up each time.
      location.storage = unsafeDowncast(existing, to: StateStorage<Value>.self)
    } else {
      // The name is worked out only for a new storage, not on every evaluation.
      let made = StateStorage(value: initialValue, owner: owner, label: label, index: index, store: store)
      store.states[key] = made
      location.storage = made
    }
  }
}

/// The storage of one `@State`: its view's identity and its place among the view's properties.
struct StateKey: Hashable {
  let owner: ViewIdentity
  let index: Int
}

/// A reference to a value owned elsewhere: reading and writing go to the owner.
///
/// ```swift
/// struct Toggle: View {
///   @Binding var isOn: Bool
///   var body: some View { Text(isOn ? "On" : "Off") }
/// }
/// Toggle(isOn: $enabled)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  /// The value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// Creates a binding from another binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let getter = getter
    let setter = setter
    return Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      })
  }
}

/// Whether two values are equal when their type is `Equatable`; `false` otherwise.
func valuesEqual<T>(_ a: T, _ b: T) -> Bool {
  guard let a = a as? any Equatable else { return false }
  return equalOpened(a, b)
}

private func equalOpened<E: Equatable>(_ a: E, _ b: Any) -> Bool {
  guard let b = b as? E else { return false }
  return a == b
}

/// A value that is the same as another when both hold the same object: an action whose
/// closure cannot be compared, copied from one made once.
protocol _InstanceComparable {
  var _instance: AnyObject { get }
}

/// An optional, seen through an `Any`.
protocol _OptionalValue {
  var _wrapped: Any? { get }
}

extension Optional: _OptionalValue {
  var _wrapped: Any? { self.map { $0 as Any } }
}

/// Whether two values of unknown types are equal: both `Equatable` of the same type and equal,
/// copies of the same action (`_InstanceComparable`), or the same object (references compare by
/// identity, as SwiftUI compares them); two optionals that are not `Equatable` are equal when
/// both are nil or what they hold is (an optional object: the same object).
func anyValuesEqual(_ a: Any, _ b: Any) -> Bool {
  if let a = a as? any Equatable { return equalOpened(a, b) }
  if let a = a as? _InstanceComparable, let b = b as? _InstanceComparable {
    return a._instance === b._instance
  }
  if let first = objectIdentity(a), let second = objectIdentity(b) { return first == second }
  if let a = a as? _OptionalValue, let b = b as? _OptionalValue, Swift.type(of: a) == Swift.type(of: b) {
    switch (a._wrapped, b._wrapped) {
    case (nil, nil): return true
    case (let x?, let y?): return anyValuesEqual(x, y)
    default: return false
    }
  }
  return false
}

/// The identity of the object `value` is, or nil when it is not an object: read from the value
/// as it is (`a as AnyObject` goes through the runtime's bridging, thousands of instructions).
func objectIdentity(_ value: Any) -> ObjectIdentifier? {
  func open<T>(_ opened: T) -> ObjectIdentifier? {
    guard T.self is AnyClass else { return nil }
    return ObjectIdentifier(unsafeBitCast(opened, to: AnyObject.self))
  }
  return _openExistential(value, do: open)
}

/// Whether `a` and `b` hold the same type and the same bytes: one object, or one value (a value
/// that holds references, the same references). Identical values are equal wherever a view's
/// inputs are compared (OpenSwiftUI compares environment values that are not `Equatable` by
/// their memory too); values not identical may still be equal (padding, or two copies of one
/// string). One look at the types and the bytes, where `anyValuesEqual` casts to find a
/// comparison.
func identicalBits(_ a: Any, _ b: Any) -> Bool {
  func openFirst<A>(_ first: A) -> Bool {
    func openSecond<B>(_ second: B) -> Bool {
      guard A.self == B.self else { return false }
      return withUnsafeBytes(of: first) { x in
        withUnsafeBytes(of: second) { y in
          x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
        }
      }
    }
    return _openExistential(b, do: openSecond)
  }
  return _openExistential(a, do: openFirst)
}

/// The bits of a value of a plain type (`_isPOD`: its bits are all it is) of at most 16 bytes,
/// zero past its size; nil for a value of another type. Equal bits are the same value (a value
/// may have other bits and be the same, say in a payload its case does not use).
func plainBits<T>(of value: T) -> (UInt64, UInt64)? {
  guard _isPOD(T.self), MemoryLayout<T>.size <= 16 else { return nil }
  var bits: (UInt64, UInt64) = (0, 0)
  withUnsafeBytes(of: value) { source in withUnsafeMutableBytes(of: &bits) { $0.copyMemory(from: source) } }
  return bits
}

/// `value` as an `E` when its dynamic type is `E` itself, else nil: a comparison of types, where a
/// cast (`as? E`) also looks through optionals, existentials and bridging, which costs more
/// (every environment read asks whether the value is a `RootEnvironmentValue`).
func exactly<E>(_ value: Any, as _: E.Type) -> E? {
  func open<T>(_ opened: T) -> E? { T.self == E.self ? unsafeBitCast(opened, to: E.self) : nil }
  return _openExistential(value, do: open)
}

/// `a == b` when both are `T`s themselves, else nil: a check of their types, which makes no
/// `T?` (in code generic over `T`, an optional of it costs a look-up of its metadata at each
/// use: callbacks and a window's changed traits are compared after every layout).
func equalIfExactly<T: Equatable>(_ a: Any, _ b: Any, as _: T.Type) -> Bool? {
  func openFirst<A>(_ first: A) -> Bool? {
    guard A.self == T.self else { return nil }
    func openSecond<B>(_ second: B) -> Bool? {
      guard B.self == T.self else { return nil }
      return unsafeBitCast(first, to: T.self) == unsafeBitCast(second, to: T.self)
    }
    return _openExistential(b, do: openSecond)
  }
  return _openExistential(a, do: openFirst)
}
