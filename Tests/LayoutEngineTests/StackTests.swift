import Foundation
import Testing

@testable import LayoutEngine

@Suite("Stacks")
struct StackTests {
  /// SwiftUI Field Guide, "HStack": flexible children share the space equally.
  @Test func flexibleChildrenShareEqually() {
    let s = snapshot(
      HStack(spacing: 0) {
        Color.red.id("a"); Color.blue.id("b")
      }, 100, 40)
    expectFrame(s, "a", rect(0, 0, 50, 40))
    expectFrame(s, "b", rect(50, 0, 50, 40))
    #expect(s.size == CGSize(width: 100, height: 40))
  }

  /// WWDC19 "Building Custom Views with SwiftUI"; objc.io "HStacks and child ordering": the least
  /// flexible child is served first, so a fixed child keeps its width.
  @Test func leastFlexibleChildIsServedFirst() {
    let s = snapshot(
      HStack(spacing: 10) {
        Color.red.frame(width: 30).id("fixed"); Color.blue.id("flex")
      }, 100, 20)
    expectFrame(s, "fixed", rect(0, 0, 30, 20))
    expectFrame(s, "flex", rect(40, 0, 60, 20))
  }

  @Test func boundedChildGetsItsMaximumAndTheRestGoesToTheOther() {
    let view = HStack(spacing: 0) {
      Color.red.frame(minWidth: 60).id("min")
      Color.blue.frame(maxWidth: 20).id("max")
    }
    let s = snapshot(view, 100, 10)
    expectFrame(s, "min", rect(0, 0, 80, 10))
    expectFrame(s, "max", rect(80, 0, 20, 10))
  }

