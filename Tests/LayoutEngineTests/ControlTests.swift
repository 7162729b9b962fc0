import Foundation
import LayoutEngine
import Testing

/// Buttons, toggles, shortcuts, `.disabled` and focused scene values, as a menu or a key press
/// finds them.
@Suite struct ControlTests {
  struct Flags: FocusedValueKey { typealias Value = Binding<Bool> }

  struct Screen: View {
    @State var on = false
    var body: some View {
      VStack {
        Button("Save") { on = true }.keyboardShortcut("s")
        Toggle("Wrap", isOn: $on)
        Divider()
        Button {
        } label: {
          HStack {
            Image(systemName: "trash"); Text("Delete")
          }
        }.disabled(true)
      }
      .focusedSceneValue(\.flag, $on)
    }
  }

  @Test func controlsInTreeOrderWithTitlesShortcutsAndState() {
    let graph = ViewGraph(Screen())
    graph.layout(in: CGSize(width: 400, height: 400))
    let controls = graph.controls
    #expect(controls.map(\.title) == ["Save", "Wrap", "", "Delete"])
    #expect(controls.map(\.control.kind) == [.button, .toggle, .divider, .button])
    #expect(controls[0].control.shortcut == KeyboardShortcut("s", modifiers: .command))
    #expect(controls.map(\.control.isEnabled) == [true, true, true, false])
    #expect(controls[1].control.isOn?() == false)
    controls[0].control.perform()
    graph.layout(in: CGSize(width: 400, height: 400))
    #expect(graph.controls[1].control.isOn?() == true)
    #expect(graph.focusedSceneValues.flag?.wrappedValue == true)
  }

  /// A shortcut given as a value (Apple, `KeyboardShortcut.defaultAction`: "the Return (↩) key
  /// and no modifiers") is the control's, as one given by its key.
  @Test func aShortcutGivenAsAValueIsTheControls() {
    let graph = ViewGraph(VStack { Button("Done") {}.keyboardShortcut(.defaultAction) })
    graph.layout(in: CGSize(width: 400, height: 400))
    #expect(graph.controls.first?.control.shortcut == .defaultAction)
  }

  struct Number: FocusedValueKey { typealias Value = Int }

  /// A view that never changes, published with a value of its parent's state: when the parent
  /// evaluates again, the child's nodes are kept and the modifier edits them again. Commands must
  /// see the value of now, not the first one.
  @Test func focusedValuesFollowTheStateOfNow() {
    struct Leaf: View {
      var body: some View { Color.red }
    }
    struct Parent: View {
      @State var count = 0
      var body: some View {
        VStack {
          Button("More") { count += 1 }
          Leaf().focusedSceneValue(\.number, count)
        }
      }
    }
    let graph = ViewGraph(Parent())
    graph.layout(in: CGSize(width: 100, height: 100))
    for _ in 0..<3 {
      graph.controls[0].control.perform()
      graph.layout(in: CGSize(width: 100, height: 100))
    }
    #expect(graph.focusedSceneValues.number == 3)
  }

  /// Several views publish the same key: the one closest to focus wins (Apple, `FocusedValue`:
  /// "If multiple views publish values using the same key, the wrapped property will reflect the
  /// value from the view closest to focus"). SceneSim has no focus within a window, so the rest is
  /// its own reading: the deepest view counts as closest (a view inside wins over its ancestor),
  /// between views side by side the first wins, and a nil value publishes nothing.
  @Test func theViewClosestToFocusPublishesAKey() {
    let nested = ViewGraph(
      VStack {
        HStack {
          Color.red.focusedSceneValue(\.number, 2)
          Color.blue.focusedSceneValue(\.number, 3)
        }
        .focusedSceneValue(\.number, 1)
        Color.green.focusedSceneValue(\.number, 4)
      })
    nested.layout(in: CGSize(width: 100, height: 100))
    #expect(nested.focusedSceneValues.number == 2)
    let withNil = ViewGraph(
      HStack { Color.red.focusedSceneValue(\.number, nil) }.focusedSceneValue(\.number, 1))
    withNil.layout(in: CGSize(width: 100, height: 100))
    #expect(withNil.focusedSceneValues.number == 1)
  }

  /// A toggle takes the width it is offered, its label leading and its switch trailing. Apple
  /// documents no size for a switch: 51 × 31 points is the size a UISwitch takes on iOS (its
  /// intrinsic content size, as commonly reported; not measured here), SceneSim's model of it.
  @Test func toggleLaysOutLabelThenSwitch() {
    let snapshot = LayoutSnapshot(
      Toggle("Wrap", isOn: .constant(true)), proposal: ProposedViewSize(width: 300, height: 100))
    #expect(snapshot.size.width == 300)
    #expect(snapshot.nodes.contains { $0.frame == CGRect(x: 249, y: 0, width: 51, height: 31) })
  }

  @Test func shortcutsPrintAsMenusShowThem() {
    #expect(KeyboardShortcut("s").description == "⌘S")
    #expect(KeyboardShortcut("z", modifiers: [.command, .shift]).description == "⇧⌘Z")
    #expect(KeyboardShortcut("f", modifiers: [.control, .command, .option]).description == "⌃⌥⌘F")
    #expect(KeyboardShortcut.defaultAction.description == "<return>")
  }
}

extension FocusedValues {
  var number: Int? {
    get { self[ControlTests.Number.self] }
    set { self[ControlTests.Number.self] = newValue }
  }
  var flag: Binding<Bool>? {
    get { self[ControlTests.Flags.self] }
    set { self[ControlTests.Flags.self] = newValue }
  }
}
