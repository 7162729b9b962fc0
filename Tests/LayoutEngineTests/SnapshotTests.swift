import Foundation
import Testing

@testable import LayoutEngine

@Suite("Snapshots")
struct SnapshotTests {
  /// A view that uses most of the engine: stacks, text, spacers, ViewThatFits, grids, padding.
  static var sample: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Title").font(.headline).id("title"); Spacer(); Text("Edit")
      }
      ViewThatFits(in: .horizontal) {
        box("wide", 300, 20); box("narrow", 100, 20)
      }.id("fit")
      Grid {
        GridRow {
          Text("a"); Color.red.frame(height: 5)
        }
      }
    }.padding()
  }

  /// The public contract used by outside conformance suites.
  @Test func publicContract() {
    let s = LayoutSnapshot(
      HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).id("a") },
      proposal: ProposedViewSize(width: 100, height: 100))
    #expect(s.size == CGSize(width: 10, height: 10))
    #expect(s.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(s.frame(of: "missing") == nil)
  }

  @Test func measuringTwiceGivesEqualSnapshots() {
    let a = snapshot(SnapshotTests.sample, 320, 480)
    let b = snapshot(SnapshotTests.sample, 320, 480)
    #expect(a == b)
    #expect(a.difference(from: b) == nil)
    #expect(a.description == b.description)
  }

  /// One cached and one uncached graph, resized: the caches are kept across widths.
  @Test func cachesNeverChangeAResult() {
    expectCachesChangeNothing(
      SnapshotTests.sample,
      proposals: [0, 90, 200, 320, 1024, 5000].map { ProposedViewSize(width: $0, height: 600) })
  }

  @Test func relayoutThroughTheGraphEqualsAFreshLayout() {
    let graph = ViewGraph(SnapshotTests.sample)
    for width in [320, 1024, 200, 320] as [CGFloat] {
      graph.layout(proposal: ProposedViewSize(width: width, height: 600))
      expectSame(graph.snapshot, snapshot(SnapshotTests.sample, width, 600))
    }
  }

  @Test func relayoutWithNothingChangedDoesNothing() {
    let graph = ViewGraph(SnapshotTests.sample)
    #expect(graph.layout(proposal: ProposedViewSize(width: 320, height: 600)))
    #expect(!graph.layout(proposal: ProposedViewSize(width: 320, height: 600)))
    #expect(graph.layout(proposal: ProposedViewSize(width: 321, height: 600)))
  }

  @Test func snapshotPrintsAsAnIndentedTree() {
    let s = snapshot(
      VStack(spacing: 0) {
        box("a", 10, 10); Text("Hi")
      }, nil, nil)
    let expected = """
      size 15.333×30.333
      VStack(spacing: 0) (0, 0, 15.333×30.333)
        frame(width: 10, height: 10) (2.667, 0, 10×10) id: a
          Color.gray (2.667, 0, 10×10)
        Text "Hi" (0, 10, 15.333×20.333)
      """
    #expect(s.description == expected)
    #expect(s.paths == ["VStack", "VStack/0:frame", "VStack/0:frame/Color.gray", "VStack/1:Text"])
    #expect(s.path(at: 2) == "VStack/0:frame/Color.gray")
  }

  /// A custom layout and the custom views that made a view are named as Swift names their types,
  /// on every snapshot (the names are made once per type).
  @Test func layoutsAndOwnersAreNamedByTheirTypes() {
    struct Pair<Value>: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: 10)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      }
    }
    struct Card: View {
      var body: some View { Pair<Int>() { Color.red } }
    }
    for _ in 0..<2 {
      let s = snapshot(Card(), nil, nil)
      #expect(s.nodes.map(\.kind) == [String(describing: Pair<Int>.self), "Color.red"])
      #expect(s.nodes[0].owners == [String(describing: Card.self)])
    }
    #expect(TypeNames.name(of: Pair<String>.self) == String(describing: Pair<String>.self))
  }

  @Test func differenceShowsExpectedAndActual() {
    let expected = snapshot(
      HStack(spacing: 0) {
        box("a", 10, 10); box("b", 10, 10)
      }, nil, nil)
    let actual = snapshot(
      HStack(spacing: 0) {
        box("a", 10, 10); box("b", 20, 10)
      }, nil, nil)
    let typed = actual.difference(from: expected)!
    // The b box changed: both sides of it.
    let b = typed.changes.filter { $0.node.id == AnyHashable("b") }
    #expect(b.map(\.side) == [.expected, .actual])
    #expect(b.last?.node.frame == CGRect(x: 10, y: 0, width: 20, height: 10))
    let difference = typed.description
    #expect(difference.hasPrefix("(expected −, actual +)"))
    #expect(difference.contains("− size 20×10"))
    #expect(difference.contains("+ size 30×10"))
    #expect(difference.contains("− HStack/1:frame frame(width: 10, height: 10) (10, 0, 10×10) id: b"))
    #expect(difference.contains("+ HStack/1:frame frame(width: 20, height: 10) (10, 0, 20×10) id: b"))
  }

  @Test func differenceShowsAddedAndRemovedViews() {
    let expected = snapshot(VStack { box("a", 10, 10) }, nil, nil)
    let actual = snapshot(
      VStack {
        box("a", 10, 10); box("b", 10, 10)
      }, nil, nil)
    let difference = actual.difference(from: expected)!.description
    #expect(difference.contains("+ VStack/1:frame"))
    #expect(difference.contains("− VStack/frame"))
  }
}

