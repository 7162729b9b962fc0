import Foundation
import SceneSim
import SceneSimGallery
import StressTesting

/// The window of S1: a scroll view of 1,000 rows, each a padded `HStack` of a text, a spacer and
/// a 20-point square (about 6,000 nodes).
struct RowsScreen: View {
  var body: some View {
    ScrollView {
      VStack {
        ForEach(0..<1_000, id: \.self) { index in
          HStack {
            Text("Row \(index)")
            Spacer()
            Color.blue.frame(width: 20, height: 20)
          }
          .padding(4)
        }
      }
    }
  }
}

/// S1's app: one window of `RowsScreen`.
struct RowsApp: App {
  var body: some Scene { WindowGroup { RowsScreen() } }
}

/// One scripted resize benchmark: a script of resizes replayed through the simulator, against
/// the engine's own relayouts of the same views at the same sizes.
struct SimulatorCase {
  let name: String
  let app: ScenarioApp
  /// The view the window shows, for the engine alone.
  let view: @Sendable () -> AnyView
  let widths: [Int]
  let height: Int
  let steps: Int

  /// The script: `steps` resizes through `widths` in turn (or none, to time the launch alone).
  func script(steps: Int) -> String {
    var text = "scenario \"\(name)\"\napp \(app.name)\ndevice iPadPro11 landscape\n"
    for step in 0..<steps { text += "resize to \(widths[step % widths.count])x\(height)\n" }
    return text
  }

  static let all: [SimulatorCase] = [
    SimulatorCase(
      name: "S1 rows", app: ScenarioApp("rows", RowsApp.self), view: { AnyView(RowsScreen()) },
      widths: [800, 500, 1100, 1194, 700, 1000], height: 834, steps: 1_000),
    SimulatorCase(
      name: "S2 mail", app: Gallery.app(named: "mail")!, view: { AnyView(MailScreen()) },
      widths: [800, 500, 1100, 1194, 700, 1000], height: 834, steps: 5_000),
  ]
}

/// The figures of one `SimulatorCase`.
struct SimulatorCaseResult {
  let name: String
  let nodes: Int
  let steps: Int
  /// Nanoseconds per script step through the simulator (the launch's time taken out).
  let stepNanos: Double
  /// Nanoseconds per relayout of the same views, at the same sizes, by the engine alone, in one
  /// environment (a regular-width iPad window's, kept).
  let relayoutNanos: Double
  /// Nanoseconds per relayout by the engine alone with the window's environment at each size
  /// (its size classes follow its width, as the window's do): the same layouts as the steps.
  let sameEnvironmentRelayoutNanos: Double
  let passed: Bool
}

