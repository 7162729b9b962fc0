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
  /// zero): the stack's spacing, or each pair's preference. Returns, when it asked the children
  /// for their spacing (two or more children and no spacing of the stack's own), the union of
  /// it (`LayoutSubviews.unionOfSpacings`: the stack's own).
  @discardableResult
  func fillGaps(_ subviews: LayoutSubviews, _ setGap: (_ offset: Int, _ gap: CGFloat) -> Void) -> ViewSpacing?
  {
    let base = subviews.startIndex
    let count = subviews.count
    // One child has no gap: it is not asked (a custom layout's `spacing` is the user's code).
    guard count > 1 else { return nil }
    if let spacing {
      let value = spacing.finiteOrZero
      for offset in 1..<count { setGap(offset, value) }
      return nil
    }
    var previous = subviews.withNode(base) { $0.spacing }
    var union = ViewSpacing.zero
    union.formUnion(previous)
    for offset in 1..<count {
      let current = subviews.withNode(base + offset) { $0.spacing }
      setGap(offset, previous.distance(to: current, along: axis))
      union.formUnion(current)
      previous = current
    }
    return union
  }

  /// Fills in each child's proposal and size for `proposal`.
  func distribute(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, into cache: inout _StackLayoutCache
  ) {
    let count = subviews.count
    let base = subviews.startIndex
    guard count > 0 else { return }
    precondition(cache.children.count >= count, "a stack's cache has a slot per child")
    if let offer = uniformOffer(proposal, count: count, totalGap: cache.totalGap) {
      cache.children.withUnsafeMutableBufferPointer { slots in
        for offset in 0..<count {
          slots[offset].proposal = offer
          slots[offset].size = subviews.sizeOfNode(base + offset, for: offer)
        }
      }
      return
    }
    let cross = proposal[axis.other]
    let main = proposal[axis] ?? 0  // not nil: `uniformOffer` answers an unspecified length
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

  /// The offer every child gets when `proposal` leaves the stack no choice, or `nil` when the
  /// stack must measure the children's flexibility and share its length out.
  ///
  /// Without a length (ideal size), every child is offered no length. Offered nothing or
  /// everything, every child gets the same offer whatever the order (the remaining length stays
  /// at or below zero, or infinite): no need to measure flexibility. This keeps the probes of
  /// nested stacks from multiplying at every level. A single child is offered the whole length.
  @inline(__always)
  func uniformOffer(_ proposal: ProposedViewSize, count: Int, totalGap: CGFloat) -> ProposedViewSize? {
    if count == 1 { return wholeLengthOffer(proposal, totalGap: totalGap) }
    let cross = proposal[axis.other]
    guard let main = proposal[axis] else { return ProposedViewSize(axis, main: nil, cross: cross) }
    guard main <= totalGap || main.isInfinite else { return nil }
    return ProposedViewSize(axis, main: main.isInfinite ? .infinity : 0, cross: cross)
  }

  /// The offer to a stack's only child: the whole length less the gaps, none without a length.
  @inline(__always)
  func wholeLengthOffer(_ proposal: ProposedViewSize, totalGap: CGFloat) -> ProposedViewSize {
    let cross = proposal[axis.other]
    guard let main = proposal[axis] else { return ProposedViewSize(axis, main: nil, cross: cross) }
    return ProposedViewSize(
      axis, main: main.isInfinite ? CGFloat.infinity : Swift.max(main - totalGap, 0), cross: cross)
  }

  /// The stack's lengths on both axes when offered zero, then infinity, along each, worked out
  /// from its children's in one pass (see `ViewNode.probeLengths(along:)`); an axis whose
  /// lengths must be measured is `ProbeLengths.unknown`.
  ///
  /// Along the stack, every child is offered zero (or infinity) and the stack is their lengths
  /// and the gaps, added in order as `measureSlots` adds them: the gaps must not be negative
  /// (offered zero, the stack would share out their opposite). Across the stack (where gaps play
  /// no part), every child is offered the stack's cross length, so the stack is their extent,
  /// reached as `measureSlots` reaches it: the alignment must be a fraction of each child's size
  /// (no explicit guides). The lengths along do not depend on the alignment, but a stack whose
  /// alignment is not such a fraction answers neither axis (it is measured, as before).
  func probeLengthsOnBothAxes(_ subviews: LayoutSubviews, slots: UnsafeBufferPointer<StackChild>)
    -> ProbeLengthPair
  {
    let count = subviews.count
    guard count > 0 else {
      let none = ProbeLengths(atZero: 0, atInfinity: 0)
      return ProbeLengthPair(horizontal: none, vertical: none)
    }
    guard alignment.builtInFraction != nil else { return .unknown }
    precondition(slots.count >= count, "a stack's cache has a slot per child")
    let base = subviews.startIndex
    let crossAxis = axis.other
    var alongKnown = true
    var alongZero: CGFloat = 0
    var alongInfinity: CGFloat = 0
    var acrossKnown = true
    var acrossZero = CrossExtent(self)
    var acrossInfinity = CrossExtent(self)
    for offset in 0..<count {
      let slot = slots[offset]
      guard slot.hasDefaultCrossGuides else { return .unknown }
      let child = subviews.withNode(base + offset) { $0.probeLengthsOnBothAxes() }
      let along = child[axis]
      alongKnown = alongKnown && slot.gap >= 0 && along.isKnown
      if alongKnown {
        alongZero += slot.gap
        alongZero += along.atZero
        alongInfinity += slot.gap
        alongInfinity += along.atInfinity
      }
      let across = child[crossAxis]
      acrossKnown = acrossKnown && across.isKnown
      if acrossKnown {
        _ = acrossZero.add(
          CGSize(axis, main: 0, cross: across.atZero), proposal: .zero, defaultGuides: true, subviews,
          base + offset)
        _ = acrossInfinity.add(
          CGSize(axis, main: 0, cross: across.atInfinity), proposal: .zero, defaultGuides: true, subviews,
          base + offset)
      }
      if !alongKnown && !acrossKnown { return .unknown }
    }
    let along = ProbeLengths(atZero: alongZero, atInfinity: alongInfinity)
    let across = ProbeLengths(atZero: acrossZero.length, atInfinity: acrossInfinity.length)
    let alongLengths = alongKnown && along.arePlausible ? along : .unknown
    let acrossLengths = acrossKnown && across.arePlausible ? across : .unknown
    return axis == .horizontal
      ? ProbeLengthPair(horizontal: alongLengths, vertical: acrossLengths)
      : ProbeLengthPair(horizontal: acrossLengths, vertical: alongLengths)
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
    if cache.probedCross == crossKey || cache.probedCross == _StackLayoutCache.everyCross {
      return cache.reserved
    }
    let count = subviews.count
    let base = subviews.startIndex
    let axis = axis
    let zero = ProposedViewSize(axis, main: 0, cross: cross)
    let infinite = ProposedViewSize(axis, main: .infinity, cross: cross)
    cache.order.removeAll(keepingCapacity: true)
    var samePriority = true
    // Lengths a child knows without measuring hold for every cross length (a check of the
    // caches measures them all); when every child knows them, so does the order.
    let asksKnownLengths = subviews.withNode(base) { $0.context.cachesEnabled }
    var knownForEveryCross = asksKnownLengths
    let firstPriority = subviews.withNode(base) { $0.traits.stackPriority }
    cache.children.withUnsafeMutableBufferPointer { slots in
      for offset in 0..<count {
        let (low, high, priority) = subviews.withNode(base + offset) { node in
          if asksKnownLengths, let known = node.probeLengths(along: axis) {
            return (known.atZero, known.atInfinity, node.traits.stackPriority)
          }
          knownForEveryCross = false
          return (node.sizeThatFits(zero)[axis], node.sizeThatFits(infinite)[axis], node.traits.stackPriority)
        }
        slots[offset].minimum = low
        slots[offset].flexibility = high - low
        slots[offset].priority = priority
        if priority != firstPriority { samePriority = false }
      }
    }
    // All at once: the room for every child is made before the first is added.
    cache.order.append(contentsOf: 0..<count)
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
    cache.probedCross = knownForEveryCross ? _StackLayoutCache.everyCross : crossKey
    cache.reserved = reserved
    return reserved
  }

  /// Fills in each child's guide from the slots' sizes, and returns the stack's size and its
  /// lowest point across, relative to the children's guides; not the origins (`forEachOrigin`
  /// works them out when the stack places).
  func measureSlots(_ subviews: LayoutSubviews, _ slots: UnsafeMutableBufferPointer<StackChild>) -> (
    size: CGSize, crossLow: CGFloat
  ) {
    let count = subviews.count
    guard count > 0 else { return (.zero, 0) }
    precondition(slots.count >= count, "a stack's cache has a slot per child")
    let base = subviews.startIndex
    var extent = CrossExtent(self)
    var position: CGFloat = 0
    for offset in 0..<count {
      let slot = slots[offset]
      slots[offset].guide = extent.add(
        slot.size, proposal: slot.proposal, defaultGuides: slot.hasDefaultCrossGuides, subviews,
        base + offset)
      position += slot.gap
      position += slot.size[axis]
    }
    return (CGSize(axis, main: position, cross: extent.length), extent.low)
  }

  /// Calls `body` with each child's offset and origin (relative to the stack), worked out from
  /// the slots `measureSlots` filled: the gaps and lengths before it along the stack, its guide
  /// across. Worked out as the stack places, not kept in the slots.
  @inline(__always)
  func forEachOrigin(
    _ slots: UnsafeBufferPointer<StackChild>, count: Int, crossLow low: CGFloat,
    _ body: (_ offset: Int, _ origin: CGPoint) -> Void
  ) {
    var position: CGFloat = 0
    for offset in 0..<count {
      let slot = slots[offset]
      position += slot.gap
      body(offset, CGPoint(axis, main: position, cross: -low - slot.guide))
      position += slot.size[axis]
    }
  }

  /// Solves a stack of one child for `proposal`: the child's slot (proposal, size and guide), its
  /// origin and the stack's size, through `measureSlots` and `forEachOrigin` as a cache's slots
  /// are, on a slot of its own: one child needs no cache. The child is measured unless its size
  /// for this proposal is given (`childSize`).
  @inline(__always)
  func solveSingle(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, childSize: CGSize?, defaultGuides: Bool
  ) -> (size: CGSize, slot: StackChild, origin: CGPoint) {
    var slot = StackChild()
    slot.hasDefaultCrossGuides = defaultGuides
    slot.proposal = wholeLengthOffer(proposal, totalGap: 0)
    slot.size = childSize ?? subviews.sizeOfNode(subviews.startIndex, for: slot.proposal)
    var origin = CGPoint.zero
    let size = withUnsafeMutablePointer(to: &slot) { pointer in
      let slots = UnsafeMutableBufferPointer(start: pointer, count: 1)
      let (size, crossLow) = measureSlots(subviews, slots)
      forEachOrigin(UnsafeBufferPointer(slots), count: 1, crossLow: crossLow) { origin = $1 }
      return size
    }
    return (size, slot, origin)
  }

  @inline(__always)
  fileprivate func alignmentValue(_ d: ViewDimensions, _ crossAxis: Axis) -> CGFloat {
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

/// How far a stack's children reach across it, child by child: from the lowest to the highest
/// point, each child's alignment guide at zero.
private struct CrossExtent {
  let core: StackCore
  let crossAxis: Axis
  let fraction: CGFloat?
  var low = CGFloat.infinity
  var high = -CGFloat.infinity

  @inline(__always)
  init(_ core: StackCore) {
    self.core = core
    crossAxis = core.axis.other
    fraction = core.alignment.builtInFraction
  }

  /// Adds the child at `index` of `size`, measured for `proposal`, and returns its guide across
  /// the stack. A child whose cross guides are defaults (`defaultGuides`) is not asked.
  @inline(__always)
  mutating func add(
    _ size: CGSize, proposal: ProposedViewSize, defaultGuides: Bool, _ subviews: LayoutSubviews, _ index: Int
  ) -> CGFloat {
    let guide: CGFloat
    if let fraction, defaultGuides {
      guide = AlignmentKey.guide(atFraction: fraction, of: size[crossAxis])
    } else {
      guide = subviews.withNode(index) { node in
        core.alignmentValue(node.dimensions(size: size, proposal: proposal), crossAxis)
      }
    }
    low = Swift.min(low, -guide)
    high = Swift.max(high, size[crossAxis] - guide)
    return guide
  }

  /// The length from the lowest to the highest point.
  var length: CGFloat { extent(from: low, to: high) }
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
  /// in the proposal's padding: it adds nothing to a slot's 88 bytes.)
  var hasDefaultCrossGuides = false
  var size = CGSize.zero
  var minimum: CGFloat = 0
  var flexibility: CGFloat = 0
  var priority: Double = 0
  var guide: CGFloat = 0
}

/// What a stack keeps between calls: each child's slot (gap, last proposal, size and guide, and
/// the working values of the algorithm) and the serving order, in two arrays that are reused, so
/// that measuring allocates nothing.
public struct _StackLayoutCache {
  var children: StackSlots
  var order: [Int] = []
  var totalGap: CGFloat = 0
  /// The bits of the cross length (NaN: unspecified) that `order` and each slot's minimum,
  /// flexibility and priority were probed under (`notProbed` before any probe); and the length
  /// reserved then.
  var probedCross = _StackLayoutCache.notProbed
  var reserved: CGFloat = 0
  /// The proposal the slots' proposals, sizes and guides, and `size`, are for. (A `StackNode` of
  /// one child, which needs no slots, keeps its child's size for this proposal in `size`.)
  var lastProposal = PackedProposal.unset
  /// The lowest point across the stack, relative to the children's guides (for the origins).
  var crossLow: CGFloat = 0
  var size = CGSize.zero

  /// No proposal has these bits: a NaN with a payload that `Double.nan` and conversions never make.
  static let notProbed: UInt64 = 0x7FF8_DEAD_BEEF_0001
  /// The bits of `probedCross` when the probes hold for every cross length (each child knew its
  /// lengths without measuring): another NaN payload no proposal has.
  static let everyCross: UInt64 = 0x7FF8_DEAD_BEEF_0002

  /// A cache for no children, standing for one not made yet.
  static var unmade: _StackLayoutCache { _StackLayoutCache(children: StackSlots()) }

  private init(children: StackSlots) { self.children = children }

  init(core: StackCore, subviews: borrowing LayoutSubviews) {
    self.init(children: StackSlots())
    make(core: core, subviews: subviews)
  }

  /// Makes the slots for `subviews` again, in place, with no solution: what `init(core:subviews:)`
  /// makes, without assigning a whole cache (which released its two buffers through the
  /// runtime's value witnesses). The rest follows from the solution and the probes when they
  /// are made (`order` is refilled, `reserved` set, with the probes). Returns the union of the
  /// children's spacing when the gaps asked for it (see `StackCore.fillGaps`).
  @discardableResult
  mutating func make(core: StackCore, subviews: borrowing LayoutSubviews) -> ViewSpacing? {
    children.reset(count: subviews.count)
    forgetSolutions()
    let base = subviews.startIndex
    var spacing: ViewSpacing?
    totalGap = children.withUnsafeMutableBufferPointer { slots in
      spacing = core.fillGaps(subviews) { slots[$0].gap = $1 }
      var total: CGFloat = 0
      for offset in slots.indices {
        slots[offset].hasDefaultCrossGuides = subviews.withNode(base + offset) {
          $0.hasNoExplicitGuides(on: core.axis.other)
        }
        total += slots[offset].gap
      }
      return total
    }
    return spacing
  }

  /// Forgets the last solution and the flexibility probes (the children's sizes changed).
  mutating func forgetSolutions() {
    lastProposal = .unset
    probedCross = _StackLayoutCache.notProbed
  }

  /// The stack's size for `proposal`: each slot's proposal, size and guide (the origins follow
  /// from them: `StackCore.forEachOrigin`).
  @discardableResult
  mutating func size(_ core: StackCore, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    let key = PackedProposal(proposal)
    if key != lastProposal {
      core.distribute(proposal, subviews, into: &self)
      (size, crossLow) = children.withUnsafeMutableBufferPointer { core.measureSlots(subviews, $0) }
      lastProposal = key
    }
    return size
  }
}
