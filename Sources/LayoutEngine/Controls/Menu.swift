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

extension Menu where Label == Text {
  /// Creates a menu with a localized title and `content`'s items.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
    label = Text(titleKey)
    self.title = titleKey.text
  }
}

extension Menu where Label == LayoutEngine.Label<Text, Image> {
  /// Creates a menu whose label is a title with a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
    label = LayoutEngine.Label(titleKey, systemImage: systemImage)
    self.title = titleKey.text
  }
}

extension View {
  /// Sets how menus in this view look (no effect on layout: a menu lays out as its label).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { _LayoutNeutral(content: self) }
}

/// How menus look.
public protocol MenuStyle {}

/// The platform's default menu.
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
}

/// A menu shown as a button.
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's default.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
