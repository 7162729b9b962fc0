import Foundation
import LayoutEngine
import Testing

@testable import SceneRuntime

/// iPadOS 26's window controls in the simulator: a window that does not fill an iPad's screen
/// has them at its top-leading corner (`Device.windowControls`, SceneSim's size: Apple gives
/// none); a full-screen window and a Mac's have none (Apple, `containerCornerInsets`: zero
/// "when the window fills the entire screen without displaying window controls").
@Suite struct WindowControlsTests {
  static func corner(_ device: Device, frame: CGRect?) async -> CGSize? {
    let simulator = Simulator(device: device)
    let window = await simulator.open(frame: frame) {
      AnyView(
        GeometryReader { geometry in
          let corner = geometry.containerCornerInsets.topLeading
          Color.red.frame(width: corner.width, height: corner.height).id("read")
        })
    }
    return await simulator.snapshot(of: window)?.frame(of: "read")?.size
  }

  @Test func aWindowSmallerThanAnIPadsScreenHasWindowControls() async {
    let windowed = await Self.corner(.iPadPro11, frame: CGRect(x: 100, y: 100, width: 700, height: 600))
    #expect(windowed == Device.iPadWindowControls)
    #expect(Device.iPadPro11.windowControls == CGSize(width: 76, height: 44))
  }

  @Test func aFullScreenWindowAndAMacsHaveNone() async {
    #expect(await Self.corner(.iPadPro11, frame: nil) == .zero)
    #expect(await Self.corner(.mac, frame: CGRect(x: 100, y: 100, width: 700, height: 600)) == .zero)
  }

  @Test func windowControlsOfYourOwnMeasure() async {
    var device = Device.iPadPro11
    device.windowControls = CGSize(width: 90, height: 50)
    #expect(
      await Self.corner(device, frame: CGRect(x: 0, y: 0, width: 700, height: 600))
        == CGSize(width: 90, height: 50))
  }
}
