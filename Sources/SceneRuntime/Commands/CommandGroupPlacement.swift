import Foundation
import LayoutEngine

/// One of the menu bar's standard groups of items, where `CommandGroup` puts its items.
///
/// ```swift
/// CommandGroup(replacing: .newItem) { Button("New Message") { compose() } }
/// ```
public struct CommandGroupPlacement: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// About the app.
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  /// The app's settings.
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  /// The Services submenu.
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  /// Hide the app, hide the others, show all.
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  /// Quit the app.
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  /// Make new windows or documents.
  public static let newItem = CommandGroupPlacement(name: "newItem")
  /// Close and save.
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  /// Import and export.
  public static let importExport = CommandGroupPlacement(name: "importExport")
  /// Page setup and print.
  public static let printItem = CommandGroupPlacement(name: "printItem")
  /// Undo and redo.
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  /// Cut, copy, paste, delete, select all.
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  /// Find, spelling, substitutions.
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  /// Font and text formatting.
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  /// Show and customize the toolbar.
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  /// Show the sidebar; full screen.
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  /// Minimize and zoom.
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  /// The app's open windows.
  public static let windowList = CommandGroupPlacement(name: "windowList")
  /// The app's unique windows (`Window` scenes).
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  /// Bring all to front.
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  /// The app's help.
  public static let help = CommandGroupPlacement(name: "help")

  public var description: String { name }
}

/// What a standard menu item does that the simulator carries out.
enum SystemCommand: Hashable, Sendable {
  /// Open a new window of the scene at this index.
  case openScene(Int)
  /// Close the key window.
  case closeKeyWindow
  /// Make this window key.
  case activate(WindowID)
  /// Show or hide the key window's sidebar (`SidebarCommands`).
  case toggleSidebar
  /// Nothing SceneSim models (Undo, Copy, Minimize...).
  case unmodelled
}

