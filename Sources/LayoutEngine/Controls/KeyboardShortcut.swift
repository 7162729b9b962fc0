import Foundation

/// A key that, with modifiers, makes a keyboard shortcut.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")
/// Button("Cancel") { dismiss() }.keyboardShortcut(.escape, modifiers: [])
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key types (a named key's private-use character for the others).
  public var character: Character

  /// Creates a key equivalent from the character it types.
  public init(_ character: Character) { self.character = character }

  public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }

  /// The Return key.
  public static let `return` = KeyEquivalent("\r")
  /// The Escape key.
  public static let escape = KeyEquivalent("\u{1B}")
  /// The Delete (backspace) key: U+0008, as Apple documents `KeyEquivalent.delete`.
  public static let delete = KeyEquivalent("\u{8}")
  /// The Tab key.
  public static let tab = KeyEquivalent("\t")
  /// The space bar.
  public static let space = KeyEquivalent(" ")
  /// The up arrow key.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The down arrow key.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The left arrow key.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The right arrow key.
  public static let rightArrow = KeyEquivalent("\u{F703}")

  /// The named keys, with the names SceneSim prints and reads.
  package static let named: [(name: String, key: KeyEquivalent)] = [
    ("return", .return), ("escape", .escape), ("delete", .delete), ("tab", .tab), ("space", .space),
    ("up", .upArrow), ("down", .downArrow), ("left", .leftArrow), ("right", .rightArrow),
  ]

  /// The key without case, and whether typing this character takes Shift (an uppercase letter).
  var typed: (key: KeyEquivalent, shift: Bool) {
    let lowercase = Character(String(character).lowercased())
    return (KeyEquivalent(lowercase), lowercase != character)
  }
}

/// The modifier keys held with a key.
///
/// ```swift
/// Button("Redo") { redo() }.keyboardShortcut("z", modifiers: [.command, .shift])
/// ```
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The Caps Lock key.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// The Shift key.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// The Control key.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// The Option key.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// The Command key.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier.
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers, which trigger a button or a menu command.
///
/// ```swift
/// let save = KeyboardShortcut("s")                     // ⌘S
/// let redo = KeyboardShortcut("z", modifiers: [.command, .shift])   // ⇧⌘Z
/// ```
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
  /// The key.
  public var key: KeyEquivalent
  /// The modifiers held with it.
  public var modifiers: EventModifiers

  /// Creates a shortcut of `key` with `modifiers` (Command by default, as in SwiftUI).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return with no modifiers: the default button of a dialog.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape with no modifiers: the cancel button of a dialog.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The keys pressed: the key without case, and the modifiers with Shift where the key's
  /// character takes it. Apple (`KeyEquivalent`): "a key equivalent whose raw value is the
  /// capitalized string “A” corresponds with the keyboard shortcut Command-Shift-A".
  var chord: (key: KeyEquivalent, modifiers: EventModifiers) {
    let (key, shift) = key.typed
    return (key, shift ? modifiers.union(.shift) : modifiers)
  }

  /// Whether a key press matches this shortcut: the same keys pressed (see `chord`).
  package func matches(_ other: KeyboardShortcut) -> Bool {
    let (a, b) = (chord, other.chord)
    return a.key == b.key && a.modifiers == b.modifiers
  }

  /// The shortcut as menus show it, modifiers in macOS's order: `⌃⌥⇧⌘S` (`"S"` shows as ⇧⌘S).
  public var description: String {
    let symbols: [(EventModifiers, String)] = [
      (.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘"),
    ]
    let (key, modifiers) = chord
    let keyName =
      KeyEquivalent.named.first { $0.key == key }.map { "<\($0.name)>" } ?? String(key.character).uppercased()
    return symbols.filter { modifiers.contains($0.0) }.map(\.1).joined() + keyName
  }
}

extension View {
  /// Gives the buttons and toggles in this view a keyboard shortcut (Command by default).
  ///
  /// ```swift
  /// Button("Archive") { archive() }.keyboardShortcut("e", modifiers: [.command, .shift])
  /// ```
  @inlinable
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Gives the buttons and toggles in this view a keyboard shortcut; nil removes it.
  ///
  /// ```swift
  /// Button("OK") { confirm() }.keyboardShortcut(.defaultAction)
  /// ```
  @inlinable
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    environment(\.keyboardShortcut, shortcut)
  }
}

extension EnvironmentValues {
  private struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }
  private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

  /// The shortcut the next button or toggle down the tree takes.
  @usableFromInline package var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }

  /// Whether controls in this view respond (false under `.disabled(true)`).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
