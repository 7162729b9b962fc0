import Foundation
import LayoutEngine
import Reporting
import SceneRuntime
import SceneSimGallery
import Testing

/// The mail app's menu bar and commands on a Mac: routing as Apple documents it for
/// `keyboardShortcut(_:modifiers:)` ("the system looks in the key window first … and then the
/// command groups … the first one found is used"), commands reading the key window's
/// `focusedSceneValue`, and `Window` scenes opened once.
@Suite struct MailAppTests {
  /// Carries out `inputs` one after the other on a launched mail app, and returns the timeline
  /// after launch, one description per event, without the relayouts and phase steps.
  static func run(_ requests: [Simulator.Request]) async throws -> (Simulator, [String]) {
    let simulator = Simulator(MailApp.self, device: .mac)
    await simulator.launch()
    let launched = await simulator.timeline.count
    for request in requests { try await simulator.schedule(request) }
    await simulator.run()
    let events = await simulator.timeline.dropFirst(launched).filter {
      switch $0.kind {
      case .relayout, .scenePhaseChanged, .appPhaseChanged: return false
      default: return true
      }
    }
    let text = EventText(style: TerminalStyle(color: false))
    return (simulator, events.map { "\(EventText.place($0.window)): \(text.text($0.kind))" })
  }

  @Test func menuBarHasTheStandardMenusWithTheAppsCommandsInPlace() async throws {
    let (simulator, _) = try await Self.run([])
    let menus = await simulator.menuBar()
    // CommandGroup(replacing: .newItem) replaced New Window; the Message menu sits between
    // View and Window (Apple, `CommandMenu`); Archive is disabled with nothing selected.
    #expect(menus.contains("File\n  New Message  ⌘N\n  ────────\n  Close  ⌘W\nEdit"))
    #expect(menus.contains("View\n  Show Toolbar  ⌥⌘T"))
    #expect(
      menus.contains("Message\n  Archive  ⇧⌘E  (disabled)\n  ────────\n  Next Message  ⌘<down>\nWindow"))
    #expect(menus.contains("  MailApp (window 1)\n  ────────\n  Activity\n"))
    #expect(!menus.contains("New Window"))
  }

  @Test func commandsActOnTheKeyWindowsSelection() async throws {
    let archive = KeyboardShortcut("e", modifiers: [.command, .shift])
    let (simulator, events) = try await Self.run([
      .command(.shortcut(archive)),
      .command(.shortcut(KeyboardShortcut(.downArrow))),
      .command(.shortcut(KeyboardShortcut("r"))),
      .command(.shortcut(archive)),
    ])
    #expect(
      events == [
        "app: refused shortcut ⇧⌘E: ⇧⌘E is menu Message > Archive, which is disabled",
        "window 1: shortcut ⌘<down>: performed menu Message > Next Message (⌘<down>)",
        // The selection changed: later returns are compared with what the window shows now.
        "window 1: revert checks start again: shortcut ⌘<down> changed the window's state",
        // Reply changes no state: the checks go on.
        "window 1: shortcut ⌘R: performed button 'Reply' in the window (⌘R)",
        "window 1: shortcut ⇧⌘E: performed menu Message > Archive (⇧⌘E)",
        "window 1: revert checks start again: shortcut ⇧⌘E changed the window's state",
      ])
    let reading = try #require(await simulator.snapshot(of: WindowID(1)))
    #expect(reading.nodes.contains { $0.kind == "Text \"No message selected\"" })
  }

  @Test func theWindowsContentIsAskedFirst() async throws {
    let (_, events) = try await Self.run([
      .command(.shortcut(KeyboardShortcut("n"))), .command(.menu(["File", "New Message"])),
      .command(.menu(["File", "New Window"])), .command(.menu(["Mesage", "Archive"])),
    ])
    #expect(
      events == [
        "window 1: shortcut ⌘N: performed button 'Compose' in the window (⌘N)",
        "window 1: menu File > New Message: performed menu File > New Message",
        "app: refused menu File > New Window: no item 'New Window' in menu 'File' (its items are New Message, Close)",
        "app: refused menu Mesage > Archive: no menu 'Mesage' (the menus are MailApp, File, Edit, View, Message, "
          + "Window, Help)",
      ])
  }

  @Test func aWindowSceneOpensOnceAndCloseClosesTheKeyWindow() async throws {
    let (simulator, events) = try await Self.run([
      .command(.menu(["Window", "Activity"])), .activate(WindowID(1)),
      .command(.menu(["Window", "Activity"])),
      .command(.shortcut(KeyboardShortcut("w"))), .command(.shortcut(KeyboardShortcut("w"))),
      .command(.shortcut(KeyboardShortcut("w"))),
    ])
    #expect(
      events == [
        "window 1: menu Window > Activity: performed menu Window > Activity",
        // `.windowResizability(.contentSize)`: the window is its content's size, centered on
        // the 1512 × 982 screen.
        "window 2: opened 'Activity' at (606, 391, 300×200), size classes regular×regular",
        "app: key window window 1 → window 2",
        "app: key window window 2 → window 1",
        "window 1: menu Window > Activity: performed menu Window > Activity",
        "app: key window window 1 → window 2",
        "window 2: shortcut ⌘W: performed menu File > Close (⌘W)",
        "window 2: closed",
        "app: key window window 2 → window 1",
        "window 1: shortcut ⌘W: performed menu File > Close (⌘W)",
        "window 1: closed",
        "app: key window window 1 → none",
        "app: refused shortcut ⌘W: ⌘W is menu File > Close, which is disabled",
      ])
    #expect(await simulator.keyWindow == nil)
  }

  @Test func twoRunsGiveTheSameTimeline() async throws {
    func run() async throws -> [TimelineEvent] {
      let simulator = Simulator(MailApp.self, device: .iPadPro11)
      await simulator.launch()
      try await simulator.scheduleLiveResize(
        WindowID(1), from: CGSize(width: 1100, height: 700), to: CGSize(width: 500, height: 700),
        overMilliseconds: 300)
      try await simulator.schedule(.command(.shortcut(KeyboardShortcut(.downArrow))), afterMilliseconds: 400)
      try await simulator.schedule(
        .resize(WindowID(1), to: CGSize(width: 1100, height: 700)), afterMilliseconds: 500)
      await simulator.run()
      return await simulator.timeline
    }
    let first = try await run()
    #expect(try await run() == first)
    #expect(first.contains { if case .columnsChanged = $0.kind { return true } else { return false } })
  }
}

