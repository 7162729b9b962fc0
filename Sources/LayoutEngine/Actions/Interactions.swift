import Foundation

/// A text field's text, as an action types into it.
final class TextInput {
  let text: Binding<String>
  let isEnabled: Bool

  init(text: Binding<String>, isEnabled: Bool) {
    self.text = text
    self.isEnabled = isEnabled
  }
}

/// A choice among options (a picker's, a tab view's, a list's rows), as an action selects one.
final class Choice {
  /// One option: its tag (nil: a tab without a value), its title, its place among the options.
  struct Option {
    let index: Int
    let tag: AnyHashable?
    let title: String
  }

  /// The options, when the choice knows them all (a picker's, a tab view's, built or not); nil:
  /// the rows tagged below the marked views (a list's).
  var options: [Option]?
  var isEnabled: Bool
  /// Whether its options are views a user selects by tapping them (a list's rows, a shown
  /// picker's options); a tab view's tabs are chosen from its bar, not by tapping their content.
  var selectsRows = true
  /// Whether a tag can be selected: of the selection's type.
  var accepts: (AnyHashable) -> Bool = { _ in true }
  /// The selected tag, if any.
  var selected: () -> AnyHashable?
  /// Selects an option.
  var choose: (Option) -> Void

  init(
    options: [Option]? = nil, isEnabled: Bool, selected: @escaping () -> AnyHashable?,
    choose: @escaping (Option) -> Void
  ) {
    self.options = options
    self.isEnabled = isEnabled
    self.selected = selected
    self.choose = choose
  }

  /// A choice that sets `selection` to the option's tag, when the tag is of its type (an
  /// optional selection takes the unwrapped tag, as `TagValue` compares them).
  static func binding<Value: Hashable>(
    _ selection: Binding<Value>, isEnabled: Bool, options: [Option]? = nil
  ) -> Choice {
    let choice = Choice(isEnabled: isEnabled, selected: { nil }, choose: { _ in })
    choice.options = options
    choice.bind(selection)
    return choice
  }

  /// The options `nodes` make: each one's tag, and its title (its tab title, or its first text).
  static func options(of nodes: some Collection<ViewNode>) -> [Option] {
    nodes.enumerated().map { index, node in
      Option(
        index: index, tag: node.traits.value(TagKey.self),
        title: node.traits.value(TabTitleKey.self) ?? node.firstText ?? "")
    }
  }

  /// Reads and sets `selection` from now on.
  func bind<Value: Hashable>(_ selection: Binding<Value>) {
    accepts = { $0.base is Value }
    selected = { TagValue.of(selection.wrappedValue) }
    choose = { option in
      if let tag = option.tag, let value = tag.base as? Value { selection.wrappedValue = value }
    }
  }

  /// Reads and sets a set `selection` from now on: choosing makes the option the only one.
  func bind<Value: Hashable>(_ selection: Binding<Set<Value>>) {
    accepts = { $0.base is Value }
    selected = { selection.wrappedValue.count == 1 ? AnyHashable(selection.wrappedValue.first!) : nil }
    choose = { option in
      if let tag = option.tag, let value = tag.base as? Value { selection.wrappedValue = [value] }
    }
  }
}

/// The views whose nodes carry what an action needs: a text field's text, a choice.
struct _Interactive<Content: View>: View {
  typealias Body = Never
  let content: Content
  /// Marks a node's extras, given the environment the views are built in (nil: nothing to mark,
  /// and no extras made).
  let mark: ((NodeExtras, EnvironmentValues) -> Void)?

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    guard let mark = view.mark else { return Content._makeNodes(view.content, into: &list) }
    let environment = list.inputs.environment
    list.editEach(view.content) { node in
      mark(node.extrasForWriting, environment)
      node.contents.insert(.controls)
    }
  }
}

/// A tab's title, as `select "Title" in "tabs"` finds it.
struct TabTitleKey: LayoutValueKey {
  static var defaultValue: String? { nil }
}

extension EnvironmentValues {
  private struct ListSelectionKey: EnvironmentKey { static var defaultValue: Choice? { nil } }
  /// The selection of the list the views are rows of (nil: a list without one).
  var listSelection: Choice? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }
}
