import Foundation
import LayoutEngine
import Testing

@testable import SceneRuntime

/// Resizing keeps the resize anchor fixed on screen (Apple, `windowResizeAnchor(_:)`: "The window
/// point fixed under programmatic size changes"; "a system defined value when nil", which
/// SceneSim takes to be top-leading), clamps to the window's limits and to the screen, and keeps
/// the window on the screen.
@Suite("Window resizing")
struct WindowResizeTests {
  static let screen = CGRect(x: 0, y: 0, width: 1366, height: 1024)
  static let window = CGRect(x: 100, y: 100, width: 800, height: 600)
  static let anchors: [(String, UnitPoint)] = [
    ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing), ("leading", .leading),
    ("center", .center), ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom),
    ("bottomTrailing", .bottomTrailing),
  ]

  /// Shrinking from 800 × 600 to 400 × 300 from each of the nine anchors: the anchor's point
  /// stays, so the origin moves by the anchor's share of the change.
  @Test(arguments: 0..<anchors.count)
  func theAnchorStaysFixed(_ index: Int) throws {
    let (name, anchor) = WindowResizeTests.anchors[index]
    let resize = try WindowResize(
      from: WindowResizeTests.window, to: CGSize(width: 400, height: 300), anchor: anchor,
      limits: WindowSizeLimits(), screen: WindowResizeTests.screen)
    let expected = CGRect(x: 100 + anchor.x * 400, y: 100 + anchor.y * 300, width: 400, height: 300)
    #expect(resize.applied == expected, "\(name)")
    #expect(resize.requested == expected, "\(name)")
    #expect(resize.limits.isEmpty, "\(name)")
    // Said with edges rather than arithmetic: the edges (or middles) the anchor names stay where
    // they were, e.g. top and leading for topLeading, both middles for center.
    let old = WindowResizeTests.window
    let new = resize.applied
    let column = Int(anchor.x * 2)
    let row = Int(anchor.y * 2)
    #expect([old.minX, old.midX, old.maxX][column] == [new.minX, new.midX, new.maxX][column], "\(name)")
    #expect([old.minY, old.midY, old.maxY][row] == [new.minY, new.midY, new.maxY][row], "\(name)")
  }

  @Test func sizesAreClampedToTheLimitsThenTheScreen() throws {
    let limits = WindowSizeLimits(
      minimum: CGSize(width: 500, height: 400), maximum: CGSize(width: 1000, height: 800))
    let small = try WindowResize(
      from: WindowResizeTests.window, to: CGSize(width: 300, height: 300), limits: limits,
      screen: WindowResizeTests.screen)
    #expect(small.requested.size == CGSize(width: 300, height: 300))
    #expect(small.applied == CGRect(x: 100, y: 100, width: 500, height: 400))
    #expect(small.limits == [.minimumSize])
    let large = try WindowResize(
      from: WindowResizeTests.window, to: CGSize(width: 3000, height: 700), limits: limits,
      screen: WindowResizeTests.screen)
    #expect(large.applied.size == CGSize(width: 1000, height: 700))
    // Its trailing edge, at 1100, is on the screen: it stays where the anchor keeps it.
    #expect(large.applied.origin == CGPoint(x: 100, y: 100))
    #expect(large.limits == [.maximumSize])
    let unlimited = try WindowResize(
      from: WindowResizeTests.window, to: CGSize(width: 3000, height: 700), limits: WindowSizeLimits(),
      screen: WindowResizeTests.screen)
    #expect(unlimited.applied == CGRect(x: 0, y: 100, width: 1366, height: 700))
    #expect(unlimited.limits == [.screen])
  }

  /// Growing from the top-leading anchor past the screen's edge moves the window back on screen.
  @Test func theWindowStaysOnTheScreen() throws {
    let resize = try WindowResize(
      from: CGRect(x: 900, y: 100, width: 400, height: 300), to: CGSize(width: 600, height: 300),
      limits: WindowSizeLimits(), screen: WindowResizeTests.screen)
    #expect(resize.requested == CGRect(x: 900, y: 100, width: 600, height: 300))
    #expect(resize.applied == CGRect(x: 766, y: 100, width: 600, height: 300))
    #expect(resize.limits == [.screen])
  }

  @Test func impossibleSizesAreRefused() {
    for size in [
      CGSize(width: -1, height: 10), CGSize(width: CGFloat.nan, height: 10),
      CGSize(width: 10, height: CGFloat.infinity),
    ] {
      #expect(throws: WindowResize.InvalidSize.self) {
        try WindowResize(
          from: WindowResizeTests.window, to: size, limits: WindowSizeLimits(),
          screen: WindowResizeTests.screen)
      }
    }
    #expect(
      WindowResize.InvalidSize(size: CGSize(width: -1, height: 2)).description
        == "invalid window size -1.0 × 2.0: sizes must be finite and not negative")
    // Limits that are not sizes count as none.
    let limits = WindowSizeLimits(
      minimum: CGSize(width: -5, height: CGFloat.nan), maximum: CGSize(width: CGFloat.infinity, height: 1))
    #expect(limits == WindowSizeLimits())
  }
}
