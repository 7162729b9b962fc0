import Foundation
import LayoutEngine
import SceneRuntime

/// The seeds' three-column mail app: mailboxes, messages and the message, in a
/// `NavigationSplitView` whose columns follow the width, with a Message menu whose commands act
/// on the key window's selection through `focusedSceneValue`.
///
/// ```swift
/// let simulator = Simulator(MailApp.self, device: .mac)
/// await simulator.launch()
/// print(await simulator.menuBar())
/// ```
public struct MailApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup { MailScreen() }
      .defaultSize(width: 1100, height: 700)
      .commands {
        SidebarCommands()
        MessageCommands()
        CommandGroup(replacing: .newItem) {
          Button("New Message") {}.keyboardShortcut("n")
        }
      }
    Window("Activity", id: "activity") {
      Text("No activity").padding().frame(minWidth: 300, minHeight: 200)
    }
    .windowResizability(.contentSize)
  }
}

/// The selected message, published to the menu commands.
public struct SelectedMessageKey: FocusedValueKey {
  public typealias Value = Binding<Int?>
}

extension FocusedValues {
  /// The key window's selected message.
  public var selectedMessage: Binding<Int?>? {
    get { self[SelectedMessageKey.self] }
    set { self[SelectedMessageKey.self] = newValue }
  }
}

/// The Message menu: archive the selection (⇧⌘E), or select the next message (⌘↓).
public struct MessageCommands: Commands {
  @FocusedValue(\.selectedMessage) var selection
  public init() {}
  public var body: some Commands {
    CommandMenu("Message") {
      Button("Archive") { selection?.wrappedValue = nil }
        .keyboardShortcut("e", modifiers: [.command, .shift])
        .disabled(selection?.wrappedValue == nil)
      Divider()
      Button("Next Message") { selection?.wrappedValue = (selection?.wrappedValue ?? -1) + 1 }
        .keyboardShortcut(.downArrow)
        .disabled(selection == nil)
    }
  }
}

/// The window of `MailApp`. It checks for mail each time its scene becomes active, as a mail
/// app does with `onChange(of: scenePhase)` (the check is counted, not shown).
public struct MailScreen: View {
  @State var selection: Int? = nil
  @State var visibility = NavigationSplitViewVisibility.automatic
  @State var mailChecks = 0
  @Environment(\.scenePhase) var scenePhase
  public init() {}
  public var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      VStack(alignment: .leading) {
        Text("Inbox"); Text("Sent"); Text("Archive"); Spacer()
      }
      .padding().id("mailboxes")
    } content: {
      VStack(alignment: .leading) {
        ForEach(0..<5, id: \.self) { index in Text("Message \(index)").id("row \(index)") }
        Spacer()
        // The same shortcut as File > New Message: the window's content is asked first.
        Button("Compose") {}.keyboardShortcut("n")
      }
      .padding().id("messages")
    } detail: {
      VStack {
        Text(selection.map { "Message \($0)" } ?? "No message selected").id("reading")
        Button("Reply") {}.keyboardShortcut("r").disabled(selection == nil)
        Spacer()
      }
      .padding().id("detail")
    }
    .focusedSceneValue(\.selectedMessage, $selection)
    .onChange(of: scenePhase) { _, phase in
      if phase == .active { mailChecks += 1 }
    }
  }
}
