import Testing

@testable import LayoutEngine

/// Key equivalents as Apple documents `KeyEquivalent`.
@Suite struct KeyEquivalentTests {
  /// Apple, `KeyEquivalent.delete`: "Delete (U+0008)".
  @Test func deleteIsBackspace() {
    #expect(KeyEquivalent.delete.character == "\u{8}")
  }

  /// Apple, `KeyEquivalent`: "a key equivalent whose raw value is the capitalized string “A”
  /// corresponds with the keyboard shortcut Command-Shift-A" (and `NSMenuItem`: "Command-Shift-c
  /// and Command-C are considered to be identical key equivalents").
  @Test func anUppercaseKeyTakesShift() {
    #expect(KeyboardShortcut("A").description == "⇧⌘A")
    #expect(KeyboardShortcut("A").matches(KeyboardShortcut("a", modifiers: [.command, .shift])))
    #expect(KeyboardShortcut("a", modifiers: [.command, .shift]).matches(KeyboardShortcut("A")))
    #expect(!KeyboardShortcut("A").matches(KeyboardShortcut("a")))
    #expect(KeyboardShortcut("a").description == "⌘A")
  }
}
