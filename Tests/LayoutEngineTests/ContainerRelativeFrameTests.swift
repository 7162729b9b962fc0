import Foundation
import Testing

@testable import LayoutEngine

/// `containerRelativeFrame`, as Apple documents it: the nearest container's size "subtracting
/// any safe area insets that might be applied to that container"; with `count`, `span` and
/// `spacing`, `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`; on the
/// axes not given, the view is offered what it is offered. The containers SceneSim knows are the
/// window, a scroll view and a split-view column (SceneSim's model: `NavigationStack`, `TabView`
/// and `List` are not modelled yet).
@Suite("Container-relative frames")
struct ContainerRelativeFrameTests {
  static let screen = CGSize(width: 390, height: 844)
  static let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  static func hosted(_ view: some View, in size: CGSize = screen) -> LayoutSnapshot {
    let graph = ViewGraph(view)
    graph.layout(in: size, safeAreaInsets: insets)
    return graph.snapshot
  }

  /// The window's safe rectangle is the container: 390 wide, 844 − 47 − 34 = 763 high.
  @Test func theWindowIsTheOutermostContainer() {
    let snapshot = Self.hosted(
      VStack(spacing: 0) {
        Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 2 }.id("half")
        Color.blue.frame(width: 10, height: 10)
      })
    #expect(snapshot.frame(of: "half")?.size == CGSize(width: 195, height: 381.5))
  }

  /// Apple's formula, with the example of its page: three columns, spanning two, 10 apart.
  @Test func countSpanAndSpacingFollowApplesFormula() {
    let snapshot = Self.hosted(
      HStack(spacing: 0) {
        Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("two")
        Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10).id("one")
      }, in: CGSize(width: 1000, height: 800))
    let column: CGFloat = (1000 - 10 * 2) / 3
    #expect(snapshot.frame(of: "two")?.width == column * 2 + 10)
    #expect(snapshot.frame(of: "one")?.width == column)
    // Not given: the vertical axis takes what the stack offers (the safe height).
    #expect(snapshot.frame(of: "two")?.height == CGFloat(800 - 47 - 34))
  }

  /// In a horizontal scroll view, each page is as wide as the scroll view (WWDC23, "Beyond scroll
  /// views": a paging scroll view's pages are the container's width).
  @Test func aScrollViewIsTheContainerOfItsContent() {
    let snapshot = Self.hosted(
      VStack(spacing: 0) {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { page in
              Color.red.containerRelativeFrame(.horizontal).id("page \(page)")
            }
          }
        }
        .frame(width: 300, height: 200)
      })
    #expect(snapshot.frame(of: "page 0")?.width == 300)
    #expect(snapshot.frame(of: "page 2")?.minX == (snapshot.frame(of: "page 0")?.minX ?? 0) + 600)
  }

  /// The container's size changing alone (the scroll view higher; its content offered the same
  /// width and an unspecified height) changes the frame: what the frame answered for the old
  /// size is forgotten.
  @Test func aFrameFollowsItsContainerWhenOnlyTheContainerChanges() {
    let graph = ViewGraph(
      ScrollView {
        VStack { Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }.id("half") }
      })
    graph.layout(proposal: ProposedViewSize(width: 300, height: 600))
    #expect(graph.snapshot.frame(of: "half")?.height == 300)
    graph.layout(proposal: ProposedViewSize(width: 300, height: 400))
    #expect(graph.snapshot.frame(of: "half")?.height == 200)
    graph.layout(proposal: ProposedViewSize(width: 300, height: 600))
    #expect(graph.snapshot.frame(of: "half")?.height == 300)
  }

  /// A split view's column is the container of the views in it.
  @Test func aSplitViewColumnIsTheContainerOfItsViews() throws {
    let snapshot = Self.hosted(
      NavigationSplitView {
        Color.red.containerRelativeFrame(.horizontal).id("sidebar")
      } detail: {
        Color.blue.containerRelativeFrame(.horizontal).id("detail")
      }, in: CGSize(width: 1194, height: 834))
    let sidebar = try #require(snapshot.frame(of: "sidebar"))
    let detail = try #require(snapshot.frame(of: "detail"))
    #expect(sidebar.width < 1194 && detail.width < 1194)
    #expect(sidebar.width + detail.width == 1194)
  }

  /// A length that is not a length is no frame: NaN is zero, a negative length zero, a huge one
  /// the layout limit.
  @Test func impossibleLengthsAreClamped() {
    for (value, expected) in [(CGFloat.nan, 0), (-5, 0), (1e300, LayoutLimits.maximumLength)]
      as [(CGFloat, CGFloat)]
    {
      let snapshot = Self.hosted(Color.red.containerRelativeFrame(.horizontal) { _, _ in value }.id("x"))
      #expect(snapshot.frame(of: "x")?.width == expected, "\(value)")
    }
  }
}

/// A split view measured without a width (in a fixed-size container) measures its columns with
/// no container size, then places them in their columns: what the frames answered while it was
/// measured is forgotten before they are placed.
@Suite("Container-relative frames: measured, then placed")
struct ContainerRelativeFramePlacementTests {
  @Test func aColumnPlacesItsFramesAtItsOwnWidth() throws {
    let graph = ViewGraph(
      NavigationSplitView {
        Color.blue
      } detail: {
        VStack { Color.red.containerRelativeFrame(.horizontal).id("x") }
          .frame(minWidth: 100, maxWidth: 100, minHeight: 50, maxHeight: 50)
      }
      .fixedSize(horizontal: true, vertical: false))
    graph.layout(proposal: ProposedViewSize(width: 1194, height: 834))
    graph.layout(proposal: ProposedViewSize(width: 1000, height: 834))
    let snapshot = graph.snapshot
    let x = try #require(snapshot.frame(of: "x"))
    #expect(x.width != 100, "the frame kept the size it answered with no container:\n\(snapshot)")
  }
}
