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
        for cell in row.children {
          let span = Swift.max(1, cell.traits.value(GridCellColumnsKey.self))
          cells.append(Cell(subview: LayoutSubview(node: cell), column: column, span: span))
          column += span
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

  /// Distributes `available` among tracks as stacks do: fixed tracks keep their ideal length,
  /// flexible ones share what is left equally (but never below their ideal).
  private static func share(ideal: [CGFloat], flexible: [Bool], available: CGFloat?) -> [CGFloat] {
    guard let available, available.isFinite else { return ideal }
    let flexibleCount = flexible.filter { $0 }.count
    guard flexibleCount > 0 else { return ideal }
    var left = available - zip(ideal, flexible).filter { !$0.1 }.map(\.0).reduce(0, +)
    var count = CGFloat(flexibleCount)
    var lengths = ideal
    // Serve the flexible tracks with the largest ideal first, so each gets at least its ideal.
    for index in ideal.indices.filter({ flexible[$0] }).sorted(by: {
      ideal[$0] > ideal[$1] || (ideal[$0] == ideal[$1] && $0 < $1)
    }) {
      let offer = Swift.max(left / count, ideal[index])
      lengths[index] = offer
      left -= offer
      count -= 1
    }
    return lengths
  }

  func solve(_ proposal: ProposedViewSize) -> Solution {
    // Columns.
    var ideal = [CGFloat](repeating: 0, count: columnCount)
    var flexible = [Bool](repeating: false, count: columnCount)
    let idealOffer = ProposedViewSize(width: nil, height: nil)
    for row in rows where row.isGridRow {
      for cell in row.cells
      where cell.span == 1 && !cell.subview[GridCellUnsizedAxesKey.self].contains(.horizontal) {
        let size = cell.subview.sizeThatFits(idealOffer)
        ideal[cell.column] = Swift.max(ideal[cell.column], size.width)
        if cell.subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > size.width {
          flexible[cell.column] = true
        }
      }
    }
    let hGaps = hSpacing * CGFloat(Swift.max(columnCount - 1, 0))
    var columns = GridSolver.share(
      ideal: ideal, flexible: flexible, available: proposal.width.map { $0 - hGaps })
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
      let cells: [(LayoutSubview, CGFloat)] =
        row.isGridRow
        ? row.cells.map { ($0.subview, columnSpanWidth(columns, $0.column, $0.span)) }
        : [(row.subview, columnCount > 0 ? columnSpanWidth(columns, 0, columnCount) : (proposal.width ?? 0))]
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
      ideal: rowIdeal, flexible: rowFlexible, available: proposal.height.map { $0 - vGaps })
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
