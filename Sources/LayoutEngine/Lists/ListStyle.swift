import Foundation

/// How a list lays out its rows and sections.
///
/// ```swift
/// List { ... }.listStyle(.plain)
/// ```
public protocol ListStyle {
  /// The style SceneSim lays out.
  var _kind: ListStyleKind { get }
}

/// The list styles SceneSim lays out.
public enum ListStyleKind: String, Hashable, Sendable, CaseIterable {
  case automatic, plain, grouped, insetGrouped, inset, sidebar

  /// The style `.automatic` stands for on a device: inset grouped on iOS and iPadOS, inset on
  /// macOS (SceneSim's reading of "the list style that describes a platform's default
  /// behavior").
  func resolved(for idiom: UserInterfaceIdiom) -> ListStyleKind {
    guard self == .automatic else { return self }
    return idiom == .mac ? .inset : .insetGrouped
  }
}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .automatic }
}
/// Rows from edge to edge, headers above their rows.
public struct PlainListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .plain }
}
/// Sections apart, rows from edge to edge.
public struct GroupedListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .grouped }
}
/// Sections apart, inset from the edges as rounded groups.
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .insetGrouped }
}
/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .inset }
}
/// A sidebar's list.
public struct SidebarListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The spacing between a list's sections.
public struct ListSectionSpacing: Sendable {
  let value: CGFloat?
  /// The style's spacing.
  public static let `default` = ListSectionSpacing(value: nil)
  /// A smaller spacing (SceneSim's model: 20 points).
  public static let compact = ListSectionSpacing(value: 20)
  /// `spacing` points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

extension EnvironmentValues {
  private struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.automatic }
  private struct MinRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
  private struct MinHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
  private struct RowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
  private struct SectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

  var listStyle: ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }

  /// The least height of a list row (nil: the platform's, 44 points on iOS and iPadOS).
  public var defaultMinListRowHeight: CGFloat {
    get { self[MinRowHeightKey.self] ?? ListMetrics.minimumRowHeight(userInterfaceIdiom) }
    set { self[MinRowHeightKey.self] = newValue }
  }

  /// The least height of a list section header (none by default).
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[MinHeaderHeightKey.self] }
    set { self[MinHeaderHeightKey.self] = newValue }
  }

  var listRowSpacing: CGFloat? {
    get { self[RowSpacingKey.self] }
    set { self[RowSpacingKey.self] = newValue }
  }

  var listSectionSpacing: CGFloat? {
    get { self[SectionSpacingKey.self] }
    set { self[SectionSpacingKey.self] = newValue }
  }
}

extension View {
  /// Sets how lists in this view lay out their rows and sections.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyle, style._kind) }

  /// Sets the insets of this list row's content (nil: the style's).
  ///
  /// ```swift
  /// Text("Edge to edge").listRowInsets(EdgeInsets())
  /// ```
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    layoutValue(key: ListRowInsetsKey.self, value: insets)
  }

  /// Sets the spacing between list rows (iOS 17), in addition to the rows' own heights.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { environment(\.listRowSpacing, spacing) }

  /// Sets the spacing between list sections (iOS 17).
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacing, spacing.value)
  }

  /// Sets the spacing between list sections (iOS 17).
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    environment(\.listSectionSpacing, spacing)
  }

  /// Sets the background of this list row (no effect on layout).
  public func listRowBackground<V: View>(_ view: V?) -> some View { _LayoutNeutral(content: self) }

  /// Shows or hides this row's separators (no effect on layout: separators are drawn in the
  /// row's insets).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Sets the tint of this row's separators (no effect on layout).
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Shows or hides this section's separators (no effect on layout).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Sets the tint of list items (no effect on layout).
  public func listItemTint(_ tint: Color?) -> some View { _LayoutNeutral(content: self) }
}

/// A list row's own insets (`listRowInsets(_:)`).
struct ListRowInsetsKey: LayoutValueKey {
  static let defaultValue: EdgeInsets? = nil
}
