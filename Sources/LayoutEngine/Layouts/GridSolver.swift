import Foundation

/// Computes a `Grid`'s columns, rows and cell frames.
struct GridSolver {
  struct Cell {
    let subview: LayoutSubview
    let column: Int
    let span: Int
  }
  struct Row {
    let subview: LayoutSubview
    let cells: [Cell]
    let isGridRow: Bool
    let alignment: VerticalAlignment?
  }
  struct Solution {
    var columns: [CGFloat]
    var rows: [CGFloat]
    var size: CGSize
  }

  let layout: GridLayout
  let rows: [Row]
  let columnCount: Int
  let hSpacing: CGFloat
  let vSpacing: CGFloat

  init(_ layout: GridLayout, _ subviews: LayoutSubviews) {
    self.layout = layout
    var rows: [Row] = []
    var columnCount = 0
    for subview in subviews {
      if let row = subview.node as? GridRowNode {
        var column = 0
        var cells: [Cell] = []
        let limit = LayoutLimits.maximumGridTracks
        for cell in row.children {
          // Past the limit of columns, cells share the last column: a defined answer, not a trap.
          let start = Swift.min(column, limit - 1)
          let span = Swift.min(Swift.max(1, cell.traits.value(GridCellColumnsKey.self)), limit - start)
          cells.append(Cell(subview: LayoutSubview(node: cell), column: start, span: span))
          column = start + span
        }
        columnCount = Swift.max(columnCount, column)
        rows.append(Row(subview: subview, cells: cells, isGridRow: true, alignment: row.alignment))
      } else {
        rows.append(Row(subview: subview, cells: [], isGridRow: false, alignment: nil))
      }
    }
    self.rows = rows
    self.columnCount = columnCount
    hSpacing = layout.horizontalSpacing.map { $0.finiteOrZero } ?? ViewSpacing.defaultValue
    vSpacing = layout.verticalSpacing.map { $0.finiteOrZero } ?? ViewSpacing.defaultValue
  }

  /// Distributes `available` among tracks of the given minimum, ideal and maximum lengths.
  /// With room for every ideal, tracks that can grow share what is left equally (Apple, `Grid`:
  /// flexible columns "share the remaining horizontal space ... equally"); with less, tracks
  /// shrink as a stack's children do: the least flexible first, each offered its share of what is
  /// left, between its minimum and its ideal (so text in a grid wraps when the grid is narrow).
  private static func share(
    minimum: [CGFloat], ideal: [CGFloat], maximum: [CGFloat], available: CGFloat?
  ) -> [CGFloat] {
    guard let available, available.isFinite else { return ideal }
    var lengths = ideal
    let total = ideal.reduce(0, +)
    if available >= total {
      let growing = ideal.indices.filter { maximum[$0] > ideal[$0] }
      guard !growing.isEmpty else { return ideal }
      var left = available - ideal.indices.filter { maximum[$0] <= ideal[$0] }.map { ideal[$0] }.reduce(0, +)
      var count = CGFloat(growing.count)
      for index in growing.sorted(by: { ideal[$0] > ideal[$1] || (ideal[$0] == ideal[$1] && $0 < $1) }) {
        let offer = Swift.max(left / count, ideal[index])
        lengths[index] = Swift.min(offer, maximum[index])
        left -= lengths[index]
        count -= 1
      }
      return lengths
    }
    var left = available
    var count = CGFloat(ideal.count)
    let order = ideal.indices.sorted {
      let a = ideal[$0] - minimum[$0]
      let b = ideal[$1] - minimum[$1]
      return a < b || (a == b && $0 < $1)
    }
    for index in order {
      let offer = Swift.max(left / count, 0)
      lengths[index] = Swift.min(Swift.max(offer, minimum[index]), ideal[index])
      left -= lengths[index]
      count -= 1
    }
    return lengths
  }

