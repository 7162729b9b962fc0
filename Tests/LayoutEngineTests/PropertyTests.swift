import Foundation
import PropertyTesting
import Testing

@testable import LayoutEngine

/// Properties of the engine over random view trees, run by `Property.check`: a failing tree is
/// shrunk, and the failure is recorded with the run seed and the shrunk tree.
///
/// - `SCENESIM_EXAMPLES=<n>`: how many trees per property (300 by default).
/// - `SCENESIM_SEED=<n>`: the run seed (0x5CE7E517 by default), as printed with a failure.
/// - `SCENESIM_EXAMPLE_SEED=<n>`: replays (and shrinks) the one tree with that example seed, as
///   printed with a failure, e.g. `SCENESIM_EXAMPLE_SEED=0x… swift test --filter PropertyTests`.
@Suite("Engine properties over random trees")
struct PropertyTests {
  static let configuration: Property.Configuration = {
    let environment = ProcessInfo.processInfo.environment
    let examples =
      environment["SCENESIM_EXAMPLES"].flatMap { Int($0) }.map { Swift.min(Swift.max($0, 1), 1_000_000) }
      ?? 300
    // Trees the comparisons leave out are rejected: only a run that rejects them all is unhealthy.
    return Property.Configuration(
      defaultSeed: 0x5CE7_E517, examples: examples,
      maximumRejectedExamples: examples, timeLimit: .seconds(1_800))
  }()
  static let widths: [CGFloat] = [320, 0, 1024, 90.5, 320]
  /// The widths at a height of 480, in order: a resize that comes back to where it started.
  static let proposals = widths.map { ProposedViewSize(width: $0, height: 480) }

  /// Runs `property` (which gives a failure's description, or nil) over values of `gen` with
  /// `Property.check`, which throws its report (the run seed and the shrunk value as `describe`
  /// prints it) unless the run succeeded: every example that ran held (reaching the time limit
  /// after some examples, or a slow example, is no failure).
  func check<Value: Sendable>(
    named name: String = #function, _ gen: Gen<Value>, describe: @escaping (Value) -> String,
    _ property: @escaping (Value) throws -> String?
  ) async throws {
    try await Property.check(named: name, gen, configuration: Self.configuration, describe: describe) {
      value in
      if let failure = try property(value) { throw Property.Violation(failure) }
      return true
    }
  }

