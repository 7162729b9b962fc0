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
  let core: StackCore
  private let name: String
  /// The last distribution: made at the first measurement, kept (or made for every call when
  /// caches are off, as `LayoutNode` does).
  @exclusivity(unchecked) private var cache: _StackLayoutCache?
  /// The spacing depends on the children alone: computed once, unless caches are off.
  @exclusivity(unchecked) private var knownSpacing: ViewSpacing?
  /// Whether a solve is under way: `StackCore` writes the cache's slots through a pointer while
  /// children are measured, so nothing may replace the cache meanwhile (checked in debug builds).
  @exclusivity(unchecked) private var solving = false

  init(_ core: StackCore, name: String, context: GraphContext, children: ContiguousArray<ViewNode>) {
    self.core = core
    self.name = name
    super.init(context: context, children: children, memoized: true)
  }

  /// Solves the stack for `proposal` (a no-op when the cache holds that proposal's solution).
  @inline(__always)
  private func solve(_ proposal: ProposedViewSize) {
    let subviews = LayoutSubviews(children)
    assert(!solving, "a StackNode was asked to solve while solving")
    if cache == nil || !context.cachesEnabled { cache = _StackLayoutCache(core: core, subviews: subviews) }
    solving = true
    cache!.solve(core, proposal, subviews)
    solving = false
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    solve(proposal)
    return cache!.size
  }

  override func placeChildren(proposal: ProposedViewSize) {
    let bounds = frame
    solve(proposal)
    let size = cache!.size
    // A copy of the slots (it shares their storage): placing a child may lay content out that
    // invalidates this cache (a lazy stack making rows), and the placements stand as solved.
    let slots = cache!.children
    let shift = core.crossShift(chosen: size, bounds: bounds.size)
    let delta = CGPoint(core.axis, main: 0, cross: shift)
    let subviews = LayoutSubviews(children)
    precondition(slots.count >= subviews.count, "a stack's cache has a slot per child")
    slots.withUnsafeBufferPointer { slots in
      for offset in 0..<subviews.count {
        let slot = slots[offset]
        subviews.withNode(offset) { child in
          child.place(
            in: CGRect(
              x: bounds.minX + slot.origin.x + delta.x, y: bounds.minY + slot.origin.y + delta.y,
              width: slot.size.width, height: slot.size.height),
            proposal: slot.proposal)
        }
      }
    }
  }

  override func invalidateLayoutCache() {
    assert(!solving, "a StackNode's cache was let go while it was solving")
    cache = nil
  }

  override var spacing: ViewSpacing {
    if let knownSpacing, context.cachesEnabled { return knownSpacing }
    let computed = LayoutSubviews(children).unionOfSpacings
    knownSpacing = computed
    return computed
  }

  override func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? {
    let subviews = LayoutSubviews(children)
    assert(!solving, "a StackNode was asked for an alignment while solving")
    if cache == nil || !context.cachesEnabled { cache = _StackLayoutCache(core: core, subviews: subviews) }
    let bounds = CGRect(origin: .zero, size: size)
    switch core.axis {
    case .horizontal:
      let layout = HStackLayout(
        alignment: VerticalAlignment(alignmentKey: core.alignment), spacing: core.spacing)
      return layout.explicitValue(
        key, axis: axis, in: bounds, proposal: proposal, subviews: subviews, cache: &cache!)
    case .vertical:
      let layout = VStackLayout(
        alignment: HorizontalAlignment(alignmentKey: core.alignment), spacing: core.spacing)
      return layout.explicitValue(
        key, axis: axis, in: bounds, proposal: proposal, subviews: subviews, cache: &cache!)
    }
  }

  override var kindName: String { name }
  override var details: String? { stackDetails(core.alignment, "center", core.spacing) }
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
