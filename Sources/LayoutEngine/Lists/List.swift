import Foundation

/// A scrolling column of rows, laid out as its style says (`.listStyle(_:)`; by default inset
/// grouped on iOS and iPadOS, inset on macOS): each row offered the width less its insets, at
/// least `defaultMinListRowHeight` tall (44 points on iOS and iPadOS), its content centered in
/// it; sections with their headers and footers. It takes the whole space it is offered, as a
/// scroll view does. SceneSim lays out every row (SwiftUI builds rows lazily; the frames are the
/// same).
///
/// ```swift
/// List(recipes) { recipe in Text(recipe.title) }
/// List(selection: $selection) { Section("Recent") { ForEach(recent) { Text($0.name) } } }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  /// Binds the list's choice to its selection (nil: a list without one).
  var bindSelection: ((Choice) -> Void)? = nil
  /// The box an action selects rows through: one per list, given the binding at each evaluation.
  @State private var choice = Choice(isEnabled: true, selected: { nil }, choose: { _ in })

  /// Creates a list of `content`'s rows.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    bindSelection = selection.map { selection in { $0.bind(selection) } }
  }

  /// Creates a list of `content`'s rows where several can be selected.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    bindSelection = selection.map { selection in { $0.bind(selection) } }
  }

  /// Creates a list where one row can be selected, of a row per element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
    bindSelection = selection.map { selection in { $0.bind(selection) } }
  }

  /// Creates a list where several rows can be selected, of a row per element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
    bindSelection = selection.map { selection in { $0.bind(selection) } }
  }

  /// Creates a list where one row can be selected, of a row per element, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    bindSelection = selection.map { selection in { $0.bind(selection) } }
  }

  public var body: some View {
    let choice: Choice? = bindSelection.map { bind in
      bind(self.choice)
      return self.choice
    }
    _ListContainer(content: content, style: nil, selection: choice)
  }
}

extension List where SelectionValue == Never {
  /// Creates a list of `content`'s rows.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a list of a row per element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// Creates a list of a row per element, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// Creates a list of a row per integer.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }

  /// Creates a list of a row per element of a bound collection.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    content = ForEach(data, content: rowContent)
  }
}

/// A list's or a form's rows in a scroll view, laid out by `_ListLayout`.
struct _ListContainer<Content: View>: View {
  let content: Content
  /// The style a form imposes; nil: the environment's.
  let style: ListStyleKind?
  /// The list's selection: its rows are tagged with their ids and selected through it.
  var selection: Choice? = nil
  @Environment(\.self) private var environment

  var body: some View {
    let style = style ?? environment.listStyle
    let selection = selection
    _Interactive(
      content: ScrollView {
        _EnvironmentEditor(
          content: _ListLayout(metrics: ListMetrics(style: style, environment: environment)) {
            _TaggingRows(content: content, tags: selection != nil)
          },
          edit: _ListRowsEnvironment(style: style, selection: selection))
      },
      mark: selection.map { selection in
        { extras, environment in
          selection.isEnabled = environment.isEnabled
          extras.choice = selection
        }
      })
  }
}

/// Content whose `ForEach` rows are tagged with their ids (a list's, when it has a selection).
struct _TaggingRows<Content: View>: View {
  typealias Body = Never
  let content: Content
  let tags: Bool

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let saved = list.inputs.tagsRows
    list.inputs.tagsRows = view.tags || saved
    Content._makeNodes(view.content, into: &list)
    list.inputs.tagsRows = saved
  }
}

/// What a list gives its rows, written in one edit by the values' setters: that they are rows of
/// a list, its style and its selection (one copy of the environment's table, and no key paths).
struct _ListRowsEnvironment: _EnvironmentEdit {
  let style: ListStyleKind
  let selection: Choice?

  func apply(to environment: inout EnvironmentValues) {
    environment.isInList = true
    environment.listStyle = style
    environment.listSelection = selection
  }

  static var onlyWrites: Bool { true }
}
