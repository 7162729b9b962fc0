import Foundation
import PropertyTesting
import SceneSim
import StressTesting

/// One app's outcome in a stress run.
struct StressOutcome: Sendable {
  let app: ScenarioApp
  let summary: String
  /// The property broken, if one was.
  var property: String? = nil
  var shrinkReport: String? = nil
  let asExpected: Bool
  let script: String?
  let replay: [String]
  let storedSeed: UInt64?
  /// The command that runs the failing example again.
  var reproduce: String? = nil
  let examples: Int
  let seconds: Double
}

/// What every app's run shares.
struct StressSettings: Sendable {
  let seed: UInt64
  let examples: Int
  let steps: Int
  let timeLimit: Int
  let shard: Property.Shard?
  let device: Device
  let replay: Bool
  /// Only this example, when given.
  let exampleSeed: UInt64?
  /// Every app scripts may name (a counterexample's script names its app).
  let apps: [ScenarioApp]
  /// The command the `reproduce:` lines and counterexamples name (`scenesim`, or a user's tool).
  let tool: String
}

/// One app's run: the example asked for alone; else the example seeds that failed last time,
/// and the seeded run when none of them fails again.
func stress(_ app: ScenarioApp, settings: StressSettings, storedSeeds: [UInt64]) async -> StressOutcome {
  let runner = ScenarioRunner(apps: settings.apps)
  let stressRun = StressRun(
    app: app.name, device: settings.device, check: StressCheck(runner: runner), seed: settings.seed,
    examples: settings.examples, steps: settings.steps, timeLimit: .seconds(settings.timeLimit),
    shard: settings.shard, tool: settings.tool)
  let clock = ContinuousClock()
  let started = clock.now
  var result: PropertyResult<Scenario>?
  if let exampleSeed = settings.exampleSeed {
    result = await stressRun.run(exampleSeed: exampleSeed)
  }
  for stored in storedSeeds where result == nil {
    let replayed = await stressRun.run(exampleSeed: stored)
    if case .failed = replayed.outcome { result = replayed }
  }
  let final: PropertyResult<Scenario>
  if let result { final = result } else { final = await stressRun.run() }
  let examples = final.examplesRun
  let elapsed = (clock.now - started).components
  let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
  switch final.outcome {
  case .passed:
    // Where an anti-pattern's fault cannot show (one that waits for a compact width, on a Mac),
    // not catching it is no failure.
    let mustBeCaught = app.mustBeCaught(on: settings.device.idiom)
    var line =
      "\(mustBeCaught ? "✘" : "✔") \(app.name): \(final.examplesRun) examples kept every property"
    if app.isAntiPattern {
      line +=
        mustBeCaught
        ? " (an anti-pattern, not caught)"
        : " (an anti-pattern whose fault cannot show on \(settings.device.name))"
    }
    return StressOutcome(
      app: app, summary: line, asExpected: !mustBeCaught, script: nil, replay: [], storedSeed: nil,
      examples: examples, seconds: seconds)
  case .flaky(let flaky):
    return StressOutcome(
      app: app, summary: "✘ \(app.name): flaky (example seed \(flaky.exampleSeed)): \(flaky.failure)",
      asExpected: false,
      script: nil, replay: [], storedSeed: flaky.exampleSeed, examples: examples, seconds: seconds)
  case .failed(let counterexample):
    let violation = stressRun.violation(of: counterexample)
    let script = await stressRun.script(for: counterexample)
    var replay: [String] = []
    if settings.replay {
      let events = await runner.run(counterexample.value).events
      replay = TimelineText(style: TerminalStyle(color: false)).lines(events)
    }
    let caught = violation.map { "\($0.property)" } ?? "a failure"
    let line =
      (app.isAntiPattern ? "✔ \(app.name): caught by \(caught)" : "✘ \(app.name): broke \(caught)")
      + ", \(counterexample.shrinkReport)\n    "
      + (violation?.message ?? counterexample.failure)
      .split(separator: "\n").prefix(6).joined(separator: "\n    ")
    var outcome = StressOutcome(
      app: app, summary: line, asExpected: app.isAntiPattern, script: script, replay: replay,
      storedSeed: app.isAntiPattern ? nil : counterexample.exampleSeed, examples: examples, seconds: seconds)
    outcome.property = violation.map { "\($0.property)" } ?? "failure"
    outcome.shrinkReport = "\(counterexample.shrinkReport)"
    outcome.reproduce = stressRun.command(exampleSeed: counterexample.exampleSeed)
    return outcome
  }
}

extension StressOutcome {
  /// The outcome as one JSON line: the app, whether it behaved as expected, what broke, the
  /// shrink report, the counterexample's script and the examples run.
  func json(seed: UInt64) -> String {
    JSONValue.object([
      ("version", 1), ("app", .string(app.name)), ("seed", .string("\(seed)")),
      ("antiPattern", .bool(app.isAntiPattern)), ("asExpected", .bool(asExpected)),
      ("examples", .number(Double(examples))), ("property", property.map { .string($0) } ?? .null),
      ("shrink", shrinkReport.map { .string($0) } ?? .null),
      ("counterexample", script.map { .string($0) } ?? .null),
    ]).text
  }
}