enum SimulatorMeasure {
  /// Runs `test` through the simulator and the engine; `scale` divides the steps (for --quick).
  static func run(_ test: SimulatorCase, scale: Int) async -> SimulatorCaseResult {
    let steps = Swift.max(test.steps / scale, 12)
    let runner = ScenarioRunner(apps: [test.app])
    let launchOnly = try! Scenario.parse(test.script(steps: 0), file: "launch.scenario")
    let whole = try! Scenario.parse(test.script(steps: steps), file: "\(test.name).scenario")
    // Warm up (types' metadata, the registry of dynamic properties), then the launch alone.
    _ = await runner.run(launchOnly)
    var launch: [Double] = []
    for _ in 0..<3 {
      let t0 = Measure.now()
      _ = await runner.run(launchOnly)
      launch.append(Double(Measure.now() - t0))
    }
    let t0 = Measure.now()
    let result = await runner.run(whole)
    let total = Double(Measure.now() - t0)
    let stepNanos = Swift.max(total - Measure.median(launch), 0) / Double(steps)
    // The engine alone: the same views, laid out at the same sizes in turn.
    // In the environment of a regular-width window on an iPad (the first size's), kept: the
    // engine's own relayout, without the environment changes the simulator makes.
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = .regular
    environment.verticalSizeClass = .regular
    environment.userInterfaceIdiom = .pad
    environment.displayScale = 2
    let graph = ViewGraph(test.view(), environment: environment)
    let sizes = test.widths.map { CGSize(width: CGFloat($0), height: CGFloat(test.height)) }
    graph.layout(in: sizes[sizes.count - 1])
    let t1 = Measure.now()
    engineRelayouts(graph, sizes: sizes, steps: steps)
    let relayoutNanos = Double(Measure.now() - t1) / Double(steps)
    // The engine alone doing what the window's graph does: each size in the size classes the
    // device gives a window of that size (the same layouts the window computes).
    let environments = sizes.map { size in
      var sized = environment
      let classes = Device.iPadPro11.sizeClasses(window: size, .landscape)
      sized.horizontalSizeClass = classes.horizontal
      sized.verticalSizeClass = classes.vertical
      return sized
    }
    let sized = ViewGraph(test.view(), environment: environments[sizes.count - 1])
    sized.layout(in: sizes[sizes.count - 1])
    let t2 = Measure.now()
    engineRelayouts(sized, sizes: sizes, environments: environments, steps: steps)
    let sameRelayoutNanos = Double(Measure.now() - t2) / Double(steps)
    return SimulatorCaseResult(
      name: test.name, nodes: graph.nodeCount, steps: steps, stepNanos: stepNanos,
      relayoutNanos: relayoutNanos, sameEnvironmentRelayoutNanos: sameRelayoutNanos, passed: result.passed)
  }

  /// The engine alone: `graph` laid out `steps` times at `sizes` in turn. A function of its
  /// own, so that callgrind counts its instructions apart (PERFORMANCE.md).
  @inline(never)
  static func engineRelayouts(_ graph: ViewGraph, sizes: [CGSize], steps: Int) {
    for step in 0..<steps { graph.layout(in: sizes[step % sizes.count]) }
  }

  /// `engineRelayouts` with the environment of each size given before its layout.
  @inline(never)
  static func engineRelayouts(
    _ graph: ViewGraph, sizes: [CGSize], environments: [EnvironmentValues], steps: Int
  ) {
    for step in 0..<steps {
      graph.environment = environments[step % sizes.count]
      graph.layout(in: sizes[step % sizes.count])
    }
  }

  /// Stress examples per second on one task, for each of `apps` (the gallery's apps that keep
  /// the guideline: an anti-pattern's run ends at its first counterexample): each app's run
  /// made `runs` times, each with a check of its own (so each does the same work), and the
  /// rates of the runs in the order they ran.
  static func stress(_ apps: [ScenarioApp], examples: Int, runs: Int) async -> [(
    app: String, examplesPerSecond: [Double], examples: Int
  )] {
    var rates: [(String, [Double], Int)] = []
    for app in apps {
      var perSecond: [Double] = []
      var examplesRun = 0
      for _ in 0..<runs {
        let run = StressRun(
          app: app.name, device: .iPadPro11, check: StressCheck(runner: ScenarioRunner(apps: Gallery.apps)),
          seed: 1, examples: examples, timeLimit: .seconds(600))
        let t0 = Measure.now()
        let result = await run.run()
        let seconds = Double(Measure.now() - t0) / 1e9
        perSecond.append(Double(result.examplesRun) / seconds)
        examplesRun = result.examplesRun
      }
      rates.append((app.name, perSecond, examplesRun))
    }
    return rates
  }
}

/// The JSON `scenesim-bench --simulator` prints (progress and warnings go to standard error).
enum SimulatorReport {
  /// The stress targets, examples per second on one task, by app.
  static let stressTargets: [String: Double] = [
    "adaptive-stack": 10_000, "toolbar": 10_000, "tags": 10_000, "mail": 2_000,
  ]

