import Foundation
import LayoutEngine

/// An app's menu bar, resolved for the key window: the standard menus with the app's command
/// groups in place, and its command menus between View and Window. Commands are resolved anew
/// for each use, as SwiftUI re-evaluates them when the focused values change.
struct MenuBar {
  /// One item: a command, a toggle or a separator.
  struct Item {
    var title: String
    var shortcut: KeyboardShortcut?
    var isEnabled = true
    var kind = Control.Kind.button
    /// A toggle's value.
    var isOn: Bool? = nil
    /// What the app's item does.
    var perform: (() -> Void)? = nil
    /// What a standard item does.
    var system: SystemCommand? = nil

    static var separator: Item { Item(title: "", kind: .divider) }
  }

  /// One menu.
  struct Menu {
    var title: String
    var items: [Item]
  }

  /// What the menu bar shows that the simulator knows: the app's name, its scenes, its windows.
  struct Context: Sendable {
    var appName: String
    var scenes: [SceneSummary]
    var windows: [(id: WindowID, title: String)]
    /// What `@Environment(\.openWindow)` does in the commands.
    var openWindow = OpenWindowAction { _ in }
  }

  var menus: [Menu]

  /// The menu bar of `app`'s commands, resolved with `focused` (the key window's values).
  init(commands: [(inout _CommandList) -> Void], focused: FocusedValues, context: Context) {
    var environment = EnvironmentValues()
    environment.openWindow = context.openWindow
    var list = _CommandList(focused: focused, environment: environment)
    for add in commands { add(&list) }
    var extraMenus: [Menu] = []
    var groups: [CommandGroupPlacement: [_CommandList.Position: [[Item]]]] = [:]
    for contribution in list.contributions {
      switch contribution {
      case .menu(let title, let items): extraMenus.append(Menu(title: title, items: items))
      case .group(let placement, let position, let items):
        groups[placement, default: [:]][position, default: []].append(items)
      }
    }
    menus = []
    for (title, standardGroups) in MenuBar.standardMenus(context) {
      if title == "Window" { menus += extraMenus }
      var shown: [[Item]] = []
      for group in standardGroups {
        let edits = groups[group.placement] ?? [:]
        let middle = edits[.replacing].map { $0.flatMap { $0 } } ?? group.items
        let items = (edits[.before] ?? []).flatMap { $0 } + middle + (edits[.after] ?? []).flatMap { $0 }
        if !items.isEmpty { shown.append(items) }
      }
      // Groups are set apart by separators.
      let items = Array(shown.map { $0 }.joined(separator: [Item.separator]))
      if !items.isEmpty { menus.append(Menu(title: title, items: items)) }
    }
  }

  /// The items of a command's content: its buttons, toggles and dividers, in order.
  static func items<Content: View>(of content: Content, environment: EnvironmentValues) -> [Item] {
    ViewGraph(content, environment: environment).controls.map { found in
      Item(
        title: found.title, shortcut: found.control.shortcut, isEnabled: found.control.isEnabled,
        kind: found.control.kind, isOn: found.control.isOn?(), perform: found.control.perform)
    }
  }

  /// The enabled item at `path` (a menu's title, then an item's), or why there is none.
  func item(at path: [String]) -> Result<Item, CommandRefusal> {
    lookup(path).flatMap { item in
      item.isEnabled
        ? .success(item) : .failure(CommandRefusal("'\(path.joined(separator: " > "))' is disabled"))
    }
  }

  /// The item at `path`, enabled or not, or why there is none.
  func lookup(_ path: [String]) -> Result<Item, CommandRefusal> {
    let named = path.joined(separator: " > ")
    guard path.count == 2 else {
      return .failure(
        CommandRefusal("'\(named)' is not a menu item: give a menu and an item, as File > Close"))
    }
    guard let menu = menus.first(where: { $0.title == path[0] }) else {
      return .failure(
        CommandRefusal(
          "no menu '\(path[0])'", help: "the menus are \(menus.map(\.title).joined(separator: ", "))"))
    }
    let items = menu.items.filter { $0.kind != .divider }
    guard let item = items.first(where: { $0.title == path[1] }) else {
      return .failure(
        CommandRefusal(
          "no item '\(path[1])' in menu '\(menu.title)'",
          help: "its items are \(items.map(\.title).joined(separator: ", "))"))
    }
    return .success(item)
  }

  /// The first enabled item with `shortcut`, in menu order, with its path; or, when only
  /// disabled ones have it, the first of those.
  func item(for shortcut: KeyboardShortcut) -> (path: String, item: Item)? {
    var disabled: (String, Item)?
    for menu in menus {
      for item in menu.items
      where item.kind != .divider && item.shortcut.map({ $0.matches(shortcut) }) == true {
        if item.isEnabled { return ("\(menu.title) > \(item.title)", item) }
        if disabled == nil { disabled = ("\(menu.title) > \(item.title)", item) }
      }
    }
    return disabled
  }

  /// The menu bar as text: each menu, then its items indented, with check marks, shortcuts and
  /// "(disabled)".
  var description: String {
    var lines: [String] = []
    for menu in menus {
      lines.append(menu.title)
      for item in menu.items {
        guard item.kind != .divider else {
          lines.append("  ────────")
          continue
        }
        var line = "  " + (item.isOn == true ? "✓ " : item.kind == .toggle ? "  " : "") + item.title
        if let shortcut = item.shortcut { line += "  \(shortcut)" }
        if !item.isEnabled { line += "  (disabled)" }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// Why a command or a shortcut was refused, and what to do instead.
struct CommandRefusal: Error, Sendable, CustomStringConvertible {
  var reason: String
  var help: String?
  init(_ reason: String, help: String? = nil) {
    self.reason = reason
    self.help = help
  }
  var description: String { help.map { "\(reason) (\($0))" } ?? reason }
}
