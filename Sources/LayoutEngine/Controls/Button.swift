import Foundation

/// A control that performs an action; it lays out as its label.
///
/// ```swift
/// Button("Next") { step += 1 }
/// Button { save() } label: { Label("Save", systemImage: "tray") }
/// ```
public struct Button<Label: View>: View {
  public typealias Body = Never
  let label: Label
  let title: String?
  let action: () -> Void

  /// Creates a button with a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    title = nil
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    _ControlView._makeNodes(
      _ControlView(content: view.label, kind: .button, title: view.title, isOn: nil, perform: view.action),
      into: &list)
  }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.action = action
    label = Text(title)
    self.title = String(title)
  }
}

/// A control that turns an option on or off: its label, then a switch (51 × 31 points, iOS's
/// switch style) at the trailing edge of the width it is offered. In a menu it is an item with a
/// check mark.
///
/// ```swift
/// Toggle("Show Previews", isOn: $showsPreviews)
/// ```
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  let title: String?

  /// Creates a toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
    title = nil
  }

  public var body: some View {
    let isOn = self.isOn
    _ControlView(
      content: HStack {
        label
        Spacer()
        Capsule().frame(width: 51, height: 31)
      }, kind: .toggle, title: title, isOn: { isOn.wrappedValue },
      perform: { isOn.wrappedValue.toggle() })
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle with a text label.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.isOn = isOn
    label = Text(title)
    self.title = String(title)
  }
}
