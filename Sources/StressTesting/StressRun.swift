import Foundation
import PropertyTesting
import ScenarioScript
import SceneRuntime

/// One app's stress run: random scenarios of the app, every `StressProperty` checked on each,
/// the first failure shrunk. What `scenesim stress` runs for each app.
///
/// ```swift
/// let run = StressRun(app: "mail", device: .iPadPro11, check: StressCheck(runner: runner), seed: 42)
/// let result = await run.run()
/// if let counterexample = result.counterexample { print(await run.script(for: counterexample)) }
/// ```
public struct StressRun: Sendable {
  public var app: String
  public var device: Device
  public var check: StressCheck
  public var seed: UInt64
  public var examples: Int
  /// The most steps an example has.
  public var steps: Int
  /// Wall-clock limit of the run (examples stop there; it never changes what is generated).
  public var timeLimit: Duration
  public var shard: Property.Shard?
  /// The command-line tool that `command(exampleSeed:)` names: `scenesim`, or your own.
  public var tool: String

  public init(
    app: String, device: Device, check: StressCheck, seed: UInt64, examples: Int = 100, steps: Int = 12,
    timeLimit: Duration = .seconds(60), shard: Property.Shard? = nil, tool: String = "scenesim"
  ) {
    self.tool = tool
    self.app = app
    self.device = device
    self.check = check
    self.seed = seed
    self.examples = examples
    self.steps = steps
    self.timeLimit = timeLimit
    self.shard = shard
  }

  /// Runs the examples (only the one with `exampleSeed`, when given) and shrinks the first
  /// failure; the failure is the `StressViolation` the scenario broke first.
  public func run(exampleSeed: UInt64? = nil) async -> PropertyResult<Scenario> {
    let configuration = Property.Configuration(
      seed: seed, exampleSeed: exampleSeed, examples: exampleSeed == nil ? examples : 1, timeLimit: timeLimit,
      shard: exampleSeed == nil ? shard : nil, failsOnHealthProblems: false)
    let check = self.check
    return await Property.run(
      named: app, ScenarioGen.scenario(app: app, device: device, steps: 0...steps),
      configuration: configuration,
      environment: [:], describe: { $0.script }
    ) { scenario in
      if let violation = await check.violations(of: scenario).first { throw violation }
      return true
    }
  }

  /// The property a counterexample breaks: the violation its shrunk scenario threw.
  public func violation(of counterexample: Counterexample<Scenario>) -> StressViolation? {
    counterexample.error as? StressViolation
  }

  /// The command that runs the one example with `exampleSeed` again, with every option that
  /// decides what is generated.
  ///
  /// ```swift
  /// run.command(exampleSeed: counterexample.exampleSeed) + " --replay"
  /// ```
  public func command(exampleSeed: UInt64) -> String {
    "\(tool) stress \(app) --seed \(seed) --steps \(steps) --device \(device.scriptName) "
      + "--example-seed \(exampleSeed)"
  }

  /// A counterexample as a script that `scenesim run` replays with the same failure: how it
  /// was found (`foundBy`, else the command that replays the example), the scenario, and the
  /// expectation that fails.
  /// The actions the windows offered are written as they ran, by id, so that the script
  /// replays them.
  public func script(for counterexample: Counterexample<Scenario>, foundBy: String? = nil) async -> String {
    let violation = violation(of: counterexample)
    var script = "# Found by: \(foundBy ?? command(exampleSeed: counterexample.exampleSeed))\n"
    script += "# Property: \(violation.map { "\($0.property)" } ?? "?") (\(counterexample.shrinkReport))\n"
    script += await resolved(counterexample.value).script
    if let expectation = violation?.expectation { script += expectation + "\n" }
    return script
  }

  /// `scenario` with its offered actions replaced by those that ran (a scenario without any is
  /// not replayed).
  public func resolved(_ scenario: Scenario) async -> Scenario {
    guard scenario.steps.contains(where: { if case .offered = $0.action { true } else { false } }) else {
      return scenario
    }
    return scenario.resolving(await check.runner.run(scenario, keepsSnapshots: false).offeredActions)
  }
}
