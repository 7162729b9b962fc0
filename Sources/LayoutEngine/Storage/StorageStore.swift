import Foundation
import Observation

/// Values kept under string keys for `@AppStorage` (one store per simulated app) or
/// `@SceneStorage` (one per scene, which outlives the scene's windows, as state restoration
/// does). Views that read a key evaluate again when its value changes. In memory only: a
/// simulation starts with empty stores and never reads the machine's `UserDefaults`, so that it is
/// the same on every run.
public final class StorageStore: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: StoredValue] = [:]

  /// An empty store.
  public init() {}

  /// The box of `key`'s value.
  func box(_ key: String) -> StoredValue {
    lock.lock()
    defer { lock.unlock() }
    if let box = values[key] { return box }
    let made = StoredValue()
    values[key] = made
    return made
  }

  /// A store holding the same values, which changes apart from this one (what a graph made to
  /// compare with reads, so that its views' actions change nothing of the app's).
  public func copy() -> StorageStore {
    lock.lock()
    defer { lock.unlock() }
    let made = StorageStore()
    for (key, box) in values {
      let copied = StoredValue()
      copied.value = box.value
      made.values[key] = copied
    }
    return made
  }

  /// The keys and values, sorted by key (for reports and tests).
  public var contents: [(key: String, value: String)] {
    lock.lock()
    let boxes = values
    lock.unlock()
    return boxes.keys.sorted().compactMap { key in boxes[key]!.value.map { (key, CanonicalText.describe($0)) }
    }
  }
}

/// One key's value, observed by the views that read it.
@Observable
final class StoredValue: @unchecked Sendable {
  var value: Any?
}

extension EnvironmentValues {
  private struct AppStorageKey: EnvironmentKey { static var defaultValue: StorageStore? { nil } }
  private struct SceneStorageKey: EnvironmentKey { static var defaultValue: StorageStore? { nil } }

  /// The store of `@AppStorage` (the simulated app's).
  public var appStorageStore: StorageStore? {
    get { self[AppStorageKey.self] }
    set { self[AppStorageKey.self] = newValue }
  }

  /// The store of `@SceneStorage` (the scene's).
  public var sceneStorageStore: StorageStore? {
    get { self[SceneStorageKey.self] }
    set { self[SceneStorageKey.self] = newValue }
  }
}

/// The stores of a graph laid out without a simulated app: one of each per graph.
final class GraphStorageStores {
  let app = StorageStore()
  let scene = StorageStore()
}
