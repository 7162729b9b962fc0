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
    let nodes = subviews.nodes
    var previous = nodes[subviews.startIndex].spacing
    for offset in 1..<subviews.count {
      let current = nodes[subviews.startIndex + offset].spacing
      gaps[offset] = previous.distance(to: current, along: axis)
      previous = current
    }
    return gaps
  }

  /// Fills `cache.proposals` and `cache.sizes` with each child's proposal and size for
  /// `proposal`, reusing the cache's arrays.
  func distribute(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, into cache: inout _StackLayoutCache
  ) {
    let count = subviews.count
    let base = subviews.startIndex
    let nodes = subviews.nodes
    cache.proposals.removeAll(keepingCapacity: true)
    cache.sizes.removeAll(keepingCapacity: true)
    guard count > 0 else { return }
    let cross = proposal[axis.other]
    guard let main = proposal[axis] else {
      let ideal = ProposedViewSize(axis, main: nil, cross: cross)
      for offset in 0..<count {
        cache.proposals.append(ideal)
        cache.sizes.append(nodes[base + offset].sizeThatFits(ideal))
      }
      return
    }
    // Offered nothing or everything, every child gets the same offer whatever the order (the
    // remaining length stays at or below zero, or infinite): no need to measure flexibility.
    // This keeps the probes of nested stacks from multiplying at every level.
    if main <= cache.totalGap || main.isInfinite || count == 1 {
      let length = main.isInfinite ? CGFloat.infinity : Swift.max(main - cache.totalGap, 0)
      let offer = ProposedViewSize(
        axis, main: count == 1 ? length : (main.isInfinite ? .infinity : 0), cross: cross)
      for offset in 0..<count {
        cache.proposals.append(offer)
        cache.sizes.append(nodes[base + offset].sizeThatFits(offer))
      }
      return
    }
    for _ in 0..<count {
      cache.proposals.append(.zero)
      cache.sizes.append(.zero)
    }
    let reserved = servingOrder(subviews, cross: cross, into: &cache)
    var available = main - cache.totalGap - reserved
    var start = 0
    while start < count {
      let priority = cache.priority[cache.order[start]]
      var end = start
      var groupMinimum: CGFloat = 0
      while end < count && cache.priority[cache.order[end]] == priority {
        groupMinimum += cache.minimum[cache.order[end]]
        end += 1
      }
      if start > 0 { available += groupMinimum }
      var left = CGFloat(end - start)
      for position in start..<end {
        let index = cache.order[position]
        let offer = ProposedViewSize(axis, main: Swift.max(available / left, 0), cross: cross)
        let size = nodes[base + index].sizeThatFits(offer)
        cache.proposals[index] = offer
        cache.sizes[index] = size
        available -= size[axis]
        left -= 1
      }
      start = end
    }
  }

  /// Orders the children for serving (`cache.order`): highest priority first, then least
  /// flexible, ties by larger minimum when both are infinitely flexible, then source order.
  /// Returns the minimum lengths of every priority group but the first, which are reserved.
  private func servingOrder(_ subviews: LayoutSubviews, cross: CGFloat?, into cache: inout _StackLayoutCache)
    -> CGFloat
  {
    let count = subviews.count
    let base = subviews.startIndex
    let nodes = subviews.nodes
    let zero = ProposedViewSize(axis, main: 0, cross: cross)
    let infinite = ProposedViewSize(axis, main: .infinity, cross: cross)
    cache.minimum.removeAll(keepingCapacity: true)
    cache.flexibility.removeAll(keepingCapacity: true)
    cache.priority.removeAll(keepingCapacity: true)
    cache.order.removeAll(keepingCapacity: true)
    var samePriority = true
    for offset in 0..<count {
      let node = nodes[base + offset]
      let low = node.sizeThatFits(zero)[axis]
      let high = node.sizeThatFits(infinite)[axis]
      let priority = node.traits.stackPriority
      cache.minimum.append(low)
      cache.flexibility.append(high - low)
      cache.priority.append(priority)
      cache.order.append(offset)
      if priority != cache.priority[0] { samePriority = false }
    }
    let minimum = cache.minimum
    let flexibility = cache.flexibility
    let priority = cache.priority
    cache.order.sort { a, b in
      if !samePriority && priority[a] != priority[b] { return priority[a] > priority[b] }
      let fa = flexibility[a]
      let fb = flexibility[b]
      if fa != fb { return fa < fb }
      if fa.isInfinite && minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
      return a < b
    }
    if samePriority { return 0 }
    let first = priority[cache.order[0]]
    var reserved: CGFloat = 0
    for index in cache.order where priority[index] != first { reserved += minimum[index] }
    return reserved
  }

  /// Fills `cache.size` and `cache.origins` (relative to the stack) from `cache.sizes`.
  func arrange(_ subviews: LayoutSubviews, into cache: inout _StackLayoutCache) {
    cache.origins.removeAll(keepingCapacity: true)
    guard !cache.sizes.isEmpty else {
      cache.size = .zero
      return
    }
    let crossAxis = axis.other
    cache.guides.removeAll(keepingCapacity: true)
    var low = CGFloat.infinity
    var high = -CGFloat.infinity
    let fraction = alignment.builtInFraction
    for offset in cache.sizes.indices {
      let size = cache.sizes[offset]
      let node = subviews.nodes[subviews.startIndex + offset]
      let guide: CGFloat
      if let fraction, node.hasNoExplicitGuides(on: crossAxis) {
        guide = fraction == 0 ? 0 : size[crossAxis] * fraction
      } else {
        guide = alignmentValue(node.dimensions(size: size, proposal: cache.proposals[offset]), crossAxis)
      }
      cache.guides.append(guide)
      low = Swift.min(low, -guide)
      high = Swift.max(high, size[crossAxis] - guide)
    }
    var position: CGFloat = 0
    for offset in cache.sizes.indices {
      position += cache.gaps[offset]
      cache.origins.append(CGPoint(axis, main: position, cross: -low - cache.guides[offset]))
      position += cache.sizes[offset][axis]
    }
    cache.size = CGSize(axis, main: position, cross: extent(from: low, to: high))
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

/// The length from `low` to `high`; infinite when a child is (its guide is then infinite too,
/// and `∞ − ∞` would be NaN).
@inline(__always)
func extent(from low: CGFloat, to high: CGFloat) -> CGFloat {
  let length = high - low
  return length.isNaN ? .infinity : length
}

extension HorizontalAlignment {
  init(alignmentKey: AlignmentKey) { self.init(alignmentKey.id) }
}

extension VerticalAlignment {
  init(alignmentKey: AlignmentKey) { self.init(alignmentKey.id) }
}

/// What a stack keeps between calls: the gaps, the last distribution it computed, and the
/// working arrays of the algorithm (kept so that measuring allocates nothing).
public struct _StackLayoutCache {
  var gaps: [CGFloat]
  var totalGap: CGFloat
  var lastProposal = PackedProposal.unset
  var proposals: [ProposedViewSize] = []
  var sizes: [CGSize] = []
  var size = CGSize.zero
  var origins: [CGPoint] = []
  var minimum: [CGFloat] = []
  var flexibility: [CGFloat] = []
  var priority: [Double] = []
  var order: [Int] = []
  var guides: [CGFloat] = []

  init(core: StackCore, subviews: LayoutSubviews) {
    gaps = core.gaps(subviews)
    totalGap = gaps.reduce(0, +)
  }

  mutating func solve(_ core: StackCore, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    let key = PackedProposal(proposal)
    if key == lastProposal { return }
    core.distribute(proposal, subviews, into: &self)
    core.arrange(subviews, into: &self)
    lastProposal = key
  }
}
