import Foundation
import PropertyTesting
import SceneSim
import SceneSimGallery

let stressUsage =
  "scenesim stress [<app> ...] [--seed <seed>] [--examples <n>] [--steps <k>] [--time-limit <seconds>] "
  + "[--shard <i>/<n>] [--device <device>] [--output <folder>] [--example-seed <seed>] [--replay] [--json]"
let stressHelp = """
  OVERVIEW: Throw random resize, phase, setting, command and window sequences at the gallery's
  apps, and shrink each failure to a short script that replays it.

  Every property (layout reverts, matches a fresh layout, legal phases, scene-phase changes seen
  once, columns follow the size, finite frames, views within their parents, no overlaps,
  commands routed, deterministic) is checked after each example. Good
  apps must keep them all; the anti-patterns must be caught. A failure is shrunk to the shortest
  scenario found and written as a .scenario file that 'scenesim run' replays with the same
  failure. Failing example seeds are kept in .scenesim/failures and replayed first next time.

  USAGE: \(stressUsage)

  ARGUMENTS:
    <app>                   The apps (default: every gallery app; see 'scenesim list').

  OPTIONS:
    --seed <seed>           The run's seed, decimal or 0x-hex (default: SCENESIM_SEED, else a new one, printed).
    --examples <n>          Examples per app (default: 100).
    --steps <k>             The most steps per example (default: 12).
    --time-limit <seconds>  Wall-clock limit per app (default: 60); examples stop there.
    --shard <i>/<n>         Run only shard i of n (from 1) of the examples: n machines running
                            shards 1/n ... n/n with one seed run exactly the examples of one run.
    --device <device>       The device, held in landscape (default: iPadPro11).
    --output <folder>       Where counterexamples are written (default: .scenesim/counterexamples).
    --example-seed <seed>   Run only the example with this seed (as a counterexample's
                            'reproduce' line gives it), with the same --steps and --device.
    --replay                Print the whole timeline of each counterexample.
    --json                  Print one JSON object per app (version 1) instead of text.
    -h, --help              Show help information.

  EXIT CODES: 0 when every good app kept every property and every anti-pattern was caught (on an
  iPad: on a Mac or an iPhone, windows do not change size class), 1 otherwise, 64 for a usage
  error.
  """

