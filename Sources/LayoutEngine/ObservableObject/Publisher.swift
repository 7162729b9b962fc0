import Foundation

/// A source of values over time: the part of Combine's `Publisher` that SwiftUI apps use with
/// `ObservableObject`, `@Published` and `.onReceive` (Combine does not exist on Linux).
///
/// ```swift
/// model.$query.sink { print("query is now", $0) }.store(in: &cancellables)
/// ```
public protocol Publisher<Output, Failure> {
  /// The values it sends.
  associatedtype Output
  /// The error it can fail with.
  associatedtype Failure: Error

  /// Calls `receiveValue` with each value sent from now on, until the result is cancelled or
  /// let go of.
  func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher {
  /// Calls `receiveValue` with each value sent, for as long as the result is kept.
  ///
  /// ```swift
  /// let subscription = model.objectWillChange.sink { print("changing") }
  /// ```
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    _subscribe(receiveValue)
  }
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops the work.
  func cancel()
}

/// A subscription that ends when cancelled or let go of, as Combine's `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable {
  private var onCancel: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

  /// A cancellable that cancels `cancellable`.
  public convenience init<C: Cancellable>(_ cancellable: C) { self.init { cancellable.cancel() } }

  deinit { onCancel?() }

  public func cancel() {
    let run = onCancel
    onCancel = nil
    run?()
  }

  /// Keeps this subscription in `set` (for as long as the set keeps it).
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Keeps this subscription in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The subscribers of a subject, in the order they came.
final class SubscriberList<Output> {
  private var next = 0
  private var receivers: [(id: Int, receive: (Output) -> Void)] = []

  func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    next += 1
    let id = next
    receivers.append((id, receive))
    return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
  }

  func send(_ value: Output) {
    for receiver in receivers { receiver.receive(value) }
  }
}

/// A publisher that sends the values it is given, as Combine's `PassthroughSubject`.
///
/// ```swift
/// let saved = PassthroughSubject<Void, Never>()
/// Text("Draft").onReceive(saved) { status = "Saved" }
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  let subscribers = SubscriberList<Output>()

  /// Creates a subject.
  public init() {}

  /// Sends `value` to every subscriber.
  public func send(_ value: Output) { subscribers.send(value) }

  public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribers.add(receiveValue)
  }
}

extension PassthroughSubject where Output == Void {
  /// Sends a signal.
  public func send() { send(()) }
}

/// A publisher with a current value, sent to each new subscriber and on every change, as
/// Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
  let subscribers = SubscriberList<Output>()

  /// The current value; setting it sends it.
  public var value: Output {
    didSet { subscribers.send(value) }
  }

  /// Creates a subject holding `value`.
  public init(_ value: Output) { self.value = value }

  /// Sets and sends `value`.
  public func send(_ value: Output) { self.value = value }

  public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    receiveValue(value)
    return subscribers.add(receiveValue)
  }
}

/// A publisher that sends one value to each subscriber, as Combine's `Just`.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value it sends.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    receiveValue(output)
    return AnyCancellable {}
  }
}

/// A publisher that never sends, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
  /// Creates it.
  public init() {}

  public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}

/// A type-erased publisher, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  let subscribe: (@escaping (Output) -> Void) -> AnyCancellable

  /// Erases `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = publisher._subscribe
  }

  public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribe(receiveValue)
  }
}

extension Publisher {
  /// This publisher, type-erased.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Timer {
  /// A publisher of the time every `interval` seconds, as Combine's `Timer.publish`. SceneSim's
  /// model: a simulation runs on virtual time and reads no clock, so the timer never fires;
  /// views that count with it lay out at their initial state.
  ///
  /// ```swift
  /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// ```
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: Void? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// A publisher of the time (see `Timer.publish(every:on:in:)`).
  public final class TimerPublisher: Publisher {
    public typealias Output = Date
    public typealias Failure = Never
    /// The time between firings.
    public let interval: TimeInterval

    init(interval: TimeInterval) { self.interval = interval }

    /// The publisher, started (it never fires in SceneSim).
    public func autoconnect() -> TimerPublisher { self }

    /// Starts the timer (it never fires in SceneSim).
    public func connect() -> AnyCancellable { AnyCancellable {} }

    public func _subscribe(_ receiveValue: @escaping (Date) -> Void) -> AnyCancellable { AnyCancellable {} }
  }
}