/// `@FocusedBinding`: a command reads and writes the key window's published binding as a value
/// (Apple: "A convenience property wrapper for observing and automatically unwrapping state
/// bindings from the focused view or one of its ancestors").
@Suite struct FocusedBindingTests {
  struct JumpCommands: Commands {
    @FocusedBinding(\.selectedMessage) var selection
    var body: some Commands {
      CommandMenu("Jump") {
        Button("Third") { selection = 2 }.keyboardShortcut("3").disabled(selection == nil)
      }
    }
  }

  struct JumpApp: App {
    var body: some Scene { WindowGroup { MailScreen() }.commands { JumpCommands() } }
  }

  @Test func aCommandWritesThroughTheFocusedBinding() async throws {
    let simulator = Simulator(JumpApp.self, device: .mac)
    await simulator.launch()
    try await simulator.schedule(.command(.shortcut(KeyboardShortcut("3"))))
    await simulator.run()
    let snapshot = try #require(await simulator.snapshot(of: WindowID(1)))
    // The detail reads the selection (the message list shows "Message 2" whatever it is).
    #expect(snapshot.nodes.contains { $0.id == AnyHashable("reading") && $0.kind == "Text \"Message 2\"" })
  }
}

/// `.focusedValue` publishes as the scene's value does (SceneSim models no keyboard focus inside
/// a window: the shown view is taken to have it).
@Suite struct FocusedValueModifierTests {
  struct Screen: View {
    @State var selection: Int? = 1
    var body: some View {
      Text(selection.map { "Message \($0)" } ?? "none").focusedValue(\.selectedMessage, $selection)
    }
  }
  struct FocusApp: App {
    var body: some Scene { WindowGroup { Screen() }.commands { FocusedBindingTests.JumpCommands() } }
  }

  @Test func aCommandReachesTheFocusedValue() async throws {
    let simulator = Simulator(FocusApp.self, device: .mac)
    await simulator.launch()
    try await simulator.schedule(.command(.menu(["Jump", "Third"])))
    await simulator.run()
    let snapshot = try #require(await simulator.snapshot(of: WindowID(1)))
    #expect(snapshot.nodes.contains { $0.kind == "Text \"Message 2\"" })
  }
}