extension MenuBar {
  /// The standard menus and their groups, with the shortcuts of Apple's Human Interface
  /// Guidelines ("Keyboards"; on iPad "keyboard shortcuts in iPadOS use the same patterns as in
  /// macOS", "The menu bar"). `CommandMenu`s go between View and Window.
  ///
  /// On a Mac, macOS's menu bar (a subset of items; Apple's `CommandGroupPlacement` lists each
  /// group's items). On an iPad (and an iPhone, whose hardware keyboard reaches the same
  /// commands), iPadOS 26's, as Apple documents it: the HIG's "The menu bar" says of the app
  /// menu on iPad "About, Services, and app visibility-related items not available", and that
  /// Settings opens "your app's page in iPadOS Settings" (a `Settings` scene is macOS's only);
  /// WWDC25 "What's new in UIKit" says Close (⌘W) "closes your window scene" and that the system
  /// adds "tiling commands, including a list of all open scenes" to the Window menu; WWDC25
  /// "Elevate the design of your iPad app" says the View menu is the app's to fill. SceneSim's
  /// reading where Apple is silent: Quit stays (neither text names it among what an iPad
  /// lacks); the View menu keeps Show/Hide Sidebar (UIKit 26 has a standard sidebar
  /// toggle) and has no toolbar or full-screen items; the Window menu lists the open windows,
  /// without Minimize, Zoom or Bring All to Front, and without the tiling commands, which Apple
  /// does not name.
  static func standardMenus(_ context: Context) -> [(title: String, groups: [StandardGroup])] {
    let app = context.appName
    let mac = context.idiom == .mac
    // An item with nothing to act on is disabled: no scene (nil), no window to close, no split
    // view to show or hide the sidebar of.
    func item(_ title: String, _ shortcut: KeyboardShortcut? = nil, _ system: SystemCommand? = .unmodelled)
      -> Item
    {
      let isEnabled: Bool
      switch system {
      case nil: isEnabled = false
      case .closeKeyWindow?: isEnabled = !context.windows.isEmpty
      case .toggleSidebar?: isEnabled = context.sidebarShown != nil
      default: isEnabled = true
      }
      return Item(title: title, shortcut: shortcut, isEnabled: isEnabled, system: system)
    }
    // The scenes that open on the device: their items open them.
    let opening = context.scenes.indices.filter { context.scenes[$0].kind.opens(on: context.idiom) }
    let groupScene = opening.first { context.scenes[$0].kind == .windowGroup }
    let settings = opening.first { context.scenes[$0].kind == .settings }
    // The open windows' items are made only when the Window menu is looked at: a command
    // elsewhere costs the same with a thousand windows open as with one.
    let windows = MenuBar.Items(count: context.windows.count) {
      context.windows.map { item($0.title, nil, .activate($0.id)) }
    }
    let unique = opening.filter { context.scenes[$0].kind == .window }.map {
      item(context.scenes[$0].title, nil, .openScene($0))
    }
    // On a Mac, present in every app and enabled by a `Settings` scene (Apple, `Settings`:
    // declaring one "causes SwiftUI to enable the app's Settings menu item"); on an iPad it opens
    // the system's Settings app, which SceneSim does not model.
    let settingsItem = item(
      "Settings…", KeyboardShortcut(","), mac ? settings.map { .openScene($0) } : .unmodelled)
    let sidebarItem = item(
      context.sidebarShown == true ? "Hide Sidebar" : "Show Sidebar",
      KeyboardShortcut("s", modifiers: [.command, .control]), .toggleSidebar)
    return [
      (
        app,
        mac
          ? [
            StandardGroup(.appInfo, [item("About \(app)")]),
            StandardGroup(.appSettings, [settingsItem]),
            StandardGroup(.systemServices, [item("Services")]),
            StandardGroup(
              .appVisibility,
              [
                item("Hide \(app)", KeyboardShortcut("h")),
                item("Hide Others", KeyboardShortcut("h", modifiers: [.command, .option])), item("Show All"),
              ]),
            StandardGroup(.appTermination, [item("Quit \(app)", KeyboardShortcut("q"))]),
          ]
          : [
            StandardGroup(.appInfo, []), StandardGroup(.appSettings, [settingsItem]),
            StandardGroup(.systemServices, []), StandardGroup(.appVisibility, []),
            StandardGroup(.appTermination, [item("Quit \(app)", KeyboardShortcut("q"))]),
          ]
      ),
      (
        "File",
        [
          StandardGroup(
            .newItem, groupScene.map { [item("New Window", KeyboardShortcut("n"), .openScene($0))] } ?? []),
          StandardGroup(.saveItem, [item("Close", KeyboardShortcut("w"), .closeKeyWindow)]),
          StandardGroup(.importExport, []),
          StandardGroup(.printItem, []),
        ]
      ),
      (
        "Edit",
        [
          StandardGroup(
            .undoRedo,
            [
              item("Undo", KeyboardShortcut("z")),
              item("Redo", KeyboardShortcut("z", modifiers: [.command, .shift])),
            ]),
          StandardGroup(
            .pasteboard,
            [
              item("Cut", KeyboardShortcut("x")), item("Copy", KeyboardShortcut("c")),
              item("Paste", KeyboardShortcut("v")), item("Delete"), item("Select All", KeyboardShortcut("a")),
            ]),
          StandardGroup(.textEditing, []),
          StandardGroup(.textFormatting, []),
        ]
      ),
      (
        "View",
        mac
          ? [
            StandardGroup(
              .toolbar, [item("Show Toolbar", KeyboardShortcut("t", modifiers: [.command, .option]))]),
            // "By default, this group includes … Show/Hide Sidebar, Enter/Exit Full Screen"
            // (Apple, `CommandGroupPlacement.sidebar`): Hide while the key window's sidebar shows.
            StandardGroup(
              .sidebar,
              [
                sidebarItem,
                item("Enter Full Screen", KeyboardShortcut("f", modifiers: [.command, .control])),
              ]),
          ]
          : [StandardGroup(.toolbar, []), StandardGroup(.sidebar, [sidebarItem])]
      ),
      (
        "Window",
        [
          StandardGroup(.windowSize, mac ? [item("Minimize", KeyboardShortcut("m")), item("Zoom")] : []),
          StandardGroup(.windowList, windows),
          StandardGroup(.singleWindowList, unique),
          StandardGroup(.windowArrangement, mac ? [item("Bring All to Front")] : []),
        ]
      ),
      ("Help", [StandardGroup(.help, [item("\(app) Help", KeyboardShortcut("?"))])]),
    ]
  }

  /// A standard group and its items.
  struct StandardGroup {
    let placement: CommandGroupPlacement
    let items: MenuBar.Items
    init(_ placement: CommandGroupPlacement, _ items: [Item]) {
      self.placement = placement
      self.items = MenuBar.Items(items)
    }
    init(_ placement: CommandGroupPlacement, _ items: MenuBar.Items) {
      self.placement = placement
      self.items = items
    }
  }
}
