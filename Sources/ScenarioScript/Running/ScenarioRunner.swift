import Foundation
import LayoutEngine
import SceneRuntime

/// What replaying a script gave: its events (the simulation's and the script's) and whether
/// every expectation held.
public struct ScenarioResult: Sendable {
  /// The script's file and title.
  public var file: String
  public var title: String
  /// Everything that happened, expectations included, in order.
  public var events: [ScenarioEvent]
  /// The last layout of each window open at the end (or at the step the run stopped after).
  public var snapshots: [(window: WindowID, snapshot: LayoutSnapshot)]
  /// The virtual time the run ended at.
  public var duration: VirtualTime
  /// The key window at the end, if any.
  public var keyWindow: WindowID?
  /// The actions that ran for the scenario's `offered` steps, in order (nil: none was offered);
  /// `Scenario.resolving(_:)` writes them into the scenario.
  public var offeredActions: [ViewAction?] = []
  /// Each expectation's outcome, in order (an implicit one fails when a revert check failed and
  /// the script did not say it expects that).
  public let outcomes: [ExpectationOutcome]

  init(
    file: String, title: String, events: [ScenarioEvent],
    snapshots: [(window: WindowID, snapshot: LayoutSnapshot)],
    duration: VirtualTime, keyWindow: WindowID?
  ) {
    self.file = file
    self.title = title
    self.events = events
    self.snapshots = snapshots
    self.duration = duration
    self.keyWindow = keyWindow
    outcomes = events.compactMap {
      if case .expectation(let outcome) = $0.kind { return outcome }
      return nil
    }
  }

  /// The simulation's events alone, in order.
  public var simulationEvents: [TimelineEvent] {
    // Room for every event made once (most are the simulation's), where growing the array
    // copied it several times a run.
    var simulation: [TimelineEvent] = []
    simulation.reserveCapacity(events.count)
    for event in events {
      guard case .simulation(let kind) = event.kind else { continue }
      simulation.append(TimelineEvent(time: event.time, window: event.window, kind: kind))
    }
    return simulation
  }

  /// Whether every expectation held.
  public var passed: Bool { outcomes.allSatisfy(\.passed) }
}

/// Replays scripts on the simulator: each step is carried out at the script's virtual time
/// (`wait` and resizes over a duration move it on), and each expectation is checked when its line
/// is reached. The runner follows the simulation's events as they happen and adds its own.
///
/// ```swift
/// let result = await ScenarioRunner(apps: apps).run(try Scenario.parse(text, file: "a.scenario"))
/// print(result.passed)
/// ```
public struct ScenarioRunner: Sendable {
  /// The apps scripts may name.
  public var apps: [ScenarioApp]

  public init(apps: [ScenarioApp] = []) { self.apps = apps }

  /// Checks what parsing cannot: that the app the script names is known.
  public func validate(_ scenario: Scenario) throws(ScriptErrors) {
    guard case .app(let name) = scenario.subject, !apps.contains(where: { $0.name == name }) else { return }
    let names = apps.map(\.name)
    let help =
      NearestName.didYouMean(name, among: names)
      ?? (names.isEmpty ? "no apps are registered" : "the apps are \(names.joined(separator: ", "))")
    throw ScriptErrors(diagnostics: [
      ScriptDiagnostic(
        location: scenario.subjectLocation, message: "unknown app '\(name)'",
        sourceLine: scenario.subjectLine,
        length: scenario.subjectLength, help: help)
    ])
  }

  /// Replays `scenario` (through the step at index `lastStep` only, when given); `observe` is
  /// called with the simulator after the launch and after each step, on the simulator's actor
  /// (a property test watches the windows there, reading them without a switch), and `onEvent`
  /// with each event as it happens. With `keepsSnapshots` false, the result's `snapshots` is
  /// empty: a caller that reads only the events (a stress check's replays) does not have the
  /// last layouts described.
  public func run(
    _ scenario: Scenario, throughStep lastStep: Int? = nil, keepsSnapshots: Bool = true,
    observe: (@Sendable (_ step: Int?, isolated Simulator) async -> Void)? = nil,
    onEvent: (@Sendable (ScenarioEvent) -> Void)? = nil
  ) async -> ScenarioResult {
    let log = ScenarioEventLog(steps: scenario.steps.count, observer: onEvent)
    let simulator: Simulator
    switch scenario.subject {
    case .app(let name):
      guard let app = apps.first(where: { $0.name == name }) else {
        log.append(
          ScenarioEvent(
            time: .zero, window: nil,
            kind: .expectation(
              ExpectationOutcome(
                text: "app \(name)", source: scenario.subjectLocation.description, passed: false,
                difference: "no app is named '\(name)'", location: scenario.subjectLocation))))
        return ScenarioResult(
          file: scenario.file, title: scenario.title, events: log.all, snapshots: [], duration: .zero,
          keyWindow: nil)
      }
      simulator = app.make(scenario.device, scenario.orientation)
      await simulator.setEventHandler { log.append(ScenarioEvent($0)) }
      await simulator.launch()
    case .view(let notation):
      simulator = Simulator(device: scenario.device, orientation: scenario.orientation)
      await simulator.setEventHandler { log.append(ScenarioEvent($0)) }
      await simulator.open { notation.makeView() }
    }
    // The log keeps the events; an observer may read the simulator's own timeline.
    if observe == nil { await simulator.setKeepsTimeline(false) }
    let offeredActions = await Self.replay(
      scenario, throughStep: lastStep, log: log, on: simulator, observe: observe)
    var snapshots: [(WindowID, LayoutSnapshot)] = []
    if keepsSnapshots {
      for window in await simulator.openWindows {
        if let snapshot = await simulator.snapshot(of: window) { snapshots.append((window, snapshot)) }
      }
    }
    await simulator.setEventHandler(nil)
    var result = ScenarioResult(
      file: scenario.file, title: scenario.title, events: log.all, snapshots: snapshots,
      duration: await simulator.now, keyWindow: await simulator.keyWindow)
    result.offeredActions = offeredActions
    return result
  }

  /// Carries out the steps of `scenario` on the simulator's actor (a step's calls to the
  /// simulator need no switch), and what the run's `offered` steps chose.
  private static func replay(
    _ scenario: Scenario, throughStep lastStep: Int?, log: ScenarioEventLog, on simulator: isolated Simulator,
    observe: (@Sendable (_ step: Int?, isolated Simulator) async -> Void)?
  ) async -> [ViewAction?] {
    var run = ScenarioRun(scenario: scenario, simulator: simulator, log: log)
    await observe?(nil, simulator)
    for index in scenario.steps.indices {
      if let lastStep, index > lastStep { break }
      // A step carried out at once makes no asynchronous call (each costs a task switch).
      switch run.carryOutAtOnce(step: index, on: simulator) {
      case .done: break
      case .unfinished: await simulator.finish(runningUntil: run.cursor)
      case .notCarriedOut: await run.carryOut(step: index, on: simulator)
      }
      await observe?(index, simulator)
    }
    if lastStep == nil { await run.finish() }
    return run.offeredActions
  }
}
