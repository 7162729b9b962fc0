import Foundation
import Testing

@testable import LayoutEngine

/// Work grows linearly with the views: doubling a chain doubles the sizes asked of its nodes
/// (counted, not timed). A chain of views that keep no memo (paddings) was measured again from
/// each level that placed its child, N²/2 sizes for N levels; every 32nd level now remembers.
@Suite struct LinearGrowthTests {
  static func paddingChain(_ depth: Int) -> AnyView {
    var view = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<depth { view = AnyView(view.padding(1)) }
    return view
  }

  static func nestedReaders(_ depth: Int) -> AnyView {
    if depth == 0 { return AnyView(Color.red.frame(width: 10, height: 10)) }
    return AnyView(GeometryReader { _ in LinearGrowthTests.nestedReaders(depth - 1) })
  }

  /// The sizes asked in a window's first layout and one resize, and the nodes made.
  static func work(_ view: AnyView) -> (sizes: Int, nodes: UInt64) {
    let graph = ViewGraph(view)
    graph.layout(in: CGSize(width: 5_000, height: 5_000))
    graph.layout(in: CGSize(width: 4_000, height: 5_000))
    return (graph.measurementCounts.asked, graph.nodesMade)
  }

  @Test(arguments: ["padding chain", "nested GeometryReaders"])
  func doublingTheDepthAtMostDoublesTheWork(_ shape: String) {
    let make = shape == "padding chain" ? Self.paddingChain : Self.nestedReaders
    let small = Self.work(make(400))
    let large = Self.work(make(800))
    let growth = Double(large.sizes) / Double(small.sizes)
    #expect(growth <= 2.2, "sizes asked: \(small.sizes) at 400 levels, \(large.sizes) at 800 (× \(growth))")
    #expect(Double(large.nodes) / Double(small.nodes) <= 2.2, "nodes made: \(small.nodes), \(large.nodes)")
  }
}
