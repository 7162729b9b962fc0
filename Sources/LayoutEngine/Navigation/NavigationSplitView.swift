import Foundation

/// A view of two or three columns (sidebar, optional content, detail) that shows and hides its
/// leading columns with the width and collapses into one stack in a compact width (the model is
/// `SplitColumnModel`'s, documented there).
///
/// ```swift
/// NavigationSplitView(columnVisibility: $visibility) {
///   MailboxList()
/// } content: {
///   MessageList()
/// } detail: {
///   MessageView()
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  public typealias Body = Never
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  /// Creates a three-column split view.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Creates a three-column split view whose visibility a binding controls.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    preferredCompactColumn = nil
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Creates a three-column split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    columnVisibility = nil
    preferredCompactColumn = nil
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let environment = list.inputs.environment
    var columns = [column(view.sidebar, list)]
    if let content = view.content { columns.append(column(content, list)) }
    columns.append(column(view.detail, list))
    let identity = list.inputs.identity
    // The size class is taken in place when it comes from the root (a window's resize across
    // size classes updates the split view, not the view whose body holds it).
    let sizeClass = environment.horizontalSizeClassFromRoot
    let model = SplitColumnModel(
      visibility: view.columnVisibility?.wrappedValue ?? list.context.store.splitVisibilities[identity]
        ?? .automatic,
      style: environment.navigationSplitViewStyle,
      preferredCompactColumn: view.preferredCompactColumn?.wrappedValue ?? .sidebar,
      isCompact: sizeClass.value == .compact,
      widths: columns.dropLast().map { $0.extras?.splitColumnWidth ?? SplitColumnWidth.standard })
    let node = SplitViewNode(
      model: model, visibility: view.columnVisibility, identity: identity, context: list.context,
      children: ContiguousArray(columns))
    node.sizeClassSource = sizeClass.root
    if let root = sizeClass.root { list.context.store.addRootValueReader(node, of: root) }
    list.append(node)
  }

  /// One column's node: its views, stacked vertically when there are several, as a root's are.
  private static func column<V: View>(_ view: V, _ list: _ViewList) -> ViewNode {
    let nodes = list.children(of: view, stackAxis: nil)
    let column = ViewNode.single(nodes, name: "VStack (column)", context: list.context)
    // A width given to one of the column's views is the column's.
    if column !== nodes.first, let width = nodes.lazy.compactMap({ $0.extras?.splitColumnWidth }).first {
      column.extrasForWriting.splitColumnWidth = width
    }
    return column
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column split view.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  /// Creates a two-column split view whose visibility a binding controls.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    preferredCompactColumn = nil
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  /// Creates a two-column split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    columnVisibility = nil
    preferredCompactColumn = nil
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }
}
/// A split view's node: its children are the columns, sidebar first, detail last.
final class SplitViewNode: ViewNode, RootValueReading {
  private(set) var model: SplitColumnModel
  /// The root's size class, when the split view takes it from there (`rootValueChanged`).
  var sizeClassSource: RootEnvironmentValue?
  /// Its entry in the store's list of root-value readers, forgotten as it goes (`deinit`).
  var rootValueReader: RootValueReader?
  /// The binding that controls the visibility, if the view was given one.
  let visibility: Binding<NavigationSplitViewVisibility>?
  /// Where the split view's own visibility is kept when it has no binding: state of the view,
  /// kept by identity while it is shown, as a scroll view's position is.
  let identity: ViewIdentity
  /// The columns shown at the last placement.
  private(set) var columns: NavigationSplitViewColumns?

  /// Whether the sidebar shows beside the other columns (not collapsed into one stack).
  var showsSidebar: Bool { columns.map { !$0.isCollapsed && $0.shownColumns.contains(.sidebar) } ?? false }

  init(
    model: SplitColumnModel, visibility: Binding<NavigationSplitViewVisibility>?, identity: ViewIdentity,
    context: GraphContext, children: ContiguousArray<ViewNode>
  ) {
    self.model = model
    self.visibility = visibility
    self.identity = identity
    super.init(context: context, children: children, memoized: true)
    contents.insert(.splitViews)
  }

  deinit { rootValueReader?.forget() }

