import Foundation

/// A control that shows its label and, when chosen, its content's buttons, toggles and dividers
/// as a menu; inside a command menu it is a submenu (`View > Sort By > Date`).
///
/// ```swift
/// CommandMenu("View") {
///   Menu("Sort By") { Button("Date") { sort(.date) }; Button("Name") { sort(.name) } }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
  public typealias Body = Never
  let label: Label
  let title: String?
  let content: Content

  /// Creates a menu with `content`'s items, shown as `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    title = nil
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let content = view.content
    // The items are built when the menu is opened (or its path followed).
    _ControlView._makeNodes(
      _ControlView(
        content: view.label, kind: .menu, title: view.title, isOn: nil, perform: {},
        items: { environment in ViewGraph(content, environment: environment).controls }),
      into: &list)
  }
}

extension Menu where Label == Text {
  /// Creates a menu titled `title` with `content`'s items.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
    label = Text(title)
    self.title = String(title)
  }
}
