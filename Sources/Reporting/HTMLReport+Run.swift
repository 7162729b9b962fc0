import Foundation
import LayoutEngine
import ScenarioScript
import SceneRuntime

extension HTMLReport {
  /// Runs `scenario` with `runner` and keeps its steps as the report shows them: after the
  /// launch and after each step, the events since the one before and every open window's layout.
  ///
  /// ```swift
  /// let (result, script) = await HTMLReport.run(scenario, with: ScenarioRunner(apps: apps))
  /// try AtomicFile.write(HTMLReport.render([script]), to: "report.html")
  /// ```
  public static func run(
    _ scenario: Scenario, with runner: ScenarioRunner
  ) async -> (result: ScenarioResult, script: Script) {
    let collected = StepLog()
    let result = await runner.run(
      scenario,
      observe: { step, simulator in
        var windows: [WindowState] = []
        for window in simulator.openWindows {
          guard let snapshot = await simulator.snapshot(of: window), let frame = simulator.frame(of: window)
          else { continue }
          windows.append(
            WindowState(
              window: window, frame: frame, anchor: simulator.resizeAnchor(of: window) ?? .topLeading,
              safeArea: simulator.safeAreaInsets(of: window) ?? EdgeInsets(), snapshot: snapshot))
        }
        collected.close(
          label: step.map { scenario.steps[$0].text } ?? "launch", screen: simulator.screen.size,
          windows: windows)
      },
      onEvent: { collected.append($0) })
    // What the end of the run added (an implicit expectation) goes with the last step.
    let steps = collected.finish()
    return (result, Script(file: result.file, title: result.title, passed: result.passed, steps: steps))
  }

  /// The steps of one run, as its events arrive and its steps end.
  private final class StepLog: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [ScenarioEvent] = []
    private var steps: [Step] = []

    func append(_ event: ScenarioEvent) { lock.withLock { pending.append(event) } }

    func close(label: String, screen: CGSize, windows: [WindowState]) {
      lock.withLock {
        steps.append(Step(label: label, events: pending, screen: screen, windows: windows))
        pending = []
      }
    }

    func finish() -> [Step] {
      lock.withLock {
        if !pending.isEmpty {
          if steps.isEmpty {
            steps.append(Step(label: "end", events: pending, windows: []))
          } else {
            steps[steps.count - 1].events += pending
          }
          pending = []
        }
        return steps
      }
    }
  }
}
