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

/// The menu bar follows the device: iPadOS 26's on an iPad, macOS's on a Mac.
@Suite struct DeviceMenuBarTests {
  /// The menus and items down to the app's commands (the Recipe menu), as printed.
  func menuBar(on device: Device) async -> [String] {
    let simulator = Simulator(MenuStateTests.RecipeApp.self, device: device)
    await simulator.launch()
    return await simulator.menuBar().split(separator: "\n").map(String.init)
  }

  /// Apple, HIG "The menu bar" (iPadOS): the app menu has "About, Services, and app
  /// visibility-related items not available", and Settings opens "your app's page in iPadOS
  /// Settings"; WWDC25 "What's new in UIKit": Close (⌘W) closes the window scene, and the Window
  /// menu lists the open scenes. Quit, Show/Hide Sidebar and no Minimize, Zoom or Bring All to
  /// Front are SceneSim's reading where Apple is silent (CommandGroupPlacement.swift says why).
  @Test func anIPadHasIPadOS26sMenuBar() async {
    let lines = await menuBar(on: .iPadPro11)
    #expect(
      Array(lines.prefix(14)) == [
        "RecipeApp", "  Settings…  ⌘,", "  ────────", "  Quit RecipeApp  ⌘Q",
        "File", "  New Window  ⌘N", "  ────────", "  Close  ⌘W",
        "Edit", "  Undo  ⌘Z", "  Redo  ⇧⌘Z", "  ────────", "  Cut  ⌘X", "  Copy  ⌘C",
      ])
    #expect(
      lines.contains("View") && lines[lines.firstIndex(of: "View")! + 1] == "  Show Sidebar  ⌃⌘S  (disabled)")
    #expect(Array(lines.suffix(4)) == ["Window", "  RecipeApp (window 1)", "Help", "  RecipeApp Help  ⌘?"])
    for absent in [
      "About", "Services", "Hide", "Show All", "Minimize", "Zoom", "Bring All to Front", "Full Screen",
    ] {
      #expect(!lines.contains { $0.contains(absent) }, "\(absent)")
    }
  }

  /// A command or a key press looks at the items it can reach, not at every open window: the
  /// Window menu's list is made only when that menu is looked at, so that `menu File > New
  /// Window` given N times is linear in N. Counted: the items a key press searches and those
  /// a File command's menu holds are the same with 10 or 1,000 windows open.
  @Test func aCommandDoesNotLookAtEveryOpenWindow() throws {
    func menuBar(windows: Int) -> MenuBar {
      let context = MenuBar.Context(
        appName: "App", scenes: [SceneSummary(kind: .windowGroup, title: "App")],
        windows: (1...windows).map { (id: WindowID($0), title: "App (window \($0))") },
        openWindow: OpenWindowAction { _ in }, idiom: .pad)
      return MenuBar(commands: [], focused: FocusedValues(), context: context)
    }
    let few = menuBar(windows: 10)
    let many = menuBar(windows: 1_000)
    let searched = { (bar: MenuBar) in bar.groupsForShortcuts.reduce(0) { $0 + $1.items.count } }
    #expect(searched(many) == searched(few))
    let file = { (bar: MenuBar) in bar.menus.first { $0.title == "File" }!.items.count }
    #expect(file(many) == file(few))
    // The Window menu still lists every window, in the order they opened.
    let window = try #require(many.menus.first { $0.title == "Window" })
    let titles = window.items.map(\.title)
    #expect(Array(titles.suffix(2)) == ["App (window 999)", "App (window 1000)"])
    #expect(try many.item(at: ["Window", "App (window 1000)"]).get().system == .activate(WindowID(1_000)))
  }

  /// A Mac keeps macOS's menu bar (Apple, `CommandGroupPlacement`'s groups).
  @Test func aMacHasMacOSsMenuBar() async {
    let lines = await menuBar(on: .mac)
    for present in [
      "  About RecipeApp", "  Services", "  Hide RecipeApp  ⌘H", "  Show All", "  Minimize  ⌘M",
      "  Bring All to Front", "  Show Toolbar  ⌥⌘T", "  Enter Full Screen  ⌃⌘F",
    ] {
      #expect(lines.contains(present), "\(present)")
    }
    // No `Settings` scene: the item is there, disabled (Apple, `Settings`).
    #expect(lines.contains("  Settings…  ⌘,  (disabled)"))
  }

  /// The Window menu follows windows as they open and close, in the order they opened.
  @Test func theWindowMenuListsTheOpenWindows() async throws {
    let simulator = await MenuStateTests().launched()
    try await MenuStateTests().choose("File", "New Window", in: simulator)
    try await MenuStateTests().choose("File", "New Window", in: simulator)
    try await simulator.schedule(.close(WindowID(2)))
    await simulator.run()
    let lines = await simulator.menuBar().split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains("(window") } == ["  RecipeApp (window 1)", "  RecipeApp (window 3)"])
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
