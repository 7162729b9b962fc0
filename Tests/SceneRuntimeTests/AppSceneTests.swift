import Foundation
import LayoutEngine
import Reporting
import Testing

@testable import SceneRuntime

/// Apps and scenes: `WindowGroup` opens any number of windows, `.defaultSize` and
/// `.windowResizability` (Apple: `automatic` is `contentMinSize` for `WindowGroup` and `Window`;
/// `contentSize` sets the minimum and the maximum), placement at the center of the screen
/// (Apple, `defaultPosition(_:)`), and requests without an app refused with a reason.
@Suite struct AppSceneTests {
  struct NotesApp: App {
    var body: some Scene {
      WindowGroup("Notes") {
        Text("Note").frame(minWidth: 400, minHeight: 300)
      }
      .defaultSize(width: 800, height: 600)
    }
  }

  struct PanelApp: App {
    var body: some Scene {
      WindowGroup { Color.gray.frame(minWidth: 200, maxWidth: 500, minHeight: 100, maxHeight: 300) }
        .windowResizability(.contentSize)
    }
  }

  static func frames(_ simulator: Simulator) async -> [String] {
    await simulator.timeline.compactMap { event -> String? in
      switch event.kind {
      case .windowOpened(_, let frame, _): return "\(event.window!): \(GeometryFormat.rect(frame))"
      case .windowResized(_, let frame, _, _): return "\(event.window!): \(GeometryFormat.rect(frame))"
      default: return nil
      }
    }
  }

  @Test func windowGroupOpensNewWindowsAtTheDefaultSizeCentered() async throws {
    let simulator = Simulator(NotesApp.self, device: .iPadPro11)
    await simulator.launch()
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("n"))))
    // Smaller than the content's minimum (400 × 300, `contentMinSize` by default): clamped.
    try await simulator.schedule(.resize(WindowID(2), to: CGSize(width: 100, height: 100)))
    await simulator.run()
    // Apple, `defaultPosition(_:)`: "the system places the window at the center of the screen by
    // default … offsets each additional window by a small amount" (SceneSim: 20 points).
    #expect(
      await Self.frames(simulator) == [
        "window 1: (197, 117, 800×600)", "window 2: (217, 137, 800×600)", "window 2: (217, 137, 400×300)",
      ])
    #expect(await simulator.keyWindow == WindowID(2))
  }

  /// A phone's windows fill the screen: a default size, the content's size and a resize do not
  /// change that.
  @Test func aPhoneWindowFillsTheScreenWhateverTheDefaultSizeOrContent() async throws {
    for app in [
      Simulator(NotesApp.self, device: .iPhone13, orientation: .portrait),
      Simulator(PanelApp.self, device: .iPhone13, orientation: .portrait),
    ] {
      await app.launch()
      try await app.schedule(.resize(WindowID(1), to: CGSize(width: 195, height: 422)))
      await app.run()
      #expect(await Self.frames(app) == ["window 1: (0, 0, 390×844)", "window 1: (0, 0, 390×844)"])
    }
  }

  @Test func contentSizeLimitsBothWays() async throws {
    let simulator = Simulator(PanelApp.self, device: .mac)
    await simulator.launch()
    try await simulator.schedule(.resize(WindowID(1), to: CGSize(width: 1000, height: 1000)))
    try await simulator.schedule(.resize(WindowID(1), to: CGSize(width: 10, height: 10)))
    await simulator.run()
    // Without a default size the window would fill the screen; the content's maximum
    // (500 × 300) keeps it, about the screen's center, then every resize.
    #expect(
      await Self.frames(simulator) == [
        "window 1: (506, 341, 500×300)", "window 1: (506, 341, 500×300)", "window 1: (506, 341, 200×100)",
      ])
  }

  @Test func requestsThatNeedAnAppAreRefusedWithoutOne() async throws {
    let simulator = Simulator(device: .mac)
    try await simulator.schedule(.openWindow(id: nil))
    try await simulator.schedule(.command(.menu(["File", "Close"])))
    await simulator.run()
    #expect(
      timelineLines(await simulator.timeline) == [
        "0.000s  app       refused open window of the first scene: the simulator has no app (make it with "
          + "Simulator(MyApp.self, device:))",
        "0.000s  app       refused menu File > Close: the simulator has no app, so no menu bar",
      ])
  }

  @Test func commandGroupsGoBeforeAfterOrInsteadOfAStandardGroup() async {
    struct Placed: App {
      var body: some Scene {
        WindowGroup { Text("x") }
          .commands {
            CommandGroup(before: .undoRedo) { Button("Before") {} }
            CommandGroup(after: .undoRedo) { Button("After") {} }
            CommandGroup(replacing: .pasteboard) {}
            CommandGroup(replacing: .appTermination) { Button("Leave") {}.keyboardShortcut("q") }
          }
      }
    }
    let simulator = Simulator(Placed.self, device: .mac)
    let menus = await simulator.menuBar()
    #expect(menus.contains("Edit\n  Before\n  Undo  ⌘Z\n  Redo  ⇧⌘Z\n  After\nView"))
    #expect(menus.contains("  Leave  ⌘Q\nFile"))
    #expect(!menus.contains("Paste"))
  }
}