@Suite("Pixels")
struct PixelTests {
  /// OpenSwiftUI Round+Extension.swift: layout stays in points; drawn edges round to the nearest
  /// pixel in root coordinates, half a pixel up.
  @Test func drawnFramesRoundEdgesToPixels() {
    let row = snapshot(
      HStack(spacing: 0) {
        Color.red.id("a"); Color.green.id("b"); Color.blue.id("c")
      }, 100, 10)
    #expect(abs(row.frame(of: "b")!.width - 100.0 / 3) < 0.001)
    let one = row.pixelAligned(displayScale: 1)
    #expect([one.frame(of: "a")!, one.frame(of: "b")!, one.frame(of: "c")!].map(\.width) == [33, 34, 33])
    #expect(one.frame(of: "c")!.minX == 67)
    let two = row.pixelAligned(displayScale: 2)
    #expect(
      [two.frame(of: "a")!, two.frame(of: "b")!, two.frame(of: "c")!].map(\.width) == [33.5, 33, 33.5])
    let three = row.pixelAligned(displayScale: 3)
    #expect(abs(three.frame(of: "b")!.width - 100.0 / 3) < 0.001)
  }
}

/// `viewOutsideItsParent()`: what the stress property `withinParents` and `expect within parents`
/// check (it found the split view's squeezed columns and the flow layout's stray tag); and
/// `firstInvalidFrame()`, what `finiteFrames` and the engine's property tests check.
@Suite struct ContainmentTests {
  @Test func aViewMovedOutsideItsParentIsNamed() {
    var snapshot = LayoutSnapshot(
      HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).id("a") }.frame(width: 100, height: 100),
      proposal: .unspecified)
    #expect(snapshot.viewOutsideItsParent() == nil)
    let index = snapshot.nodes.firstIndex { $0.id == AnyHashable("a") }!
    snapshot.nodes[index].frame.origin.x = 95
    #expect(
      snapshot.viewOutsideItsParent()?.contains("(95, 45, 10×10) lies outside its parent HStack") == true)
  }

  /// A frame that is not finite, or whose stored width or height is negative, is named with its
  /// path (a negative width counts though `CGRect.width` reads it as positive).
  @Test func anInvalidFrameIsNamed() {
    var snapshot = LayoutSnapshot(
      HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).id("a") }, proposal: .unspecified)
    #expect(snapshot.firstInvalidFrame() == nil)
    let index = snapshot.nodes.firstIndex { $0.id == AnyHashable("a") }!
    let valid = snapshot.nodes[index].frame
    snapshot.nodes[index].frame.origin.y = .nan
    #expect(snapshot.firstInvalidFrame() == "\(snapshot.path(at: index)) has the frame (0, nan, 10×10)")
    snapshot.nodes[index].frame = valid
    snapshot.nodes[index].frame.size.width = -1
    #expect(snapshot.firstInvalidFrame()?.hasSuffix("has the frame (0, 0, -1×10)") == true)
    snapshot.nodes[index].frame.size = CGSize(width: 10, height: CGFloat.infinity)
    #expect(snapshot.firstInvalidFrame()?.hasSuffix("has the frame (0, 0, 10×inf)") == true)
  }

  @Test func overflowAndOffsetsAreExplained() {
    let overflowing = LayoutSnapshot(
      Color.red.frame(width: 200, height: 10).frame(width: 100, height: 100), proposal: .unspecified)
    #expect(overflowing.viewOutsideItsParent() == nil)
    let offset = LayoutSnapshot(
      Color.red.frame(width: 10, height: 10).offset(x: 500).frame(width: 100, height: 100),
      proposal: .unspecified)
    #expect(offset.viewOutsideItsParent() == nil)
  }
}
