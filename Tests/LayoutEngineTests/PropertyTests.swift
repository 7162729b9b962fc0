import Foundation
import PropertyTesting
import Testing

@testable import LayoutEngine

/// Properties of the engine over random view trees. On failure the seed and the tree are printed;
/// `SCENESIM_EXAMPLE_SEED=<n>` replays one tree (as for `Property`'s examples), and
/// `SCENESIM_EXAMPLES=<n>` sets how many trees.
@Suite("Engine properties over random trees")
struct PropertyTests {
  /// 300 trees per property; `SCENESIM_EXAMPLES=<n>` runs more.
  static let examples =
    ProcessInfo.processInfo.environment["SCENESIM_EXAMPLES"].flatMap { Int($0) }.map {
      Swift.min(Swift.max($0, 1), 1_000_000)
    } ?? 300
  static let widths: [CGFloat] = [320, 0, 1024, 90.5, 320]

  static func seeds() -> [UInt64] {
    if let seed = Property.Configuration().resolvedExampleSeed() { return [seed] }
    return (0..<UInt64(examples)).map { 0x5CE7_E517 &+ $0 }
  }

  /// Runs `body` for each seed with the tree and a way to make the same tree again: a view value
  /// with `@State` belongs to one graph, so each graph gets its own.
  func check(comparing: Bool = false, _ body: (RandomView, () -> RandomView, UInt64) -> String?) {
    for seed in PropertyTests.seeds() {
      let make = {
        var random = Xoshiro256StarStar(seed: seed)
        return RandomView.make(&random)
      }
      let tree = make()
      // A view that never settles changes with every update: graphs that saw different updates
      // differ, so comparisons leave such trees out.
      if comparing && tree.text.contains("Runaway") { continue }
      if let failure = body(tree, make, seed) {
        Issue.record(
          "seed \(seed) (replay with \(Property.Configuration.exampleSeedVariable)=\(seed))\ntree: \(tree.text)\n\(failure)"
        )
        return
      }
    }
  }

  @Test func cachesNeverChangeTheResult() {
    check(comparing: true) { _, make, _ in
      for width in PropertyTests.widths {
        let proposal = ProposedViewSize(width: width, height: 480)
        let cached = ViewGraph(make().view)
        let uncached = ViewGraph(make().view, cachesEnabled: false)
        cached.layout(proposal: proposal)
        uncached.layout(proposal: proposal)
        if let difference = cached.snapshot.difference(from: uncached.snapshot) {
          return "at width \(width), cached (actual) differs from uncached (expected):\n\(difference)"
        }
      }
      return nil
    }
  }

  /// `StackNode` runs the stack algorithm without the `Layout` protocol and places directly: its
  /// layouts must be those of `HStackLayout` and `VStackLayout` run through `LayoutNode`, at
  /// every width and after a resize.
  @Test func builtInStacksLayOutAsTheirLayouts() {
    check(comparing: true) { _, make, _ in
      let direct = ViewGraph(make().view)
      let throughProtocol = ViewGraph(make().view, stacksThroughLayoutProtocol: true)
      for width in PropertyTests.widths {
        let proposal = ProposedViewSize(width: width, height: 480)
        direct.layout(proposal: proposal)
        throughProtocol.layout(proposal: proposal)
        if let difference = direct.snapshot.difference(from: throughProtocol.snapshot) {
          return
            "at width \(width), StackNode (actual) differs from the Layout protocol's (expected):\n\(difference)"
        }
      }
      return nil
    }
  }

  @Test func relayoutThroughTheGraphEqualsAFreshLayout() {
    check(comparing: true) { tree, make, _ in
      let graph = ViewGraph(tree.view)
      for width in PropertyTests.widths {
        let proposal = ProposedViewSize(width: width, height: 480)
        graph.layout(proposal: proposal)
        if let difference = graph.snapshot.difference(from: LayoutSnapshot(make().view, proposal: proposal)) {
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
    check(comparing: true) { tree, make, seed in
      var random = Xoshiro256StarStar(seed: seed ^ 0xE4F1)
      let graph = ViewGraph(tree.view)
      var environment = EnvironmentValues()
      for step in 0..<4 {
        environment.dynamicTypeSize = DynamicTypeSize.allCases[random.below(DynamicTypeSize.allCases.count)]
        environment.horizontalSizeClass = random.below(2) == 0 ? .compact : .regular
        environment.layoutDirection = random.below(4) == 0 ? .rightToLeft : .leftToRight
        graph.environment = environment
        let proposal = ProposedViewSize(width: PropertyTests.widths[step], height: 480)
        graph.layout(proposal: proposal)
        let fresh = ViewGraph(make().view, environment: environment)
        fresh.layout(proposal: proposal)
        if let difference = graph.snapshot.difference(from: fresh.snapshot) {
          return "after \(step + 1) environment changes (\(environment.dynamicTypeSize), "
            + "\(environment.layoutDirection)), the live graph (actual) differs from a fresh one:\n\(difference)"
        }
      }
      return nil
    }
  }

  /// Issue 3's property: settling always ends within its bound; a loop is reported only where a
  /// view really keeps changing what it measures.
  @Test func updatesSettleWithinTheirBound() {
    check { tree, _, _ in
      let graph = ViewGraph(tree.view)
      for width in PropertyTests.widths {
        graph.layout(proposal: ProposedViewSize(width: width, height: 480))
        let update = graph.lastUpdate
        if update.passes > LayoutLimits.maximumUpdatePasses + 1 { return "took \(update.passes) passes" }
        if !update.feedbackLoop.isEmpty && !tree.text.contains("Runaway") {
          return "reported a feedback loop in \(update.feedbackLoop) without a view that loops"
        }
        if update.feedbackLoop.contains(where: { $0 != "Runaway" }) {
          return "blamed \(update.feedbackLoop) for a loop"
        }
      }
      return nil
    }
  }

  @Test func framesAreFiniteAndNotNegative() {
    check { tree, _, _ in
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
    check(comparing: true) { _, make, _ in
      let proposal = ProposedViewSize(width: 414, height: 896)
      let first = LayoutSnapshot(make().view, proposal: proposal)
      let second = LayoutSnapshot(make().view, proposal: proposal)
      return first.description == second.description && first == second ? nil : "two layouts differ"
    }
  }
}
