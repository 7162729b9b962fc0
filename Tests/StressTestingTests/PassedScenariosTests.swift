import Foundation
import LayoutEngine
import ScenarioScript
import SceneSimGallery
import Testing

@testable import SceneRuntime
@testable import StressTesting

/// A short scenario that kept every property runs once when it comes again, and is compared
/// with its first run for `deterministic` (SceneSim's model of a stress run: generation repeats
/// short scenarios, and their other properties were found from the same run).
@Suite struct PassedScenariosTests {
  /// Counts the simulators an app makes: one per run of a scenario.
  final class Runs: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int {
      lock.withLock {
        count += 1
        return count
      }
    }
    var made: Int { lock.withLock { count } }
  }

  static func check(_ runs: Runs, changingFrom run: Int = .max) -> StressCheck {
    let app = ScenarioApp("counted") { device, orientation in
      runs.next() >= run
        ? Simulator(ToolbarApp.self, device: device, orientation: orientation)
        : Simulator(AdaptiveStackApp.self, device: device, orientation: orientation)
    }
    return StressCheck(runner: ScenarioRunner(apps: [app]))
  }

  static func scenario(steps: Int) -> Scenario {
    let sizes = [CGSize(width: 600, height: 834), CGSize(width: 1194, height: 834)]
    return Scenario(
      app: "counted", device: .iPadPro11,
      actions: (0..<steps).map {
        .resize(.key, to: sizes[$0 % 2], anchor: nil, milliseconds: nil, framesPerSecond: 60)
      })
  }

  @Test func aShortScenarioThatPassedRunsOnceWhenItComesAgain() async {
    let runs = Runs()
    let check = Self.check(runs)
    let scenario = Self.scenario(steps: 2)
    #expect(await check.violations(of: scenario).isEmpty)
    #expect(runs.made == 2)  // observed, then replayed
    #expect(await check.violations(of: scenario).isEmpty)
    #expect(runs.made == 3)  // once, compared with the first
    // A longer one runs twice each time.
    let long = Self.scenario(steps: PassedScenarios.maximumSteps + 1)
    #expect(await check.violations(of: long).isEmpty)
    #expect(await check.violations(of: long).isEmpty)
    #expect(runs.made == 7)
    // Given another runner, the check forgets what passed with the last.
    var other = check
    other.runner = check.runner
    #expect(await other.violations(of: scenario).isEmpty)
    #expect(runs.made == 9)
  }

  /// The run of a scenario that comes again is compared with its first: an app that lays out
  /// otherwise from its third run on breaks `deterministic` there.
  @Test func aScenarioThatComesAgainIsComparedWithItsFirstRun() async throws {
    let runs = Runs()
    let check = Self.check(runs, changingFrom: 3)
    let scenario = Self.scenario(steps: 1)
    #expect(await check.violations(of: scenario).isEmpty)
    let violation = try #require(await check.violations(of: scenario).first)
    #expect(violation.property == .deterministic)
    #expect(violation.message.hasPrefix("the replay differs at event 1:"), "\(violation.message)")
  }
}
