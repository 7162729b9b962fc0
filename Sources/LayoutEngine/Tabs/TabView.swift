import Foundation

/// Views in tabs, of which the selected one shows, with a tab bar as the device has it: on an
/// iPhone and in a compact width, a bar at the bottom of the safe area, 49 points high on an
/// iPhone and 50 on an iPad (measured by Geoff Hackworth); on an iPad in a regular width, iPadOS
/// 18's tab bar floats at the top, in the row of the navigation bar ("the tab bar ... shares the
/// row with the navigation bar"), and takes no height of its own; on a Mac, a row of tabs 28
/// points high above the content (SceneSim's model). `.tabViewStyle(.page)` shows no bar.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Recipes", systemImage: "book", value: .recipes) { RecipeList() }
///   Tab("Search", systemImage: "magnifyingglass", value: .search) { SearchScreen() }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @Environment(\.tabViewStyle) private var style
  @Environment(\.userInterfaceIdiom) private var idiom
  @Environment(\.horizontalSizeClass) private var sizeClass
  /// The tab chosen by an action, in a tab view without a selection binding (by its tag, or its
  /// place among the tabs).
  @State private var ownSelection: AnyHashable?

  /// Tabs of which the one tagged `selection` shows.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    let own = $ownSelection
    let choice = Choice(isEnabled: true, selected: { nil }, choose: { own.wrappedValue = $0.tag })
    // Without a selection, the first tab shows until one is chosen.
    choice.selected = { [unowned choice] in own.wrappedValue ?? choice.options?.first?.tag }
    choice.selectsRows = false
    if let selection { choice.bind(selection) }
    return _Interactive(content: page(choice)) { extras, environment in
      choice.isEnabled = environment.isEnabled
      extras.choice = choice
    }
  }

  /// The selected tab under its bar. The tab keeps its place in the tree whichever bar the
  /// width gives it (a bar that is not there is an empty inset), so that its state, a stack's
  /// pushed screens, survives a change of size class, as in SwiftUI.
  private func page(_ choice: Choice) -> some View {
    let selected = selection.flatMap { TagValue.of($0.wrappedValue) } ?? ownSelection
    let placement = TabBarPlacement(style: style, idiom: idiom, sizeClass: sizeClass)
    return _TabPage(content: content, selected: selected, choice: choice)
      .safeAreaInset(edge: .bottom, spacing: 0) {
        if case .bottom(let height) = placement { Rectangle().frame(height: height) }
      }
      .safeAreaInset(edge: .top, spacing: 0) {
        if case .top(let height) = placement { Rectangle().frame(height: height) }
      }
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs of which the first shows.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// Where a tab view's bar goes.
enum TabBarPlacement: Equatable {
  case none, bottom(CGFloat), top(CGFloat), floating

  init(style: TabViewStyleKind, idiom: UserInterfaceIdiom, sizeClass: UserInterfaceSizeClass?) {
    switch (style, idiom) {
    case (.page, _): self = .none
    case (_, .mac): self = .top(28)
    case (_, .pad): self = sizeClass == .compact ? .bottom(50) : .floating
    case (_, .phone): self = .bottom(49)
    }
  }
}

/// The selected tab of a tab view's content: the one whose tag is `selected`, or the first.
struct _TabPage<Content: View>: View {
  typealias Body = Never
  let content: Content
  let selected: AnyHashable?
  /// The choice that learns every tab's tag (its place, when it has none) and title.
  let choice: Choice

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.buildTagged(view.content) { built in
      let options = Choice.options(of: built).map {
        Choice.Option(index: $0.index, tag: $0.tag ?? AnyHashable($0.index), title: $0.title)
      }
      view.choice.options = options
      let kept =
        view.selected.flatMap { selected in
          options.first { $0.tag == selected }.map { built[built.startIndex + $0.index] }
        }
        ?? built.first
      return kept.map { [$0] } ?? []
    }
  }
}

/// A tab of a `TabView` (iOS 18): its content, tagged with its value, with a tab item.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  /// The title, as `select "Title" in "tabs"` finds the tab.
  var title: String? = nil

  public var body: some View {
    let title = title
    let titled = _TraitWriter(content: content) {
      $0.traits.setValue(Optional(title) as Any, for: ObjectIdentifier(TabTitleKey.self))
    }
    if let value { titled.tag(value) } else { titled }
  }
}

extension Tab where Label == LayoutEngine.Label<Text, Image> {
  /// A tab with a title, a system symbol and a value.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.value = value
    self.content = content()
    self.title = String(title)
  }
  /// A tab with a title, a system symbol and a value.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.value = value
    self.content = content()
    self.title = titleKey.text
  }
  /// A tab with a title, a system symbol and a value, for a role.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.value = value
    self.content = content()
    self.title = titleKey.text
  }
}

extension Tab where Value == Never, Label == LayoutEngine.Label<Text, Image> {
  /// A tab with a title and a system symbol (in a tab view without a selection).
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    value = nil
    self.content = content()
    self.title = String(title)
  }
  /// A tab with a title and a system symbol (in a tab view without a selection).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    value = nil
    self.content = content()
    self.title = titleKey.text
  }
}

extension Tab where Label == LayoutEngine.Label<Text, Image> {
  /// A tab for a role (search), with a value.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.value = value
    self.content = content()
  }
}

/// The role of a tab.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search tab.
  public static let search = TabRole(name: "search")
}

/// A group of tabs (in a sidebar-adaptable tab view): its tabs, as a `Group`.
public struct TabSection<Header: View, Content: View, Footer: View>: View {
  let content: Content
  public var body: some View { content }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// A section of tabs with a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  /// A section of tabs with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension View {
  /// Sets the tab item of this view in a `TabView` (the older API; no effect on layout).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _LayoutNeutral(content: self) }

  /// Sets how tab views in this view show their tabs.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewStyle, style._kind)
  }
}

/// How a tab view shows its tabs.
public protocol TabViewStyle {
  var _kind: TabViewStyleKind { get }
}

/// The tab view styles SceneSim lays out.
public enum TabViewStyleKind: Hashable, Sendable { case automatic, page, sidebarAdaptable, tabBarOnly }

public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
  public var _kind: TabViewStyleKind { .automatic }
}
public struct PageTabViewStyle: TabViewStyle {
  /// When the page indicator shows.
  public struct IndexDisplayMode: Sendable {
    let name: String
    public static let automatic = IndexDisplayMode(name: "automatic")
    public static let always = IndexDisplayMode(name: "always")
    public static let never = IndexDisplayMode(name: "never")
  }
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
  public var _kind: TabViewStyleKind { .page }
}
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  public init() {}
  public var _kind: TabViewStyleKind { .sidebarAdaptable }
}
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  public init() {}
  public var _kind: TabViewStyleKind { .tabBarOnly }
}
extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension EnvironmentValues {
  private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }
  var tabViewStyle: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}
