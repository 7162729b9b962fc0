import Foundation
import LayoutEngine
import Testing

@testable import SceneRuntime

/// `@SceneStorage` outlives the scene's windows, as state restoration restores it (Apple,
/// "SceneStorage": "the system manages the saving and restoring of SceneStorage on your
/// behalf"); `@AppStorage` is the app's, in every window.
@Suite struct SceneStorageTests {
  struct CounterApp: App {
    var body: some Scene {
      WindowGroup { Counter() }
    }
  }

  struct Counter: View {
    @SceneStorage("visits") private var visits = 0
    @AppStorage("launches") private var launches = 0
    var body: some View {
      Text("\(visits) \(launches)").id("visits \(visits)").onAppear {
        visits += 1
        launches += 1
      }
    }
  }

  @Test func aScenesStorageSurvivesItsWindowClosedAndReopened() async throws {
    let simulator = Simulator(CounterApp.self, device: .iPadPro11)
    await simulator.launch()
    let first = try #require(await simulator.openWindows.first)
    #expect(await simulator.snapshot(of: first)?.frame(of: "visits 1") != nil)
    // A graph made to compare (the revert check's) writes to copies of the stores.
    #expect(await simulator.freshSnapshot(of: first)?.frame(of: "visits 2") != nil)
    try await simulator.schedule(.close(first))
    try await simulator.schedule(.openWindow(id: nil))
    await simulator.run()
    let second = try #require(await simulator.openWindows.last)
    #expect(second != first)
    #expect(await simulator.snapshot(of: second)?.frame(of: "visits 2") != nil)
  }
}

extension SceneStorageTests {
  /// Two windows of one scene have a scene store each (SwiftUI keeps one per scene instance).
  @Test func twoWindowsOfAScenesHaveTheirOwnStorage() async throws {
    let simulator = Simulator(CounterApp.self, device: .iPadPro11)
    await simulator.launch()
    try await simulator.schedule(.openWindow(id: nil))
    await simulator.run()
    let windows = await simulator.openWindows
    #expect(windows.count == 2)
    for window in windows { #expect(await simulator.snapshot(of: window)?.frame(of: "visits 1") != nil) }
  }
}
