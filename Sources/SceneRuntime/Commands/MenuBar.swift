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
    /// A submenu's items (`Menu` in a command's content), made when asked for: a key press that
    /// an item before the submenu answers, or a path that does not go through it, makes none
    /// (each is a graph of the menu's content).
    var makeChildren: (() -> [Item])? = nil
    /// The submenu's items, made anew on every call (a graph of the menu's content each time).
    func makeSubmenu() -> [Item] { makeChildren?() ?? [] }

    static var separator: Item { Item(title: "", kind: .divider) }
  }

  /// Items of a menu, made when the menu is looked at: how many there are is known before.
  struct Items {
    let count: Int
    /// Whether an item may have a shortcut or a submenu (the list of open windows has neither,
    /// so that a key press never makes it).
    let mayMatchShortcuts: Bool
    private let source: Source

    /// Where the items come from: a list at hand, or a function that makes them.
    private enum Source {
      case list([Item])
      case made(() -> [Item])
    }

    init(_ items: [Item]) {
      count = items.count
      mayMatchShortcuts = true
      source = .list(items)
    }

    /// Items without shortcuts or submenus, made by `make` when asked for.
    init(count: Int, withoutShortcuts make: @escaping () -> [Item]) {
      self.count = count
      mayMatchShortcuts = false
      source = .made(make)
    }

    /// The items of `parts`, one after another.
    init(concatenating parts: [Items]) {
      count = parts.reduce(0) { $0 + $1.count }
      mayMatchShortcuts = parts.contains { $0.mayMatchShortcuts && $0.count > 0 }
      source = .made { parts.flatMap { $0.items } }
    }

    var items: [Item] {
      switch source {
      case .list(let items): items
      case .made(let make): make()
      }
    }
  }

  /// One menu: its groups, set apart by separators.
  struct Menu {
    var title: String
    var groups: [Items]

    init(title: String, items: [Item]) {
      self.title = title
      groups = [Items(items)]
    }

    init(title: String, groups: [Items]) {
      self.title = title
      self.groups = groups
    }

    var items: [Item] { Array(groups.map(\.items).joined(separator: [Item.separator])) }
  }

  /// What the menu bar shows that the simulator knows: the app's name, its scenes, its windows.
  struct Context: Sendable {
    var appName: String
    var scenes: [SceneSummary]
    var windows: [(id: WindowID, title: String)]
    /// What `@Environment(\.openWindow)` does in the commands.
    var openWindow: OpenWindowAction
    /// Whether the key window's first split view shows its sidebar (nil: it shows no split view).
    var sidebarShown: Bool? = nil
    /// The kind of device, which decides the scenes whose items open them
    /// (`SceneDeclaration.Kind.opens(on:)`); given, not defaulted: a Mac's menu would open
    /// scenes an iPad does not.
    var idiom: Device.Idiom
  }

  var menus: [Menu]

  /// What an app's commands do to one standard group: the items they put before it, in place
  /// of it and after it, in the commands' order.
  private struct GroupEdits {
    var before: [Item] = []
    var replacing: [Item]?
    var after: [Item] = []

    mutating func add(_ items: [Item], at position: _CommandList.Position) {
      switch position {
      case .before: before += items
      case .replacing: replacing = (replacing ?? []) + items
      case .after: after += items
      }
    }
  }

  /// The menu bar of `app`'s commands, resolved with `focused` (the key window's values).
  init(commands: [(inout _CommandList) -> Void], focused: FocusedValues, context: Context) {
    var environment = EnvironmentValues()
    environment.openWindow = context.openWindow
    var list = _CommandList(focused: focused, environment: environment)
    for add in commands { add(&list) }
    var extraMenus: [Menu] = []
    var groups: [CommandGroupPlacement: GroupEdits] = [:]
    for contribution in list.contributions {
      switch contribution {
      case .menu(let title, let items): extraMenus.append(Menu(title: title, items: items))
      case .group(let placement, let position, let items):
        groups[placement, default: GroupEdits()].add(items, at: position)
      }
    }
    menus = []
    let standard = MenuBar.standardMenus(context)
    menus.reserveCapacity(standard.count + extraMenus.count)
    for (title, standardGroups) in standard {
      if title == "Window" { menus += extraMenus }
      var shown: [Items] = []
      shown.reserveCapacity(standardGroups.count)
      for group in standardGroups {
        // A group the app's commands leave alone is the standard one (most are).
        guard let edits = groups[group.placement] else {
          if group.items.count > 0 { shown.append(group.items) }
          continue
        }
        let middle = edits.replacing.map { Items($0) } ?? group.items
        let items =
          edits.before.isEmpty && edits.after.isEmpty
          ? middle : Items(concatenating: [Items(edits.before), middle, Items(edits.after)])
        if items.count > 0 { shown.append(items) }
      }
      if !shown.isEmpty { menus.append(Menu(title: title, groups: shown)) }
    }
  }

  /// The items of a command's content: its buttons, toggles and dividers, in order.
  static func items<Content: View>(of content: Content, environment: EnvironmentValues) -> [Item] {
    items(of: ViewGraph(content, environment: environment).controls)
  }

  /// The items of found controls (a window's, or a command's content).
  static func items(of controls: [FoundControl]) -> [Item] { items(of: controls, depth: 0) }

  /// The most submenus inside one another that the menu bar opens.
  static let maximumSubmenuDepth = 8

  /// Items of found controls; a menu's items become its children (to a bounded depth).
  private static func items(of controls: [FoundControl], depth: Int) -> [Item] {
    controls.map { found in
      var makeChildren: (() -> [Item])?
      if let items = found.control.items, depth < maximumSubmenuDepth {
        makeChildren = { Self.items(of: items(), depth: depth + 1) }
      }
      return Item(
        title: found.title, shortcut: found.control.shortcut, isEnabled: found.control.isEnabled,
        kind: found.control.kind, isOn: found.control.isOn?(), perform: found.control.perform,
        makeChildren: makeChildren)
    }
  }

  /// The enabled item at `path` (a menu's title, then an item's), or why there is none.
  func item(at path: [String]) -> Result<Item, CommandRefusal> {
    lookup(path).flatMap { item in
      item.isEnabled
        ? .success(item) : .failure(CommandRefusal("'\(path.joined(separator: " > "))' is disabled"))
    }
  }

  /// The item at `path` (a menu, then items and submenus' items), enabled or not, or why there
  /// is none.
  func lookup(_ path: [String]) -> Result<Item, CommandRefusal> {
    let named = path.joined(separator: " > ")
    guard path.count >= 2 else {
      return .failure(
        CommandRefusal("'\(named)' is not a menu item: give a menu and an item, as File > Close"))
    }
    guard let menu = menus.first(where: { $0.title == path[0] }) else {
      return .failure(
        CommandRefusal(
          "no menu '\(path[0])'", help: "the menus are \(menus.map(\.title).joined(separator: ", "))"))
    }
    var container = "menu '\(menu.title)'"
    var found: Item?
    for title in path.dropFirst() {
      func named(_ item: Item) -> Bool { item.kind != .divider && item.title == title }
      // The menu's items are looked through group by group (no list of them all is made); a
      // submenu's are made.
      let items: [Item]?
      if let found {
        guard found.kind == .menu else {
          return .failure(CommandRefusal("'\(found.title)' in \(container) is not a submenu"))
        }
        container = "submenu '\(found.title)'"
        items = found.makeSubmenu()
      } else {
        items = nil
      }
      let item: Item?
      if let items {
        item = items.first(where: named)
      } else {
        item = menu.groups.lazy.compactMap { $0.items.first(where: named) }.first
      }
      guard let item else {
        let choices = (items ?? menu.items).filter { $0.kind != .divider }
        return .failure(
          CommandRefusal(
            "no item '\(title)' in \(container)",
            help: "its items are \(choices.map(\.title).joined(separator: ", "))"))
      }
      found = item
    }
    guard let found, found.kind != .menu else {
      let children = found?.makeSubmenu().filter { $0.kind != .divider }.map(\.title) ?? []
      return .failure(
        CommandRefusal(
          "'\(named)' is a submenu", help: "choose one of its items: \(children.joined(separator: ", "))"))
    }
    return .success(found)
  }

  /// The groups a key press searches, in menu order, each with its menu's title: those whose
  /// items may have a shortcut or a submenu (no item is made to list them).
  var groupsForShortcuts: [(menu: String, items: Items)] {
    var groups: [(menu: String, items: Items)] = []
    for menu in menus {
      for group in menu.groups where group.mayMatchShortcuts { groups.append((menu.title, group)) }
    }
    return groups
  }

  /// The first enabled and the first disabled item with `shortcut` in the menus (before the
  /// enabled one), each with its path (`File > Close`; a submenu's item follows its submenu's
  /// path): groups are made one at a time, and none after the group of the first enabled item.
  func matches(_ shortcut: KeyboardShortcut) -> (
    enabled: (path: String, item: Item)?, disabled: (path: String, item: Item)?
  ) {
    var disabled: (path: String, item: Item)?
    for (menu, group) in groupsForShortcuts {
      let items = group.items
      let found = MenuBar.matches(shortcut, in: items) { "\(menu) > \(items[$0].title)" }
      if let enabled = found.enabled { return (enabled, disabled ?? found.disabled) }
      if disabled == nil { disabled = found.disabled }
    }
    return (nil, disabled)
  }

  /// The first enabled and the first disabled item with `shortcut` among `roots` and their
  /// submenus' items (depth first, in order: a submenu's items where the submenu is), each with
  /// its path: `name` names a root by its index, and a submenu's item follows its submenu's
  /// path after `>`. Only the paths of the items found are made.
  static func matches(
    _ shortcut: KeyboardShortcut, in roots: [Item], naming name: (Int) -> String
  ) -> (enabled: (path: String, item: Item)?, disabled: (path: String, item: Item)?) {
    func path(_ root: Int, _ below: [String]) -> String {
      below.isEmpty ? name(root) : ([name(root)] + below).joined(separator: " > ")
    }
    func matching(_ item: Item) -> Bool {
      item.kind != .divider && item.kind != .menu && item.shortcut.map { $0.matches(shortcut) } == true
    }
    var disabled: (path: String, item: Item)?
    // The roots are read where they are; a submenu's items are made, and looked at depth first
    // where the submenu is, each with the titles of the submenus between it and its root.
    for root in roots.indices {
      guard roots[root].kind == .menu else {
        guard matching(roots[root]) else { continue }
        if roots[root].isEnabled { return ((path(root, []), roots[root]), disabled) }
        if disabled == nil { disabled = (path(root, []), roots[root]) }
        continue
      }
      var pending: [(below: [String], item: Item)] = roots[root].makeSubmenu().reversed().map {
        ([$0.title], $0)
      }
      while let (below, item) = pending.popLast() {
        if item.kind == .menu {
          pending += item.makeSubmenu().reversed().map { (below + [$0.title], $0) }
          continue
        }
        guard matching(item) else { continue }
        if item.isEnabled { return ((path(root, below), item), disabled) }
        if disabled == nil { disabled = (path(root, below), item) }
      }
    }
    return (nil, disabled)
  }

  /// The menu bar as text: each menu, then its items indented, with check marks, shortcuts and
  /// "(disabled)".
  var description: String {
    var lines: [String] = []
    func add(_ items: [Item], indent: String) {
      for item in items {
        guard item.kind != .divider else {
          lines.append(indent + "────────")
          continue
        }
        var line = indent + (item.isOn == true ? "✓ " : item.kind == .toggle ? "  " : "") + item.title
        if item.kind == .menu { line += "  ▸" }
        if let shortcut = item.shortcut { line += "  \(shortcut)" }
        if !item.isEnabled { line += "  (disabled)" }
        lines.append(line)
        if item.kind == .menu { add(item.makeSubmenu(), indent: indent + "  ") }
      }
    }
    for menu in menus {
      lines.append(menu.title)
      add(menu.items, indent: "  ")
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
