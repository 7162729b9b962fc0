import Foundation
import LayoutEngine
import Testing

@testable import SceneRuntime

/// Menus follow state: a command's title, `.disabled(...)` and a toggle's check mark are read
/// again from the key window's focused values whenever the menu bar is used or shown, as SwiftUI
/// updates its commands when what they read changes (Apple, `FocusedValue`: "the value updates as
/// focus changes"; `Commands`: command content is evaluated with the focused scene's values).
@Suite struct MenuStateTests {
  struct Favorite: FocusedValueKey { typealias Value = Binding<Bool> }
  struct Selection: FocusedValueKey { typealias Value = Binding<Int?> }

  struct RecipeCommands: Commands {
    @FocusedBinding(\.favoriteRecipe) var isFavorite
    @FocusedValue(\.selectedRecipe) var selection
    var body: some Commands {
      CommandMenu("Recipe") {
        Button(isFavorite == true ? "Unfavorite" : "Favorite") { isFavorite?.toggle() }
          .keyboardShortcut("d")
          .disabled(isFavorite == nil)
        Button("Clear Selection") { selection?.wrappedValue = nil }
        Button("Delete") {}.disabled(selection?.wrappedValue == nil)
        Divider()
        Toggle("Favorite Only", isOn: isFavorite.map { _ in $isFavorite.orFalse } ?? .constant(false))
      }
    }
  }

  struct RecipeScreen: View {
    @State var isFavorite = false
    @State var selection: Int? = 3
    var body: some View {
      VStack {
        Image(systemName: isFavorite ? "heart.fill" : "heart").id("heart")
        Text(selection.map { "Recipe \($0)" } ?? "No Selection").id("detail")
      }
      .focusedSceneValue(\.favoriteRecipe, $isFavorite)
      .focusedSceneValue(\.selectedRecipe, $selection)
    }
  }

  struct RecipeApp: App {
    var body: some Scene { WindowGroup { RecipeScreen() }.commands { RecipeCommands() } }
  }

  func launched() async -> Simulator {
    let simulator = Simulator(RecipeApp.self, device: .mac)
    await simulator.launch()
    return simulator
  }

  func choose(_ path: String..., in simulator: Simulator) async throws {
    try await simulator.schedule(.command(.menu(path)))
    await simulator.run()
  }

  @Test func aTitleFollowsTheStateItsCommandChanged() async throws {
    let simulator = await launched()
    #expect(try await simulator.isMenuItemEnabled(["Recipe", "Favorite"]).get())
    try await choose("Recipe", "Favorite", in: simulator)
    // The window shows the filled heart, and the menu names what the item does now.
    let snapshot = try #require(await simulator.snapshot(of: WindowID(1)))
    #expect(snapshot.nodes.contains { $0.id == AnyHashable("heart") && $0.kind.contains("heart.fill") })
    #expect(try await simulator.isMenuItemEnabled(["Recipe", "Unfavorite"]).get())
    #expect((try? await simulator.isMenuItemEnabled(["Recipe", "Favorite"]).get()) == nil)
    try await choose("Recipe", "Unfavorite", in: simulator)
    #expect(try await simulator.isMenuItemEnabled(["Recipe", "Favorite"]).get())
  }

  @Test func anItemIsDisabledOnceWhatItNeedsIsGone() async throws {
    let simulator = await launched()
    #expect(try await simulator.isMenuItemEnabled(["Recipe", "Delete"]).get())
    try await choose("Recipe", "Clear Selection", in: simulator)
    #expect(try await !simulator.isMenuItemEnabled(["Recipe", "Delete"]).get())
    // A disabled item refuses its command, as a real menu does.
    try await simulator.schedule(.command(.menu(["Recipe", "Delete"])))
    await simulator.run()
    #expect(
      await simulator.timeline.contains {
        if case .refused(_, let reason) = $0.kind { return reason.contains("disabled") }
        return false
      })
  }

  @Test func aShortcutReachesTheItemByItsTitleNow() async throws {
    let simulator = await launched()
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("d"))))
    await simulator.run()
    #expect(try await simulator.isMenuItemEnabled(["Recipe", "Unfavorite"]).get())
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("d"))))
    await simulator.run()
    #expect(try await simulator.isMenuItemEnabled(["Recipe", "Favorite"]).get())
  }

  @Test func thePrintedMenuBarFollowsEveryStep() async throws {
    let simulator = await launched()
    func recipeMenu() async -> [String] {
      let lines = await simulator.menuBar().split(separator: "\n").map(String.init)
      guard let start = lines.firstIndex(of: "Recipe") else { return [] }
      return Array(lines[(start + 1)...].prefix { $0.hasPrefix("  ") })
    }
    #expect(
      await recipeMenu() == [
        "  Favorite  ⌘D", "  Clear Selection", "  Delete", "  ────────", "    Favorite Only",
      ])
    try await choose("Recipe", "Favorite", in: simulator)
    try await choose("Recipe", "Clear Selection", in: simulator)
    #expect(
      await recipeMenu() == [
        "  Unfavorite  ⌘D", "  Clear Selection", "  Delete  (disabled)", "  ────────", "  ✓ Favorite Only",
      ])
  }
}

extension FocusedValues {
  fileprivate var favoriteRecipe: Binding<Bool>? {
    get { self[MenuStateTests.Favorite.self] }
    set { self[MenuStateTests.Favorite.self] = newValue }
  }
  fileprivate var selectedRecipe: Binding<Int?>? {
    get { self[MenuStateTests.Selection.self] }
    set { self[MenuStateTests.Selection.self] = newValue }
  }
}

extension Binding where Value == Bool? {
  /// The optional flag as a flag, nil read as false.
  fileprivate var orFalse: Binding<Bool> {
    Binding<Bool>(get: { wrappedValue ?? false }, set: { wrappedValue = $0 })
  }
}
