import Foundation

/// The node of a built-in `HStack` or `VStack` (and of the stacks SceneSim makes itself: an
/// implicit root, a scroll view's content, a lazy row of several views).
///
/// It runs SwiftUI's stack algorithm (`StackCore`) as `HStackLayout` and `VStackLayout` do, but
/// without the `Layout` protocol's generic calls, and it places its children directly instead of
/// recording each placement first. The property `builtInStacksLayOutAsTheirLayouts` lays random
/// trees out with it and with `LayoutNode<HStackLayout>`/`LayoutNode<VStackLayout>` and requires
/// the same snapshots.
final class StackNode: ViewNode {
  // The flags first: they take the padding at the end of `ViewNode`'s fields (a stack node is
  // 360 bytes).
  /// Whether `cache` was made for the children (an optional cache cost the runtime's generic
  /// value witnesses on every test for nil).
  @exclusivity(unchecked) private var cacheIsMade = false
  /// Whether a solve is under way: `StackCore` writes the cache's slots through a pointer while
  /// children are measured, so nothing may replace the cache meanwhile (checked in debug builds).
  @exclusivity(unchecked) private var solving = false
  let core: StackCore
  private let name: String
  /// The last distribution: made at the first measurement, kept (or made for every call when
  /// caches are off, as `LayoutNode` does). A stack of one child solves without it, and keeps
  /// its child's size for the last proposal in its `size` and `lastProposal` (`.unset`: none),
  /// so that placing after measuring does not ask again, while caches are on. (The rest of the
  /// solution is worked out again from it.)
  @exclusivity(unchecked) private var cache = _StackLayoutCache.unmade
  /// The spacing depends on the children alone: computed once, unless caches are off
  /// (`StackNode.spacingNotKnown` until then: not an optional, whose tag would make the node a
  /// size class larger).
  @exclusivity(unchecked) private var knownSpacingValue = StackNode.spacingNotKnown
  /// No spacing a view prefers: a NaN edge.
  private static let spacingNotKnown = ViewSpacing(all: .nan)
  private var knownSpacing: ViewSpacing? {
    get { knownSpacingValue.top.isNaN ? nil : knownSpacingValue }
    set { knownSpacingValue = newValue ?? StackNode.spacingNotKnown }
  }
  /// The lengths of `probeLengths(along:)` on both axes, worked out together on the first call
  /// (`StackNode.notWorkedOut` until then: no flag of its own, which would make the node a size
  /// class larger).
  @exclusivity(unchecked) private var knownProbeLengths = StackNode.notWorkedOut
  /// Probe lengths not worked out yet: unknown lengths (a NaN `atZero`) with an `atInfinity` that
  /// `ProbeLengths.unknown` does not have.
  private static let notWorkedOut = ProbeLengthPair(
    horizontal: ProbeLengths(atZero: .nan, atInfinity: 0), vertical: .unknown)
  /// Whether `lengths` is `notWorkedOut`.
  private static func isNotWorkedOut(_ lengths: ProbeLengthPair) -> Bool {
    lengths.horizontal.atZero.isNaN && lengths.horizontal.atInfinity == 0
  }

  init(_ core: StackCore, name: String, context: GraphContext, children: ContiguousArray<ViewNode>) {
    self.core = core
    self.name = name
    super.init(context: context, children: children, memoized: true)
  }

  /// Makes the cache the first time, or every time when caches are off (as `LayoutNode` does).
  @inline(__always)
  private func makeCacheIfNeeded(_ subviews: LayoutSubviews) {
    if !cacheIsMade || !context.cachesEnabled {
      let spacing = cache.make(core: core, subviews: subviews)
      cacheIsMade = true
      if spacing != nil && knownSpacing == nil { knownSpacing = spacing }
    }
  }