/// A `Settings` scene: not opened at launch; App > Settings… (⌘,) opens it once, sized to its
/// content, and choosing it again brings it forward.
@Suite struct SettingsSceneTests {
  struct PreferencesApp: App {
    var body: some Scene {
      WindowGroup { Color.blue }
      Settings { Color.gray.frame(width: 400, height: 300).id("settings") }
    }
  }

  /// Without a `Settings` scene the item is there, disabled: declaring one "causes SwiftUI to
  /// enable the app's Settings menu item" (Apple, `Settings`). Its window's `automatic`
  /// resizability is `contentSize` (Apple, `WindowResizability`: "Settings windows use the
  /// contentSize strategy, while all others use contentMinSize"), asked for explicitly or not.
  @Test func theSettingsItemIsEnabledByTheSceneAndAutomaticMeansContentSize() async throws {
    let plain = Simulator(PlainApp.self, device: .mac)
    await plain.launch()
    #expect(await plain.menuBar().contains("  Settings…  ⌘,  (disabled)\n"))
    struct Automatic: App {
      var body: some Scene {
        WindowGroup { Color.blue }
        Settings { Color.gray.frame(width: 400, height: 300) }.windowResizability(.automatic)
      }
    }
    let simulator = Simulator(Automatic.self, device: .mac)
    await simulator.launch()
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut(","))))
    await simulator.run()
    #expect(await simulator.frame(of: WindowID(2))?.size == CGSize(width: 400, height: 300))
    try await simulator.schedule(.resize(WindowID(2), to: CGSize(width: 900, height: 900)))
    await simulator.run()
    #expect(await simulator.frame(of: WindowID(2))?.size == CGSize(width: 400, height: 300))
  }

  @Test func theSettingsMenuItemOpensOneWindowSizedToItsContent() async throws {
    let simulator = Simulator(PreferencesApp.self, device: .mac)
    await simulator.launch()
    #expect(await simulator.openWindows.count == 1)
    #expect(await simulator.menuBar().contains("Settings…  ⌘,"))
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut(","))))
    await simulator.run()
    let settings = try #require(await simulator.keyWindow)
    #expect(settings == WindowID(2))
    #expect(await simulator.frame(of: settings)?.size == CGSize(width: 400, height: 300))
    try await simulator.schedule(.activate(WindowID(1)))
    try await simulator.schedule(.command(.menu(["PreferencesApp", "Settings…"])))
    await simulator.run()
    #expect(await simulator.openWindows == [WindowID(1), WindowID(2)])
    #expect(await simulator.keyWindow == WindowID(2))
  }
}

/// `@Environment(\.openWindow)`, in a window's views and in the app's commands: the simulator
/// opens the scene after the request that asked, and a view that opens windows without end is
/// stopped at `Simulator.Limits.maximumOpenWindows`.
@Suite struct OpenWindowTests {
  struct LogCommands: Commands {
    @Environment(\.openWindow) var openWindow
    var body: some Commands {
      CommandMenu("Debug") { Button("Show Log") { openWindow(id: "log") } }
    }
  }

  struct ShowLogButton: View {
    @Environment(\.openWindow) var openWindow
    var body: some View { Button("Log") { openWindow(id: "log") }.keyboardShortcut("l") }
  }

