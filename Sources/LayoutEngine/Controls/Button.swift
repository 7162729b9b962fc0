import Foundation

/// A control that performs an action; it lays out as its label, styled by the button style of
/// its environment (`.buttonStyle(_:)`).
///
/// ```swift
/// Button("Next") { step += 1 }
/// Button { save() } label: { Label("Save", systemImage: "tray") }
/// ```
public struct Button<Label: View>: View {
  public typealias Body = Never
  let label: Label
  let title: String?
  let role: ButtonRole?
  let action: () -> Void

  /// Creates a button with a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a role and a custom label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
    title = nil
  }

  init(title: String, role: ButtonRole?, action: @escaping () -> Void, label: Label) {
    self.action = action
    self.label = label
    self.role = role
    self.title = title
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let environment = list.inputs.environment
    guard let style = environment.buttonStyle else {
      _ControlView._makeNodes(
        _ControlView(content: view.label, kind: .button, title: view.title, isOn: nil, perform: view.action),
        into: &list)
      return
    }
    let configuration = ButtonStyleConfiguration(
      label: ButtonStyleConfiguration.Label(content: AnyView(view.label)), role: view.role, isPressed: false,
      trigger: view.action)
    _ControlView._makeNodes(
      _ControlView(
        content: style.body(configuration), kind: .button, title: view.title, isOn: nil,
        perform: view.action),
      into: &list)
  }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(title: String(title), role: nil, action: action, label: Text(title))
  }

  /// Creates a button with a localized text label.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(title: titleKey.text, role: nil, action: action, label: Text(titleKey))
  }

  /// Creates a button with a text label and a role.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(title: String(title), role: role, action: action, label: Text(title))
  }

  /// Creates a button with a localized text label and a role.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(title: titleKey.text, role: role, action: action, label: Text(titleKey))
  }
}

extension Button where Label == LayoutEngine.Label<Text, Image> {
  /// Creates a button whose label is a title with a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(
      title: titleKey.text, role: nil, action: action,
      label: LayoutEngine.Label(titleKey, systemImage: systemImage))
  }

  /// Creates a button whose label is a title with a system symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(
      title: String(title), role: nil, action: action,
      label: LayoutEngine.Label(title, systemImage: systemImage))
  }

  /// Creates a button with a role whose label is a title with a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(
      title: titleKey.text, role: role, action: action,
      label: LayoutEngine.Label(titleKey, systemImage: systemImage))
  }
}

/// What a button does, which decides how the system shows it.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// A button that deletes data.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
  /// A button that closes (iOS 26).
  public static let close = ButtonRole(name: "close")
  /// A button that confirms (iOS 26).
  public static let confirm = ButtonRole(name: "confirm")
}
