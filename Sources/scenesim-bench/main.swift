import Foundation
import SceneSim

/// scenesim-bench: the engine's speed and memory, measured on the trees of issue 2.
let usage = """
  OVERVIEW: Measure SceneSim's layout engine on the benchmark trees (T1-T4).

  Prints one JSON object, on one line: per tree, the node count and the median nanoseconds per
  node (of every run) to build the graph, for the first layout, for a relayout after a resize and
  back, for a snapshot of views whose structure was seen before (another graph of the same views:
  the snapshot kept for it with this layout's frames) and for one of a structure not seen
  (new_snapshot: every view written out); an unchanged relayout in total nanoseconds; heap bytes
  per node; the sizes the first layout asked of nodes and those a memo did not answer, per node;
  ratios to the flexbox engine Yoga's published cost on this kind of machine, 300 ns per node
  for a first layout of a built tree and 200 ns per node for a relayout after a root resize (the
  low ends of its ranges): first_layout_vs_yoga, resize_vs_yoga, and first_total_vs_yoga (the
  build with the first layout: stricter, as Yoga's figures leave creating the nodes out); and the
  issues the layout reported (each also written to standard error as a warning). Nanoseconds and
  bytes have one decimal, ratios three (trailing zeros dropped).
  Build with optimizations: swift run -c release scenesim-bench

  With --simulator, it measures the simulator instead: (S1) a window of about
  6,000 views (a scroll view of 1,000 padded rows) resized 1,000 times across widths 800, 500,
  1100, 1194, 700 and 1000 on an iPad Pro 11", (S2) the gallery's mail app resized 5,000 times
  across the same widths, each step through the scenario runner against the engine's own
  relayout of the same views at the same sizes in one regular-width environment
  (step_vs_relayout, target at most 2) and in the size classes the window has at each size
  (step_vs_same_environment_relayout: the same layouts as the steps), each ratio measured
  within one run and the median of the runs' ratios reported; and (S3) stress examples per
  second on one task for each of the gallery's apps that keep the guideline (targets: 10,000
  for adaptive-stack, toolbar and tags, 2,000 for mail), each app's run repeated and the median
  rate reported (the machine's other work slows single runs by as much as half).

  USAGE: scenesim-bench [--runs <n>] [--quick] [--filter <text>]
         scenesim-bench --simulator [--runs <n>] [--quick] [--filter <text>]

  OPTIONS:
    --runs <n>       Runs per tree, 1 to 10000; the median is reported (default: 15). With
                     --simulator, runs of each case (S1, S2: the median of their ratios) and
                     of each app's stress (default: 5; with --quick, 1).
    --quick          The smallest size of each tree only; with --simulator, a tenth of the
                     steps and 100 stress examples.
    --filter <text>  Only the trees (or S1, S2, S3) whose name contains <text> (for example "T4";
                     one app's stress is "S3 stress <app>", for example "S3 stress mail").
    --simulator      Measure the simulator (S1-S3) instead of the engine's trees.
    -h, --help       Show help information.
  """

var runs: Int?
var quick = false
var filter: String?
var simulator = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "-h", "--help":
    print(usage)
    exit(0)
  case "--quick": quick = true
  case "--simulator": simulator = true
  case "--filter":
    guard let value = arguments.popFirst() else {
      FileHandle.standardError.write(Data("error: --filter takes a text\n".utf8))
      exit(64)
    }
    filter = value
  case "--runs":
    guard let value = arguments.popFirst(), let count = Int(value), count >= 1, count <= 10_000 else {
      FileHandle.standardError.write(Data("error: --runs takes a whole number from 1 to 10000\n".utf8))
      exit(64)
    }
    runs = count
  default:
    FileHandle.standardError.write(
      Data(
        "error: unknown option '\(argument)'\nUsage: scenesim-bench [--runs <n>] [--quick] [--filter <text>] [--simulator]\n"
          .utf8))
    exit(64)
  }
}

/// Yoga's published per-node costs: the low end of each range, so a ratio under 1/3 holds on
/// the whole range. Its first layout is of a tree already built: the benchmarks behind such
/// figures create the nodes outside the timing (taffy's `benches/benches/flexbox.rs`, in
/// criterion's setup), and Yoga's own reports tree creation and layout apart
/// (`benchmark/Benchmark.h`).
let yogaFirstLayout = 300.0
let yogaRelayout = 200.0

/// Nanoseconds and bytes to one decimal, ratios to three (JSONValue prints a whole number
/// without decimals and drops trailing zeros).
func number(_ value: Double) -> JSONValue { .number((value * 10).rounded() / 10) }
func ratio(_ value: Double) -> JSONValue { .number((value * 1000).rounded() / 1000) }

if simulator {
  let simulatorRuns = runs ?? (quick ? 1 : 5)
  print(SimulatorReport.waitingForJSON(quick: quick, filter: filter, runs: simulatorRuns).text)
  exit(0)
}

var entries: [JSONValue] = []
let trees = BenchTree.all(quick: quick).filter { tree in filter.map { tree.name.contains($0) } ?? true }
for (index, tree) in trees.enumerated() {
  FileHandle.standardError.write(Data("[\(index + 1)/\(trees.count)] \(tree.name)\n".utf8))
  let r = Measure.run(tree, runs: runs ?? 15)
  for issue in r.issues {
    FileHandle.standardError.write(Data("warning: \(tree.name): \(issue)\n".utf8))
  }
  entries.append(
    .object([
      ("tree", .string(r.name)), ("nodes", .number(Double(r.nodes))),
      ("build_ns_per_node", number(r.buildNanosPerNode)),
      ("first_layout_ns_per_node", number(r.firstLayoutNanosPerNode)),
      ("first_total_ns_per_node", number(r.firstTotalNanosPerNode)),
      ("unchanged_relayout_ns_total", number(r.unchangedRelayoutNanos)),
      ("resize_relayout_ns_per_node", number(r.resizeRelayoutNanosPerNode)),
      ("snapshot_ns_per_node", number(r.snapshotNanosPerNode)),
      ("new_snapshot_ns_per_node", number(r.newSnapshotNanosPerNode)),
      ("heap_bytes_per_node", number(r.bytesPerNode)),
      (
        "first_layout_sizes_per_node",
        .object([
          ("asked", ratio(r.measurementsAskedPerNode)), ("memo_misses", ratio(r.measurementsComputedPerNode)),
        ])
      ),
      ("first_layout_vs_yoga", ratio(r.firstLayoutNanosPerNode / yogaFirstLayout)),
      ("first_total_vs_yoga", ratio(r.firstTotalNanosPerNode / yogaFirstLayout)),
      ("resize_vs_yoga", ratio(r.resizeRelayoutNanosPerNode / yogaRelayout)),
      ("issues", .array(r.issues.map { .string($0) })),
    ]))
}
print(
  JSONValue.object([
    ("benchmark", "scenesim-bench"), ("version", 1), ("runs", .number(Double(runs ?? 15))),
    ("target", .object([("vs_yoga_at_most", .number(0.333)), ("heap_bytes_per_node_below", 512)])),
    ("trees", .array(entries)),
  ]).text)