  /// `json(quick:filter:)` from synchronous code: the benchmark's main is not async, so that it
  /// runs under valgrind (whose 3.19 crashes when an async main parks the main thread in
  /// `dispatch_main`), and callgrind can count the simulator's instructions (PERFORMANCE.md).
  static func waitingForJSON(quick: Bool, filter: String?, runs: Int) -> JSONValue {
    let done = DispatchSemaphore(value: 0)
    let report = LockedValue<JSONValue>(.null)
    Task.detached {
      report.set(await json(quick: quick, filter: filter, runs: runs))
      done.signal()
    }
    done.wait()
    return report.get()
  }

  /// The report; each case (S1, S2) and each app's stress is run `runs` times. A case's
  /// ratios are the medians of the ratios of its runs (each measured within one run, the step
  /// and the engine's relayout side by side), its times the medians of its runs' times, and
  /// `runs` every run's `step_vs_relayout` in order; an app's `examples_per_second` is the median
  /// of its runs' rates.
  static func json(quick: Bool, filter: String?, runs: Int) async -> JSONValue {
    func wanted(_ name: String) -> Bool { filter.map { name.contains($0) } ?? true }
    var cases: [JSONValue] = []
    for test in SimulatorCase.all where wanted(test.name) {
      FileHandle.standardError.write(Data("[simulator] \(test.name)\n".utf8))
      var results: [SimulatorCaseResult] = []
      for _ in 0..<runs { results.append(await SimulatorMeasure.run(test, scale: quick ? 10 : 1)) }
      let r = results[0]
      let passed = results.allSatisfy(\.passed)
      if !passed { FileHandle.standardError.write(Data("warning: \(test.name): the script failed\n".utf8)) }
      let ratios = results.map { $0.stepNanos / Swift.max($0.relayoutNanos, 1) }
      let sameRatios = results.map { $0.stepNanos / Swift.max($0.sameEnvironmentRelayoutNanos, 1) }
      cases.append(
        .object([
          ("case", .string(r.name)), ("nodes", .number(Double(r.nodes))), ("steps", .number(Double(r.steps))),
          ("step_ns", number(Measure.median(results.map(\.stepNanos)))),
          ("relayout_ns", number(Measure.median(results.map(\.relayoutNanos)))),
          ("step_vs_relayout", ratio(Measure.median(ratios))),
          (
            "relayout_same_environment_ns",
            number(Measure.median(results.map(\.sameEnvironmentRelayoutNanos)))
          ),
          ("step_vs_same_environment_relayout", ratio(Measure.median(sameRatios))),
          ("runs", .array(ratios.map(ratio))),
          ("passed", .bool(passed)),
        ]))
    }
    var stress: [JSONValue] = []
    // Each app's run is named `S3 stress <app>`: a filter may name one.
    let apps = Gallery.apps.filter { !$0.isAntiPattern && wanted("S3 stress \($0.name)") }
    if !apps.isEmpty {
      FileHandle.standardError.write(Data("[simulator] S3 stress\n".utf8))
      for rate in await SimulatorMeasure.stress(apps, examples: quick ? 100 : 1_000, runs: runs) {
        stress.append(
          .object([
            ("app", .string(rate.app)), ("examples", .number(Double(rate.examples))),
            ("examples_per_second", number(Measure.median(rate.examplesPerSecond))),
            ("runs", .array(rate.examplesPerSecond.map(number))),
            ("target", stressTargets[rate.app].map { .number($0) } ?? .null),
          ]))
      }
    }
    return .object([
      ("benchmark", "scenesim-bench --simulator"), ("version", 1),
      ("target", .object([("step_vs_relayout_at_most", 2)])),
      ("cases", .array(cases)), ("stress", .array(stress)),
    ])
  }
}

/// A value handed from a task to the thread waiting for it.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func set(_ newValue: Value) { lock.withLock { value = newValue } }
  func get() -> Value { lock.withLock { value } }
}
