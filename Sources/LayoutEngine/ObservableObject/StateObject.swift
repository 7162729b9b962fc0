import Foundation

/// A property wrapper for an `ObservableObject` a view owns: made once, when the view first
/// appears in the graph, and kept for as long as the view's identity lasts, as SwiftUI keeps it.
///
/// ```swift
/// struct LibraryScreen: View {
///   @StateObject private var library = Library()
///   var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let make: () -> ObjectType
  let location = ObjectLocation<ObjectType>()

  /// Creates the property; `thunk` runs once for the view's identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

  /// The object; a view body that reads it evaluates again when it changes.
  public var wrappedValue: ObjectType {
    let object: ObjectType
    if let stored = location.storage?.value ?? location.detached {
      object = stored
    } else {
      // Outside a graph, SceneSim makes one object for this view value.
      let made = make()
      location.detached = made
      object = made
    }
    object._recordRead()
    return object
  }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// Where a `StateObject` keeps its object: the graph's storage once the view is in a graph.
final class ObjectLocation<ObjectType> {
  var storage: StateStorage<ObjectType>?
  var detached: ObjectType?
}

extension StateObject: _StateBinding {
  func _bind(in store: GraphStore, owner: ViewIdentity, index: Int, label: String?) {
    let key = StateKey(owner: owner, index: index)
    if let existing = store.states[key] as? StateStorage<ObjectType> {
      location.storage = existing
    } else {
      let made = StateStorage(value: make(), owner: owner, label: label, index: index, store: store)
      store.states[key] = made
      location.storage = made
    }
  }
}

/// A property wrapper for an `ObservableObject` a view is given: a view body that reads it
/// evaluates again when it changes.
///
/// ```swift
/// struct BookList: View {
///   @ObservedObject var library: Library
///   var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  let object: ObjectType

  /// Creates the property for `wrappedValue`.
  public init(wrappedValue: ObjectType) { object = wrappedValue }

  /// Creates the property for `initialValue`.
  public init(initialValue: ObjectType) { object = initialValue }

  /// The object; reading it in a body makes the view follow its changes.
  public var wrappedValue: ObjectType {
    object._recordRead()
    return object
  }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: Wrapper { Wrapper(object: object) }

  /// What `$object` is: bindings to the object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<
        Subject
      >
    {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: _ComparedDynamicProperty {
  func _isSame(as other: Any) -> Bool { (other as? ObservedObject)?.object === object }
}

/// A property wrapper for an `ObservableObject` an ancestor put in the environment with
/// `.environmentObject(_:)`; reading it without one is a programming error, as in SwiftUI.
///
/// ```swift
/// struct Shelf: View {
///   @EnvironmentObject var library: Library
///   var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, _EnvironmentReading {
  let box = EnvironmentBox()

  /// Creates the property.
  public init() {}

  /// The object from the environment.
  public var wrappedValue: ObjectType {
    guard let object = box.values?.values[TypeKey(ObjectType.self)] as? ObjectType else {
      preconditionFailure(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
          + "\(ObjectType.self) may be missing as an ancestor of this view.")
    }
    object._recordRead()
    return object
  }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  func _receive(_ environment: EnvironmentValues) { box.values = environment }
}

extension View {
  /// Puts an `ObservableObject` in the environment, where `@EnvironmentObject` reads it.
  ///
  /// ```swift
  /// ContentView().environmentObject(library)
  /// ```
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    _EnvironmentEditor(content: self, edit: _PutObservable(key: TypeKey(T.self), object: object))
  }
}
