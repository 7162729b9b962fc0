import Foundation

/// A container that arranges rows of cells in aligned columns.
///
/// Apple, `Grid`: the column count is that of the longest row; every cell of a column is as wide
/// as the column's widest cell, and columns of flexible views share the space left equally; the
/// tallest cell sets its row's height; a view that is not in a `GridRow` spans every column.
/// SceneSim's model for what Apple leaves open: rows are treated like columns (flexible rows share
/// the height left); a spanning cell that is wider than its columns widens them equally; the default
/// spacing is 8 points in both directions.
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Name"); Text("Ada") }
///   Divider()
///   GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct Grid<Content: View>: View {
  public typealias Body = Never
  let layout: GridLayout
  let content: Content

  /// Creates a grid.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = GridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let children = list.children(of: view.content, stackAxis: nil)
    list.append(LayoutNode(layout: view.layout, name: "Grid", context: list.context, children: children))
  }
}

/// A row of a `Grid`; outside a grid it lays out as a horizontal stack.
///
/// ```swift
/// GridRow(alignment: .top) { Text("a"); Color.red.gridCellColumns(2) }
/// ```
public struct GridRow<Content: View>: View {
  public typealias Body = Never
  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a grid row.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let cells = list.children(of: view.content, stackAxis: .horizontal)
    list.append(GridRowNode(alignment: view.alignment, context: list.context, children: cells))
  }
}

final class GridRowNode: ViewNode {
  let alignment: VerticalAlignment?
  /// Set by the grid before it places this row: each cell's frame (relative to the row) and proposal.
  var cellPlacements: [(CGRect, ProposedViewSize)]?
  /// Set by the grid before it places this row: the row's rectangle, which is its size.
  var assignedSize: CGSize?
  private lazy var fallback = HStackLayout(alignment: alignment ?? .center)

  init(alignment: VerticalAlignment?, context: GraphContext, children: ContiguousArray<ViewNode>) {
    self.alignment = alignment
    super.init(context: context, children: children)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    if let assignedSize, proposal == ProposedViewSize(assignedSize) { return assignedSize }
    var cache = fallback.makeCache(subviews: LayoutSubviews(children))
    return fallback.sizeThatFits(proposal: proposal, subviews: LayoutSubviews(children), cache: &cache)
  }

  override func placeChildren(proposal: ProposedViewSize) {
    if let placements = cellPlacements, placements.count == children.count {
      for (child, placement) in zip(children, placements) {
        child.place(in: placement.0.offsetBy(dx: frame.minX, dy: frame.minY), proposal: placement.1)
      }
      return
    }
    var cache = fallback.makeCache(subviews: LayoutSubviews(children))
    beginPlacements()
    fallback.placeSubviews(in: frame, proposal: proposal, subviews: LayoutSubviews(children), cache: &cache)
    finishPendingPlacements(in: frame, proposal: proposal)
  }

  override var kindName: String { "GridRow" }
}

/// The layout of `Grid`, usable with `AnyLayout`.
///
/// ```swift
/// AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 10))
/// ```
public struct GridLayout: Layout, LayoutDescribing {
  /// The alignment of cells within their column and row.
  public var alignment: Alignment
  /// The distance between columns, `nil` for the default (8).
  public var horizontalSpacing: CGFloat?
  /// The distance between rows, `nil` for the default (8).
  public var verticalSpacing: CGFloat?

  /// Creates a grid layout.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  public static var layoutProperties: LayoutProperties { .describingItself }

  /// What a grid keeps between calls: its rows and cells, and the last proposal's solution, so
  /// that placing after measuring for the same proposal does not solve again.
  public struct Cache {
    let solver: GridSolver
    var last: (proposal: PackedProposal, solution: GridSolver.Solution)?
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache(solver: GridSolver(self, subviews)) }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

  private func solution(_ proposal: ProposedViewSize, _ cache: inout Cache) -> GridSolver.Solution {
    let key = PackedProposal(proposal)
    if let last = cache.last, last.proposal == key { return last.solution }
    let solution = cache.solver.solve(proposal)
    cache.last = (key, solution)
    return solution
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    solution(proposal, &cache).size
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    cache.solver.place(solution(proposal, &cache), in: bounds)
  }

  var layoutDetails: String? { nil }
}

/// Makes a cell span several columns of its grid row.
struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
/// Overrides the horizontal alignment of a cell's whole column.
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
/// Places one cell by a unit point of its cell instead of the alignment.
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
/// Axes along which a cell does not take part in sizing its column or row.
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
  /// Makes this cell span `count` columns of its grid row.
  ///
  /// ```swift
  /// GridRow { Color.blue.gridCellColumns(2) }
  /// ```
  public func gridCellColumns(_ count: Int) -> some View {
    layoutValue(
      key: GridCellColumnsKey.self, value: Swift.min(Swift.max(1, count), LayoutLimits.maximumGridTracks))
  }

  /// Sets the horizontal alignment of every cell in this cell's column.
  ///
  /// ```swift
  /// GridRow { Text("Total").gridColumnAlignment(.trailing) }
  /// ```
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignmentKey.self, value: guide)
  }

  /// Places this cell at a unit point of its cell.
  ///
  /// ```swift
  /// Text("x").gridCellAnchor(.topLeading)
  /// ```
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    layoutValue(key: GridCellAnchorKey.self, value: anchor)
  }

  /// Keeps this cell out of the sizing of its column or row along `axes`.
  ///
  /// ```swift
  /// Divider().gridCellUnsizedAxes(.horizontal)
  /// ```
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
  }
}
