import Foundation
import LayoutEngine
import SceneRuntime

/// One replay of a script: the simulator, the script's clock and its checkpoints.
struct ScenarioRun {
  let scenario: Scenario
  let simulator: Simulator
  /// The script's virtual time: where its next step happens.
  private(set) var cursor = VirtualTime.zero
  private var checkpoints: [String: LayoutSnapshot] = [:]
  private var expectsFailedRevert = false

  init(scenario: Scenario, simulator: Simulator) {
    self.scenario = scenario
    self.simulator = simulator
  }

  /// The window a step names: a number, or the key window (else the one opened last).
  func resolve(_ reference: Scenario.WindowReference) async -> WindowID? {
    switch reference {
    case .number(let number): return WindowID(number)
    case .key:
      if let key = await simulator.keyWindow { return key }
      return await simulator.openWindows.last
    }
  }

  /// Asks the simulator for `request` now, and carries out what is due.
  private func request(_ request: Simulator.Request) async {
    do {
      try await simulator.schedule(request)
    } catch {
      await simulator.recordExpectation(
        ExpectationOutcome(text: "\(request)", source: nil, passed: false, difference: error.description))
    }
    await simulator.run(until: cursor)
  }

  /// Carries out one step at the script's time.
  mutating func carryOut(_ step: Scenario.Step) async {
    switch step.action {
    case .open(let scene):
      if case .view(let notation) = scenario.subject {
        await simulator.open { notation.makeView() }
      } else {
        await request(.openWindow(id: scene))
      }
    case .close(let reference):
      guard let window = await window(reference, step) else { return }
      await request(.close(window))
    case .focus(let reference):
      guard let window = await window(reference, step) else { return }
      await request(.activate(window))
    case .move(let reference, let point):
      guard let window = await window(reference, step) else { return }
      await request(.move(window, to: point))
    case .resize(let reference, let size, let anchor, let milliseconds, let framesPerSecond):
      guard let window = await window(reference, step) else { return }
      guard let milliseconds, milliseconds > 0, let start = await simulator.frame(of: window)?.size else {
        return await request(.resize(window, to: size, anchor: anchor))
      }
      do {
        try await simulator.scheduleLiveResize(
          window, from: start, to: size, overMilliseconds: milliseconds, framesPerSecond: framesPerSecond,
          anchor: anchor)
      } catch {
        return await fail(step, error.description)
      }
      cursor = cursor.adding(milliseconds: milliseconds)
      await simulator.run(until: cursor)
    case .phase(let reference, let phase):
      guard let window = await window(reference, step) else { return }
      await request(.setPhase(window, phase))
    case .dynamicType(let size):
      await request(.setDynamicType(size))
    case .colorScheme(let scheme):
      await request(.setColorScheme(scheme))
    case .layoutDirection(let direction):
      await request(.setLayoutDirection(direction))
    case .scroll(let reference, let view, let offset):
      guard let window = await window(reference, step) else { return }
      await request(.scroll(window, view: view, to: offset))
    case .menu(let path):
      await request(.command(.menu(path)))
    case .press(let shortcut):
      await request(.command(.shortcut(shortcut)))
    case .wait(let milliseconds):
      cursor = cursor.adding(milliseconds: milliseconds)
      await simulator.run(until: cursor)
    case .checkpoint(let reference, let name):
      guard let window = await window(reference, step) else { return }
      guard let snapshot = await simulator.snapshot(of: window) else {
        return await fail(step, "\(window) is not open")
      }
      checkpoints[name] = snapshot
      await simulator.recordCheckpoint(name, in: window)
    case .expect(let expectation):
      if case .revertCheckFailed = expectation { expectsFailedRevert = true }
      let (window, difference) = await check(expectation, step)
      await simulator.recordExpectation(
        ExpectationOutcome(
          text: step.text, source: step.location.description, passed: difference == nil,
          difference: difference),
        in: window)
    }
  }

  /// The window `reference` names, or nil after recording that there is none.
  private func window(_ reference: Scenario.WindowReference, _ step: Scenario.Step) async -> WindowID? {
    if let window = await resolve(reference) { return window }
    await fail(step, "no window is open")
    return nil
  }

  /// Records that a step could not be carried out, as a failed expectation of the step.
  func fail(_ step: Scenario.Step, _ reason: String) async {
    await simulator.recordExpectation(
      ExpectationOutcome(
        text: step.text, source: step.location.description, passed: false, difference: reason))
  }

  /// At the end: a failed revert check fails the scenario unless the script expects one.
  func finish() async {
    guard !expectsFailedRevert else { return }
    let failed = await simulator.timeline.compactMap { event -> CGSize? in
      if case .revertCheck(let size, false, _) = event.kind { return size }
      return nil
    }
    guard let first = failed.first else { return }
    await simulator.recordExpectation(
      ExpectationOutcome(
        text: "every revert check passes", source: scenario.file, passed: false,
        difference:
          "the revert check at \(GeometryFormat.size(first)) failed (\(failed.count) in all); "
          + "a scenario that shows an anti-pattern says 'expect revert check failed'"))
  }

  func checkpoint(_ name: String) -> LayoutSnapshot? { checkpoints[name] }
}
