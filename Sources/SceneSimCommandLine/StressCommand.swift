import Foundation
import PropertyTesting
import SceneSim
import StressTesting

/// `scenesim stress`: random sequences thrown at the apps, each failure shrunk to a
/// script that replays it.
struct StressCommand: Subcommand {
  static let name = "stress"
  static let abstract = "Throw random sequences at the apps; shrink each failure."
  static let usage =
    "scenesim stress [<app> ...] [--seed <seed>] [--examples <n>] [--steps <k>] [--time-limit <seconds>] "
    + "[--shard <i>/<n>] [--device <device>] [--output <folder>] [--example-seed <seed>] [--replay] [--json] [--html <file>]"
  static let help = """
    OVERVIEW: Throw random resize, phase, setting, command and window sequences at the apps, and
    shrink each failure to a short script that replays it.

    Every property (layout reverts, matches a fresh layout, legal phases, scene-phase changes seen
    once, columns follow the size, finite frames, views within their parents, no overlaps,
    commands routed, deterministic) is checked after each example. Good
    apps must keep them all; the anti-patterns must be caught. A failure is shrunk to the shortest
    scenario found and written as a .scenario file that 'scenesim run' replays with the same
    failure. Failing example seeds are kept in .scenesim/failures and replayed first next time.

    USAGE: \(usage)

    ARGUMENTS:
      <app>                   The apps (default: every app; see 'scenesim list').

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
      --html <file>           Also write an HTML report of the counterexamples' replays: every
                              step, the windows drawn as SVG, failed revert checks side by side.
      --json                  Print one JSON object per app (version 1) instead of text.
      -h, --help              Show help information.

    EXIT CODES: 0 when every good app kept every property and every anti-pattern was caught (on an
    iPad: on a Mac or an iPhone, windows do not change size class), 1 otherwise, 64 for a usage
    error, 73 when a counterexample or the HTML report cannot be written, 74 when standard output
    cannot be written.
    """

  var replay: Bool
  var json: Bool
  var html: String?
  var seed: UInt64?
  var exampleSeed: UInt64?
  var examples: Int
  var steps: Int
  var timeLimit: Int
  var shard: Property.Shard?
  var device: Device
  var output: String
  var apps: [ScenarioApp]

