import Foundation
import PropertyTesting
import SceneSim
import StressTesting
import Testing

/// Runs the stress properties on `app` (random resizes, phases, settings, commands and windows;
/// every revert check, phase rule and layout property checked after each example) and, when one
/// breaks, records an issue whose message is the shrunk script, and writes that script to
/// `.scenesim/counterexamples/APP-SEED.scenario` in the working folder so that it can be replayed.
/// An anti-pattern app (`isAntiPattern`) must be caught instead: passing is the issue then.
///
/// ```swift
/// @Test func recipesKeepsEveryProperty() async {
///   await stressTest(ScenarioApp("recipes", RecipesApp.self), examples: 200, seed: 1)
/// }
/// ```
@discardableResult
public func stressTest(
  _ app: ScenarioApp, examples: Int = 100, seed: UInt64? = nil, steps: Int = 12, device: Device = .iPadPro11,
  apps: [ScenarioApp] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
) async -> PropertyResult<Scenario> {
  let seed = Property.Configuration(seed: seed).resolvedSeed()
  let known = apps.contains { $0.name == app.name } ? apps : apps + [app]
  let run = StressRun(
    app: app.name, device: device, check: StressCheck(runner: ScenarioRunner(apps: known)), seed: seed,
    examples: examples, steps: steps, timeLimit: .seconds(3_600))
  let result = await run.run()
  switch result.outcome {
  case .passed:
    if app.mustBeCaught(on: device.idiom) {
      Issue.record(
        "\(app.name) is an anti-pattern, but \(result.examplesRun) examples (seed \(seed)) kept every property",
        sourceLocation: sourceLocation)
    }
  case .flaky(let flaky):
    Issue.record(
      "\(app.name): flaky (example seed \(flaky.exampleSeed)): \(flaky.failure)",
      sourceLocation: sourceLocation)
  case .failed(let counterexample):
    guard !app.isAntiPattern else { break }
    // Found by this test, not by a command line the user's package may not have.
    let script = await run.script(
      for: counterexample,
      foundBy: "stressTest(\"\(app.name)\", examples: \(examples), seed: \(seed)) at \(sourceLocation), "
        + "example seed \(counterexample.exampleSeed)")
    var message =
      "\(app.name) broke \(run.violation(of: counterexample).map { "\($0.property)" } ?? "a property")"
    message += " (seed \(seed), \(counterexample.shrinkReport)):\n\n" + script
    let folder = ".scenesim/counterexamples"
    let file = (folder as NSString).appendingPathComponent("\(app.name)-\(seed).scenario")
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try AtomicFile.write(script, to: file)
      message += "\nwritten to \(file)"
    } catch {
      message += "\n(could not write \(file): \(error))"
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  return result
}
