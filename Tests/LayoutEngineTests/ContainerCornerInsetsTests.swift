import Foundation
import Testing

@testable import LayoutEngine

/// `GeometryProxy.containerCornerInsets` and `containerCornerOffset(_:sizeToFit:)` (iOS 26).
/// Apple, `containerCornerInsets`: "when the window fills the entire screen without displaying
/// window controls, the inset sizes will always be zero. When that window does display window
/// controls, and the view overlaps the window control area, the corner inset size for the top
/// leading corner will be the size of the" controls. The inset of a view that covers only part
/// of the area (from its corner to the area's far edges) is SceneSim's reading.
@Suite struct ContainerCornerInsetsTests {
  static let window = CGSize(width: 600, height: 500)
  static let controls = RectangleCornerInsets(
    topLeading: CGSize(width: 76, height: 44), topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero
  )

  /// A reader that shows what it read as the size of a view named "read".
  struct Reader: View {
    var body: some View {
      GeometryReader { geometry in
        let corner = geometry.containerCornerInsets.topLeading
        Color.red.frame(width: corner.width, height: corner.height).id("read")
      }
    }
  }

  private static func layout(
    _ view: some View, corners: RectangleCornerInsets = controls, direction: LayoutDirection = .leftToRight
  ) -> LayoutSnapshot {
    let graph = ViewGraph(view.environment(\.layoutDirection, direction))
    graph.layout(in: window, containerCornerInsets: corners)
    return graph.snapshot
  }

  @Test func aWindowWithoutControlsHasNoCornerInsets() {
    let snapshot = Self.layout(Reader(), corners: RectangleCornerInsets())
    #expect(snapshot.frame(of: "read")?.size == .zero)
  }

  @Test func aViewOverTheControlsReadsTheirSize() {
    let snapshot = Self.layout(Reader())
    #expect(snapshot.frame(of: "read")?.size == CGSize(width: 76, height: 44))
  }

  @Test func aViewOverPartOfTheControlsReadsThePartItCovers() {
    let partly = Reader().frame(width: 200, height: 100).position(x: 150, y: 70)
    // Its top-leading corner is at (50, 20): 26 × 24 of the controls' area is over it.
    #expect(Self.layout(partly).frame(of: "read")?.size == CGSize(width: 26, height: 24))
    let clear = Reader().frame(width: 200, height: 100).position(x: 300, y: 300)
    #expect(Self.layout(clear).frame(of: "read")?.size == .zero)
  }

  @Test func rightToLeftTheControlsAreAtTheTopRightAndStillLeading() {
    // The window's leading corner is its right one; a view there reads it as its own leading.
    let right = Reader().frame(width: 100, height: 100).frame(
      maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    #expect(
      Self.layout(right, direction: .rightToLeft).frame(of: "read")?.size == CGSize(width: 76, height: 44))
    let left = Reader().frame(width: 100, height: 100).frame(
      maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
    #expect(Self.layout(left, direction: .rightToLeft).frame(of: "read")?.size == .zero)
  }

  @Test func aContainerCornerOffsetMovesTheViewOffTheControls() {
    let title = Color.blue.frame(width: 100, height: 30).id("title")
      .containerCornerOffset(.leading).id("offset")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let snapshot = Self.layout(title)
    #expect(snapshot.frame(of: "offset") == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(snapshot.frame(of: "title") == CGRect(x: 76, y: 0, width: 100, height: 30))
    #expect(Self.layout(title, corners: RectangleCornerInsets()).frame(of: "title")?.minX == 0)
  }

  @Test func sizedToFitTheViewTakesTheSpaceLeft() {
    let bar = Color.blue.frame(height: 30).id("bar")
      .containerCornerOffset([.leading], sizeToFit: true)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    let snapshot = Self.layout(bar)
    #expect(snapshot.frame(of: "bar") == CGRect(x: 76, y: 0, width: 600 - 76, height: 30))
  }

  @Test func theCornerInsetsAreOfTheContainerNotTheSafeArea() {
    // Safe-area insets and corner insets are separate: the window's controls do not inset it.
    let graph = ViewGraph(Color.gray.id("content"))
    graph.layout(in: Self.window, containerCornerInsets: Self.controls)
    #expect(graph.snapshot.frame(of: "content") == CGRect(origin: .zero, size: Self.window))
  }
}
