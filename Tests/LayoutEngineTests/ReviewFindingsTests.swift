import Foundation
import Testing

@testable import LayoutEngine

/// Inputs found by review to crash, hang or lay out wrongly; each stays fixed.
@Suite("Review findings")
struct ReviewFindingsTests {
  /// A text deep in a tree must not make every `.center` lookup above it search the tree (that
  /// was quadratic in depth: 4,000 levels took seconds).
  @Test func textDeepInAChainStaysLinear() {
    var view = AnyView(Text("leaf"))
    for _ in 0..<2_000 { view = AnyView(HStack { view }) }
    let graph = ViewGraph(view)
    graph.layout(proposal: ProposedViewSize(width: 300, height: 600))
    #expect(graph.measurementCounts.asked < 20 * graph.nodeCount, "\(graph.measurementCounts)")
  }

  @Test func textWithHugeOrTinyValuesDoesNotTrap() {
    for view in [
      AnyView(Text("hi").frame(width: 1e20)), AnyView(Text("hi").frame(width: 100, height: 1e300)),
      AnyView(Text("hi").font(.system(size: 1e-300))), AnyView(Text("hi").font(.system(size: 1e300))),
    ] {
      let s = LayoutSnapshot(view, proposal: ProposedViewSize(width: 1e300, height: 1e300))
      #expect(s.nodes.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
    }
  }

  @Test func hugeGridCellSpansAreBounded() {
    for span in [Int.max, 2_000_000_000, -5] {
      let s = snapshot(
        Grid {
          GridRow {
            Color.red.gridCellColumns(span).id("a"); Text("b")
          }
        }, 300, 300)
      #expect(s.frame(of: "a") != nil)
    }
  }

  /// Content made by a GeometryReader may nest to the real limit, not the thread-hop threshold.
  @Test func deepContentInsideGeometryReaderIsKept() {
    let view = GeometryReader { _ in RobustnessTests.Nest(levels: 450) }
    let s = snapshot(view, 100, 100)
    #expect(s.frame(of: "leaf") != nil)
    #expect(!s.issues.contains { $0.kind == .depthLimit })
  }

  @Test func geometryReaderRebuildKeepsTheNodeCountTrue() {
    let graph = ViewGraph(GeometryReader { proxy in Text("\(Int(proxy.size.width))") })
    var counts: [Int] = []
    for width in [100, 200, 300, 400] as [CGFloat] {
      graph.layout(proposal: ProposedViewSize(width: width, height: 100))
      counts.append(graph.nodeCount)
    }
    #expect(Set(counts).count == 1, "\(counts)")
  }

  @Test func gridWithUnspecifiedWidthKeepsTextOnOneLine() {
    let s = snapshot(Grid { Text("Hello world foo").id("t") }, nil, nil)
    #expect(abs(s.frame(of: "t")!.height - TextMetrics.lineHeight(17)) < 0.001)
  }

  /// A narrow grid shrinks its text columns, and the text wraps, as stacks do. Apple documents
  /// only that flexible columns share the space left equally (`Grid`); how columns give up space
  /// when there is too little is SceneSim's model (`GridSolver.share`), the stacks' rule.
  @Test func narrowGridWrapsText() {
    let s = snapshot(
      Grid {
        GridRow {
          Text("A long cell that needs to wrap somewhere").id("t"); Text("x")
        }
      }, 150, 400)
    #expect(s.size.width <= 150)
    #expect(s.frame(of: "t")!.height > TextMetrics.lineHeight(17))
  }

  /// Apple, LazyVGrid.init(columns:alignment:spacing:pinnedViews:content:): "The guide for
  /// aligning the subviews in this grid."
  @Test func lazyGridAlignmentAppliesToItems() {
    let view = LazyVGrid(columns: [GridItem(.fixed(100))], alignment: .leading) { box("a", 10, 10) }
    expectFrame(snapshot(view, 100, 100), "a", rect(0, 0, 10, 10))
  }

  /// A Spacer's last place among a stack's children is the stack's business only.
  @Test func spacerPriorityIsZeroOutsideStacks() {
    let s = snapshot(
      ZStack {
        Spacer().id("s"); box("c", 10, 10)
      }, 300, 300)
    #expect(s.size == CGSize(width: 300, height: 300))
    let priorities = probe({ $0.map(\.priority) }) {
      Spacer(); Color.red
    }
    #expect(priorities == [0, 0])
  }

  /// OpenSwiftUI FrameLayout.swift (_FlexFrameLayout): with an unspecified proposal the ideal
  /// length is the frame's length, with or without bounds.
  @Test func idealWidthIsTheFramesIdealLength() {
    let s = snapshot(Text("hi").frame(idealWidth: 200).fixedSize().id("f"), 50, 50)
    #expect(s.frame(of: "f")!.width == 200)
  }

  @Test func gridRowFrameIsItsRow() {
    let s = snapshot(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          box("a", 10, 10); box("b", 10, 10)
        }
      }, nil, nil)
    #expect(s.nodes.first { $0.kind == "GridRow" }?.frame == rect(0, 0, 20, 10))
  }

  @Test func moreAlignmentsAndScaling() {
    #expect(Alignment.leadingLastTextBaseline.vertical == .lastTextBaseline)
    #expect(Alignment.trailingLastTextBaseline.horizontal == .trailing)
    let fit = snapshot(Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFit().id("c"), 100, 100)
    #expect(fit.frame(of: "c")!.size == CGSize(width: 100, height: 50))
    let truncated = snapshot(
      Text("a long line").lineLimit(1).truncationMode(.middle).minimumScaleFactor(0.5), 40, 40)
    #expect(truncated.size.width <= 40)
  }
}
