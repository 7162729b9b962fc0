import Foundation
import Testing

@testable import LayoutEngine

/// Properties of the engine over random view trees. On failure the seed and the tree are printed;
/// `SCENESIM_SEED=<n>` replays one seed, and `SCENESIM_EXAMPLES=<n>` sets how many trees.
@Suite("Engine properties over random trees")
struct PropertyTests {
  /// 300 trees per property; `SCENESIM_EXAMPLES=<n>` runs more.
  static let examples =
    ProcessInfo.processInfo.environment["SCENESIM_EXAMPLES"].flatMap { Int($0) }.map {
      Swift.min(Swift.max($0, 1), 1_000_000)
    } ?? 300
  static let widths: [CGFloat] = [320, 0, 1024, 90.5, 320]

  static func seeds() -> [UInt64] {
    if let pinned = ProcessInfo.processInfo.environment["SCENESIM_SEED"], let seed = UInt64(pinned) {
      return [seed]
    }
    return (0..<UInt64(examples)).map { 0x5CE7_E517 &+ $0 }
  }

  func check(_ body: (RandomView, UInt64) -> String?) {
    for seed in PropertyTests.seeds() {
      var random = SplitMix64(seed: seed)
      let tree = RandomView.make(&random)
      if let failure = body(tree, seed) {
        Issue.record("seed \(seed) (replay with SCENESIM_SEED=\(seed))\ntree: \(tree.text)\n\(failure)")
        return
      }
    }
  }

  @Test func cachesNeverChangeTheResult() {
    check { tree, _ in
      for width in PropertyTests.widths {
        let proposal = ProposedViewSize(width: width, height: 480)
        let cached = ViewGraph(tree.view)
        let uncached = ViewGraph(tree.view, cachesEnabled: false)
        cached.layout(proposal: proposal)
        uncached.layout(proposal: proposal)
        if let difference = cached.snapshot.difference(from: uncached.snapshot) {
          return "at width \(width), cached (actual) differs from uncached (expected):\n\(difference)"
        }
      }
      return nil
    }
  }

  @Test func relayoutThroughTheGraphEqualsAFreshLayout() {
    check { tree, _ in
      let graph = ViewGraph(tree.view)
      for width in PropertyTests.widths {
        let proposal = ProposedViewSize(width: width, height: 480)
        graph.layout(proposal: proposal)
        if let difference = graph.snapshot.difference(from: LayoutSnapshot(tree.view, proposal: proposal)) {
          return
            "at width \(width), the relayout (actual) differs from a fresh layout (expected):\n\(difference)"
        }
      }
      return nil
    }
  }

  /// Issue 3's property: after any sequence of environment changes, the live graph (which
  /// reuses what did not change) equals a graph built from scratch in the final environment.
  @Test func incrementalUpdatesEqualAFreshBuild() {
    check { tree, seed in
      var random = SplitMix64(seed: seed ^ 0xE4F1)
      let graph = ViewGraph(tree.view)
      var environment = EnvironmentValues()
      for step in 0..<4 {
        environment.dynamicTypeSize = DynamicTypeSize.allCases[random.below(DynamicTypeSize.allCases.count)]
        environment.horizontalSizeClass = random.below(2) == 0 ? .compact : .regular
        environment.layoutDirection = random.below(4) == 0 ? .rightToLeft : .leftToRight
        graph.environment = environment
        let proposal = ProposedViewSize(width: PropertyTests.widths[step], height: 480)
        graph.layout(proposal: proposal)
        let fresh = ViewGraph(tree.view, environment: environment)
        fresh.layout(proposal: proposal)
        if let difference = graph.snapshot.difference(from: fresh.snapshot) {
          return "after \(step + 1) environment changes (\(environment.dynamicTypeSize), "
            + "\(environment.layoutDirection)), the live graph (actual) differs from a fresh one:\n\(difference)"
        }
      }
      return nil
    }
  }

  @Test func framesAreFiniteAndNotNegative() {
    check { tree, _ in
      for proposal in [ProposedViewSize.zero, .unspecified, ProposedViewSize(width: 375, height: 667)] {
        let snapshot = LayoutSnapshot(tree.view, proposal: proposal)
        for (node, path) in zip(snapshot.nodes, snapshot.paths) {
          let f = node.frame
          if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0
            && f.height >= 0)
          {
            return "at \(proposal), \(path) has frame \(f)"
          }
        }
        if let issue = snapshot.issues.first(where: { $0.kind == .invalidSize }) {
          return "at \(proposal), a view answered an impossible size: \(issue)"
        }
      }
      return nil
    }
  }

  @Test func sameTreeSameSnapshot() {
    check { tree, _ in
      let proposal = ProposedViewSize(width: 414, height: 896)
      let first = LayoutSnapshot(tree.view, proposal: proposal)
      let second = LayoutSnapshot(tree.view, proposal: proposal)
      return first.description == second.description && first == second ? nil : "two layouts differ"
    }
  }
}
