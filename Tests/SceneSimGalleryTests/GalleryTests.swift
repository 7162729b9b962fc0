import Foundation
import LayoutEngine
import SceneSimGallery
import Testing

private func box(_ id: String, _ width: CGFloat, _ height: CGFloat) -> some View {
  Color.gray.frame(width: width, height: height).id(id)
}

private func layout(_ view: some View, _ width: CGFloat?, _ height: CGFloat?) -> LayoutSnapshot {
  LayoutSnapshot(view, proposal: ProposedViewSize(width: width, height: height))
}

@Suite("Gallery")
struct GalleryTests {
  @Test func flowLayoutWrapsAtTheWidth() {
    let s = layout(FlowLayout(spacing: 10) { ForEach(0..<5) { i in box("tag\(i)", 40, 20) } }, 150, nil)
    #expect(s.size == CGSize(width: 140, height: 50))
    #expect(s.frame(of: "tag2") == CGRect(x: 100, y: 0, width: 40, height: 20))
    #expect(s.frame(of: "tag3") == CGRect(x: 0, y: 30, width: 40, height: 20))
  }

  /// SwiftUI hands a layout bounds with a non-zero origin; a faithful layout uses them.
  @Test func flowLayoutHonoursANonZeroBoundsOrigin() {
    let s = layout(
      VStack(spacing: 0) {
        box("top", 10, 30); FlowLayout { box("a", 10, 10) }
      }, nil, nil)
    #expect(s.frame(of: "a") == CGRect(x: 0, y: 30, width: 10, height: 10))
  }

  /// Found by `scenesim stress tags` (the withinParents property): centered at a fractional x,
  /// the seeds' layout wrapped its last tag onto a line its measured size did not have. Every tag
  /// of one measured line stays on it, at any origin.
  @Test(arguments: [0, 0.333_333, 274.666_666_7, 1e6 + 0.1])
  func flowLayoutPlacesTheLinesItMeasured(origin: CGFloat) throws {
    let tags = FlowLayout(spacing: 8) {
      ForEach(0..<7) { i in box("tag\(i)", [38.333, 61.667, 55, 52.333, 61, 94.667, 87.667][i], 28.333) }
    }
    let s = layout(
      HStack(spacing: 0) {
        Color.clear.frame(width: origin); tags
      }, nil, nil)
    let line = try #require(s.nodes.first { $0.kind.hasPrefix("FlowLayout") })
    for i in 0..<7 {
      let frame = s.frame(of: "tag\(i)")
      #expect(frame?.minY == line.frame.minY, "tag\(i) at \(String(describing: frame))")
      #expect((frame?.maxX ?? .infinity) <= line.frame.maxX + 0.001)
    }
  }

  @Test func toolbarPicksTheArrangementThatFits() {
    #expect(layout(AdaptiveToolbar(), 390, 100).chosenCandidate(of: "toolbar") == 0)
    #expect(layout(AdaptiveToolbar(), 200, 100).chosenCandidate(of: "toolbar") == 1)
    #expect(layout(AdaptiveToolbar(), 100, 200).chosenCandidate(of: "toolbar") == 2)
  }

  @Test func tagCloudWrapsWhenNarrow() {
    let wide = layout(TagCloud(), 2000, nil)
    let narrow = layout(TagCloud(), 300, nil)
    #expect(narrow.size.height > wide.size.height)
    #expect(narrow.nodes.allSatisfy { $0.frame.maxX <= 300 })
  }

  @Test func sidebarKeepsItsWidthAndDetailTakesTheRest() {
    let s = layout(SidebarDetail(), 1024, 768)
    #expect(s.frame(of: "sidebar")!.width == 240)
    #expect(s.frame(of: "detail")!.minX == 241)
    #expect(abs(s.frame(of: "detail")!.width - (1024 - 241)) < 0.001)
  }

  @Test func profileFormAlignsLabelsTrailing() {
    let s = layout(ProfileForm(), 390, nil)
    let labels = s.nodes.filter {
      ["Text \"Name\"", "Text \"Born\"", "Text \"Known for\""].contains($0.kind)
    }
    #expect(labels.count == 3)
    #expect(Set(labels.map { ($0.frame.maxX * 1000).rounded() }).count == 1)
  }
}
