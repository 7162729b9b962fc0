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

  /// Fills in each child's gap: the spacing between it and the child before it (the first's is
  /// zero): the stack's spacing, or each pair's preference.
  func fillGaps(_ subviews: LayoutSubviews, into children: inout [StackChild]) {
    let nodes = subviews.nodes
    let base = subviews.startIndex
    guard subviews.count > 1 else { return }
    if let spacing {
      let value = spacing.finiteOrZero
      for index in 1..<subviews.count { children[index].gap = value }
      return
    }
    var previous = nodes[base].spacing
    for offset in 1..<subviews.count {
      let current = nodes[base + offset].spacing
      children[offset].gap = previous.distance(to: current, along: axis)
      previous = current
    }
  }

  /// Fills in each child's proposal and size for `proposal`.
  func distribute(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, into cache: inout _StackLayoutCache
  ) {
    let count = subviews.count
    let base = subviews.startIndex
    guard count > 0 else { return }
    precondition(cache.children.count >= count, "a stack's cache has a slot per child")
    let cross = proposal[axis.other]
    guard let main = proposal[axis] else {
      let ideal = ProposedViewSize(axis, main: nil, cross: cross)
      cache.children.withUnsafeMutableBufferPointer { slots in
        for offset in 0..<count {
          slots[offset].proposal = ideal
          slots[offset].size = subviews.sizeOfNode(base + offset, for: ideal)
        }
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
      cache.children.withUnsafeMutableBufferPointer { slots in
        for offset in 0..<count {
          slots[offset].proposal = offer
          slots[offset].size = subviews.sizeOfNode(base + offset, for: offer)
        }
      }
      return
    }
    let reserved = servingOrder(subviews, cross: cross, into: &cache)
    var available = main - cache.totalGap - reserved
    let axis = axis
    cache.order.withUnsafeBufferPointer { order in
      cache.children.withUnsafeMutableBufferPointer { slots in
        var start = 0
        while start < count {
          let priority = slots[order[start]].priority
          var end = start
          var groupMinimum: CGFloat = 0
          while end < count && slots[order[end]].priority == priority {
            groupMinimum += slots[order[end]].minimum
            end += 1
          }
          if start > 0 { available += groupMinimum }
          var left = CGFloat(end - start)
          for position in start..<end {
            let index = order[position]
            let offer = ProposedViewSize(axis, main: Swift.max(available / left, 0), cross: cross)
            let size = subviews.sizeOfNode(base + index, for: offer)
            slots[index].proposal = offer
            slots[index].size = size
            available -= size[axis]
            left -= 1
          }
          start = end
        }
      }
    }
  }

  /// Orders the children for serving (`cache.order`): highest priority first, then least
  /// flexible, ties by larger minimum when both are infinitely flexible, then source order
  /// (OpenSwiftUI's `_LayoutTraits.FlexibilityEstimate`). Returns the minimum lengths of every
  /// priority group but the first, which are reserved before the first is served.
  private func servingOrder(_ subviews: LayoutSubviews, cross: CGFloat?, into cache: inout _StackLayoutCache)
    -> CGFloat
  {
    // The probes depend on the cross length alone: a proposal that changes only the main length
    // (a window resized along the stack, a stack offered several lengths in one pass) serves in
    // the order found before.
    let crossKey = (cross.map(Double.init) ?? .nan).bitPattern
    if cache.probedCross == crossKey { return cache.reserved }
    let count = subviews.count
    let base = subviews.startIndex
    let axis = axis
    let zero = ProposedViewSize(axis, main: 0, cross: cross)
    let infinite = ProposedViewSize(axis, main: .infinity, cross: cross)
    cache.order.removeAll(keepingCapacity: true)
    var samePriority = true
    let firstPriority = subviews.withNode(base) { $0.traits.stackPriority }
    cache.children.withUnsafeMutableBufferPointer { slots in
      for offset in 0..<count {
        let (low, high, priority) = subviews.withNode(base + offset) { node in
          (node.sizeThatFits(zero)[axis], node.sizeThatFits(infinite)[axis], node.traits.stackPriority)
        }
        slots[offset].minimum = low
        slots[offset].flexibility = high - low
        slots[offset].priority = priority
        if priority != firstPriority { samePriority = false }
      }
    }
    for offset in 0..<count { cache.order.append(offset) }
    cache.children.withUnsafeBufferPointer { children in
      cache.order.sort { a, b in
        let ca = children[a]
        let cb = children[b]
        if !samePriority && ca.priority != cb.priority { return ca.priority > cb.priority }
        if ca.flexibility != cb.flexibility { return ca.flexibility < cb.flexibility }
        if ca.flexibility.isInfinite && ca.minimum != cb.minimum { return ca.minimum > cb.minimum }
        return a < b
      }
    }
    var reserved: CGFloat = 0
    if !samePriority {
      let first = cache.children[cache.order[0]].priority
      for index in cache.order where cache.children[index].priority != first {
        reserved += cache.children[index].minimum
      }
    }
    cache.probedCross = crossKey
    cache.reserved = reserved
    return reserved
  }

  /// Fills in the stack's size and each child's origin (relative to the stack).
  func arrange(_ subviews: LayoutSubviews, into cache: inout _StackLayoutCache) {
    let count = subviews.count
    guard count > 0 else {
      cache.size = .zero
      return
    }
    precondition(cache.children.count >= count, "a stack's cache has a slot per child")
    let axis = axis
    let crossAxis = axis.other
    let base = subviews.startIndex
    var low = CGFloat.infinity
    var high = -CGFloat.infinity
    let fraction = alignment.builtInFraction
    var position: CGFloat = 0
    cache.children.withUnsafeMutableBufferPointer { slots in
      for offset in 0..<count {
        let size = slots[offset].size
        let guide: CGFloat
        if let fraction, slots[offset].hasDefaultCrossGuides {
          guide = fraction == 0 ? 0 : size[crossAxis] * fraction
        } else {
          guide = subviews.withNode(base + offset) { node in
            alignmentValue(node.dimensions(size: size, proposal: slots[offset].proposal), crossAxis)
          }
        }
        slots[offset].guide = guide
        low = Swift.min(low, -guide)
        high = Swift.max(high, size[crossAxis] - guide)
      }
      for offset in 0..<count {
        position += slots[offset].gap
        slots[offset].origin = CGPoint(axis, main: position, cross: -low - slots[offset].guide)
        position += slots[offset].size[axis]
      }
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

/// One child as its stack sees it: the gap before it, and what the last distribution gave it.
struct StackChild {
  var gap: CGFloat = 0
  var proposal = ProposedViewSize.zero
  /// Whether no guide across the stack can be explicit on the child (none set in its subtree):
  /// its alignment is then a fraction of its size. Fixed when the child's node was built. (Here,
  /// in the proposal's padding: a slot stays 104 bytes.)
  var hasDefaultCrossGuides = false
  var size = CGSize.zero
  var origin = CGPoint.zero
  var minimum: CGFloat = 0
  var flexibility: CGFloat = 0
  var priority: Double = 0
  var guide: CGFloat = 0
}

/// What a stack keeps between calls: each child's slot (gap, last proposal, size and origin, and
/// the working values of the algorithm) and the serving order, in two arrays that are reused, so
/// that measuring allocates nothing.
public struct _StackLayoutCache {
  var children: [StackChild]
  var order: [Int] = []
  var totalGap: CGFloat = 0
  /// The bits of the cross length (NaN: unspecified) that `order` and each slot's minimum,
  /// flexibility and priority were probed under (`notProbed` before any probe); and the length
  /// reserved then.
  var probedCross = _StackLayoutCache.notProbed
  var reserved: CGFloat = 0
  var lastProposal = PackedProposal.unset
  var size = CGSize.zero

  /// No proposal has these bits: a NaN with a payload that `Double.nan` and conversions never make.
  static let notProbed: UInt64 = 0x7FF8_DEAD_BEEF_0001

  init(core: StackCore, subviews: LayoutSubviews) {
    children = Array(repeating: StackChild(), count: subviews.count)
    core.fillGaps(subviews, into: &children)
    for offset in children.indices {
      children[offset].hasDefaultCrossGuides = subviews.withNode(subviews.startIndex + offset) {
        $0.hasNoExplicitGuides(on: core.axis.other)
      }
    }
    totalGap = children.reduce(0) { $0 + $1.gap }
  }

  /// Forgets the last solution and the flexibility probes (the children's sizes changed).
  mutating func forgetSolutions() {
    lastProposal = .unset
    probedCross = _StackLayoutCache.notProbed
  }

  mutating func solve(_ core: StackCore, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    let key = PackedProposal(proposal)
    if key == lastProposal { return }
    core.distribute(proposal, subviews, into: &self)
    core.arrange(subviews, into: &self)
    lastProposal = key
  }
}