  func solve(_ proposal: ProposedViewSize) -> Solution {
    // Columns.
    var minimum = [CGFloat](repeating: 0, count: columnCount)
    var ideal = [CGFloat](repeating: 0, count: columnCount)
    var maximum = [CGFloat](repeating: 0, count: columnCount)
    for row in rows where row.isGridRow {
      for cell in row.cells
      where cell.span == 1 && !cell.subview[GridCellUnsizedAxesKey.self].contains(.horizontal) {
        let c = cell.column
        minimum[c] = Swift.max(
          minimum[c], cell.subview.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width)
        ideal[c] = Swift.max(ideal[c], cell.subview.sizeThatFits(.unspecified).width)
        maximum[c] = Swift.max(
          maximum[c], cell.subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width)
      }
    }
    let hGaps = hSpacing * CGFloat(Swift.max(columnCount - 1, 0))
    var columns = GridSolver.share(
      minimum: minimum, ideal: ideal, maximum: maximum, available: proposal.width.map { $0 - hGaps })
    // Spanning cells and full-width rows wider than their columns widen them equally.
    func widen(from first: Int, span: Int, to width: CGFloat) {
      guard span > 0, first + span <= columnCount else { return }
      let current = columns[first..<first + span].reduce(0, +) + hSpacing * CGFloat(span - 1)
      if width > current {
        for index in first..<first + span { columns[index] += (width - current) / CGFloat(span) }
      }
    }
    for row in rows {
      if row.isGridRow {
        for cell in row.cells
        where cell.span > 1 && !cell.subview[GridCellUnsizedAxesKey.self].contains(.horizontal) {
          let offer = ProposedViewSize(width: columnSpanWidth(columns, cell.column, cell.span), height: nil)
          widen(
            from: cell.column, span: Swift.min(cell.span, columnCount - cell.column),
            to: cell.subview.sizeThatFits(offer).width)
        }
      } else if columnCount > 0 && !row.subview[GridCellUnsizedAxesKey.self].contains(.horizontal) {
        let offer = ProposedViewSize(
          width: proposal.width ?? columnSpanWidth(columns, 0, columnCount), height: nil)
        widen(from: 0, span: columnCount, to: row.subview.sizeThatFits(offer).width)
      }
    }
    // Rows.
    var rowIdeal = [CGFloat](repeating: 0, count: rows.count)
    var rowFlexible = [Bool](repeating: false, count: rows.count)
    for (index, row) in rows.enumerated() {
      let cells: [(LayoutSubview, CGFloat?)] =
        row.isGridRow
        ? row.cells.map { ($0.subview, columnSpanWidth(columns, $0.column, $0.span)) }
        : [(row.subview, columnCount > 0 ? columnSpanWidth(columns, 0, columnCount) : proposal.width)]
      for (subview, width) in cells where !subview[GridCellUnsizedAxesKey.self].contains(.vertical) {
        let size = subview.sizeThatFits(ProposedViewSize(width: width, height: nil))
        rowIdeal[index] = Swift.max(rowIdeal[index], size.height)
        if subview.sizeThatFits(ProposedViewSize(width: width, height: .infinity)).height > size.height {
          rowFlexible[index] = true
        }
      }
    }
    let vGaps = vSpacing * CGFloat(Swift.max(rows.count - 1, 0))
    let rowHeights = GridSolver.share(
      minimum: rowIdeal, ideal: rowIdeal, maximum: zip(rowIdeal, rowFlexible).map { $1 ? .infinity : $0 },
      available: proposal.height.map { $0 - vGaps })
    let width =
      columnCount > 0
      ? columnSpanWidth(columns, 0, columnCount)
      : rows.map { $0.subview.sizeThatFits(proposal).width }.max() ?? 0
    let height = rowHeights.reduce(0, +) + vGaps
    return Solution(
      columns: columns, rows: rowHeights, size: CGSize(width: width, height: rows.isEmpty ? 0 : height))
  }

  private func columnSpanWidth(_ columns: [CGFloat], _ first: Int, _ span: Int) -> CGFloat {
    let end = Swift.min(first + span, columns.count)
    guard first < end else { return 0 }
    return columns[first..<end].reduce(0, +) + hSpacing * CGFloat(end - first - 1)
  }

  private func columnX(_ columns: [CGFloat], _ index: Int) -> CGFloat {
    columns[0..<Swift.min(index, columns.count)].reduce(0, +) + hSpacing * CGFloat(index)
  }

  /// The horizontal alignment of each column: a `gridColumnAlignment` of any cell, else the grid's.
  private func columnAlignments() -> [HorizontalAlignment] {
    var result = [HorizontalAlignment](repeating: layout.alignment.horizontal, count: columnCount)
    for row in rows where row.isGridRow {
      for cell in row.cells {
        if let guide = cell.subview[GridColumnAlignmentKey.self] { result[cell.column] = guide }
      }
    }
    return result
  }

  func place(_ solution: Solution, in bounds: CGRect) {
    let alignments = columnAlignments()
    var y = bounds.minY
    for (index, row) in rows.enumerated() {
      let height = solution.rows[index]
      let rowRect = CGRect(x: bounds.minX, y: y, width: solution.size.width, height: height)
      let rowAlignment = row.alignment ?? layout.alignment.vertical
      if row.isGridRow, let node = row.subview.node as? GridRowNode {
        node.cellPlacements = row.cells.map { cell in
          let cellRect = CGRect(
            x: columnX(solution.columns, cell.column), y: 0,
            width: columnSpanWidth(solution.columns, cell.column, cell.span), height: height)
          return placement(
            of: cell.subview, in: cellRect,
            alignment: Alignment(horizontal: alignments[cell.column], vertical: rowAlignment))
        }
        node.assignedSize = rowRect.size
        row.subview.place(at: rowRect.origin, proposal: ProposedViewSize(rowRect.size))
      } else {
        let (rect, offer) = placement(
          of: row.subview, in: CGRect(origin: .zero, size: rowRect.size),
          alignment: Alignment(horizontal: layout.alignment.horizontal, vertical: rowAlignment))
        row.subview.place(
          at: CGPoint(x: rowRect.minX + rect.minX, y: rowRect.minY + rect.minY), proposal: offer)
      }
      y += height + vSpacing
    }
  }

  private func placement(
    of subview: LayoutSubview, in cell: CGRect, alignment: Alignment
  ) -> (CGRect, ProposedViewSize) {
    let offer = ProposedViewSize(cell.size)
    let size = subview.sizeThatFits(offer)
    if let anchor = subview[GridCellAnchorKey.self] {
      let origin = CGPoint(
        x: cell.minX + anchor.x * (cell.width - size.width),
        y: cell.minY + anchor.y * (cell.height - size.height))
      return (CGRect(origin: origin, size: size), offer)
    }
    let origin = alignedOrigin(
      alignment, in: cell.size, child: subview.node.dimensions(size: size, proposal: offer))
    return (
      CGRect(x: cell.minX + origin.x, y: cell.minY + origin.y, width: size.width, height: size.height), offer
    )
  }
}