/// One app's outcome in a stress run.
struct StressOutcome: Sendable {
  let app: Gallery.Entry
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

/// `scenesim stress`: returns the exit code.
func stressCommand(_ raw: [String]) async throws -> Int32 {
  guard var arguments = Arguments.parse(raw, usage: stressUsage, command: "scenesim stress", help: stressHelp)
  else { return 0 }
  let replay = arguments.flag("--replay")
  let json = arguments.flag("--json")
  let seedText = try arguments.option("--seed")
  let exampleSeedText = try arguments.option("--example-seed")
  let examples = try arguments.count("--examples", in: 1...1_000_000) ?? 100
  let steps = try arguments.count("--steps", in: 1...1_000) ?? 12
  let timeLimit = try arguments.count("--time-limit", in: 1...86_400) ?? 60
  let shardText = try arguments.option("--shard")
  let device = try device(&arguments, default: .iPadPro11)
  let output = try arguments.option("--output") ?? ".scenesim/counterexamples"
  var apps = try arguments.choices("app", from: Gallery.apps, name: \.name)
  func seed(_ text: String?, _ option: String) throws -> UInt64? {
    guard let text else { return nil }
    guard let parsed = Property.Configuration.parseSeed(text) else {
      throw arguments.error("The value '\(text)' is invalid for '\(option) <seed>': expected a whole number")
    }
    return parsed
  }
  // The option, else SCENESIM_SEED / SCENESIM_EXAMPLE_SEED, else a new run seed (printed).
  let configuration = Property.Configuration(
    seed: try seed(seedText, "--seed"), exampleSeed: try seed(exampleSeedText, "--example-seed"))
  let seed = configuration.resolvedSeed()
  let exampleSeed = configuration.resolvedExampleSeed()
  var shard: Property.Shard?
  if let shardText {
    let parts = shardText.split(separator: "/").compactMap { Int($0) }
    guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
      throw arguments.error(
        "The value '\(shardText)' is invalid for '--shard <i>/<n>': expected i/n with 1 ≤ i ≤ n")
    }
    shard = Property.Shard(index: parts[0] - 1, count: parts[1])
  }
  if apps.isEmpty { apps = Gallery.apps }
  let store = FailureStore(path: ".scenesim/failures")
  let stored = store.load()
  if !json {
    print(
      "scenesim stress: seed \(seed), "
        + (exampleSeed.map { "the example with seed \($0)" } ?? "\(examples) examples")
        + " of up to \(steps) steps per app\(shard.map { ", shard \($0.index + 1)/\($0.count)" } ?? "") on \(device.name)"
    )
  }
  let settings = StressSettings(
    seed: seed, examples: examples, steps: steps, timeLimit: timeLimit, shard: shard, device: device,
    replay: replay, exampleSeed: exampleSeed)
  let outcomes = await parallelMap(apps) { (app: Gallery.Entry) -> StressOutcome in
    await stress(app, settings: settings, storedSeeds: stored.filter { $0.app == app.name }.map(\.seed))
  } finished: { done, outcome in
    FileHandle.standardError.write(Data("[\(done)/\(apps.count)] \(outcome.app.name) done\n".utf8))
  }
  var allAsExpected = true
  var newStore = stored.filter { entry in !outcomes.contains { $0.app.name == entry.app } }
  for outcome in outcomes {
    if json {
      print(outcome.json(seed: seed))
    } else {
      print(outcome.summary)
    }
    if !outcome.asExpected { allAsExpected = false }
    if let storedSeed = outcome.storedSeed { newStore.append((outcome.app.name, storedSeed)) }
    if let script = outcome.script {
      let file = (output as NSString).appendingPathComponent("\(outcome.app.name)-\(seed).scenario")
      do {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try AtomicFile.write(script, to: file)
        if json { continue }
        print("    counterexample written to \(file) (replay: scenesim run \(file))")
      } catch {
        FileHandle.standardError.write(Data("error: cannot write '\(file)'\n".utf8))
        allAsExpected = false
      }
      if let reproduce = outcome.reproduce { print("    reproduce: \(reproduce) --replay") }
    }
    for line in outcome.replay { print("    " + line) }
  }
  store.save(newStore)
  let rates = outcomes.map { "\($0.app.name) \(Int(Double($0.examples) / max($0.seconds, 0.001)))/s" }
  if !json { print("examples per second: " + rates.joined(separator: ", ")) }
  return allAsExpected ? 0 : 1
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
}

/// One app's run: the example asked for alone; else the example seeds that failed last time,
/// and the seeded run when none of them fails again.
func stress(_ app: Gallery.Entry, settings: StressSettings, storedSeeds: [UInt64]) async -> StressOutcome {
  let runner = ScenarioRunner(apps: ScriptFiles.apps)
  let stressRun = StressRun(
    app: app.name, device: settings.device, check: StressCheck(runner: runner), seed: settings.seed,
    examples: settings.examples, steps: settings.steps, timeLimit: .seconds(settings.timeLimit),
    shard: settings.shard)
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
    let script = stressRun.script(for: counterexample)
    var replay: [String] = []
    if settings.replay {
      let timeline = await runner.run(counterexample.value).timeline
      replay = TimelineText(style: TerminalStyle(color: false)).lines(timeline)
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

/// The example seeds that failed, by app, kept between runs (one "app seed" per line).
struct FailureStore {
  let path: String
  /// The most seeds kept.
  static let maximumEntries = 1_000

  /// The stored seeds, oldest first (as `save` writes them); the newest `maximumEntries` of a
  /// longer file.
  func load() -> [(app: String, seed: UInt64)] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").suffix(FailureStore.maximumEntries).compactMap { line in
      let parts = line.split(separator: " ")
      guard parts.count == 2, let seed = Property.Configuration.parseSeed(String(parts[1])) else {
        return nil
      }
      return (String(parts[0]), seed)
    }
  }

  /// Keeps `entries`, oldest first: the stress command passes the seeds kept from other apps
  /// followed by the ones this run found, so the newest are last and a full store drops the
  /// oldest.
  func save(_ entries: [(app: String, seed: UInt64)]) {
    let text = entries.suffix(FailureStore.maximumEntries).map { "\($0.app) \($0.seed)\n" }.joined()
    if entries.isEmpty, !FileManager.default.fileExists(atPath: path) { return }
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? AtomicFile.write(text, to: path)
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