  /// Takes the root's size class again: compact collapses the columns into one stack.
  func rootValueChanged() {
    guard let sizeClassSource else { return }
    let isCompact = EnvironmentValues.horizontalSizeClass(ofRootValue: sizeClassSource.value) == .compact
    guard isCompact != model.isCompact else { return }
    model.isCompact = isCompact
    invalidateMeasurementsUpward()
  }

  /// Shows the sidebar when it is hidden and hides it when it is shown (View > Show/Hide
  /// Sidebar): through the view's visibility binding, else in the split view's own state. In a
  /// three-column view only the sidebar goes, the content column stays (Apple,
  /// `NavigationSplitViewVisibility.doubleColumn`: "Show the content column and detail area of a
  /// three-column navigation split view"); in a two-column view the detail is left
  /// (`detailOnly`).
  func toggleSidebar() {
    let hidden: NavigationSplitViewVisibility = model.hasContentColumn ? .doubleColumn : .detailOnly
    let next: NavigationSplitViewVisibility = showsSidebar ? hidden : .all
    if let visibility {
      visibility.wrappedValue = next
    } else {
      // The split view's own state: it outlives this node, as long as the view is shown.
      model.visibility = next
      context.store.splitVisibilities[identity] = next
    }
  }

  /// The index of `column` among the children (and, for a leading column, in the widths).
  private func index(_ column: NavigationSplitViewColumn) -> Int {
    switch column {
    case .sidebar: return 0
    case .content: return model.hasContentColumn ? 1 : 0
    case .detail: return children.count - 1
    }
  }

  /// Calls `body` with each shown column and its frame in `bounds`, leading to trailing (no
  /// list of frames is made: a split view is placed at every layout).
  @inline(__always)
  private func forEachFrame(
    in bounds: CGRect, _ columns: NavigationSplitViewColumns,
    _ body: (NavigationSplitViewColumn, CGRect) -> Void
  ) {
    guard let detail = columns.shownColumns.last else { return }
    if columns.isCollapsed { return body(detail, bounds) }
    var leading = columns.shownColumns
    leading.remove(detail)
    var x = bounds.minX
    if columns.overlaysDetail {
      // Over the detail, within the view's bounds.
      for column in leading {
        let length = Swift.max(Swift.min(model.widths[index(column)].ideal, bounds.maxX - x), 0)
        body(column, CGRect(x: x, y: bounds.minY, width: length, height: bounds.height))
        x += length
      }
      return body(detail, bounds)
    }
    // Leading columns at their ideal widths, shrunk toward their minimums when the detail would
    // have less than nothing; the detail takes the rest.
    var total: CGFloat = 0
    var shrinkable: CGFloat = 0
    for column in leading {
      let width = model.widths[index(column)]
      total += width.ideal
      shrinkable += width.ideal - width.minimum
    }
    let excess = Swift.max(total - bounds.width, 0)
    let share = shrinkable > 0 ? Swift.min(excess / shrinkable, 1) : 0
    func length(_ column: NavigationSplitViewColumn) -> CGFloat {
      let width = model.widths[index(column)]
      return width.ideal - (width.ideal - width.minimum) * share
    }
    // Still wider than the view (columns asked for with `.all` in a narrow width): the leading
    // columns share the width in proportion and the detail gets none.
    let sum = leading.reduce(0) { $0 + length($1) }
    let scale = sum > bounds.width && sum > 0 ? bounds.width / sum : 1
    for column in leading {
      let width = length(column) * scale
      body(column, CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
      x += width
    }
    body(detail, CGRect(x: x, y: bounds.minY, width: Swift.max(bounds.maxX - x, 0), height: bounds.height))
  }

  override var isContainer: Bool { true }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    // A split view takes the space it is offered; unspecified, the columns' ideal sizes (the
    // columns, measured unspecified, have no size for their container-relative frames).
    withContainer(.unspecified) {
      let width =
        proposal.width
        ?? model.widths.map(\.ideal).reduce(0, +) + children[index(.detail)].sizeThatFits(.unspecified).width
      let height = proposal.height ?? children.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
      return CGSize(width: width, height: height)
    }
  }

