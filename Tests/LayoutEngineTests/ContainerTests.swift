import Foundation
import Testing

@testable import LayoutEngine

@Suite("ViewThatFits, AnyLayout, GeometryReader, ScrollView")
struct ContainerTests {
  /// Apple, ViewThatFits: "selects the first child whose ideal size on the constrained axes fits".
  @Test func viewThatFitsChoosesFirstFittingCandidate() {
    let view = ViewThatFits(in: .horizontal) {
      box("wide", 300, 10)
      box("medium", 150, 10)
      box("narrow", 50, 10)
    }.id("v")
    #expect(snapshot(view, 400, 100).chosenCandidate(of: "v") == 0)
    #expect(snapshot(view, 200, 100).chosenCandidate(of: "v") == 1)
    let narrow = snapshot(view, 160, 100)
    #expect(narrow.chosenCandidate(of: "v") == 1)
    #expect(narrow.frame(of: "wide") == nil)
    #expect(narrow.frame(of: "medium") != nil)
  }

  /// Falls back to the last candidate when none fits (fatbobman, "Mastering ViewThatFits").
  @Test func viewThatFitsFallsBackToTheLast() {
    let view = ViewThatFits {
      box("a", 300, 10); box("b", 200, 10)
    }.id("v")
    let s = snapshot(view, 100, 100)
    #expect(s.chosenCandidate(of: "v") == 1)
    #expect(s.frame(of: "b") != nil)
  }

  @Test func viewThatFitsMeasuresOnlyTheConstrainedAxes() {
    let view = ViewThatFits(in: .horizontal) {
      box("tall", 50, 500); box("short", 60, 10)
    }.id("v")
    #expect(snapshot(view, 100, 100).chosenCandidate(of: "v") == 0)
    let both = ViewThatFits {
      box("tall", 50, 500); box("short", 60, 10)
    }.id("v")
    #expect(snapshot(both, 100, 100).chosenCandidate(of: "v") == 1)
  }

  /// Apple, ViewThatFits.init(in:content:): "If axes is an empty set, ViewThatFits uses the first
  /// child view."
  @Test func viewThatFitsWithNoAxesUsesTheFirst() {
    let view = ViewThatFits(in: []) {
      box("a", 300, 10); box("b", 10, 10)
    }.id("v")
    #expect(snapshot(view, 100, 100).chosenCandidate(of: "v") == 0)
  }

  @Test func viewThatFitsWithoutCandidatesIsEmptyWithAnIssue() {
    let s = snapshot(ViewThatFits { EmptyView() }, 100, 100)
    #expect(s.size == .zero)
    #expect(s.issues.contains { $0.kind == .emptyViewThatFits })
  }

  @Test func viewThatFitsChoiceFollowsTheWidthOnRelayout() {
    let graph = ViewGraph(
      ViewThatFits(in: .horizontal) {
        box("wide", 300, 10); box("narrow", 50, 10)
      }.id("v"))
    graph.layout(proposal: ProposedViewSize(width: 400, height: 50))
    #expect(graph.snapshot.chosenCandidate(of: "v") == 0)
    graph.layout(proposal: ProposedViewSize(width: 200, height: 50))
    #expect(graph.snapshot.chosenCandidate(of: "v") == 1)
    graph.layout(proposal: ProposedViewSize(width: 400, height: 50))
    #expect(graph.snapshot.chosenCandidate(of: "v") == 0)
  }

