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

  /// A script runner keeps the events it follows; the simulator then keeps none of its own, so
  /// that a long live resize holds each frame's events once.
  @Test func aSimulatorWhoseEventsAreKeptElsewhereKeepsNoTimeline() async throws {
    final class Log: @unchecked Sendable {
      let lock = NSLock()
      var count = 0
      func add() { lock.withLock { count += 1 } }
    }
    let log = Log()
    let simulator = Simulator(device: .iPadPro11)
    await simulator.setEventHandler { _ in log.add() }
    await simulator.setKeepsTimeline(false)
    let window = await simulator.open(frame: CGRect(x: 0, y: 0, width: 1000, height: 700)) {
      AnyView(Color.blue)
    }
    try await simulator.scheduleLiveResize(
      window, from: CGSize(width: 1000, height: 700), to: CGSize(width: 600, height: 700),
      overMilliseconds: 1_000)
    await simulator.run()
    #expect(await simulator.timeline.isEmpty)
    #expect(log.lock.withLock { log.count } > 120, "every frame's events reach the handler")
  }

  /// The key a remembered layout is found by (`WindowActor.RevertKey`, hashed by SceneSim's own
  /// `StructureHash`): a table finds every key as keys compare (a width of -0 is a width of 0),
  /// and keys that differ in any one thing hash apart.
  @Test func rememberedLayoutsAreFoundByTheirKeys() {
    typealias Key = WindowActor.RevertKey
    var dark = SystemSettings()
    dark.colorScheme = .dark
    var large = SystemSettings()
    large.dynamicTypeSize = .accessibility2
    var rightToLeft = SystemSettings()
    rightToLeft.layoutDirection = .rightToLeft
    var keys: [Key] = []
    for width: CGFloat in [0, 320, 320.5, 834, 1194] {
      for height: CGFloat in [0, 834, 1024] {
        for settings in [SystemSettings(), dark, large, rightToLeft] {
          for phase in [ScenePhase.active, .inactive, .background] {
            keys.append(
              Key(place: Key.Place(width: width, height: height, settings: settings), scenePhase: phase))
          }
        }
      }
    }
    let table = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    #expect(keys.enumerated().allSatisfy { table[$1] == $0 })
    let negativeZero = Key(
      place: Key.Place(width: -0.0, height: 834, settings: dark), scenePhase: .inactive)
    #expect(table[negativeZero] != nil, "-0 wide is 0 wide")
    let hashes = Set(keys.map { $0._rawHashValue(seed: 0) })
    #expect(hashes.count == keys.count, "\(keys.count) keys, \(hashes.count) hashes")
  }
}