  /// Apple, layoutPriority(_:): "The parent proposes a size to the child with the highest layout
  /// priority first." Without priority the two would split 75/75.
  @Test func layoutPriorityIsServedFirst() {
    func row(priority: Double) -> some View {
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 10, maxWidth: 100).layoutPriority(priority).id("a")
        Color.blue.id("b")
      }
    }
    let prioritized = snapshot(row(priority: 1), 150, 10)
    expectFrame(prioritized, "a", rect(0, 0, 100, 10))
    expectFrame(prioritized, "b", rect(100, 0, 50, 10))
    let equal = snapshot(row(priority: 0), 150, 10)
    expectFrame(equal, "a", rect(0, 0, 75, 10))
    expectFrame(equal, "b", rect(75, 0, 75, 10))
  }

  /// Lower priorities' minimum lengths are reserved before a higher priority is served.
  /// Apple, layoutPriority(_:): "A parent layout should offer children with the highest layout
  /// priority all the space offered to the parent minus the minimum space required for all its
  /// lower-priority children."
  @Test func lowerPriorityMinimumIsReserved() {
    let view = HStack(spacing: 0) {
      Color.red.layoutPriority(1).id("high")
      Color.blue.frame(minWidth: 30).id("low")
    }
    let s = snapshot(view, 100, 10)
    expectFrame(s, "high", rect(0, 0, 70, 10))
    expectFrame(s, "low", rect(70, 0, 30, 10))
  }

  /// Default spacing between two views is 8 on iOS (OpenSwiftUI CoreGlue defaultSpacing 8).
  @Test func defaultSpacingIsEight() {
    let s = snapshot(
      HStack {
        box("a", 10, 10); box("b", 10, 10)
      }, nil, nil)
    expectFrame(s, "b", rect(18, 0, 10, 10))
    let v = snapshot(
      VStack {
        box("a", 10, 10); box("b", 10, 10)
      }, nil, nil)
    expectFrame(v, "b", rect(0, 18, 10, 10))
  }

  /// A Spacer fills what is left; next to it there is no extra spacing (OpenSwiftUI Spacer.swift).
  @Test func spacerPushesViewsApart() {
    let s = snapshot(
      HStack {
        Text("Hello").id("l"); Spacer().id("s"); Text("World").id("r")
      }, 200, 100)
    let hello = bodyWidth("Hello")
    let world = bodyWidth("World")
    expectFrame(s, "l", rect(0, 0, hello, 20.333))
    expectFrame(s, "r", rect(200 - world, 0, world, 20.333))
    #expect(abs(s.frame(of: "s")!.width - (200 - hello - world)) < 0.001)
    #expect(s.size == CGSize(width: 200, height: TextMetrics.lineHeight(17)))
  }

  /// A Spacer's minimum length defaults to the system spacing and is reserved before the text is
  /// served, so the text gets all the rest (Spacer has the lowest layout priority).
  @Test func spacerNeverStealsFromText() {
    let long = "A title far too long for the row it sits in"
    let s = snapshot(
      HStack {
        Text(long).lineLimit(1).id("t"); Spacer().id("s")
      }, 200, 100)
    let text = s.frame(of: "t")!.width
    #expect(text <= 192)
    #expect(text > 180)
    #expect(abs(s.frame(of: "s")!.width - (200 - text)) < 0.001)
    let fixed = snapshot(
      HStack {
        box("a", 10, 10); Spacer(minLength: 30).id("s")
      }, nil, nil)
    #expect(fixed.frame(of: "s")!.width == 30)
  }

  /// Apple, Spacer: "A flexible space that expands along the major axis of its containing stack
  /// layout, or on both axes if not contained in a stack."
  @Test func spacerOutsideStackExpandsBothWays() {
    let s = snapshot(ZStack { Spacer().id("s") }, 50, 60)
    expectFrame(s, "s", rect(0, 0, 50, 60))
  }

  /// Apple, HStackLayout init(alignment:spacing:): the alignment guide "has the same vertical screen
  /// coordinate for all subviews."
  @Test(
    arguments: [(VerticalAlignment.top, 0), (.center, 10), (.bottom, 20)] as [(VerticalAlignment, CGFloat)])
  func verticalAlignmentsInHStack(alignment: VerticalAlignment, y: CGFloat) {
    let row = snapshot(
      HStack(alignment: alignment, spacing: 0) {
        box("a", 10, 10); box("b", 10, 30)
      }, nil, nil)
    expectFrame(row, "a", rect(0, y, 10, 10))
  }

  /// Apple, VStackLayout init(alignment:spacing:): the alignment guide has the same horizontal
  /// screen coordinate for all subviews.
  @Test(
    arguments: [(HorizontalAlignment.leading, 0), (.center, 10), (.trailing, 20)]
      as [(HorizontalAlignment, CGFloat)])
  func horizontalAlignmentsInVStack(alignment: HorizontalAlignment, x: CGFloat) {
    let column = snapshot(
      VStack(alignment: alignment, spacing: 0) {
        box("a", 10, 10); box("b", 30, 10)
      }, nil, nil)
    expectFrame(column, "a", rect(x, 0, 10, 10))
  }

  /// Apple, alignmentGuide(_:computeValue:): the closure gives the guide's value in the view's own
  /// dimensions.
  @Test func alignmentGuideShiftsAChild() {
    let view = VStack(alignment: .leading, spacing: 0) {
      box("a", 10, 10)
      box("b", 30, 10).alignmentGuide(.leading) { _ in 10 }
    }
    let s = snapshot(view, nil, nil)
    expectFrame(s, "a", rect(10, 0, 10, 10))
    expectFrame(s, "b", rect(0, 10, 30, 10))
    #expect(s.size == CGSize(width: 30, height: 20))
  }

  /// The WWDC19 custom-alignment pattern: a stack reports its child's explicit guide, so a guide set
  /// deep inside a VStack aligns it with a sibling of the VStack (Apple, Layout.explicitAlignment:
  /// "the protocol's default implementation merges the subviews' guides").
  @Test func customAlignmentPropagatesThroughStacks() {
    let view = HStack(alignment: .marker, spacing: 0) {
      VStack(spacing: 0) {
        box("top", 10, 10)
        box("marked", 10, 10).alignmentGuide(.marker) { d in d[VerticalAlignment.center] }
      }
      box("other", 10, 10)
    }
    let s = snapshot(view, nil, nil)
    expectFrame(s, "marked", rect(0, 10, 10, 10))
    expectFrame(s, "other", rect(10, 10, 10, 10))
  }

  /// Apple, VerticalAlignment.firstTextBaseline: "A guide that marks the top-most text baseline in a
  /// view."
  @Test func firstTextBaselineAlignsDifferentFonts() {
    let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("A").font(.title).id("title")
      Text("b").id("body")
    }
    let s = snapshot(view, nil, nil)
    let shift = TextMetrics.ascent(28) - TextMetrics.ascent(17)
    #expect(abs(s.frame(of: "body")!.minY - shift) < 0.001)
    #expect(s.frame(of: "title")!.minY == 0)
  }

  @Test func unspecifiedProposalGivesIdealSizes() {
    let s = snapshot(
      HStack(spacing: 5) {
        box("a", 10, 20); Color.red.id("c")
      }, nil, nil)
    expectFrame(s, "c", rect(15, 5, 10, 10))
    #expect(s.size == CGSize(width: 25, height: 20))
  }

  /// SceneSim's model, after OpenSwiftUI StackLayout.swift: fixed children keep their size and the
  /// stack overflows.
  @Test func stackOverflowsRatherThanSqueezingFixedChildren() {
    let s = snapshot(
      HStack(spacing: 0) {
        box("a", 60, 10); box("b", 60, 10)
      }, 100, 10)
    #expect(s.size.width == 120)
    expectFrame(s, "b", rect(60, 0, 60, 10))
  }

  /// Apple, ZStack: children are aligned; the stack's size is the union of its children.
  @Test func zStackUnionAndAlignment() {
    let s = snapshot(
      ZStack(alignment: .bottomTrailing) {
        box("big", 40, 30); box("small", 10, 10)
      }, nil, nil)
    #expect(s.size == CGSize(width: 40, height: 30))
    expectFrame(s, "small", rect(30, 20, 10, 10))
  }

  /// fatbobman, "Exploring the secrets of layoutPriority in ZStack": the highest-priority children
  /// decide the size, which the others are then offered.
  @Test func zStackPriorityDecidesSize() {
    let s = snapshot(
      ZStack {
        box("card", 40, 30).layoutPriority(1); Color.blue.id("fill")
      }, 200, 200)
    #expect(s.size == CGSize(width: 40, height: 30))
    expectFrame(s, "fill", rect(0, 0, 40, 30))
  }

  /// SceneSim's model, after OpenSwiftUI StackLayout.swift (no children, no size).
  @Test func emptyStacksHaveZeroSize() {
    #expect(snapshot(HStack {}, 100, 100).size == .zero)
    #expect(snapshot(VStack { EmptyView() }, 100, 100).size == .zero)
    #expect(snapshot(ZStack {}, 100, 100).size == .zero)
  }

  /// Apple, HStackLayout: it "behaves like an HStack, but conforms to the Layout protocol".
  @Test func stackLayoutsAsFunctionsMatchStackViews() {
    let a = snapshot(
      HStackLayout(alignment: .top, spacing: 3) {
        box("a", 10, 10); box("b", 5, 20)
      }, nil, nil)
    let b = snapshot(
      HStack(alignment: .top, spacing: 3) {
        box("a", 10, 10); box("b", 5, 20)
      }, nil, nil)
    expectFrame(a, "b", rect(13, 0, 5, 20))
    #expect(a.frame(of: "b") == b.frame(of: "b"))
    #expect(a.size == b.size)
  }
}