  /// Apple, HStackLayout / VStackLayout: for "conditional layouts that you construct with
  /// AnyLayout".
  @Test func anyLayoutSwitchesBetweenStackLayouts() {
    func layout(_ horizontal: Bool) -> some View {
      let l = horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
      return l {
        box("a", 10, 10); box("b", 10, 10)
      }
    }
    expectFrame(snapshot(layout(true), nil, nil), "b", rect(10, 0, 10, 10))
    expectFrame(snapshot(layout(false), nil, nil), "b", rect(0, 10, 10, 10))
    let grid = AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 10))
    let s = snapshot(
      grid {
        GridRow {
          box("a", 10, 10); box("b", 10, 10)
        }
      }, nil, nil)
    expectFrame(s, "b", rect(20, 0, 10, 10))
  }

  /// An app's own layout may keep an `AnyLayout`'s cache (`AnyLayout.Cache`) while the layout it
  /// wraps changes: the cache of the old layout is not used for the new one, which makes its own
  /// (SwiftUI documents no such case; SceneSim's model gives the new layout a fresh cache).
  @Test func anAnyLayoutCacheKeptAcrossAChangeOfLayoutIsMadeAnew() {
    final class Current: @unchecked Sendable {
      var layout = AnyLayout(HStackLayout(spacing: 0))
    }
    struct Switching: Layout {
      let current: Current
      func makeCache(subviews: Subviews) -> AnyLayout.Cache {
        current.layout.makeCache(subviews: subviews)
      }
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache)
        -> CGSize
      {
        current.layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache
      ) {
        current.layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
    let current = Current()
    let graph = ViewGraph(
      Switching(current: current) {
        box("a", 10, 10); box("b", 10, 10)
      })
    graph.layout(in: CGSize(width: 100, height: 100))
    expectFrame(graph.snapshot, "b", rect(50, 45, 10, 10))
    current.layout = AnyLayout(VStackLayout(spacing: 0))
    graph.layout(in: CGSize(width: 120, height: 120))
    expectFrame(graph.snapshot, "b", rect(55, 60, 10, 10))
  }

  /// Apple, HStackLayout / VStackLayout: for "conditional layouts that you construct with
  /// AnyLayout"; a Spacer expands along the wrapped stack's axis.
  @Test func spacerInsideAnyLayoutFollowsTheWrappedAxis() {
    let s = snapshot(
      AnyLayout(HStackLayout()) {
        box("a", 10, 10); Spacer().id("s")
      }, 100, 50)
    #expect(s.frame(of: "s")!.height == 0)
    #expect(s.frame(of: "s")!.width == 90)
  }

  /// The seeds' anti-pattern: an unconstrained GeometryReader takes all the space it is offered.
  @Test func geometryReaderIsGreedy() {
    let view = VStack(spacing: 0) {
      GeometryReader { _ in Color.red }.id("g")
      Text("Next").id("t")
    }
    let s = snapshot(view, 300, 600)
    #expect(s.frame(of: "g")!.height == 600 - TextMetrics.lineHeight(17))
    let constrained = snapshot(
      VStack(spacing: 0) {
        GeometryReader { _ in Color.red }.frame(height: 200).id("g"); Text("Next")
      }, 300, 600)
    #expect(constrained.frame(of: "g")!.height == 200)
  }

  /// SwiftUI Field Guide, "GeometryReader": contents are placed at the top-leading corner.
  @Test func geometryReaderProportionalSizingAndTopLeading() {
    let view = GeometryReader { proxy in
      HStack(spacing: 0) {
        Rectangle().frame(width: proxy.size.width * 0.3).id("a")
        Rectangle().frame(width: proxy.size.width * 0.7).id("b")
      }
    }.frame(height: 100)
    let s = snapshot(view, 200, 400)
    expectFrame(s, "a", rect(0, 0, 60, 100))
    expectFrame(s, "b", rect(60, 0, 140, 100))
    let corner = snapshot(GeometryReader { _ in box("b", 10, 10) }, 100, 100)
    expectFrame(corner, "b", rect(0, 0, 10, 10))
  }

  @Test func geometryProxyFramesInCoordinateSpaces() {
    nonisolated(unsafe) var seen: [CGRect] = []
    let view = VStack(spacing: 0) {
      Color.clear.frame(height: 30)
      GeometryReader { proxy in
        let _ = seen.append(proxy.frame(in: .global))
        let _ = seen.append(proxy.frame(in: .named("outer")))
        let _ = seen.append(proxy.frame(in: .local))
        Color.red
      }.frame(width: 50, height: 20)
    }.padding(10).coordinateSpace(name: "outer").padding(5)
    _ = snapshot(view, nil, nil)
    #expect(seen.count == 3)
    #expect(seen[0] == rect(15, 45, 50, 20))
    #expect(seen[1] == rect(10, 40, 50, 20))
    #expect(seen[2] == rect(0, 0, 50, 20))
  }

  /// SwiftUI Field Guide, "ScrollView": content is offered nil along the scroll axis and takes its
  /// ideal length; the scroll view takes the proposed length.
  @Test func scrollViewOffersUnspecifiedLength() {
    let view = ScrollView {
      VStack(spacing: 0) { ForEach(0..<50) { i in box("row\(i)", 100, 20) } }
    }.id("s")
    let s = snapshot(view, 320, 480)
    #expect(s.frame(of: "s")!.height == 480)
    expectFrame(s, "row49", rect(0, 980, 100, 20))
    let horizontal = snapshot(
      ScrollView(.horizontal) { HStack(spacing: 0) { box("a", 500, 10) } }.id("s"), 320, 480)
    #expect(horizontal.frame(of: "s")!.width == 320)
    expectFrame(horizontal, "a", rect(0, 0, 500, 10))
  }

  @Test func scrollViewStacksSeveralViews() {
    let s = snapshot(
      ScrollView {
        box("a", 10, 10); box("b", 10, 10)
      }, 100, 100)
    expectFrame(s, "b", rect(0, 18, 10, 10))
  }

  @Test func lazyVStackFillsTheWidth() {
    let s = snapshot(
      ScrollView { LazyVStack(spacing: 4) { ForEach(0..<3) { i in box("r\(i)", 50, 10) } }.id("l") }, 200, 300
    )
    #expect(s.frame(of: "l")!.width == 200)
    expectFrame(s, "r2", rect(75, 28, 50, 10))
  }
}
