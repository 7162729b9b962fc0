import Foundation
import Testing

@testable import LayoutEngine

@Suite("Scrolling")
struct ScrollTests {
  static var list: some View {
    ScrollView {
      VStack(spacing: 0) { ForEach(0..<50) { i in box("row\(i)", 100, 20) } }
    }.id("list")
  }

  @Test func scrollingMovesTheContentAndNothingIsMeasuredAgain() {
    let graph = ViewGraph(ScrollTests.list)
    let proposal = ProposedViewSize(width: 320, height: 400)
    graph.layout(proposal: proposal)
    #expect(graph.snapshot.frame(of: "row10") == rect(0, 200, 100, 20))
    let before = graph.measurementCounts.computed
    #expect(graph.scroll("list", to: CGPoint(x: 0, y: 150)))
    graph.layout(proposal: proposal)
    #expect(graph.snapshot.frame(of: "row10") == rect(0, 50, 100, 20))
    #expect(graph.measurementCounts.computed == before)
    let geometry = graph.scrollGeometry(of: "list")!
    #expect(geometry.contentOffset == CGPoint(x: 0, y: 150))
    #expect(geometry.contentSize == CGSize(width: 100, height: 1000))
    #expect(geometry.containerSize == CGSize(width: 100, height: 400))
    #expect(geometry.visibleRect == rect(0, 150, 100, 400))
  }

  /// At rest a scroll view's offset stays between the top and the last screenful of content.
  @Test func offsetsAreClampedToTheContent() {
    let graph = ViewGraph(ScrollTests.list)
    let proposal = ProposedViewSize(width: 320, height: 400)
    graph.scroll("list", to: CGPoint(x: 50, y: 5000))
    graph.layout(proposal: proposal)
    #expect(graph.scrollGeometry(of: "list")!.contentOffset == CGPoint(x: 0, y: 600))
    #expect(graph.snapshot.frame(of: "row49") == rect(0, 380, 100, 20))
    graph.scroll("list", to: CGPoint(x: 0, y: -80))
    graph.layout(proposal: proposal)
    #expect(graph.scrollGeometry(of: "list")!.contentOffset == .zero)
    graph.scroll("list", to: CGPoint(x: 0, y: CGFloat.nan))
    graph.layout(proposal: proposal)
    #expect(graph.scrollGeometry(of: "list")!.contentOffset == .zero)
  }

  @Test func horizontalScrollingAndUnknownIDs() {
    let graph = ViewGraph(
      ScrollView(.horizontal) { HStack(spacing: 0) { box("a", 500, 10) } }.padding(0).id("strip"))
    graph.scroll("strip", to: CGPoint(x: 120, y: 30))
    graph.layout(proposal: ProposedViewSize(width: 300, height: 100))
    #expect(graph.snapshot.frame(of: "a") == rect(-120, 0, 500, 10))
    #expect(!graph.scroll("nothing", to: .zero))
    #expect(graph.scrollGeometry(of: "nothing") == nil)
  }
}

@Suite("Scroll geometry callbacks")
struct ScrollGeometryCallbackTests {
  /// Apple, onScrollGeometryChange(for:of:action:): the action runs when the transformed value
  /// changes, with the old and the new value.
  @Test func scrollingReportsTheOffset() {
    let log = EventLog()
    let view = ScrollView { VStack(spacing: 0) { ForEach(0..<50) { i in box("row\(i)", 100, 20) } } }
      .onScrollGeometryChange(for: CGFloat.self) {
        $0.contentOffset.y
      } action: { old, new in
        log("\(old) → \(new)")
      }
      .id("list")
    let graph = ViewGraph(view)
    graph.layout(proposal: ProposedViewSize(width: 320, height: 400))
    #expect(log.events.isEmpty)
    graph.scroll("list", to: CGPoint(x: 0, y: 120))
    graph.layout(proposal: ProposedViewSize(width: 320, height: 400))
    graph.scroll("list", to: CGPoint(x: 0, y: 120))
    graph.layout(proposal: ProposedViewSize(width: 320, height: 400))
    #expect(log.events == ["0.0 → 120.0"])
  }
}
