import Foundation
import LayoutEngine
import SceneRuntime

/// One replay of a script: the simulator, the script's clock, its checkpoints and the events of
/// the run as they happen. Its methods run on the simulator's actor: `carryOut(_:on:)` takes
/// the simulator as its isolation, so that a step calls the simulator directly (the others run
/// where their caller does, `#isolation`, which is the simulator's actor in a step).
struct ScenarioRun {
  let scenario: Scenario
  let simulator: Simulator
  /// The run's events: the simulation's, followed as they happen, and the script's.
  let log: ScenarioEventLog
  /// The script's virtual time: where its next step happens.
  private(set) var cursor = VirtualTime.zero
  /// The layouts checkpoints remembered, without their issues (as they are compared).
  private var checkpoints: [String: LayoutSnapshot] = [:]
  /// The actions that ran for the `offered` steps so far, in order (nil: none was offered).
  private(set) var offeredActions: [ViewAction?] = []

  init(scenario: Scenario, simulator: Simulator, log: ScenarioEventLog) {
    self.scenario = scenario
    self.simulator = simulator
    self.log = log
  }

  /// The window a step names: a number, or the key window (else the one opened last).
  func resolve(
    _ reference: Scenario.WindowReference, isolation: isolated (any Actor)? = #isolation
  ) async -> WindowID? {
    switch reference {
    case .number(let number): return WindowID(number)
    case .key: return await simulator.window(numbered: nil)?.id
    }
  }

  /// Asks the simulator for `request` now (for the step `step`), and carries out what is due: what
  /// `Simulator.schedule(_:runningUntil:)` does, its at-once part called here without an
  /// asynchronous call.
  @inline(__always)
  private func request(_ request: Simulator.Request, _ step: Int, on simulator: isolated Simulator)
    async
  {
    switch simulator.carryOutAtOnce(request, runningUntil: cursor) {
    case .done: return
    case .unfinished: await simulator.finish(runningUntil: cursor)
    case .notCarriedOut:
      if let failure = await simulator.carryOutLater(request, runningUntil: cursor) {
        await fail(scenario.steps[step], failure.description)
      }
    }
  }

  /// The request the script's step `step` (its index) makes when the simulator may carry it
  /// out without suspending: a close, a focus, a move, a resize without a duration or a phase of
  /// an open window, or a setting; nil for any other step (a step on a window that is not open
  /// included: `carryOut(step:on:)` reports it).
  @inline(__always)
  private func immediateRequest(step: Int, on simulator: isolated Simulator) -> Simulator.Request? {
    func open(_ reference: Scenario.WindowReference) -> WindowID? {
      simulator.window(numbered: reference.number)?.id
    }
    switch scenario.steps[step].action {
    case .close(let reference): return open(reference).map { .close($0) }
    case .focus(let reference): return open(reference).map { .activate($0) }
    case .move(let reference, let point): return open(reference).map { .move($0, to: point) }
    case .resize(let reference, let size, let anchor, let milliseconds, _) where (milliseconds ?? 0) == 0:
      return open(reference).map { .resize($0, to: size, anchor: anchor) }
    case .phase(let reference, let phase): return open(reference).map { .setPhase($0, phase) }
    case .dynamicType(let size): return .setDynamicType(size)
    case .colorScheme(let scheme): return .setColorScheme(scheme)
    case .layoutDirection(let direction): return .setLayoutDirection(direction)
    default: return nil
    }
  }

  /// Carries out the script's step `step` (its index) without an asynchronous call where it can:
  /// its request, when it makes one that needs no suspension (`immediateRequest`), carried out
  /// at once (`Simulator.carryOutAtOnce(_:runningUntil:)`), which is most steps of a resize
  /// script. `.done` when nothing is left; `.unfinished` when `Simulator.finish(runningUntil:)`
  /// must follow (to `cursor`); `.notCarriedOut`, having done nothing, when the step is
  /// `carryOut(step:on:)`'s.
  func carryOutAtOnce(step: Int, on simulator: isolated Simulator) -> Simulator.AtOnce {
    guard let request = immediateRequest(step: step, on: simulator) else { return .notCarriedOut }
    return simulator.carryOutAtOnce(request, runningUntil: cursor)
  }

