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

  /// A launched simulator of `app` on an iPad whose window is made 500 points wide and whole
  /// again, with `between` scheduled after that and the same resize once more after it.
  static func narrowAndBack<A: App>(
    _ app: A.Type, twiceAround between: Simulator.Request? = nil
  ) async throws -> Simulator {
    let simulator = Simulator(A.self, device: .iPadPro11)
    await simulator.launch()
    let window = try #require(await simulator.keyWindow)
    let full = try #require(await simulator.frame(of: window)).size
    var requests: [Simulator.Request] = [
      .resize(window, to: CGSize(width: 500, height: full.height)), .resize(window, to: full),
    ]
    if let between { requests += [between] + requests }
    for (index, request) in requests.enumerated() {
      try await simulator.schedule(request, afterMilliseconds: Int64(index) * 10)
    }
    await simulator.run()
    return simulator
  }

  @Test func aCommandThatChangesAModelStartsANewEpoch() async throws {
    let simulator = try await Self.narrowAndBack(
      ShelfApp.self, twiceAround: .command(.shortcut(KeyboardShortcut("b"))))
    let timeline = await simulator.timeline
    #expect(
      timeline.contains {
        $0.kind == .revertChecksRestarted(reason: "shortcut ⌘B changed the window's state")
      })
    // Before and after the new book, each return to the full width comes back.
    #expect(await revertCheckResults(simulator) == [true, true])
  }

  @Observable final class Layout {
    var wasNarrow = false
  }

  /// The anti-pattern through a model: a view writes the size class into the app's model and the
  /// layout follows the model, so it does not come back. The failed check names the model's
  /// property that stuck.
  struct NarrowMemoryApp: App {
    let layout = Layout()
    var body: some Scene { WindowGroup { NarrowMemoryScreen(layout: layout) } }
  }

  struct NarrowMemoryScreen: View {
    let layout: Layout
    @Environment(\.horizontalSizeClass) var sizeClass
    var body: some View {
      let stack = layout.wasNarrow ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
      stack {
        Color.red.frame(minWidth: 10, minHeight: 10).id("a")
        Color.blue.frame(minWidth: 10, minHeight: 10).id("b")
      }
      .onChange(of: sizeClass, initial: true) { if sizeClass == .compact { layout.wasNarrow = true } }
    }
  }

  @Test func aModelPropertyThatStuckIsNamed() async throws {
    let simulator = try await Self.narrowAndBack(NarrowMemoryApp.self)
    let failed = await simulator.timeline.compactMap { event -> RevertCheck? in
      if case .revertCheck(let check) = event.kind, !check.passed { return check } else { return nil }
    }
    #expect(failed.count == 1)
    #expect(
      failed.first?.stuckState == [
        StateChange(view: "Layout", property: "wasNarrow", old: "false", new: "true")
      ])
  }
}
