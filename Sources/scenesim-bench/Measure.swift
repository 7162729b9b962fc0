import Foundation
import HeapStatistics
import SceneSim

/// The figures for one tree: medians over the runs, in nanoseconds.
struct TreeResult {
  let name: String
  let nodes: Int
  let buildNanosPerNode: Double
  let firstLayoutNanosPerNode: Double
  let unchangedRelayoutNanos: Double
  let resizeRelayoutNanosPerNode: Double
  /// A snapshot of views whose structure was seen before (another graph's).
  let snapshotNanosPerNode: Double
  /// A snapshot of views of a structure not seen before: every view's kind, path and makers
  /// written.
  let newSnapshotNanosPerNode: Double
  let bytesPerNode: Double
  /// Sizes asked of nodes in the first layout, and those a memo (kept by containers) did not
  /// answer, per node: the work SwiftUI's algorithm asks for, whatever each measurement costs.
  let measurementsAskedPerNode: Double
  let measurementsComputedPerNode: Double
  /// What the engine corrected or left out in the tree (a tree cut short where the stack affords
  /// less than its depth): figures for another tree than the one named.
  let issues: [String]

  /// Build plus first layout, per node: what opening a window costs.
  var firstTotalNanosPerNode: Double { buildNanosPerNode + firstLayoutNanosPerNode }
}

enum Measure {
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// Bytes in use on the heap (glibc's `mallinfo2`), or nil where it is not available.
  static func heapInUse() -> Int? {
    let bytes = scenesim_heap_bytes_in_use()
    return bytes > 0 ? Int(bytes) : nil
  }

  /// Runs the tree `runs` times and returns the medians.
  static func run(_ tree: BenchTree, runs: Int) -> TreeResult {
    var build: [Double] = []
    var first: [Double] = []
    var unchanged: [Double] = []
    var resize: [Double] = []
    var snapshot: [Double] = []
    var newSnapshot: [Double] = []
    var bytes: [Double] = []
    var nodes = 0
    var measurements = (asked: 0, computed: 0)
    var issues: [String] = []
    let resized = ProposedViewSize(width: tree.resizedWidth, height: tree.proposal.height)
    for _ in 0..<runs {
      let view = tree.make()
      let heapBefore = heapInUse()
      let t0 = now()
      let graph = ViewGraph(view)
      let t1 = now()
      graph.layout(proposal: tree.proposal)
      let t2 = now()
      nodes = graph.nodeCount
      measurements = graph.measurementCounts
      if let heapBefore, let heapAfter = heapInUse() {
        bytes.append(Double(heapAfter - heapBefore) / Double(nodes))
      }
      build.append(Double(t1 - t0) / Double(nodes))
      first.append(Double(t2 - t1) / Double(nodes))
      // Nothing changed: constant time, reported as a total.
      let t3 = now()
      let did = graph.layout(proposal: tree.proposal)
      let t4 = now()
      precondition(!did, "an unchanged relayout did work")
      unchanged.append(Double(t4 - t3))
      // A window resize: to the new width and back, each a relayout through the live graph.
      let t5 = now()
      graph.layout(proposal: resized)
      graph.layout(proposal: tree.proposal)
      let t6 = now()
      resize.append(Double(t6 - t5) / Double(2 * nodes))
      // A snapshot of views of a structure not seen before (a structure cache of their own, with
      // the process's limits), then one of the same views built again in another graph, whose
      // structure was seen: the snapshot kept for it with this layout's frames.
      let cache = StructureCache(
        maximumStructures: StructureCache.shared.maximumStructures,
        maximumNodes: StructureCache.shared.maximumNodes)
      graph.structureCache = cache
      let t7 = now()
      let snap = graph.snapshot
      let t8 = now()
      precondition(snap.nodes.count > 0)
      issues = snap.issues.map(\.message)
      newSnapshot.append(Double(t8 - t7) / Double(nodes))
      let again = ViewGraph(tree.make())
      again.structureCache = cache
      again.layout(proposal: tree.proposal)
      let t9 = now()
      let seen = again.snapshot
      let t10 = now()
      precondition(seen == snap, "a snapshot of the same views differs")
      snapshot.append(Double(t10 - t9) / Double(nodes))
    }
    return TreeResult(
      name: tree.name, nodes: nodes, buildNanosPerNode: median(build), firstLayoutNanosPerNode: median(first),
      unchangedRelayoutNanos: median(unchanged), resizeRelayoutNanosPerNode: median(resize),
      snapshotNanosPerNode: median(snapshot), newSnapshotNanosPerNode: median(newSnapshot),
      bytesPerNode: median(bytes),
      measurementsAskedPerNode: Double(measurements.asked) / Double(Swift.max(nodes, 1)),
      measurementsComputedPerNode: Double(measurements.computed) / Double(Swift.max(nodes, 1)), issues: issues
    )
  }
}
