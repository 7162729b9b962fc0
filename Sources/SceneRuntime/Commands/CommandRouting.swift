import Foundation
import LayoutEngine

/// A menu command or a key press, as a user gives it.
public enum CommandInput: Hashable, Sendable, CustomStringConvertible {
  /// A menu item by its path: the menu's title, then the item's (`["File", "New Window"]`).
  case menu([String])
  /// A key press (`KeyboardShortcut("s")` is ⌘S).
  case shortcut(KeyboardShortcut)

  public var description: String {
    switch self {
    case .menu(let path): return "menu \(path.joined(separator: " > "))"
    case .shortcut(let shortcut): return "shortcut \(shortcut)"
    }
  }
}

/// What a command did.
enum CommandResult: Sendable {
  /// An action of the app ran (a button in the content, or a command's item).
  case performed(String)
  /// A standard item ran, which the simulator carries out.
  case system(String, SystemCommand)
  /// Nothing ran, and why.
  case refused(CommandRefusal)
}

/// Routes commands as SwiftUI does: a key press goes to the key window's content first (its
/// buttons and toggles in tree order, leading to trailing, depth first), then to the menu bar's
/// items in menu order; the first enabled match wins (Apple's `keyboardShortcut(_:modifiers:)`
/// documentation). A disabled match is passed over; when only disabled ones match, the press is
/// refused and the reason names the first (SceneSim's choice: Apple does not document it).
enum CommandRouting {
  /// Carries out `input` with the key window's `controls` (none without a key window) and the
  /// app's `commands`, resolved with the key window's `focused` values.
  static func carryOut(
    _ input: CommandInput, controls: [FoundControl], commands: [(inout _CommandList) -> Void],
    focused: FocusedValues, context: MenuBar.Context
  ) -> CommandResult {
    // Resolved only when the menus are asked (a button of the content may answer first).
    func menuBar() -> MenuBar { MenuBar(commands: commands, focused: focused, context: context) }
    switch input {
    case .menu(let path):
      switch menuBar().item(at: path) {
      case .failure(let refusal): return .refused(refusal)
      case .success(let item): return run(item, named: "menu \(path.joined(separator: " > "))")
      }
    case .shortcut(let shortcut):
      let matching = controls.filter {
        $0.control.kind != .divider && $0.control.shortcut.map { $0.matches(shortcut) } == true
      }
      if let found = matching.first(where: \.control.isEnabled) {
        found.control.perform()
        return .performed("\(found.control.kind) '\(found.title)' in the window (\(shortcut))")
      }
      let inMenus = menuBar().item(for: shortcut)
      if let (path, item) = inMenus, item.isEnabled { return run(item, named: "menu \(path) (\(shortcut))") }
      // Only disabled matches: the first in routing order (the window's content first) is named.
      if let found = matching.first {
        return .refused(
          CommandRefusal("\(shortcut) is \(found.control.kind) '\(found.title)', which is disabled"))
      }
      if let (path, _) = inMenus {
        return .refused(CommandRefusal("\(shortcut) is menu \(path), which is disabled"))
      }
      return .refused(CommandRefusal("no button or menu item has \(shortcut)"))
    }
  }

  private static func run(_ item: MenuBar.Item, named name: String) -> CommandResult {
    if let perform = item.perform {
      perform()
      return .performed(name)
    }
    return .system(name, item.system ?? .unmodelled)
  }
}