private enum Marker: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

extension VerticalAlignment {
  fileprivate static let marker = VerticalAlignment(Marker.self)
}

@Suite("Stack probes")
struct StackProbeTests {
  /// Nested stacks of flexible views are probed with infinite proposals; an infinitely tall child
  /// makes the stack infinitely tall (not NaN, which would be corrected to zero and change the
  /// layout).
  @Test func infinitelyLargeChildrenGiveInfiniteExtent() {
    let graph = ViewGraph(
      HStack {
        VStack {
          Color.red; Color.blue
        }; Color.green
      })
    graph.layout(proposal: ProposedViewSize(width: 300, height: 200))
    #expect(graph.issues.isEmpty, "\(graph.issues)")
    let s = graph.snapshot
    #expect(s.size == CGSize(width: 300, height: 200))
    let probe = ViewGraph(HStack { Color.red }.id("h"))
    probe.layout(proposal: .infinity)
    #expect(!probe.issues.isEmpty)
    #expect(probe.issues.allSatisfy { $0.kind == .infiniteFrame })
  }

  /// Alternating nested stacks with a text at every level: every distinct proposal is measured
  /// once, so the work grows with the depth, not exponentially.
  @Test func alternatingNestedStacksStayLinear() {
    func nest(_ depth: Int) -> AnyView {
      depth == 0
        ? AnyView(Text("hello"))
        : depth % 2 == 0
          ? AnyView(
            HStack {
              Text("a"); nest(depth - 1)
            })
          : AnyView(
            VStack {
              Text("b"); nest(depth - 1)
            })
    }
    var computed: [Int] = []
    for depth in [10, 20, 40] {
      let graph = ViewGraph(nest(depth))
      graph.layout(proposal: ProposedViewSize(width: 300, height: 600))
      computed.append(graph.measurementCounts.computed)
    }
    // Doubling the depth at most roughly doubles the sizes computed.
    #expect(computed[1] < computed[0] * 3 && computed[2] < computed[1] * 3, "\(computed)")
  }

  /// A stack reads its slots through a pointer while it places its children; its slots keep
  /// their storage when the stack is made again (with caches off, on every call), and storage
  /// that another value shares is left to it.
  @Test func slotsKeepTheirStorageWhenMadeAgain() {
    var slots = StackSlots(count: 3)
    let base = slots.unretainedBuffer.baseAddress
    slots.withUnsafeMutableBufferPointer { $0[1].gap = 5 }
    slots.reset(count: 3)
    #expect(slots.unretainedBuffer.baseAddress == base)
    #expect(slots[1].gap == 0)
    let kept = slots
    slots.reset(count: 3)
    #expect(kept.unretainedBuffer.baseAddress == base)
    #expect(slots.unretainedBuffer.baseAddress != base)
    slots.reset(count: 2)
    #expect(slots.count == 2)
  }
}
