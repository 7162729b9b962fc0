import Foundation

/// A property wrapper for a value kept under a key for the whole app, as SwiftUI keeps it in
/// `UserDefaults`: every view that reads the key sees the same value and evaluates again when it
/// changes. SceneSim keeps it in the simulated app's `StorageStore` (in memory, empty at launch).
///
/// ```swift
/// @AppStorage("showsNutrition") private var showsNutrition = false
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let stored: StoredProperty<Value>

  /// The value, or the default when none is stored.
  public var wrappedValue: Value {
    get { stored.value }
    nonmutating set { stored.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { stored.binding }
}

extension AppStorage {
  /// A value under `key` (Bool, Int, Double, String, URL, Data, Date), with its default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    stored = StoredProperty(key: key, defaultValue: wrappedValue)
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional value under `key`.
  public init(_ key: String, store: UserDefaults? = nil) {
    stored = StoredProperty(key: key, defaultValue: nil)
  }
}

extension AppStorage: _EnvironmentReading {
  func _receive(_ environment: EnvironmentValues) { stored.location.store = environment.appStorageStore }
}

extension AppStorage: _StateBinding {
  func _bind(in store: GraphStore, owner: ViewIdentity, index: Int, label: String?) {
    if stored.location.store == nil { stored.location.store = store.storageStores.app }
  }
}

/// A property wrapper for a value a scene keeps under a key, restored when the scene's window is
/// opened again (state restoration). SceneSim keeps it in the scene's `StorageStore`, which lives
/// as long as the simulation.
///
/// ```swift
/// @SceneStorage("selectedRecipe") private var selectedRecipe: String?
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let stored: StoredProperty<Value>

  /// The value, or the default when none is stored.
  public var wrappedValue: Value {
    get { stored.value }
    nonmutating set { stored.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { stored.binding }
}

extension SceneStorage {
  /// A value under `key`, with its default.
  public init(wrappedValue: Value, _ key: String) {
    stored = StoredProperty(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional value under `key`.
  public init(_ key: String) { stored = StoredProperty(key: key, defaultValue: nil) }
}

extension SceneStorage: _EnvironmentReading {
  func _receive(_ environment: EnvironmentValues) { stored.location.store = environment.sceneStorageStore }
}

extension SceneStorage: _StateBinding {
  func _bind(in store: GraphStore, owner: ViewIdentity, index: Int, label: String?) {
    if stored.location.store == nil { stored.location.store = store.storageStores.scene }
  }
}

/// A value under a key of a store, with its default: what `@AppStorage` and `@SceneStorage` hold.
struct StoredProperty<Value> {
  let key: String
  let defaultValue: Value
  let location = StorageLocation()

  /// The stored value, or the default.
  var value: Value {
    get { location.read(key) as? Value ?? defaultValue }
    nonmutating set { location.write(key, newValue) }
  }

  /// A binding to the value.
  var binding: Binding<Value> {
    let location = location
    let key = key
    let defaultValue = defaultValue
    return Binding(get: { location.read(key) as? Value ?? defaultValue }, set: { location.write(key, $0) })
  }
}

/// Where a storage property reads and writes: its store, once the view is in a graph.
final class StorageLocation: @unchecked Sendable {
  var store: StorageStore?
  /// Values written outside a graph.
  private var detached: [String: Any] = [:]

  func read(_ key: String) -> Any? {
    guard let store else { return detached[key] }
    return store.box(key).value
  }

  func write(_ key: String, _ value: Any) {
    guard let store else {
      detached[key] = value
      return
    }
    let box = store.box(key)
    if let old = box.value, anyValuesEqual(old, value) { return }
    box.value = value
  }
}