  /// Carries out the script's step `step` (its index) at the script's time. The step is read
  /// where the script keeps it: its action, and its text and place only for an expectation or a
  /// failure (a step copied holds its strings: an atomic reference count each, at every step).
  mutating func carryOut(step: Int, on simulator: isolated Simulator) async {
    if let request = immediateRequest(step: step, on: simulator) {
      return await self.request(request, step, on: simulator)
    }
    switch scenario.steps[step].action {
    case .open(let scene):
      if case .view(let notation) = scenario.subject {
        await simulator.open { notation.makeView() }
      } else {
        await request(.openWindow(id: scene), step, on: simulator)
      }
    case .close(let reference), .focus(let reference), .move(let reference, _), .phase(let reference, _):
      // An open window's is an immediate request (above).
      await missing(reference, step)
    case .resize(let reference, let size, let anchor, let milliseconds, let framesPerSecond):
      // The step takes its duration whether or not the window could be resized.
      let found = simulator.window(numbered: reference.number)
      if found == nil { await missing(reference, step) }
      cursor = cursor.adding(milliseconds: milliseconds ?? 0)
      guard let (window, frame) = found else { return await simulator.run(until: cursor) }
      guard let milliseconds, milliseconds > 0 else {
        return await request(.resize(window, to: size, anchor: anchor), step, on: simulator)
      }
      do {
        try simulator.scheduleLiveResize(
          window, from: frame.size, to: size, overMilliseconds: milliseconds,
          framesPerSecond: framesPerSecond, anchor: anchor)
      } catch {
        await fail(scenario.steps[step], error.description)
      }
      await simulator.run(until: cursor)
    case .dynamicType, .colorScheme, .layoutDirection:
      // Always an immediate request (above).
      break
    case .scroll(let reference, let view, let offset):
      guard let window = simulator.window(numbered: reference.number)?.id else {
        return await missing(reference, step)
      }
      await request(.scroll(window, view: view, to: offset), step, on: simulator)
    case .perform(let reference, let action, let expectsRefusal):
      guard let window = simulator.window(numbered: reference.number)?.id else {
        return await missing(reference, step)
      }
      let start = log.count
      await request(.perform(window, action), step, on: simulator)
      // The simulator records a refused action with its reason (as it does a refused command).
      let reason = log.events(from: start).lazy.compactMap { event -> String? in
        if case .simulation(.refused(let request, let reason)) = event.kind, request == "\(action)" {
          return reason
        }
        return nil
      }.first
      switch (reason, expectsRefusal) {
      case (let reason?, false): await fail(scenario.steps[step], "refused: \(reason)")
      case (nil, true): await fail(scenario.steps[step], "it was carried out (the step expects it refused)")
      default: break
      }
    case .offered(let reference, let index):
      guard let window = await resolve(reference), simulator.frame(of: window) != nil else {
        offeredActions.append(nil)
        return
      }
      let offered = await simulator.offeredActions(in: window)
      guard !offered.isEmpty else {
        offeredActions.append(nil)
        return
      }
      let action = offered[index % offered.count]
      offeredActions.append(action)
      await request(.perform(window, action), step, on: simulator)
    case .menu(let path):
      await request(.command(.menu(path)), step, on: simulator)
    case .press(let shortcut):
      await request(.command(.shortcut(shortcut)), step, on: simulator)
    case .wait(let milliseconds):
      cursor = cursor.adding(milliseconds: milliseconds)
      await simulator.run(until: cursor)
    case .checkpoint(let reference, let name):
      guard let window = simulator.window(numbered: reference.number)?.id else {
        return await missing(reference, step)
      }
      guard let snapshot = await simulator.snapshot(of: window) else {
        return await fail(scenario.steps[step], "\(window) is not open")
      }
      checkpoints[name] = snapshot.withoutIssues
      await record(.checkpoint(name), in: window)
    case .expect(let expectation):
      let (window, difference) = await check(expectation)
      let location = scenario.steps[step].location
      await record(
        .expectation(
          ExpectationOutcome(
            text: scenario.steps[step].text, source: location.description, passed: difference == nil,
            difference: difference, location: location)),
        in: window)
    }
  }

  /// Records that the window `reference` names is not open (the step is not carried out).
  private func missing(
    _ reference: Scenario.WindowReference, _ step: Int, isolation: isolated (any Actor)? = #isolation
  ) async {
    await fail(scenario.steps[step], reference == .key ? "no window is open" : "\(reference) is not open")
  }

  /// Records that a step could not be carried out, as a failed expectation of the step.
  func fail(_ step: Scenario.Step, _ reason: String, isolation: isolated (any Actor)? = #isolation) async {
    await record(
      .expectation(
        ExpectationOutcome(
          text: step.text, source: step.location.description, passed: false, difference: reason,
          location: step.location)))
  }

  /// Records one of the script's own events now, in `window` or the app's.
  private func record(
    _ kind: ScenarioEvent.Kind, in window: WindowID? = nil, isolation: isolated (any Actor)? = #isolation
  ) async {
    log.append(ScenarioEvent(time: await simulator.now, window: window, kind: kind))
  }

  /// Whether the script says `expect revert check failed` somewhere.
  private var expectsFailedRevert: Bool {
    scenario.steps.contains {
      if case .expect(.revertCheckFailed) = $0.action { true } else { false }
    }
  }

  /// At the end: a failed revert check fails the scenario unless the script expects one.
  func finish(isolation: isolated (any Actor)? = #isolation) async {
    guard !expectsFailedRevert else { return }
    guard let first = log.firstFailedCheck?.size else { return }
    await record(
      .expectation(
        ExpectationOutcome(
          text: "every revert check passes", source: scenario.file, passed: false,
          difference:
            "the revert check at \(GeometryFormat.size(first)) failed (\(log.failedCheckCount) in all); "
            + "a scenario that shows an anti-pattern says 'expect revert check failed'")))
  }

  /// The layout the checkpoint `name` remembered, without its issues.
  func checkpoint(_ name: String) -> LayoutSnapshot? { checkpoints[name] }
}
