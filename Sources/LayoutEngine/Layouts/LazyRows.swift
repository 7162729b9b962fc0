import Foundation

/// Rows that a lazy container makes one at a time, as they come into view.
protocol _LazyRowSource {
  var rowCount: Int { get }
  func makeRow(_ index: Int, into list: inout _ViewList)
}

extension ForEach: _LazyRowSource where Content: View {
  var rowCount: Int { data.count }

  func makeRow(_ index: Int, into list: inout _ViewList) {
    let element = data[data.index(data.startIndex, offsetBy: index)]
    let id = self.id(element)
    list.withIdentity(ViewIdentity.explicit(id)) { Content._makeNodes(content(element), into: &$0) }
  }
}

/// Limits of lazy containers.
public enum LazyLimits {
  /// How far beyond the scroll view's visible length rows are made, as a fraction of that
  /// length, on each side (SceneSim's model of SwiftUI's prefetching).
  public static let marginFraction: CGFloat = 0.5
  /// How long a run of rows is made before anything is known of the viewport.
  public static let initialExtent: CGFloat = 1000
}

/// A `LazyVStack` or `LazyHStack` over a `ForEach`: it makes the rows within its scroll view's
/// visible length (plus a margin of `LazyLimits.marginFraction` of it on each side) and lets go
/// of the others, so that rows appear and disappear as the content scrolls, and a row's `@State`
/// starts anew when it comes back (the seeds: "State resets on recycle"). Its length counts the
/// rows it made and, for the others, the average length of those.
final class LazyStackNode: ViewNode {
  let axis: Axis
  let alignment: AlignmentKey
  let gap: CGFloat
  let rowCount: Int
  let makeRow: (Int) -> ContiguousArray<ViewNode>
  private var rows: [Int: (node: ViewNode, content: DeferredContent)] = [:]
  private let identity: ViewIdentity

  init(
    axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, rowCount: Int, identity: ViewIdentity,
    context: GraphContext, makeRow: @escaping (Int) -> ContiguousArray<ViewNode>
  ) {
    self.axis = axis
    self.alignment = alignment
    gap = spacing.map { $0.finiteOrZero } ?? ViewSpacing.defaultValue
    self.rowCount = rowCount
    self.identity = identity
    self.makeRow = makeRow
    super.init(context: context)
    context.hasDeferredContent = true
  }

  private func offer(cross: CGFloat?) -> ProposedViewSize { ProposedViewSize(axis, main: nil, cross: cross) }