  override func placeChildren(proposal: ProposedViewSize) {
    context.store.placedContainers.insert(identity)
    let columns = model.columns(width: frame.width)
    self.columns = columns
    // Each column hosts its content as a window hosts its root view: offered the column's size,
    // at the size it chooses, centered (a view that cannot be as narrow overflows the column,
    // as in SwiftUI, instead of being squeezed into a frame smaller than it is).
    forEachFrame(in: frame, columns) { column, rect in
      let proposal = ProposedViewSize(rect.size)
      // Each column is the container of the views in it (Apple, `containerRelativeFrame`).
      children[index(column)].withContainer(proposal) {
        let size = children[index(column)].sizeThatFits(proposal)
        let origin = CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        children[index(column)].place(in: CGRect(origin: origin, size: size), proposal: proposal)
      }
    }
  }

  override var choosesShownChildren: Bool { true }
  override var shownColumns: NavigationSplitViewColumns? { columns }
  override var displayedRange: Range<Int> {
    guard let columns else { return 0..<0 }
    // The columns keep their indices among the children, so snapshot paths stay the same.
    if columns.isCollapsed, let column = columns.shownColumns.first {
      let index = index(column)
      return index..<index + 1
    }
    // The shown columns are always the last ones: the detail and the leading columns nearest it.
    return (children.count - columns.shownColumns.count)..<children.count
  }

  override var kindName: String { "NavigationSplitView" }
  override var details: String? { columns.map { "columns: \($0)" } }
  override func addKind(to hasher: inout StructureHash) {
    guard let columns else { return hasher.add(-1) }
    hasher.add(columns.shownColumns.count)
    for column in columns.shownColumns { hasher.addBytes(of: column.rawValue) }
    hasher.add(columns.isCollapsed)
    hasher.add(columns.overlaysDetail)
  }
}

extension View {
  /// Sets the width of the split-view column this view is the root of.
  ///
  /// ```swift
  /// MailboxList().navigationSplitViewColumnWidth(250)
  /// ```
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    navigationSplitViewColumnWidth(min: width, ideal: width, max: width)
  }

  /// Sets the flexible width of the split-view column this view is the root of.
  ///
  /// ```swift
  /// MessageList().navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 400)
  /// ```
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    let clean = { (value: CGFloat) in
      value.isFinite ? Swift.max(value, 0) : SplitColumnModel.defaultColumnWidth
    }
    let idealWidth = clean(ideal)
    // `max` limits how far a user may drag the column wider; SceneSim does not drag columns.
    let width = SplitColumnWidth(
      minimum: Swift.min(min.map(clean) ?? idealWidth, idealWidth), ideal: idealWidth)
    return _TraitWriter(content: self) { $0.extrasForWriting.splitColumnWidth = width }
  }

  /// Sets the style of the split views in this view.
  ///
  /// ```swift
  /// NavigationSplitView { Sidebar() } detail: { Detail() }.navigationSplitViewStyle(.balanced)
  /// ```
  public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> some View {
    environment(\.navigationSplitViewStyle, style)
  }
}

extension EnvironmentValues {
  private struct SplitStyleKey: EnvironmentKey {
    static let defaultValue = NavigationSplitViewStyle.automatic
  }
  var navigationSplitViewStyle: NavigationSplitViewStyle {
    get { self[SplitStyleKey.self] }
    set { self[SplitStyleKey.self] = newValue }
  }
}

extension ViewGraph {
  /// Toggles the sidebar of the first split view shown (View > Show/Hide Sidebar);
  /// false when no split view is shown. The next layout shows the change.
  ///
  /// ```swift
  /// graph.toggleSidebar()
  /// graph.layout(in: size)
  /// ```
  @discardableResult
  package func toggleSidebar() -> Bool {
    guard let split = firstSplitView else { return false }
    split.toggleSidebar()
    invalidatePlacement()
    return true
  }

  /// Whether the first split view shown shows its sidebar; nil when no split view is shown
  /// (what the View menu's Show/Hide Sidebar item reads).
  package var sidebarShown: Bool? { firstSplitView?.showsSidebar }

  /// The first split view shown, in the tree's order, or nil.
  private var firstSplitView: SplitViewNode? {
    var found: SplitViewNode?
    forEachShown(having: .splitViews) { node in
      guard let split = node as? SplitViewNode else { return .descend }
      found = split
      return .stop
    }
    return found
  }
}
