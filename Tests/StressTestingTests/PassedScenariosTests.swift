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

  /// A scenario's key is what its script says: the same scenario made again has the same key,
  /// and one whose script says anything else (a step, the device, how it is held, the title,
  /// the app) has another.
  @Test func scenariosWhoseScriptsDifferHaveOtherKeys() throws {
    let base = try #require(PassedScenarios.Key(Self.scenario(steps: 2)))
    #expect(PassedScenarios.Key(Self.scenario(steps: 2)) == base)
    var others: [Scenario] = [Self.scenario(steps: 1), Self.scenario(steps: 3)]
    var turned = Self.scenario(steps: 2)
    turned.steps.reverse()
    others.append(turned)
    var device = Self.scenario(steps: 2)
    device.device = .iPadAir13
    var orientation = Self.scenario(steps: 2)
    orientation.orientation = .portrait
    var title = Self.scenario(steps: 2)
    title.title = "another"
    var app = Self.scenario(steps: 2)
    app.subject = .app("another")
    others += [device, orientation, title, app]
    for other in others {
      #expect(PassedScenarios.Key(other) != base, "\(other.script)")
    }
    // Steps that do the same, written otherwise: their events quote their lines as written.
    let plain = try Scenario.parse("app counted\nresize to 600x834\n", file: "a.scenario")
    let spaced = try Scenario.parse("app counted\nresize  to 600x834\n", file: "a.scenario")
    #expect(plain.steps.map(\.action) == spaced.steps.map(\.action))
    #expect(PassedScenarios.Key(plain) != PassedScenarios.Key(spaced))
    let again = try Scenario.parse("app counted\nresize to 600x834\n", file: "a.scenario")
    #expect(PassedScenarios.Key(plain) == PassedScenarios.Key(again))
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
