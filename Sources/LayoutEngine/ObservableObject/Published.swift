import Foundation

/// A property of an `ObservableObject` that sends the object's `objectWillChange` before it
/// changes, as Combine's `@Published`; `$property` publishes its values.
///
/// ```swift
/// final class Search: ObservableObject {
///   @Published var query = ""
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
  let storage: PublishedStorage<Value>

  /// Creates the property with its initial value.
  public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

  /// Creates the property with its initial value.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The value; a `@Published` property is a property of a class, read through it.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// Reads and writes through the object, so that a change sends its `objectWillChange`.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      if storage.publisher == nil, let observable = object as? any ObservableObject {
        _ = observable.objectWillChange
      }
      storage.publisher?.recordRead()
      return storage.value
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      if storage.publisher == nil, let observable = object as? any ObservableObject {
        _ = observable.objectWillChange
      }
      storage.publisher?.send()
      storage.value = newValue
      storage.subscribers.send(newValue)
    }
  }

  /// The publisher of this property's values: the current one to each new subscriber, then
  /// each new one.
  public var projectedValue: Publisher { Publisher(storage: storage) }

  /// The publisher of a `@Published` property's values.
  public struct Publisher: LayoutEngine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let storage: PublishedStorage<Value>

    public func _subscribe(_ receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      receiveValue(storage.value)
      return storage.subscribers.add(receiveValue)
    }
  }
}

/// What `ObservableObjectPublisher.shared(by:)` finds in an object's properties.
protocol _PublishedProperty {
  var _storage: any _PublishedStorage { get }
}

/// The storage of a `@Published` property, which keeps its object's publisher.
protocol _PublishedStorage: AnyObject {
  var publisher: ObservableObjectPublisher? { get set }
}

extension Published: _PublishedProperty {
  var _storage: any _PublishedStorage { storage }
}

/// A `@Published` property's value, its subscribers and its object's publisher.
final class PublishedStorage<Value>: _PublishedStorage {
  var value: Value
  var publisher: ObservableObjectPublisher?
  let subscribers = SubscriberList<Value>()

  init(_ value: Value) { self.value = value }
}
