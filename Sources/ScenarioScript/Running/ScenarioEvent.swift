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
///
/// One run uses it from one place at a time, in order: the simulator's event handler and the
/// run's steps append on the simulator's actor (`ScenarioRunner` replays a script isolated to
/// it), and the runner reads it before the simulator exists or after awaiting it, which orders
/// every access after the appends before it. It takes no lock (one would cost about 80
/// instructions an event, four events a resize); a run's log is not shared beyond its runner.
final class ScenarioEventLog: @unchecked Sendable {
  /// Used in order, as above (no access is checked for exclusivity at run time).
  @exclusivity(unchecked) private var events: [ScenarioEvent] = []
  /// How many revert checks ran and failed, and where the first that failed is among `events`:
  /// counted as they come, so that a run's end and its expectations read them without going
  /// through the events (or copying the checks).
  @exclusivity(unchecked) private(set) var checkCount = 0
  @exclusivity(unchecked) private(set) var failedCheckCount = 0
  @exclusivity(unchecked) private var firstFailedCheckIndex: Int?
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
  }

  /// Appends `event` (taken, not copied, when no observer follows the run), then passes it on.
  func append(_ event: consuming ScenarioEvent) {
    if case .simulation(.revertCheck(let check)) = event.kind {
      checkCount += 1
      if !check.passed {
        if failedCheckCount == 0 { firstFailedCheckIndex = events.count }
        failedCheckCount += 1
      }
    }
    guard let observer else {
      events.append(event)
      return
    }
    events.append(copy event)
    observer(event)
  }

  /// Every event so far, in order.
  var all: [ScenarioEvent] { events }

  /// How many events there are so far.
  var count: Int { events.count }

  /// The events from index `start` on.
  func events(from start: Int) -> ArraySlice<ScenarioEvent> { events[start...] }

  /// The first revert check that failed, if one did.
  var firstFailedCheck: RevertCheck? {
    guard let index = firstFailedCheckIndex, case .simulation(.revertCheck(let check)) = events[index].kind
    else { return nil }
    return check
  }
}
