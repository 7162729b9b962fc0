import Foundation

/// A control the views made (a button or a toggle; a divider when a menu reads it), as a menu
/// or a key press finds it: its title, its shortcut, whether it is enabled, and what it does.
package final class Control {
  /// What kind of control.
  package enum Kind: Sendable { case button, toggle, divider, menu }
  package let kind: Kind
  /// The title given as a string; nil reads the label's first text.
  let title: String?
  package let shortcut: KeyboardShortcut?
  package let isEnabled: Bool
  /// What pressing it does (a toggle flips its value).
  package let perform: () -> Void
  /// A toggle's value.
  package let isOn: (() -> Bool)?
  /// A menu's items, built when asked for.
  package let items: (() -> [FoundControl])?
  /// Whether it is a navigation bar's back button.
  let navigatesBack: Bool

  init(
    kind: Kind, title: String?, environment: EnvironmentValues, isOn: (() -> Bool)? = nil,
    perform: @escaping () -> Void, items: (() -> [FoundControl])? = nil, navigatesBack: Bool = false
  ) {
    self.items = items
    self.navigatesBack = navigatesBack
    self.kind = kind
    self.title = title
    shortcut = environment.keyboardShortcut
    isEnabled = environment.isEnabled
    self.isOn = isOn
    self.perform = perform
  }
}

/// A control found in a graph, with its title.
package struct FoundControl {
  package let control: Control
  package let title: String
}

/// The view that marks the nodes of its content as one control.
struct _ControlView<Content: View>: View {
  typealias Body = Never
  let content: Content
  let kind: Control.Kind
  let title: String?
  let isOn: (() -> Bool)?
  let perform: () -> Void
  /// A menu's items, built from the environment the menu has, when asked for.
  var items: ((EnvironmentValues) -> [FoundControl])? = nil
  /// Whether it is a navigation bar's back button.
  var navigatesBack = false

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let environment = list.inputs.environment
    let control = Control(
      kind: view.kind, title: view.title, environment: environment, isOn: view.isOn, perform: view.perform,
      items: view.items.map { items in { items(environment) } }, navigatesBack: view.navigatesBack)
    list.editEach(view.content) { node in
      node.extrasForWriting.control = control
      node.contents.insert(.controls)
    }
  }
}

extension ViewGraph {
  /// The controls shown, in tree order (a control of several views counted once).
  package var controls: [FoundControl] {
    var found: [FoundControl] = []
    var seen = Set<ObjectIdentifier>()
    forEachShown(having: .controls) { node in
      // In a menu, a divider is a separator (made here, not with every divider built).
      if node is DividerNode {
        found.append(
          FoundControl(
            control: Control(kind: .divider, title: "", environment: EnvironmentValues(), perform: {}),
            title: ""))
        return .skipChildren
      }
      guard let control = node.extras?.control else { return .descend }
      if seen.insert(ObjectIdentifier(control)).inserted {
        found.append(FoundControl(control: control, title: control.title ?? node.firstText ?? ""))
      }
      return .skipChildren
    }
    return found
  }
}

extension ViewNode {
  /// The first text in this node's subtree, in tree order.
  var firstText: String? {
    var pending: [ViewNode] = [self]
    while let node = pending.popLast() {
      if let text = node as? TextNode { return text.content }
      pending.append(contentsOf: node.children.reversed())
    }
    return nil
  }
}

/// `.disabled(_:)`: controls inside are disabled if any ancestor says so.
@usableFromInline
struct _Disable: _EnvironmentEdit {
  @usableFromInline let disabled: Bool

  @inlinable
  init(disabled: Bool) { self.disabled = disabled }

  @usableFromInline
  func apply(to environment: inout EnvironmentValues) {
    environment.isEnabled = environment.isEnabled && !disabled
  }
}

extension View {
  /// Disables the controls in this view: they no longer respond to taps, menus or shortcuts.
  ///
  /// ```swift
  /// Button("Archive") { archive() }.disabled(selection == nil)
  /// ```
  @inlinable
  public func disabled(_ disabled: Bool) -> some View {
    _EnvironmentEditor(content: self, edit: _Disable(disabled: disabled))
  }
}
