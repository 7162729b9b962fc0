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
/// buttons, toggles and menus' items in tree order, leading to trailing, depth first), then to
/// the menu bar's items in menu order (Apple, `keyboardShortcut(_:modifiers:)`: "the first one
/// found is used"). Passing over a disabled match to an enabled one, and naming the first
/// disabled match when only disabled ones match, are SceneSim's choices: Apple does not say.
enum CommandRouting {
  /// Carries out `input` with the key window's `controls` (none without a key window) and the
  /// menu bar `menuBar` makes (only when the menus are asked: the content may answer first).
  static func carryOut(
    _ input: CommandInput, controls: [FoundControl], menuBar: () -> MenuBar
  ) -> CommandResult {
    switch input {
    case .menu(let path):
      switch menuBar().item(at: path) {
      case .failure(let refusal): return .refused(refusal)
      case .success(let item): return run(item, named: "menu \(path.joined(separator: " > "))")
      }
    case .shortcut(let shortcut):
      let content = MenuBar.items(of: controls)
      let inWindow = MenuBar.matches(shortcut, in: content) { "\(content[$0].kind) '\(content[$0].title)'" }
      if let (name, item) = inWindow.enabled {
        return run(item, named: "\(name) in the window (\(shortcut))")
      }
      let inMenus = menuBar().matches(shortcut)
      if let (path, item) = inMenus.enabled { return run(item, named: "menu \(path) (\(shortcut))") }
      // Only disabled matches: the first in routing order (the window's content first) is named.
      if let (name, _) = inWindow.disabled {
        return .refused(CommandRefusal("\(shortcut) is \(name), which is disabled"))
      }
      if let (path, _) = inMenus.disabled {
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
