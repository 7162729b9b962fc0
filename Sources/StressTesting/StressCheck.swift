import Foundation
import LayoutEngine
import PropertyTesting
import Reporting
import ScenarioScript
import SceneRuntime

/// Runs a scenario and checks every `StressProperty` on what happened.
///
/// ```swift
/// let check = StressCheck(runner: ScenarioRunner(apps: apps))
/// let violations = await check.violations(of: scenario)
/// ```
public struct StressCheck: Sendable {
  /// The runner that knows the apps (given another, the check forgets the scenarios it saw pass).
  public var runner: ScenarioRunner {
    didSet { passed = PassedScenarios() }
  }
  /// The scenarios that kept every property with this runner, with their events (shared by the
  /// copies of this check).
  private(set) var passed = PassedScenarios()

  public init(runner: ScenarioRunner) { self.runner = runner }

  /// Replays `scenario` and returns the properties it broke, in `StressProperty` order (empty
  /// when it kept them all). It is replayed a second time, for `deterministic`, only when it
  /// broke nothing else: the first failure is what a run reports.
  ///
  /// A scenario that this check saw keep every property before (the same script: generation
  /// repeats short ones often) runs once, and its events are compared with that run's, for
  /// `deterministic`: the other properties, found from the same run, were kept then.
  public func violations(of scenario: Scenario) async -> [StressViolation] {
    let key = PassedScenarios.Key(scenario)
    if let key, let before = passed.events(for: key) {
      let again = await runner.run(scenario, keepsSnapshots: false).events
      return Self.determinismViolation(before, again).map { [$0] } ?? []
    }
    let log = Observations()
    let last = scenario.steps.count - 1
    let result = await runner.run(scenario, keepsSnapshots: false) { step, simulator in
      await log.observe(simulator, isLast: (step ?? -1) == last)
    }
    var found = log.violations
    // Read in the run's own events (the simulation's among the script's), not copied out of them.
    let events = result.events
    found += Self.revertViolations(events)
    found += Self.phaseViolations(events)
    found += Self.phaseCallbackViolations(events)
    found += Self.commandViolations(events, scenario)
    if found.isEmpty {
      let again = await runner.run(scenario, keepsSnapshots: false).events
      if let violation = Self.determinismViolation(events, again) {
        found.append(violation)
      } else if let key {
        passed.keep(events, for: key)
      }
    }
    let order = StressProperty.allCases
    return found.sorted {
      order.firstIndex(of: $0.property)! < order.firstIndex(of: $1.property)!
    }
  }

  /// The first event where two runs of one scenario differ, as a violation of `deterministic`;
  /// nil when they are the same.
  static func determinismViolation(_ events: [ScenarioEvent], _ again: [ScenarioEvent]) -> StressViolation? {
    let common = min(again.count, events.count)
    // Compared in place: an array's subscript copies the event out (about 180 instructions
    // each, and a run has tens of events).
    let differing = events.withUnsafeBufferPointer { first in
      again.withUnsafeBufferPointer { second in (0..<common).first { first[$0] != second[$0] } }
    }
    guard let index = differing ?? (again.count != events.count ? common : nil) else { return nil }
    let text = TimelineText(style: TerminalStyle(color: false))
    let first = index < events.count ? text.lines(events[index]).joined(separator: "\n") : "(nothing)"
    let second = index < again.count ? text.lines(again[index]).joined(separator: "\n") : "(nothing)"
    return StressViolation(
      .deterministic, "the replay differs at event \(index + 1):\n− \(first)\n+ \(second)")
  }

  /// A failed revert check among a run's simulation events.
  static func revertViolations(_ events: [ScenarioEvent]) -> [StressViolation] {
    for event in events {
      if case .simulation(.revertCheck(let check)) = event.kind, !check.passed {
        return [
          StressViolation(
            .reverts,
            "at \(event.time), \(event.window.map { "\($0)" } ?? "a window") returned to "
              + "\(GeometryFormat.size(check.size)) with another layout\n\(check.differenceDescription ?? "")",
            expectation: "expect revert checks passed")
        ]
      }
    }
    return []
  }