  /// Runs `property` over random trees.
  func check(named name: String = #function, _ property: @escaping (RandomTree) throws -> String?)
    async throws
  {
    try await check(named: name, RandomTree.gen, describe: \.text, property)
  }

  /// Runs over random trees (those that settle) a comparison of two graphs of each, resized
  /// through `proposals`: `actual`'s must lay out as `expected`'s; `what` names them in a failure.
  func checkGraphsAgree(
    named name: String = #function, _ what: String, actual: @escaping (AnyView) -> ViewGraph,
    expected: @escaping (AnyView) -> ViewGraph
  ) async throws {
    try await check(named: name) { tree in
      try Property.assume(tree.settles)
      let (a, b) = (actual(try tree.make().view), expected(try tree.make().view))
      return firstDifference(a, b, proposals: PropertyTests.proposals).map { "\(what) \($0)" }
    }
  }

  /// One cached and one uncached graph per tree, resized: the caches are kept across widths.
  @Test func cachesNeverChangeTheResult() async throws {
    try await checkGraphsAgree(
      "cached (actual) differs from uncached (expected)", actual: { ViewGraph($0) },
      expected: { ViewGraph($0, cachesEnabled: false) })
  }

  /// `StackNode` runs the stack algorithm without the `Layout` protocol and places directly: its
  /// layouts must be those of `HStackLayout` and `VStackLayout` run through `LayoutNode`, at
  /// every width and after a resize.
  @Test func builtInStacksLayOutAsTheirLayouts() async throws {
    try await checkGraphsAgree(
      "StackNode (actual) differs from the Layout protocol's (expected)", actual: { ViewGraph($0) },
      expected: { ViewGraph($0, stacksThroughLayoutProtocol: true) })
  }

  /// How a live graph's snapshot differs from a fresh one's, or nil: the frames must be the same,
  /// and the fresh layout's issues among the live graph's, which keeps every issue found in its
  /// life (an issue of a view shown at an earlier width stays).
  static func difference(live: LayoutSnapshot, fresh: LayoutSnapshot) -> String? {
    if let difference = live.withoutIssues.difference(from: fresh.withoutIssues) {
      return difference.description
    }
    let missing = fresh.issues.filter { !live.issues.contains($0) }
    return missing.isEmpty ? nil : "the live graph misses issues of the fresh layout: \(missing)"
  }

  @Test func relayoutThroughTheGraphEqualsAFreshLayout() async throws {
    try await check { tree in
      try Property.assume(tree.settles)
      let graph = ViewGraph(try tree.make().view)
      for width in PropertyTests.widths {
        let proposal = ProposedViewSize(width: width, height: 480)
        graph.layout(proposal: proposal)
        if let difference = PropertyTests.difference(
          live: graph.snapshot, fresh: LayoutSnapshot(try tree.make().view, proposal: proposal))
        {
          return
            "at width \(width), the relayout (actual) differs from a fresh layout (expected):\n\(difference)"
        }
      }
      return nil
    }
  }

  /// One change of the environment: the three values a step sets.
  struct EnvironmentChange: Sendable, CustomStringConvertible {
    var dynamicTypeSize: DynamicTypeSize
    var horizontalSizeClass: UserInterfaceSizeClass
    var layoutDirection: LayoutDirection

    /// Any size, either size class, and right-to-left one time in four.
    static let gen = Gen.zip(
      Gen.element(of: DynamicTypeSize.allCases), Gen.element(of: [UserInterfaceSizeClass.compact, .regular]),
      Gen.frequency([(3, Gen.just(LayoutDirection.leftToRight)), (1, Gen.just(.rightToLeft))])
    ).map { EnvironmentChange(dynamicTypeSize: $0, horizontalSizeClass: $1, layoutDirection: $2) }

    var description: String { "(\(dynamicTypeSize), \(horizontalSizeClass), \(layoutDirection))" }
  }

  /// Issue 3's property: after any sequence of environment changes, the live graph (which
  /// reuses what did not change) equals a graph built from scratch in the final environment.
  @Test func incrementalUpdatesEqualAFreshBuild() async throws {
    let gen = Gen.zip(RandomTree.gen, Gen.array(of: EnvironmentChange.gen, count: 4...4))
    try await check(gen, describe: { "\($0.0.text)\nenvironment changes: \($0.1)" }) { tree, changes in
      try Property.assume(tree.settles)
      let graph = ViewGraph(try tree.make().view)
      var environment = EnvironmentValues()
      for (step, change) in changes.enumerated() {
        environment.dynamicTypeSize = change.dynamicTypeSize
        environment.horizontalSizeClass = change.horizontalSizeClass
        environment.layoutDirection = change.layoutDirection
        graph.environment = environment
        let proposal = ProposedViewSize(width: PropertyTests.widths[step], height: 480)
        graph.layout(proposal: proposal)
        let fresh = ViewGraph(try tree.make().view, environment: environment)
        fresh.layout(proposal: proposal)
        if let difference = PropertyTests.difference(live: graph.snapshot, fresh: fresh.snapshot) {
          return "after \(step + 1) environment changes (\(environment.dynamicTypeSize), "
            + "\(environment.layoutDirection)), the live graph (actual) differs from a fresh one:\n\(difference)"
        }
      }
      return nil
    }
  }

  /// Issue 3's property: settling always ends within its bound; a loop is reported only where a
  /// view really keeps changing what it measures.
  @Test func updatesSettleWithinTheirBound() async throws {
    try await check { tree in
      let graph = ViewGraph(try tree.make().view)
      for width in PropertyTests.widths {
        graph.layout(proposal: ProposedViewSize(width: width, height: 480))
        let update = graph.lastUpdate
        if update.passes > LayoutLimits.maximumUpdatePasses + 1 { return "took \(update.passes) passes" }
        if !update.feedbackLoop.isEmpty && tree.settles {
          return "reported a feedback loop in \(update.feedbackLoop) without a view that loops"
        }
        if update.feedbackLoop.contains(where: { $0 != "Runaway" }) {
          return "blamed \(update.feedbackLoop) for a loop"
        }
      }
      return nil
    }
  }

  @Test func framesAreFiniteAndNotNegative() async throws {
    try await check { tree in
      for proposal in [ProposedViewSize.zero, .unspecified, ProposedViewSize(width: 375, height: 667)] {
        let snapshot = LayoutSnapshot(try tree.make().view, proposal: proposal)
        if let invalid = snapshot.firstInvalidFrame() { return "at \(proposal), \(invalid)" }
        if let issue = snapshot.issues.first(where: { $0.kind == .invalidSize }) {
          return "at \(proposal), a view answered an impossible size: \(issue)"
        }
      }
      return nil
    }
  }

  @Test func sameTreeSameSnapshot() async throws {
    try await check { tree in
      try Property.assume(tree.settles)
      let proposal = ProposedViewSize(width: 414, height: 896)
      let first = LayoutSnapshot(try tree.make().view, proposal: proposal)
      let second = LayoutSnapshot(try tree.make().view, proposal: proposal)
      return first.description == second.description && first == second ? nil : "two layouts differ"
    }
  }
}
