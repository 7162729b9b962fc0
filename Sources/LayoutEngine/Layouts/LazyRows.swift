import Foundation

/// Rows that a lazy container makes one at a time, as they come into view.
protocol _LazyRowSource {
  var rowCount: Int { get }
  /// The identity component of row `index` (its id's).
  func rowComponent(_ index: Int) -> UInt64
  /// Builds row `index` under the identity component `component`.
  func makeRow(_ index: Int, component: UInt64, into list: inout _ViewList)
  /// Whether each row is a `Section`.
  var rowsAreSections: Bool { get }
}

extension ForEach: _LazyRowSource where Content: View {
  var rowCount: Int { data.count }
  var rowsAreSections: Bool { Content.self is any _SectionView.Type }

  func rowComponent(_ index: Int) -> UInt64 {
    ViewIdentity.explicit(id(data[data.index(data.startIndex, offsetBy: index)]))
  }

  func makeRow(_ index: Int, component: UInt64, into list: inout _ViewList) {
    makeElement(
      data[data.index(data.startIndex, offsetBy: index)], component: component,
      checks: checksRows(in: list.context.store), into: &list)
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

/// How a lazy container puts its items in lines: one per line (a stack), or one per track
/// (a grid).
enum LazyArrangement {
  case stack(alignment: AlignmentKey)
  case grid(items: [GridItem], alignment: Alignment)
}

/// A lazy stack or grid over a `ForEach`: it makes the lines within its scroll view's visible
/// length (plus a margin of `LazyLimits.marginFraction` of it on each side) and lets go of the
/// others, so that rows appear and disappear as the content scrolls, and a row's `@State` starts
/// anew when it comes back (the seeds: "State resets on recycle"). Its length counts the lines it
/// made and, for the others, the average length of those.
final class LazyLinesNode: ViewNode {
  let axis: Axis
  let arrangement: LazyArrangement
  let gap: CGFloat
  let itemCount: Int
  let rowComponent: (Int) -> UInt64
  let makeItem: (Int, UInt64) -> ContiguousArray<ViewNode>
  private var items: [Int: (node: ViewNode, content: DeferredContent, component: UInt64)] = [:]
  /// How many made items have each identity component (more than one: an id that repeats).
  private var madeComponents: [UInt64: Int] = [:]
  private let identity: ViewIdentity
  /// What the items build hangs from (each item's own content hangs from this).
  private let content: DeferredContent
  /// The made items' indices, in order (kept by `adopt()`).
  private var order: [Int] = []
  /// The section headers and footers a lazy stack pins (nil: none).
  private let pinning: SectionPinning?
  /// Whether the grid said that it lays a row's section out as one cell.
  private var reportedSections = false

  init(
    axis: Axis, arrangement: LazyArrangement, spacing: CGFloat?, itemCount: Int, identity: ViewIdentity,
    context: GraphContext, pinning: SectionPinning? = nil, rowComponent: @escaping (Int) -> UInt64,
    makeItem: @escaping (Int, UInt64) -> ContiguousArray<ViewNode>
  ) {
    self.rowComponent = rowComponent
    self.axis = axis
    self.arrangement = arrangement
    gap = spacing.map { $0.finiteOrZero } ?? ViewSpacing.defaultValue
    self.itemCount = itemCount
    self.identity = identity
    self.makeItem = makeItem
    self.pinning = pinning.flatMap { $0.views.isEmpty ? nil : $0 }
    content = DeferredContent(identity: identity, owner: context.store.building.last)
    // Memoized: a scroll view measures its content twice per pass; a change of length clears
    // the memos upward (`invalidateMeasurementsUpward`).
    super.init(context: context, memoized: true)
    context.hasDeferredContent = true
    // Its rows are made during layout, after its ancestors counted what they hold.
    contents = .all
  }

  /// The tracks of a grid for a cross length (`nil` for a stack).
  private func tracks(_ cross: CGFloat?) -> GridTracks? {
    guard case .grid(let gridItems, _) = arrangement else { return nil }
    return GridTracks(gridItems, available: cross ?? 0)
  }

  private func perLine(_ tracks: GridTracks?) -> Int { tracks.map { Swift.max($0.lengths.count, 1) } ?? 1 }

  private func lineCount(_ perLine: Int) -> Int { (itemCount + perLine - 1) / perLine }

  /// The proposal for the item at `slot` of its line.
  private func offer(_ slot: Int, cross: CGFloat?, _ tracks: GridTracks?) -> ProposedViewSize {
    guard let tracks else { return ProposedViewSize(axis, main: nil, cross: cross) }
    return ProposedViewSize(axis, main: nil, cross: tracks.lengths.isEmpty ? nil : tracks.lengths[slot])
  }

  /// Makes item `index` (several views for one item are stacked).
  private func realize(_ index: Int) -> (node: ViewNode, content: DeferredContent, component: UInt64) {
    let content = DeferredContent(
      identity: identity.appending(ViewIdentity.index(index)), owner: content.record)
    var component = rowComponent(index)
    if madeComponents[component, default: 0] > 0 {
      // An id that repeats: this row gets an identity of its own, so that the two never share
      // views ("the ID occurs multiple times within the collection, this will give undefined
      // results").
      context.report(
        LayoutIssue(
          .duplicateIdentity,
          "\(kindName): a ForEach id repeats (the ID occurs multiple times within the collection); each repeat "
            + "is given an identity of its own"))
      component = ViewIdentity(value: component).appending(ViewIdentity.index(index)).value
    }
    madeComponents[component, default: 0] += 1
    let nodes = content.build(in: context.store) { makeItem(index, component) }
    let node: ViewNode
    if nodes.count == 1 {
      node = nodes[0]
    } else {
      // The views of one item (a section's header, rows and footer) are spaced and aligned as
      // the stack's own items are.
      if case .grid = arrangement, !reportedSections,
        nodes.contains(where: { $0.traits.value(ListRowRoleKey.self).section != nil })
      {
        reportedSections = true
        context.report(
          LayoutIssue(
            .notModelled,
            "\(kindName): a section inside a row of a ForEach takes one cell (SceneSim lays out a lazy grid's "
              + "section header and footer across the grid only for a ForEach of Section or sections written "
              + "in the grid)"))
      }
      switch (arrangement, axis) {
      case (.stack(let key), .vertical):
        node = context.makeStack(
          VStackLayout(alignment: HorizontalAlignment(alignmentKey: key), spacing: gap), name: "VStack",
          children: nodes)
      case (.stack(let key), .horizontal):
        node = context.makeStack(
          HStackLayout(alignment: VerticalAlignment(alignmentKey: key), spacing: gap), name: "HStack",
          children: nodes)
      case (.grid, .vertical):
        node = context.makeStack(VStackLayout(spacing: 0), name: "VStack", children: nodes)
      case (.grid, .horizontal):
        node = context.makeStack(HStackLayout(spacing: 0), name: "HStack", children: nodes)
      }
      node.traits.setValue(true, for: ObjectIdentifier(LazyItemGroupKey.self))
    }
    return (node, content, component)
  }

  private func realizeLine(_ line: Int, _ perLine: Int) {
    for index in line * perLine..<Swift.min((line + 1) * perLine, itemCount) where items[index] == nil {
      items[index] = realize(index)
    }
  }

  /// The length of a made line (its longest item), or nil if it is not made.
  private func lineLength(_ line: Int, _ perLine: Int, cross: CGFloat?, _ tracks: GridTracks?) -> CGFloat? {
    var longest: CGFloat?
    for index in line * perLine..<Swift.min((line + 1) * perLine, itemCount) {
      guard let item = items[index] else { return nil }
      let length = item.node.sizeThatFits(offer(index - line * perLine, cross: cross, tracks))[axis]
      longest = Swift.max(longest ?? 0, length)
    }
    return longest
  }

  /// The lines with made items, in order.
  private func madeLines(_ perLine: Int) -> [Int] {
    var lines: [Int] = []
    for index in order where lines.last != index / perLine { lines.append(index / perLine) }
    return lines
  }

  /// The made lines' total length and count, summed in line order, so that the total is the
  /// same on every run.
  private func measuredLines(cross: CGFloat?, _ tracks: GridTracks?) -> (sum: CGFloat, count: Int) {
    let perLine = perLine(tracks)
    var sum: CGFloat = 0
    var count = 0
    for line in madeLines(perLine) {
      guard let length = lineLength(line, perLine, cross: cross, tracks) else { continue }
      sum += length
      count += 1
    }
    return (sum, count)
  }

  /// The lengths of the whole lines made, to estimate the others by. When no line is whole (the
  /// columns changed since the items were made), the first line is made: an estimate of zero
  /// would measure the container shorter than it is and put every line in view.
  private func estimatedLines(
    _ perLine: Int, cross: CGFloat?, _ tracks: GridTracks?
  ) -> (sum: CGFloat, count: Int) {
    let measured = measuredLines(cross: cross, tracks)
    guard measured.count == 0, lineCount(perLine) > 0 else { return measured }
    realizeLine(0, perLine)
    adopt()
    return measuredLines(cross: cross, tracks)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let cross = proposal[axis.other]
    let tracks = tracks(cross)
    let perLine = perLine(tracks)
    if items.isEmpty, let known = context.store.lazyRows[identity], !known.isEmpty {
      // Built again: make the items this container had made (clean ones reuse their views).
      for index in known where index < itemCount { items[index] = realize(index) }
      adopt()
    }
    if items.isEmpty && itemCount > 0 {
      // Nothing is known of the viewport yet: make a first run of lines.
      var extent: CGFloat = 0
      var line = 0
      while line < lineCount(perLine) && extent < LazyLimits.initialExtent {
        realizeLine(line, perLine)
        extent += (lineLength(line, perLine, cross: cross, tracks) ?? 0) + gap
        line += 1
      }
      // Once, after the run (the line lengths read the items, not the children).
      adopt()
    }
    let (sum, count) = estimatedLines(perLine, cross: cross, tracks)
    var widest: CGFloat = 0
    if tracks == nil {
      for index in order {
        widest = Swift.max(widest, items[index]!.node.sizeThatFits(offer(0, cross: cross, nil))[axis.other])
      }
    }
    let lines = lineCount(perLine)
    let estimate = count > 0 ? sum / CGFloat(count) : 0
    let length = sum + estimate * CGFloat(lines - count) + gap * CGFloat(Swift.max(lines - 1, 0))
    return CGSize(axis, main: length, cross: tracks?.total ?? cross ?? widest)
  }

  override func placeChildren(proposal: ProposedViewSize) {
    // A grid resolves its tracks again for the length it got (LazyVGrid's two passes).
    let cross = frame.size[axis.other]
    let tracks = tracks(cross)
    let perLine = perLine(tracks)
    let lines = lineCount(perLine)
    let (sum, count) = estimatedLines(perLine, cross: cross, tracks)
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
    // Which lines fall within it, by the lengths known and estimated.
    let origin = axis == .vertical ? frame.minY : frame.minX
    let wanted = wantedLines(
      from: origin, low: low, high: high, lines: lines, perLine: perLine, estimate: estimate, cross: cross,
      tracks)
    var changed = false
    var released: [CompositeRecord] = []
    for index in order where !wanted.contains(index / perLine) {
      // Let go of the item: what its views kept goes with it (it starts anew if it comes back).
      released.append(items[index]!.content.record)
      madeComponents[items[index]!.component, default: 1] -= 1
      ViewNode.dismantle(items[index]!.node)
      items[index] = nil
      changed = true
    }
    if !released.isEmpty {
      let gone = Set(released.map(ObjectIdentifier.init))
      content.record.children.removeAll { gone.contains(ObjectIdentifier($0)) }
      context.store.forget(released)
    }
    for line in wanted where lineLength(line, perLine, cross: cross, tracks) == nil {
      realizeLine(line, perLine)
      changed = true
    }
    // The children follow the items only when some were made or let go.
    if changed { adopt() }
    // Place every made item; lines not made count at the estimate. When none is left made (a
    // scroll view with no length shows none), the estimate the size was measured with stands:
    // a zero estimate would make the length change, measure again, make lines, and loop.
    let placedEstimate: CGFloat = {
      guard changed else { return estimate }
      let (sum, count) = measuredLines(cross: cross, tracks)
      return count > 0 ? sum / CGFloat(count) : estimate
    }()
    // Runs of lines not made are stepped over at once.
    var position = origin
    var next = 0
    for line in madeLines(perLine) {
      position += CGFloat(line - next) * (placedEstimate + gap)
      next = line + 1
      guard let length = lineLength(line, perLine, cross: cross, tracks) else {
        position += placedEstimate + gap
        continue
      }
      var crossPosition: CGFloat = 0
      for index in line * perLine..<Swift.min((line + 1) * perLine, itemCount) {
        let slot = index - line * perLine
        let item = items[index]!
        item.content.keep(in: context.store)
        let itemOffer = offer(slot, cross: cross, tracks)
        let size = item.node.sizeThatFits(itemOffer)
        let dims = item.node.dimensions(size: size, proposal: itemOffer)
        let cellCross = tracks.map { $0.lengths.isEmpty ? size[axis.other] : $0.lengths[slot] } ?? cross
        let cell = CGSize(axis, main: tracks == nil ? size[axis] : length, cross: cellCross)
        let alignment: Alignment
        switch arrangement {
        case .stack(let key):
          alignment =
            axis == .vertical
            ? Alignment(horizontal: HorizontalAlignment(alignmentKey: key), vertical: .top)
            : Alignment(horizontal: .leading, vertical: VerticalAlignment(alignmentKey: key))
        case .grid(_, let gridAlignment):
          alignment = (tracks?.alignments.isEmpty == false ? tracks!.alignments[slot] : nil) ?? gridAlignment
        }
        let inCell = alignedOrigin(alignment, in: cell, child: dims)
        let cellOrigin =
          axis == .vertical
          ? CGPoint(x: frame.minX + crossPosition, y: position)
          : CGPoint(x: position, y: frame.minY + crossPosition)
        item.node.place(
          in: CGRect(origin: CGPoint(x: cellOrigin.x + inCell.x, y: cellOrigin.y + inCell.y), size: size),
          proposal: itemOffer)
        if let tracks, !tracks.spacings.isEmpty { crossPosition += cellCross + tracks.spacings[slot] }
      }
      position += length + gap
    }
    position += CGFloat(lines - next) * (placedEstimate + gap)
    pinning?.pin(children, of: self)
    if changed || context.store.lazyRows[identity] == nil { context.store.lazyRows[identity] = order }
    context.store.placedContainers.insert(identity)
    // The length changes as lines are made with lengths other than the estimate: the layout
    // around must measure again (the update does, within its pass limit).
    if changed {
      let length = position - origin - (lines > 0 ? gap : 0)
      if abs(length - frame.size[axis]) > 0.001 {
        invalidateMeasurementsUpward()
        context.needsRelayout = true
      }
    }
  }

  /// The lines that fall within `low..<high` (the visible length and its margins), by the
  /// lengths of the made lines and `estimate` for the others; runs of lines not made are
  /// reckoned at once, so that a long list costs what it has made, not its length. Positions
  /// only grow with the line, so the lines wanted are one range.
  private func wantedLines(
    from origin: CGFloat, low: CGFloat, high: CGFloat, lines: Int, perLine: Int, estimate: CGFloat,
    cross: CGFloat?, _ tracks: GridTracks?
  ) -> Range<Int> {
    var first: Int?
    var last = 0
    func want(_ line: Int) {
      if first == nil { first = line }
      last = line
    }
    let made = madeLines(perLine)
    let lastMade = made.last ?? 0
    let step = estimate + gap
    var position = origin
    var line = 0
    var next = 0
    while line < lines {
      if next < made.count && made[next] == line {
        let length = lineLength(line, perLine, cross: cross, tracks) ?? estimate
        if position + length > low && position < high { want(line) }
        position += length + gap
        line += 1
        next += 1
      } else {
        // Lines line..<end are not made: line + i starts at position + i × step.
        let end = next < made.count ? made[next] : lines
        let run = end - line
        func index(_ value: CGFloat) -> Int {
          value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -1), CGFloat(run)).rounded(.down))
        }
        let (first, past): (Int, Int) =
          step > 0
          ? (index((low - estimate - position) / step) + 1, index((high - position) / step) + 1)
          : (position + estimate > low && position < high ? (0, run) : (0, 0))
        let lower = Swift.min(Swift.max(first, 0), run)
        let upper = Swift.min(Swift.max(past, lower), run)
        for i in lower..<upper where position + CGFloat(i) * step < high {
          want(line + i)
        }
        position += CGFloat(run) * step
        line = end
      }
      if position > high && line > lastMade { break }
    }
    return first.map { $0..<(last + 1) } ?? 0..<0
  }

  /// The made items become the children, in order.
  private func adopt() {
    order = items.keys.sorted()
    children = ContiguousArray(order.map { items[$0]!.node })
    adoptChildren()
  }

  override var kindName: String {
    switch arrangement {
    case .stack: axis == .vertical ? "LazyVStack" : "LazyHStack"
    case .grid: axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    }
  }
  override var details: String? { "\(items.count) of \(itemCount) made" }
}

extension ViewNode {
  /// Forgets the sizes this node and its ancestors answered (a lazy stack's length changed).
  final func invalidateMeasurementsUpward() {
    forgetMeasurements()
    forEachAncestor { ancestor in
      ancestor.forgetMeasurements()
      return true
    }
  }

  /// `invalidateMeasurementsUpward()` of each of `nodes` in one pass: an ancestor forgets once
  /// (one reached already has had its own ancestors reached), so the work is the nodes and their
  /// ancestors, not the nodes times their depth.
  static func invalidateMeasurementsUpward(of nodes: [ViewNode]) {
    var reached: Set<ObjectIdentifier> = []
    for node in nodes {
      node.forgetMeasurements()
      node.forEachAncestor { ancestor in
        guard reached.insert(ObjectIdentifier(ancestor)).inserted else { return false }
        ancestor.forgetMeasurements()
        return true
      }
    }
  }

  /// Forgets the sizes this node answered and what its layout keeps between calls.
  private func forgetMeasurements() {
    memo.removeAll()
    invalidateLayoutCache()
  }
}
