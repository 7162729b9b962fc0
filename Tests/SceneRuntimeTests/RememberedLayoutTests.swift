import Foundation
import LayoutEngine
import Testing

@testable import SceneRuntime

/// A window remembers the first layout at each size for its revert checks; a long live resize
/// passes through a size per frame, so what it remembers is bounded in layouts and in frames
/// (SceneSim's own limits, `WindowActor.maximumRememberedLayouts` and `maximumRememberedFrames`).
@Suite struct RememberedLayoutTests {
  @Test func aLiveResizeRemembersBoundedFrames() async throws {
    let simulator = Simulator(device: .iPadPro11)
    // About 3,200 views: the 360 frames' sizes do not all fit in the frame budget.
    let window = await simulator.open(frame: CGRect(x: 0, y: 0, width: 1000, height: 700)) {
      AnyView(
        VStack {
          ForEach(0..<800, id: \.self) { index in
            HStack {
              Text("Row \(index)"); Spacer()
            }.padding(1)
          }
        })
    }
    try await simulator.scheduleLiveResize(
      window, from: CGSize(width: 1000, height: 700), to: CGSize(width: 400, height: 700),
      overMilliseconds: 6_000)
    await simulator.run()
    let remembered = try #require(await simulator.remembered(in: window))
    #expect(remembered.frames <= WindowActor.maximumRememberedFrames)
    #expect(remembered.layouts > 1 && remembered.layouts < 360, "\(remembered)")
  }
}