  struct LogApp: App {
    var body: some Scene {
      WindowGroup { ShowLogButton() }.commands { LogCommands() }
      Window("Log", id: "log") { Color.gray }
    }
  }

  @Test func aButtonAndACommandOpenTheScene() async throws {
    let simulator = Simulator(LogApp.self, device: .mac)
    await simulator.launch()
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("l"))))
    await simulator.run()
    #expect(await simulator.openWindows == [WindowID(1), WindowID(2)])
    #expect(await simulator.keyWindow == WindowID(2))
    // The Log window is a `Window`: the menu brings it forward rather than opening another.
    try await simulator.schedule(.activate(WindowID(1)))
    try await simulator.schedule(.command(.menu(["Debug", "Show Log"])))
    await simulator.run()
    #expect(await simulator.openWindows == [WindowID(1), WindowID(2)])
    #expect(await simulator.keyWindow == WindowID(2))
  }

  /// Apple lists `Window` as macOS 13.0 and later (and `Settings` as macOS 11.0 and later): off a
  /// Mac the scene does not open, with a reason, and the Window menu does not offer it.
  @Test func aWindowSceneOpensOnAMacOnly() async throws {
    let simulator = Simulator(LogApp.self, device: .iPadPro11)
    await simulator.launch()
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("l"))))
    await simulator.run()
    #expect(await simulator.openWindows == [WindowID(1)])
    let refusals = await refusalReasons(simulator)
    #expect(refusals.contains { $0.hasPrefix("a Window scene opens on a Mac only") }, "\(refusals)")
    #expect(refusals.contains { $0.contains("(Apple: macOS 13.0 and later)") }, "\(refusals)")
    #expect(!(await simulator.menuBar().contains("  Log\n")))
  }

  /// Each Mac-only scene names its own first macOS (Apple's pages: `Window` "macOS 13.0+",
  /// `Settings` "macOS 11.0+").
  @Test func eachMacOnlySceneNamesItsOwnMacOS() {
    #expect(SceneDeclaration.Kind.window.macOSAvailability == "13.0")
    #expect(SceneDeclaration.Kind.settings.macOSAvailability == "11.0")
    #expect(SceneDeclaration.Kind.windowGroup.macOSAvailability == nil)
    // One rule opens them: a `WindowGroup` everywhere, the others on a Mac only.
    for idiom in [Device.Idiom.phone, .pad, .mac] {
      #expect(SceneDeclaration.Kind.windowGroup.opens(on: idiom))
      #expect(SceneDeclaration.Kind.window.opens(on: idiom) == (idiom == .mac))
      #expect(SceneDeclaration.Kind.settings.opens(on: idiom) == (idiom == .mac))
    }
  }

  struct Opener: View {
    @Environment(\.openWindow) var openWindow
    var body: some View { Color.red.onAppear { openWindow(id: "more") } }
  }

  struct RunawayApp: App {
    var body: some Scene { WindowGroup(id: "more") { Opener() } }
  }

  @Test func windowsThatOpenWindowsStopAtTheLimit() async {
    let simulator = Simulator(RunawayApp.self, device: .mac)
    await simulator.launch()
    #expect(await simulator.openWindows.count == Simulator.Limits.maximumOpenWindows)
    let refusals = await refusalReasons(simulator).filter {
      $0.contains("Simulator.Limits.maximumOpenWindows")
    }
    #expect(refusals.count == 1)
  }
}

/// View > Hide Sidebar / Show Sidebar (⌃⌘S) hides the key window's sidebar and shows it again,
/// through the split view's binding or its own state. The sidebar group holds "Show/Hide
/// Sidebar" by default (Apple, `CommandGroupPlacement.sidebar`), so `SidebarCommands` adds no
/// second item; without a split view the item is disabled. The revert check starts again after
/// the user's choice, so a return to a size is compared with what the window showed after it.
@Suite struct SidebarCommandsTests {
  struct Split: View {
    let bound: Bool
    @State var visibility = NavigationSplitViewVisibility.automatic
    var body: some View {
      if bound {
        NavigationSplitView(columnVisibility: $visibility) {
          Color.red
        } detail: {
          Color.blue
        }
      } else {
        NavigationSplitView {
          Color.red
        } detail: {
          Color.blue
        }
      }
    }
  }
  struct BoundApp: App {
    var body: some Scene { WindowGroup { Split(bound: true) }.commands { SidebarCommands() } }
  }
  struct UnboundApp: App {
    var body: some Scene { WindowGroup { Split(bound: false) }.commands { SidebarCommands() } }
  }