  init(parsing arguments: inout Arguments) throws {
    replay = arguments.flag("--replay")
    json = arguments.flag("--json")
    html = try arguments.option("--html")
    let seedText = try arguments.option("--seed")
    let exampleSeedText = try arguments.option("--example-seed")
    examples = try arguments.count("--examples", in: 1...1_000_000) ?? 100
    steps = try arguments.count("--steps", in: 1...1_000) ?? 12
    timeLimit = try arguments.count("--time-limit", in: 1...86_400) ?? 60
    let shardText = try arguments.option("--shard")
    device = try arguments.device(default: .iPadPro11)
    output = try arguments.option("--output") ?? ".scenesim/counterexamples"
    apps = try arguments.choices("app", from: arguments.apps, name: \.name)
    if apps.isEmpty { apps = arguments.apps }
    func parseSeed(_ text: String?, _ option: String) throws -> UInt64? {
      guard let text else { return nil }
      guard let parsed = Property.Configuration.parseSeed(text) else {
        throw arguments.error(
          "The value '\(text)' is invalid for '\(option) <seed>': expected a whole number")
      }
      return parsed
    }
    seed = try parseSeed(seedText, "--seed")
    exampleSeed = try parseSeed(exampleSeedText, "--example-seed")
    if let shardText {
      // Two runs of digits around one slash: no sign, no empty part, nothing else.
      let texts = shardText.split(separator: "/", omittingEmptySubsequences: false)
      let parts = texts.compactMap { text in
        text.allSatisfy { $0.isASCII && $0.isNumber } ? Int(text) : nil
      }
      guard texts.count == 2, parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
        throw arguments.error(
          "The value '\(shardText)' is invalid for '--shard <i>/<n>': expected i/n with 1 ≤ i ≤ n")
      }
      shard = Property.Shard(index: parts[0] - 1, count: parts[1])
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    let apps = self.apps
    // The option, else SCENESIM_SEED / SCENESIM_EXAMPLE_SEED, else a new run seed (printed).
    let configuration = Property.Configuration(seed: seed, exampleSeed: exampleSeed)
    let seed = configuration.resolvedSeed(environment: context.environment)
    let exampleSeed = configuration.resolvedExampleSeed(environment: context.environment)
    let store = FailureStore(path: ".scenesim/failures")
    let stored = store.load()
    if !json {
      context.print(
        "\(context.toolName) stress: seed \(seed), "
          + (exampleSeed.map { "the example with seed \($0)" } ?? "\(examples) examples")
          + " of up to \(steps) steps per app\(shard.map { ", shard \($0.index + 1)/\($0.count)" } ?? "") on \(device.name)"
      )
    }
    let settings = StressSettings(
      seed: seed, examples: examples, steps: steps, timeLimit: timeLimit, shard: shard, device: device,
      replay: replay, exampleSeed: exampleSeed, apps: context.apps, tool: context.toolName)
    let outcomes = await parallelMap(apps) { (app: ScenarioApp) -> StressOutcome in
      await stress(app, settings: settings, storedSeeds: stored.filter { $0.app == app.name }.map(\.seed))
    } finished: { done, outcome in
      context.printError("[\(done)/\(apps.count)] \(outcome.app.name) done")
    }
    var allAsExpected = true
    // A counterexample that could not be written: exit 73, whatever else happened.
    var unwritten = false
    var newStore = stored.filter { entry in !outcomes.contains { $0.app.name == entry.app } }
    for outcome in outcomes {
      if json {
        context.print(outcome.json(seed: seed))
      } else {
        context.print(outcome.summary)
      }
      if !outcome.asExpected { allAsExpected = false }
      if let storedSeed = outcome.storedSeed { newStore.append((outcome.app.name, storedSeed)) }
      if let script = outcome.script {
        let file = (output as NSString).appendingPathComponent("\(outcome.app.name)-\(seed).scenario")
        do {
          try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
          try AtomicFile.write(script, to: file)
          if !json {
            context.print("    counterexample written to \(file) (replay: \(context.toolName) run \(file))")
          }
        } catch {
          context.printError("error: the counterexample: \(error)")
          unwritten = true
        }
        // With --json, standard output holds the JSON lines only.
        if let reproduce = outcome.reproduce, !json { context.print("    reproduce: \(reproduce) --replay") }
      }
      if !json { for line in outcome.replay { context.print("    " + line) } }
    }
    store.save(newStore)
    if let html {
      // The counterexamples, replayed step by step as `run --html` shows scripts.
      let runner = ScenarioRunner(apps: settings.apps)
      let found = outcomes.compactMap { outcome in
        outcome.script.flatMap { try? Scenario.parse($0, file: "\(outcome.app.name)-\(seed).scenario") }
      }
      var scripts: [HTMLReport.Script] = []
      for scenario in found { scripts.append(await HTMLReport.run(scenario, with: runner).script) }
      do {
        try AtomicFile.write(HTMLReport.render(scripts), to: html)
      } catch {
        context.printError("error: the HTML report: \(error)")
        unwritten = true
      }
    }
    let rates = outcomes.map { "\($0.app.name) \(Int(Double($0.examples) / max($0.seconds, 0.001)))/s" }
    // A timing figure: standard error, so that standard output is the same for a seed.
    if !json {
      context.printError("examples per second: " + rates.joined(separator: ", "))
      if !context.isOptimizedBuild {
        context.printError(StressCommand.debugBuildNote(tool: context.toolName))
      }
    }
    return unwritten ? .cannotCreate : allAsExpected ? .success : .failure
  }

  /// The note a debug build prints after its rates: `swift run` builds for debugging, and the
  /// same examples run several times faster built for release (PERFORMANCE.md, "Stress in a
  /// debug build").
  static func debugBuildNote(tool: String) -> String {
    "note: \(tool) is a debug build; built for release it runs stress several times faster "
      + "(swift run -c release \(tool) stress ...)"
  }
}