  /// Makes row `index` (several views in a row are stacked).
  private func realize(_ index: Int) -> (node: ViewNode, content: DeferredContent) {
    let content = DeferredContent(identity: identity.appending(ViewIdentity.index(index)))
    let nodes = content.build(in: context.store) { makeRow(index) }
    let node: ViewNode =
      nodes.count == 1
      ? nodes[0]
      : LayoutNode(
        layout: axis == .vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0)),
        name: axis == .vertical ? "VStack" : "HStack", context: context, children: nodes)
    return (node, content)
  }

  /// The made rows' lengths, their count and the widest across, for `cross`.
  private func measured(cross: CGFloat?) -> (sum: CGFloat, count: Int, cross: CGFloat) {
    let proposal = offer(cross: cross)
    var sum: CGFloat = 0
    var widest: CGFloat = 0
    for index in rows.keys.sorted() {
      let size = rows[index]!.node.sizeThatFits(proposal)
      sum += size[axis]
      widest = Swift.max(widest, size[axis.other])
    }
    return (sum, rows.count, widest)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let cross = proposal[axis.other]
    if rows.isEmpty, let known = context.store.lazyRows[identity], !known.isEmpty {
      // Built again: make the rows this stack had made (clean ones reuse their views).
      for index in known where index < rowCount { rows[index] = realize(index) }
      adopt()
    }
    if rows.isEmpty && rowCount > 0 {
      // Nothing is known of the viewport yet: make a first run of rows.
      var extent: CGFloat = 0
      var index = 0
      while index < rowCount && extent < LazyLimits.initialExtent {
        let row = realize(index)
        rows[index] = row
        adopt()
        extent += row.node.sizeThatFits(offer(cross: cross))[axis] + gap
        index += 1
      }
    }
    let (sum, count, widest) = measured(cross: cross)
    let estimate = count > 0 ? sum / CGFloat(count) : 0
    let length = sum + estimate * CGFloat(rowCount - count) + gap * CGFloat(Swift.max(rowCount - 1, 0))
    return CGSize(axis, main: length, cross: cross ?? widest)
  }

  override func placeChildren(proposal: ProposedViewSize) {
    let cross = frame.size[axis.other]
    let proposal = offer(cross: cross)
    let (sum, count, _) = measured(cross: cross)
    let estimate = count > 0 ? sum / CGFloat(count) : 0
    // The visible length: the nearest scroll view's frame along the axis, with the margin.
    var low = -CGFloat.infinity
    var high = CGFloat.infinity
    var ancestor = parent
    while let current = ancestor {
      if let scroll = current as? ScrollViewNode,
        scroll.axes.contains(axis == .vertical ? .vertical : .horizontal)
      {
        let start = axis == .vertical ? scroll.frame.minY : scroll.frame.minX
        let length = scroll.frame.size[axis]
        low = start - length * LazyLimits.marginFraction
        high = start + length * (1 + LazyLimits.marginFraction)
        break
      }
      ancestor = current.parent
    }
    // Which rows fall within it, by the lengths known and estimated.
    let origin = axis == .vertical ? frame.minY : frame.minX
    var position = origin
    var wanted: [Int] = []
    for index in 0..<rowCount {
      let length = rows[index].map { $0.node.sizeThatFits(proposal)[axis] } ?? estimate
      if position + length > low && position < high { wanted.append(index) }
      position += length + gap
      if position > high && index >= (rows.keys.max() ?? 0) { break }
    }
    let wantedSet = Set(wanted)
    var changed = false
    for index in rows.keys.sorted() where !wantedSet.contains(index) {
      // Let go of the row: what its views kept goes with it (it starts anew if it comes back).
      context.store.forget(rows[index]!.content.record)
      ViewNode.dismantle(rows[index]!.node)
      rows[index] = nil
      changed = true
    }
    for index in wanted where rows[index] == nil {
      rows[index] = realize(index)
      changed = true
    }
    adopt()
    // Place every made row, the others counting at the estimate.
    position = origin
    let placedEstimate: CGFloat = {
      let (sum, count, _) = measured(cross: cross)
      return count > 0 ? sum / CGFloat(count) : 0
    }()
    let h = HorizontalAlignment(alignmentKey: alignment)
    let v = VerticalAlignment(alignmentKey: alignment)
    for index in 0..<rowCount {
      guard let row = rows[index] else {
        position += placedEstimate + gap
        continue
      }
      row.content.keep(in: context.store)
      let size = row.node.sizeThatFits(proposal)
      let dims = row.node.dimensions(size: size, proposal: proposal)
      let rect: CGRect
      if axis == .vertical {
        let container = ViewDimensions(
          size: CGSize(width: cross, height: size.height), node: nil, proposal: .unset)
        rect = CGRect(
          x: frame.minX + container[h] - dims[h], y: position, width: size.width, height: size.height)
      } else {
        let container = ViewDimensions(
          size: CGSize(width: size.width, height: cross), node: nil, proposal: .unset)
        rect = CGRect(
          x: position, y: frame.minY + container[v] - dims[v], width: size.width, height: size.height)
      }
      row.node.place(in: rect, proposal: proposal)
      position += size[axis] + gap
    }
    context.store.lazyRows[identity] = rows.keys.sorted()
    context.store.placedContainers.insert(identity)
    // The length changes as rows are made with lengths other than the estimate: the layout
    // around must measure again (the update does, within its pass limit).
    if changed {
      let length = position - origin - (rowCount > 0 ? gap : 0)
      if abs(length - frame.size[axis]) > 0.001 {
        invalidateMeasurementsUpward()
        context.needsRelayout = true
      }
    }
  }

  /// The made rows become the children, in order.
  private func adopt() {
    children = ContiguousArray(rows.keys.sorted().map { rows[$0]!.node })
    for (index, child) in children.enumerated() {
      child.parent = self
      child.indexInParent = Int32(truncatingIfNeeded: index)
    }
  }

  override var kindName: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }
  override var details: String? { "\(rows.count) of \(rowCount) rows made" }
}

extension ViewNode {
  /// Forgets the sizes this node and its ancestors answered (a lazy stack's length changed).
  final func invalidateMeasurementsUpward() {
    var node: ViewNode? = self
    var steps = 0
    while let current = node, steps < LayoutLimits.maximumDepth {
      current.memo?.removeAll()
      current.invalidateLayoutCache()
      node = current.parent
      steps += 1
    }
  }
}