  private func columns(_ simulator: Simulator) async -> [String] {
    await simulator.snapshot(of: WindowID(1))?.nodes.compactMap(\.columns).map(\.description) ?? []
  }

  @Test(arguments: [true, false]) func toggleSidebarHidesAndShowsIt(bound: Bool) async throws {
    let simulator = bound ? Simulator(BoundApp.self, device: .mac) : Simulator(UnboundApp.self, device: .mac)
    await simulator.launch()
    #expect(
      await simulator.menuBar().contains("View\n  Show Toolbar  ⌥⌘T\n  ────────\n  Hide Sidebar  ⌃⌘S\n"))
    #expect(await columns(simulator) == ["sidebar+detail"])
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("s", modifiers: [.command, .control]))))
    await simulator.run()
    #expect(await columns(simulator) == ["detail"])
    // Away and back: the sidebar stays hidden (the user's choice), and that is no failed revert.
    let size = try #require(await simulator.frame(of: WindowID(1))?.size)
    try await simulator.schedule(.resize(WindowID(1), to: CGSize(width: 900, height: 600)))
    try await simulator.schedule(.resize(WindowID(1), to: size))
    #expect(await simulator.menuBar().contains("  Show Sidebar  ⌃⌘S\n"))
    try await simulator.schedule(.command(.menu(["View", "Show Sidebar"])))
    await simulator.run()
    #expect(await columns(simulator) == ["sidebar+detail"])
    let checks = await revertCheckResults(simulator)
    #expect(!checks.isEmpty && !checks.contains(false), "revert checks: \(checks)")
  }

  struct ThreeColumns: View {
    var body: some View {
      NavigationSplitView {
        Color.red
      } content: {
        Color.green
      } detail: {
        Color.blue
      }
    }
  }
  struct ThreeColumnApp: App {
    var body: some Scene { WindowGroup { ThreeColumns() }.commands { SidebarCommands() } }
  }

  /// In a three-column split view, Hide Sidebar hides the sidebar alone, and Show Sidebar brings it
  /// back. Apple documents the visibility this gives (`NavigationSplitViewVisibility.doubleColumn`:
  /// "Show the content column and detail area of a three-column navigation split view"), not the
  /// menu item: that Hide Sidebar goes to it is SceneSim's model of the Mac's View menu.
  @Test func hidingTheSidebarOfThreeColumnsKeepsTheContentColumn() async throws {
    let simulator = Simulator(ThreeColumnApp.self, device: .mac)
    await simulator.launch()
    #expect(await columns(simulator) == ["sidebar+content+detail"])
    try await simulator.schedule(.command(.menu(["View", "Hide Sidebar"])))
    await simulator.run()
    #expect(await columns(simulator) == ["content+detail"])
    try await simulator.schedule(.command(.menu(["View", "Show Sidebar"])))
    await simulator.run()
    #expect(await columns(simulator) == ["sidebar+content+detail"])
  }

  struct SplitWithoutCommandsApp: App {
    var body: some Scene { WindowGroup { Split(bound: false) } }
  }

  /// Apple's `SidebarCommands` page calls these commands "optional"; its
  /// `CommandGroupPlacement.sidebar` page says the sidebar group includes Show/Hide Sidebar "by
  /// default". SceneSim follows the second: without `SidebarCommands` the item is there too, the
  /// same item.
  @Test func theSidebarItemIsThereWithoutSidebarCommands() async throws {
    let plain = Simulator(SplitWithoutCommandsApp.self, device: .mac)
    await plain.launch()
    let asked = Simulator(UnboundApp.self, device: .mac)
    await asked.launch()
    for menuBar in [await plain.menuBar(), await asked.menuBar()] {
      #expect(menuBar.components(separatedBy: "Hide Sidebar  ⌃⌘S\n").count == 2, "\(menuBar)")
    }
  }

  @Test func withoutASplitViewTheItemIsDisabled() async throws {
    let simulator = Simulator(PlainApp.self, device: .mac)
    await simulator.launch()
    #expect(await simulator.menuBar().contains("  Show Sidebar  ⌃⌘S  (disabled)\n"))
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("s", modifiers: [.command, .control]))))
    await simulator.run()
    #expect(await refusalReasons(simulator) == ["⌃⌘S is menu View > Show Sidebar, which is disabled"])
  }
}

