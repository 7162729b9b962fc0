import Foundation

/// SwiftUI's stack algorithm, shared by `HStackLayout` and `VStackLayout`.
///
/// Sources: the order and distribution follow WWDC19 "Building Custom Views with SwiftUI", the
/// objc.io article "HStacks and child ordering" (2020) and the SwiftUI Field Guide's HStack page.
/// With a concrete proposal along the stack axis, children are served highest layout priority
/// first and, within a priority, least flexible first (flexibility = length at an infinite
/// proposal minus length at a zero proposal); lower priorities' minimum lengths are reserved up
/// front; each child is offered the remaining length divided by the children left in its group.
struct StackCore {
  let axis: Axis
  let spacing: CGFloat?
  let alignment: AlignmentKey

  /// The spacing between each child and the one before it (the first is zero).
  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    var gaps = [CGFloat](repeating: 0, count: subviews.count)
    guard subviews.count > 1 else { return gaps }
    if let spacing {
      let value = spacing.isFinite ? spacing : 0
      for index in 1..<subviews.count { gaps[index] = value }
      return gaps
    }
    var previous = subviews[subviews.startIndex].spacing
    for offset in 1..<subviews.count {
      let current = subviews[subviews.startIndex + offset].spacing
      gaps[offset] = previous.distance(to: current, along: axis)
      previous = current
    }
    return gaps
  }

  /// The proposal and resulting size of each child, for `proposal`.
  func distribute(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, totalGap: CGFloat
  ) -> (proposals: [ProposedViewSize], sizes: [CGSize]) {
    let count = subviews.count
    guard count > 0 else { return ([], []) }
    let cross = proposal[axis.other]
    guard let main = proposal[axis] else {
      let ideal = ProposedViewSize(axis, main: nil, cross: cross)
      return (Array(repeating: ideal, count: count), subviews.map { $0.sizeThatFits(ideal) })
    }
    var proposals = [ProposedViewSize](repeating: .zero, count: count)
    var sizes = [CGSize](repeating: .zero, count: count)
    if count == 1 {
      let only = ProposedViewSize(axis, main: Swift.max(main - totalGap, 0), cross: cross)
      return ([only], [subviews[subviews.startIndex].sizeThatFits(only)])
    }
    let order = servingOrder(subviews, cross: cross)
    var available = main - totalGap - order.reservedMinimum
    var start = 0
    while start < order.indices.count {
      let priority = order.priorities[start]
      var end = start
      while end < order.indices.count && order.priorities[end] == priority { end += 1 }
      if start > 0 { available += order.groupMinimum[start] }
      var left = CGFloat(end - start)
      for position in start..<end {
        let index = order.indices[position]
        let offer = ProposedViewSize(axis, main: Swift.max(available / left, 0), cross: cross)
        let size = subviews[subviews.startIndex + index].sizeThatFits(offer)
        proposals[index] = offer
        sizes[index] = size
        available -= size[axis]
        left -= 1
      }
      start = end
    }
    return (proposals, sizes)
  }

  private struct Order {
    var indices: [Int]
    var priorities: [Double]
    /// At the first position of each group: the sum of that group's minimum lengths.
    var groupMinimum: [CGFloat]
    /// The minimum lengths of every group but the first.
    var reservedMinimum: CGFloat
  }

  private func servingOrder(_ subviews: LayoutSubviews, cross: CGFloat?) -> Order {
    let count = subviews.count
    let zero = ProposedViewSize(axis, main: 0, cross: cross)
    let infinite = ProposedViewSize(axis, main: .infinity, cross: cross)
    var minimum = [CGFloat](repeating: 0, count: count)
    var flexibility = [CGFloat](repeating: 0, count: count)
    var priority = [Double](repeating: 0, count: count)
    var samePriority = true
    for offset in 0..<count {
      let subview = subviews[subviews.startIndex + offset]
      let low = subview.sizeThatFits(zero)[axis]
      let high = subview.sizeThatFits(infinite)[axis]
      minimum[offset] = low
      flexibility[offset] = high - low
      priority[offset] = subview.priority
      if priority[offset] != priority[0] { samePriority = false }
    }
    var indices = Array(0..<count)
    indices.sort { a, b in
      if !samePriority && priority[a] != priority[b] { return priority[a] > priority[b] }
      let fa = flexibility[a]
      let fb = flexibility[b]
      if fa != fb { return fa < fb }
      if fa.isInfinite && minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
      return a < b
    }
    var priorities = indices.map { priority[$0] }
    if samePriority { priorities = Array(repeating: priority[0], count: count) }
    var groupMinimum = [CGFloat](repeating: 0, count: count)
    var reserved: CGFloat = 0
    var start = 0
    while start < count {
      var end = start
      var sum: CGFloat = 0
      while end < count && priorities[end] == priorities[start] {
        sum += minimum[indices[end]]
        end += 1
      }
      groupMinimum[start] = sum
      if start > 0 { reserved += sum }
      start = end
    }
    return Order(indices: indices, priorities: priorities, groupMinimum: groupMinimum, reservedMinimum: reserved)
  }

  /// The stack's size for children of `sizes`, and where each child goes (relative to the stack).
  func arrange(
    _ sizes: [CGSize], _ proposals: [ProposedViewSize], _ subviews: LayoutSubviews, gaps: [CGFloat]
  ) -> (size: CGSize, origins: [CGPoint]) {
    guard !sizes.isEmpty else { return (.zero, []) }
    let crossAxis = axis.other
    var guides = [CGFloat](repeating: 0, count: sizes.count)
    var low = CGFloat.infinity
    var high = -CGFloat.infinity
    for offset in sizes.indices {
      let node = subviews[subviews.startIndex + offset].node
      let dimensions = node.dimensions(size: sizes[offset], proposal: proposals[offset])
      let guide = alignmentValue(dimensions, crossAxis)
      guides[offset] = guide
      low = Swift.min(low, -guide)
      high = Swift.max(high, sizes[offset][crossAxis] - guide)
    }
    var origins = [CGPoint](repeating: .zero, count: sizes.count)
    var position: CGFloat = 0
    for offset in sizes.indices {
      position += gaps[offset]
      origins[offset] = CGPoint(axis, main: position, cross: -low - guides[offset])
      position += sizes[offset][axis]
    }
    return (CGSize(axis, main: position, cross: high - low), origins)
  }

  @inline(__always)
  private func alignmentValue(_ d: ViewDimensions, _ crossAxis: Axis) -> CGFloat {
    crossAxis == .vertical
      ? d[VerticalAlignment(alignmentKey: alignment)] : d[HorizontalAlignment(alignmentKey: alignment)]
  }

  /// How far the children move along the cross axis when the stack is given `bounds` of another
  /// size than it chose: the stack's alignment guide stays where it would be in `bounds`.
  func crossShift(chosen: CGSize, bounds: CGSize) -> CGFloat {
    let crossAxis = axis.other
    guard chosen[crossAxis] != bounds[crossAxis] else { return 0 }
    let inBounds = ViewDimensions(size: bounds, node: nil, proposal: .unset)
    let inChosen = ViewDimensions(size: chosen, node: nil, proposal: .unset)
    return alignmentValue(inBounds, crossAxis) - alignmentValue(inChosen, crossAxis)
  }
}

extension HorizontalAlignment {
  init(alignmentKey: AlignmentKey) { self.init(alignmentKey.id) }
}

extension VerticalAlignment {
  init(alignmentKey: AlignmentKey) { self.init(alignmentKey.id) }
}

/// What a stack keeps between calls: the gaps, and the last distribution it computed.
public struct _StackLayoutCache {
  var gaps: [CGFloat]
  var totalGap: CGFloat
  var lastProposal = PackedProposal.unset
  var proposals: [ProposedViewSize] = []
  var sizes: [CGSize] = []
  var size = CGSize.zero
  var origins: [CGPoint] = []

  init(core: StackCore, subviews: LayoutSubviews) {
    gaps = core.gaps(subviews)
    totalGap = gaps.reduce(0, +)
  }

  mutating func solve(_ core: StackCore, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    let key = PackedProposal(proposal)
    if key == lastProposal { return }
    (proposals, sizes) = core.distribute(proposal, subviews, totalGap: totalGap)
    (size, origins) = core.arrange(sizes, proposals, subviews, gaps: gaps)
    lastProposal = key
  }
}
