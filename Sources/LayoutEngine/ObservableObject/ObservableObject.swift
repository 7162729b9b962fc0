import Foundation
import Observation

/// A class whose changes views follow, as Combine's `ObservableObject`: each `@Published`
/// property sends `objectWillChange` before it changes, and a view that reads the object
/// through `@StateObject`, `@ObservedObject` or `@EnvironmentObject` evaluates its body again,
/// as a view that reads an `@Observable` model does.
///
/// ```swift
/// final class Library: ObservableObject {
///   @Published var books: [String] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
  /// The publisher of the object's changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher the object's `@Published` properties share (one per object, made when first
  /// asked for).
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.shared(by: self) }
}

/// The publisher of an `ObservableObject`'s changes, as Combine's: `send()` tells the views that
/// read the object to evaluate their bodies again.
///
/// ```swift
/// func reload() { objectWillChange.send(); cache.removeAll() }
/// ```
public final class ObservableObjectPublisher: Publisher, Observable, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let registrar = ObservationRegistrar()
  private let subscribers = SubscriberList<Void>()
  /// How many times it has sent: what a view that reads the object observes.
  private var version = 0

  /// Creates a publisher.
  public init() {}

  /// Tells the subscribers and the views that read the object that it is about to change.
  public func send() {
    registrar.withMutation(of: self, keyPath: \.version) { version &+= 1 }
    subscribers.send(())
  }

  public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribers.add(receiveValue)
  }

  /// Records that the body being evaluated reads the object this publisher belongs to.
  func recordRead() { registrar.access(self, keyPath: \.version) }

  /// The publisher an object's `@Published` properties share: kept in the first of them (as
  /// Combine keeps it), or, for an object with none, in a table of its own.
  static func shared(by object: AnyObject) -> ObservableObjectPublisher {
    var boxes: [any _PublishedStorage] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let box = (child.value as? any _PublishedProperty)?._storage { boxes.append(box) }
      }
      mirror = current.superclassMirror
    }
    if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
    if boxes.isEmpty { return ObjectPublishers.table.publisher(for: object) }
    let made = ObservableObjectPublisher()
    for box in boxes { box.publisher = made }
    return made
  }
}

/// The publishers of objects that have no `@Published` property, while the objects live.
final class ObjectPublishers: @unchecked Sendable {
  static let table = ObjectPublishers()
  private let lock = NSLock()
  private var entries: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

  struct Weak { weak var object: AnyObject? }

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(object)
    if let entry = entries[key], entry.object.object === object { return entry.publisher }
    // Entries of objects gone are dropped as the table grows, so it stays as large as the live
    // objects that use it.
    if entries.count >= 64 { entries = entries.filter { $0.value.object.object != nil } }
    let made = ObservableObjectPublisher()
    entries[key] = (Weak(object: object), made)
    return made
  }
}

extension ObservableObject {
  /// Records that the body being evaluated reads this object, when its publisher is the
  /// standard one (a custom publisher is followed through `.onReceive` only).
  func _recordRead() {
    (objectWillChange as? ObservableObjectPublisher)?.recordRead()
  }
}