  /// Solves the stack for `proposal` (a no-op when the cache holds that solution), and returns
  /// its size.
  @inline(__always)
  @discardableResult
  private func solve(_ proposal: ProposedViewSize) -> CGSize {
    let subviews = LayoutSubviews(unretained: children)
    if subviews.count == 1 { return sizeOfSingle(proposal, subviews) }
    assert(!solving, "a StackNode was asked to solve while solving")
    makeCacheIfNeeded(subviews)
    solving = true
    defer { solving = false }
    return cache.size(core, proposal, subviews)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { solve(proposal) }

  /// The size of a stack of one child: `solveSingle`, out of line, so that `solve` stays small
  /// enough to inline where it is called.
  @inline(never)
  private func sizeOfSingle(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    solveSingle(proposal, subviews).size
  }

  /// Solves a stack of one child, with the child's size from the last solve for the same proposal
  /// (inlined: its slot is not returned through memory).
  @inline(__always)
  private func solveSingle(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (
    size: CGSize, slot: StackChild, origin: CGPoint
  ) {
    let key = PackedProposal(proposal)
    let known = key == cache.lastProposal && context.cachesEnabled ? cache.size : nil
    let solution = core.solveSingle(
      proposal, subviews, childSize: known,
      defaultGuides: subviews.withNode(subviews.startIndex) { $0.hasNoExplicitGuides(on: core.axis.other) })
    cache.size = solution.slot.size
    cache.lastProposal = key
    return solution
  }

  override func placeChildren(proposal: ProposedViewSize) {
    forEachPlacement(in: frame, proposal: proposal) { child, origin, slot in
      child.place(
        in: CGRect(x: origin.x, y: origin.y, width: slot.size.width, height: slot.size.height),
        proposal: slot.proposal)
    }
  }

  /// Solves the stack for `proposal` and calls `body` with each child, where it goes in `bounds`
  /// (the stack's alignment guide where it would be in `bounds`, as `placeSubviews` of
  /// `HStackLayout` and `VStackLayout` places) and its slot.
  private func forEachPlacement(
    in bounds: CGRect, proposal: ProposedViewSize, _ body: (ViewNode, CGPoint, StackChild) -> Void
  ) {
    let subviews = LayoutSubviews(unretained: children)
    if subviews.count == 1 {
      let (size, slot, origin) = solveSingle(proposal, subviews)
      let delta = CGPoint(core.axis, main: 0, cross: core.crossShift(chosen: size, bounds: bounds.size))
      let placed = CGPoint(x: bounds.minX + origin.x + delta.x, y: bounds.minY + origin.y + delta.y)
      subviews.withNode(subviews.startIndex) { body($0, placed, slot) }
      return
    }
    let size = solve(proposal)
    // Placing a child may lay content out that invalidates this cache (a lazy stack making
    // rows), which forgets the solution and leaves the slots as they are; nothing solves this
    // stack again while it places (its parent is placing it), and its slots keep their storage
    // (`StackSlots.reset`): the placements stand as solved, read without a retain.
    let slots = cache.children.unretainedBuffer
    let shift = core.crossShift(chosen: size, bounds: bounds.size)
    let delta = CGPoint(core.axis, main: 0, cross: shift)
    precondition(slots.count >= subviews.count, "a stack's cache has a slot per child")
    core.forEachOrigin(slots, count: subviews.count, crossLow: cache.crossLow) { offset, origin in
      let placed = CGPoint(x: bounds.minX + origin.x + delta.x, y: bounds.minY + origin.y + delta.y)
      subviews.withNode(offset) { body($0, placed, slots[offset]) }
    }
    assert(
      slots.baseAddress == cache.children.unretainedBuffer.baseAddress,
      "a stack's slots moved while it placed")
  }

  override func invalidateLayoutCache() {
    assert(!solving, "a StackNode's cache was let go while it was solving")
    // The children stay the same (their gaps and guides too): only the solutions are stale.
    cache.forgetSolutions()
  }

  override func probeLengths(along axis: Axis) -> ProbeLengths? {
    let lengths = probeLengthsOnBothAxes()[axis]
    return lengths.isKnown ? lengths : nil
  }

  override func probeLengthsOnBothAxes() -> ProbeLengthPair {
    if !StackNode.isNotWorkedOut(knownProbeLengths) { return knownProbeLengths }
    let subviews = LayoutSubviews(unretained: children)
    makeCacheIfNeeded(subviews)
    // The children's probes do not solve this stack: its slots stay where they are.
    knownProbeLengths = core.probeLengthsOnBothAxes(subviews, slots: cache.children.unretainedBuffer)
    return knownProbeLengths
  }

  override var spacing: ViewSpacing {
    if let knownSpacing, context.cachesEnabled { return knownSpacing }
    // Making the cache asks every child for its spacing: the union comes with it. The parent
    // asking is most often a stack making its own cache, which probes this stack next: the probe
    // lengths are worked out now, while the children are at hand (one pass down the tree, not
    // two). Another asker (a safe-area inset, a custom layout) gets them worked out early, once:
    // they are kept.
    if !cacheIsMade && children.count > 1 && core.spacing == nil && context.cachesEnabled {
      makeCacheIfNeeded(LayoutSubviews(unretained: children))
      _ = probeLengthsOnBothAxes()
      if let knownSpacing { return knownSpacing }
    }
    let computed = LayoutSubviews(unretained: children).unionOfSpacings
    knownSpacing = computed
    return computed
  }

  /// The children's explicit values of the guide where the stack places them, merged as the
  /// guide merges them (what `Layout.explicitAlignment`'s default answers, without placing).
  override func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? {
    // Merged as they come: no array of values for each call.
    var combination = AlignmentKey.Combination(key: key)
    forEachPlacement(in: CGRect(origin: .zero, size: size), proposal: proposal.proposal) {
      child, origin, slot in
      combination.add(
        child.explicitAlignment(key, axis: axis, size: slot.size, proposal: PackedProposal(slot.proposal))
          .map { (axis == .horizontal ? origin.x : origin.y) + $0 })
    }
    return combination.result
  }

  override var kindName: String { name }
  override var details: String? { stackDetails(core.alignment, "center", core.spacing) }
  override func addKind(to hasher: inout StructureHash) {
    hasher.addBytes(of: name)
    hasher.add(core.alignment.identifier)
    hasher.addBits(of: core.spacing)
  }
}

/// `HStackLayout` and `VStackLayout`: the layouts a `StackNode` runs.
protocol BuiltInStackLayout: Layout {
  var core: StackCore { get }
}

extension HStackLayout: BuiltInStackLayout {}
extension VStackLayout: BuiltInStackLayout {}

extension GraphContext {
  /// The node of a stack laid out by `layout`, named `name` in snapshots: a `StackNode`, or
  /// with `stacksThroughLayoutProtocol` the `LayoutNode` that any other layout gets.
  func makeStack<L: BuiltInStackLayout>(
    _ layout: L, name: String, children: ContiguousArray<ViewNode>
  ) -> ViewNode {
    stacksThroughLayoutProtocol
      ? LayoutNode(layout: layout, name: name, context: self, children: children)
      : StackNode(layout.core, name: name, context: self, children: children)
  }
}
