import Foundation
import LayoutEngine
import Testing

@testable import SceneRuntime

/// The README's scene-runtime example, checked: the values it shows are the values SceneSim gives.
@Suite("README: the scene runtime")
struct ReadmeRuntimeTests {
  @Test func devicesPhasesKeyWindowAndResizing() throws {
    let pad = Device.iPadPro11
    let width = try #require(pad.splitViewWidth(.oneHalf, .landscape))
    #expect(width == 592)
    #expect(
      pad.sizeClasses(window: CGSize(width: width, height: 834), .landscape)
        == SizeClassPair(.compact, .regular))
    #expect(
      Device.iPhone13ProMax.sizeClasses(window: CGSize(width: 926, height: 428), .landscape)
        == SizeClassPair(.regular, .compact))
    #expect("\(pad.sizeClasses(window: CGSize(width: width, height: 834), .landscape))" == "compact×regular")

    var scene = ScenePhase.Machine()
    #expect(
      scene.connect(to: .active)
        == .transition([.init(from: nil, to: .inactive), .init(from: .inactive, to: .active)]))
    #expect(
      scene.request(.background)
        == .transition([.init(from: .active, to: .inactive), .init(from: .inactive, to: .background)]))
    #expect(ScenePhase.Machine.Step(from: nil, to: .inactive).description == "nil → inactive")

    var focus = KeyWindow.Machine()
    _ = focus.open(WindowID(1))
    _ = focus.open(WindowID(2))
    #expect(focus.close(WindowID(2)) == .keyChanged(from: WindowID(2), to: WindowID(1)))

    let resize = try WindowResize(
      from: CGRect(x: 100, y: 100, width: 800, height: 600), to: CGSize(width: 400, height: 300),
      anchor: .bottomTrailing, limits: WindowSizeLimits(minimum: CGSize(width: 320, height: 240)),
      screen: CGRect(x: 0, y: 0, width: 1194, height: 834))
    #expect(resize.applied == CGRect(x: 500, y: 400, width: 400, height: 300))
  }
}