/// `Menu` in a command's content is a submenu: printed under its title, chosen by a longer path
/// (`Items > Sort By > Name`), its items' shortcuts found where it sits; a path that ends at the
/// submenu is refused with its items.
@Suite struct SubmenuTests {
  final class Log: @unchecked Sendable { var sorted: [String] = [] }
  static let log = Log()

  struct SortApp: App {
    var body: some Scene {
      WindowGroup { Color.blue }
        .commands {
          CommandMenu("Items") {
            Menu("Sort By") {
              Button("Date") { SubmenuTests.log.sorted.append("date") }
              Divider()
              Button("Name") { SubmenuTests.log.sorted.append("name") }.keyboardShortcut(
                "1", modifiers: [.command, .option])
            }
            Button("Refresh") {}
          }
        }
    }
  }

  @Test func aSubmenuIsPrintedChosenAndPressed() async throws {
    Self.log.sorted = []
    let simulator = Simulator(SortApp.self, device: .mac)
    await simulator.launch()
    #expect(
      await simulator.menuBar().contains(
        "Items\n  Sort By  ▸\n    Date\n    ────────\n    Name  ⌥⌘1\n  Refresh\n"))
    try await simulator.schedule(.command(.menu(["Items", "Sort By", "Date"])))
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("1", modifiers: [.command, .option]))))
    try await simulator.schedule(.command(.menu(["Items", "Sort By"])))
    await simulator.run()
    #expect(Self.log.sorted == ["date", "name"])
    let lines = await simulator.timeline.filter {
      switch $0.kind {
      case .commandPerformed, .refused: return true
      default: return false
      }
    }.map { EventText(style: TerminalStyle(color: false)).text($0.kind) }
    #expect(
      lines == [
        "menu Items > Sort By > Date: performed menu Items > Sort By > Date",
        "shortcut ⌥⌘1: performed menu Items > Sort By > Name (⌥⌘1)",
        "refused menu Items > Sort By: 'Items > Sort By' is a submenu (choose one of its items: Date, Name)",
      ])
  }

  struct DisabledApp: App {
    var body: some Scene {
      WindowGroup {
        Button("Archive") {}.keyboardShortcut("j").disabled(true)
      }
      .commands {
        CommandMenu("Items") {
          Menu("Sort By") {
            Menu("Order") {
              Button("Newest") {}.keyboardShortcut("2", modifiers: [.command, .option]).disabled(true)
            }
          }
        }
      }
    }
  }

  /// A key press that finds only disabled items names the first: a control in the window by its
  /// kind and title, an item in submenus by its whole path. SceneSim's model (Apple does not say
  /// what a disabled match does; `CommandRouting`), kept in what the refusal says.
  @Test func aDisabledMatchIsNamedByItsKindOrItsWholePath() async throws {
    let simulator = Simulator(DisabledApp.self, device: .mac)
    await simulator.launch()
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("j"))))
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("2", modifiers: [.command, .option]))))
    await simulator.run()
    #expect(
      await refusalReasons(simulator) == [
        "⌘J is button 'Archive', which is disabled",
        "⌥⌘2 is menu Items > Sort By > Order > Newest, which is disabled",
      ])
  }
}

/// An app of one window of a color.
struct PlainApp: App {
  var body: some Scene { WindowGroup { Color.blue } }
}

/// Whether each revert check passed, in the timeline's order.
func revertCheckResults(_ simulator: Simulator) async -> [Bool] {
  await simulator.timeline.compactMap { event -> Bool? in
    if case .revertCheck(let check) = event.kind { return check.passed }
    return nil
  }
}

/// The reasons of the requests the simulator refused, in the timeline's order.
func refusalReasons(_ simulator: Simulator) async -> [String] {
  await simulator.timeline.compactMap { event -> String? in
    if case .refused(_, let reason) = event.kind { return reason }
    return nil
  }
}

/// The timeline as the terminal shows it, without color.
func timelineLines(_ timeline: [TimelineEvent]) -> [String] {
  TimelineText(style: TerminalStyle(color: false)).lines(timeline)
}