  /// Scene phases that take a step the scene-phase machine never takes
  /// (`ScenePhase.Machine.Step.isLegal`) or leave from a phase they were not in; an app phase
  /// that is not its scenes' aggregate.
  static func phaseViolations(_ events: [ScenarioEvent]) -> [StressViolation] {
    var phases: [WindowID: ScenePhase] = [:]
    var appPhase = ScenePhase.background
    for event in events {
      switch event.kind {
      case .simulation(.scenePhaseChanged(let from, let to)):
        guard let window = event.window else { continue }
        guard ScenePhase.Machine.Step(from: from, to: to).isLegal, from == phases[window] else {
          return [
            StressViolation(
              .legalPhases,
              "at \(event.time), \(window) went \(from.map { "\($0)" } ?? "disconnected") → "
                + "\(to.map { "\($0)" } ?? "disconnected") from \(phases[window].map { "\($0)" } ?? "disconnected")"
            )
          ]
        }
        phases[window] = to
      case .simulation(.appPhaseChanged(let from, let to)):
        guard from == appPhase else {
          return [
            StressViolation(.legalPhases, "at \(event.time), the app went \(from) → \(to) from \(appPhase)")
          ]
        }
        appPhase = to
      default: continue
      }
    }
    // Windows in the order they opened, so the message never depends on hashing.
    let aggregate = ScenePhase.ofApp(scenes: phases.keys.sorted().compactMap { phases[$0] })
    guard aggregate == appPhase else {
      return [StressViolation(.legalPhases, "the app is \(appPhase) but its scenes make it \(aggregate)")]
    }
    return []
  }

  /// A window whose `onChange(of: scenePhase)` saw a change that was not its scene's last
  /// transition, or saw one twice. Each transition between connected phases after the window's
  /// views were made is followed by a relayout in that phase; the callbacks of that relayout
  /// (those of several observing views count once; an initial call, old equal to new, not at all)
  /// must be that transition, and no other relayout may report one. A view shown only at some
  /// sizes may miss transitions made while it was not shown, so a transition not seen is no
  /// failure.
  static func phaseCallbackViolations(_ events: [ScenarioEvent]) -> [StressViolation] {
    var made: Set<WindowID> = []
    // Each window's last transition not yet seen by a relayout (described only to be compared
    // with callbacks, as their values are: `CanonicalText`).
    var pending: [WindowID: (from: ScenePhase, to: ScenePhase)] = [:]
    for event in events {
      guard let window = event.window else { continue }
      switch event.kind {
      case .simulation(.relayout(let relayout)):
        defer { made.insert(window) }
        var seen: [String] = []
        for run in relayout.callbacks
        where run.modifier == "onChange" && run.valueType == "ScenePhase" && run.old != run.new {
          let change = "\(run.old) → \(run.new)"
          if !seen.contains(change) { seen.append(change) }
        }
        let transition = pending.removeValue(forKey: window)
        guard !seen.isEmpty else { continue }
        let expected = transition.map {
          "\(CanonicalText.describe($0.from)) → \(CanonicalText.describe($0.to))"
        }
        guard seen == [expected] else {
          return [
            StressViolation(
              .phaseChangesSeenOnce,
              "at \(event.time), \(window)'s onChange(of: scenePhase) saw [\(seen.joined(separator: ", "))] where "
                + (expected.map { "the scene went \($0)" } ?? "the scene's phase had not changed"))
          ]
        }
      case .simulation(.scenePhaseChanged(let from?, let to?)) where made.contains(window):
        pending[window] = (from, to)
      default: continue
      }
    }
    return []
  }

  /// A command step with neither a run nor a refusal with a reason.
  static func commandViolations(_ events: [ScenarioEvent], _ scenario: Scenario) -> [StressViolation] {
    let asked = scenario.steps.filter {
      switch $0.action {
      case .menu, .press: return true
      default: return false
      }
    }.count
    var answered = 0
    for event in events {
      switch event.kind {
      case .simulation(.commandPerformed): answered += 1
      case .simulation(.refused(let request, let reason))
      where request.hasPrefix("menu ") || request.hasPrefix("shortcut "):
        guard !reason.isEmpty else {
          return [StressViolation(.commandsRouted, "\(request) was refused without a reason")]
        }
        answered += 1
      default: continue
      }
    }
    return answered == asked
      ? [] : [StressViolation(.commandsRouted, "\(asked) commands given, \(answered) answered")]
  }
}
