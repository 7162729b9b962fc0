import Foundation
import LayoutEngine
import SceneRuntime

/// One thing that happened while a script ran: an event of the simulation, or one of the
/// script's own (an expectation checked, a checkpoint taken), at a virtual time, in a window or
/// the app. Reporting's recorders render them.
///
/// ```swift
/// let result = await runner.run(scenario)
/// for event in result.events {
///   if case .expectation(let outcome) = event.kind, !outcome.passed { print(outcome.text) }
/// }
/// ```
public struct ScenarioEvent: Equatable, Sendable {
  /// When it happened.
  public var time: VirtualTime
  /// The window it happened in; nil for the app.
  public var window: WindowID?
  /// What happened.
  public var kind: Kind

  public init(time: VirtualTime, window: WindowID?, kind: Kind) {
    self.time = time
    self.window = window
    self.kind = kind
  }

  /// An event of the simulation (taken, not copied).
  public init(_ event: consuming TimelineEvent) {
    self.init(time: event.time, window: event.window, kind: .simulation(event.kind))
  }

  /// What can happen.
  public enum Kind: Equatable, Sendable {
    /// The simulation did something.
    case simulation(TimelineEvent.Kind)
    /// A script's expectation was checked (or a step could not be carried out: a failed
    /// expectation of the step).
    case expectation(ExpectationOutcome)
    /// The script named the window's layout now, to compare a later one with it.
    case checkpoint(String)
  }
}

/// The events of one run as they happen: the simulation's (from its event handler) and the
/// script's, in one order, each passed on to an observer; the revert checks kept apart, as the
/// expectations about them read them.
final class ScenarioEventLog: @unchecked Sendable {
  private let lock = NSLock()
  /// Read and written under `lock` only (checked for exclusive access statically).
  @exclusivity(unchecked) private var events: [ScenarioEvent] = []
  @exclusivity(unchecked) private var revertChecks: [RevertCheck] = []
  private let observer: (@Sendable (ScenarioEvent) -> Void)?

  /// The most events room is made for before a run (the log grows past it as needed; memory
  /// the log has not filled is not touched).
  static let maximumReserved = 1 << 19

  /// A log with room for the events of `steps` steps (a resize makes up to five: the resize, a
  /// change of size classes, the relayout, a change of columns and a revert check), up to
  /// `maximumReserved`, so that a long run does not copy its events each time the log grows.
  init(steps: Int, observer: (@Sendable (ScenarioEvent) -> Void)?) {
    self.observer = observer
    events.reserveCapacity(Swift.min(Swift.max(steps, 0), ScenarioEventLog.maximumReserved / 5) * 5)
    // About one revert check a step (room, not a limit).
    revertChecks.reserveCapacity(Swift.min(Swift.max(steps, 0), ScenarioEventLog.maximumReserved / 5))
  }

  /// Appends `event` (taken, not copied, when no observer follows the run), then passes it on.
  func append(_ event: consuming ScenarioEvent) {
    lock.lock()
    if case .simulation(.revertCheck(let check)) = event.kind { revertChecks.append(check) }
    guard let observer else {
      events.append(event)
      lock.unlock()
      return
    }
    events.append(copy event)
    lock.unlock()
    observer(event)
  }

  /// Every event so far, in order.
  var all: [ScenarioEvent] { lock.withLock { events } }

  /// How many events there are so far.
  var count: Int { lock.withLock { events.count } }

  /// The events from index `start` on.
  func events(from start: Int) -> ArraySlice<ScenarioEvent> { lock.withLock { events[start...] } }

  /// The revert checks so far, in order.
  var checks: [RevertCheck] { lock.withLock { revertChecks } }
}
