import Foundation
import LayoutEngine
import Observation
import Testing

@testable import SceneRuntime

/// A user's action that changes the app's state starts a new epoch of revert checks: a layout
/// at a size is compared with the first one seen there with the same app state. The state is the
/// views' `@State` and the `@Observable` models they read (SceneSim's model of "should not
/// permanently alter its layout": what a user chose may change it; a resize alone may not).
@Suite struct RevertEpochTests {
  @Observable final class Shelf {
    var books = ["Dune"]
  }

  struct ShelfApp: App {
    let shelf = Shelf()
    var body: some Scene {
      WindowGroup { ShelfScreen(shelf: shelf) }
        .commands {
          CommandMenu("Shelf") {
            Button("Add Book") { shelf.books.append("Book \(shelf.books.count + 1)") }.keyboardShortcut("b")
          }
        }
    }
  }

  struct ShelfScreen: View {
    let shelf: Shelf
    @Environment(\.horizontalSizeClass) var sizeClass
    var body: some View {
      let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
      layout {
        ForEach(shelf.books, id: \.self) { Text($0).id($0) }
      }
    }
  }

  @Test func aCommandThatChangesAModelStartsANewEpoch() async throws {
    let simulator = Simulator(ShelfApp.self, device: .iPadPro11)
    await simulator.launch()
    let window = try #require(await simulator.keyWindow)
    let full = try #require(await simulator.frame(of: window)).size
    try await simulator.schedule(.resize(window, to: CGSize(width: 500, height: full.height)))
    try await simulator.schedule(.resize(window, to: full), afterMilliseconds: 10)
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("b"))), afterMilliseconds: 20)
    try await simulator.schedule(
      .resize(window, to: CGSize(width: 500, height: full.height)), afterMilliseconds: 30)
    try await simulator.schedule(.resize(window, to: full), afterMilliseconds: 40)
    await simulator.run()
    let timeline = await simulator.timeline
    #expect(
      timeline.contains {
        $0.kind == .revertChecksRestarted(reason: "shortcut ⌘B changed the window's state")
      })
    // Before and after the new book, each return to the full width comes back.
    #expect(await revertCheckResults(simulator) == [true, true])
  }
}
