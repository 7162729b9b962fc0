import Foundation

/// A node that wraps one child. Subclasses describe themselves with three pieces (the child's
/// proposal, their own size, the child's origin); measuring, placing and alignment follow.
class UnaryNode: ViewNode {
  /// The child, also kept in `children` (which owns it).
  final var child: ViewNode { childReference.takeUnretainedValue() }
  /// The child, held without a reference count: measuring and placing reach it with
  /// `_withUnsafeGuaranteedRef`, as holding it across a call cost a retain and a release.
  private final let childReference: Unmanaged<ViewNode>

  init(child: ViewNode, context: GraphContext) {
    self.childReference = .passUnretained(child)
    super.init(context: context, children: [child])
  }

  /// The proposal the child gets when this node is offered `proposal`.
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

  /// This node's size for `proposal`, given the child's size for `childProposal(proposal)`.
  func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize { childSize }

  /// The child's proposal at placement, once this node's size is known.
  func placementProposal(size: CGSize, proposal: ProposedViewSize) -> ProposedViewSize {
    childProposal(proposal)
  }

  /// Where the child goes, relative to this node's origin.
  func childOrigin(in size: CGSize, child: ViewDimensions) -> CGPoint { .zero }

  /// Whether `childOrigin(in:child:)` reads the child's alignment guides. A node whose origin
  /// depends on the child's size at most (a padding, an offset) is handed dimensions without the
  /// child's node, which costs no reference count at each placement.
  var childOriginReadsGuides: Bool { true }

  /// This node's size when it does not depend on the child's (a frame fixed on both axes), or nil.
  func sizeWithoutChild(_ proposal: ProposedViewSize) -> CGSize? { nil }

  override final func measure(_ proposal: ProposedViewSize) -> CGSize {
    if let size = sizeWithoutChild(proposal) { return size }
    let childProposal = childProposal(proposal)
    let childSize = childReference._withUnsafeGuaranteedRef { $0.sizeThatFits(childProposal) }
    return size(for: proposal, childSize: childSize)
  }

  override final func placeChildren(proposal: ProposedViewSize) {
    let (rect, childProposal) = childFrame(size: frame.size, proposal: proposal)
    let frame = frame
    childReference._withUnsafeGuaranteedRef {
      $0.place(in: rect.offsetBy(dx: frame.minX, dy: frame.minY), proposal: childProposal)
    }
  }

  /// The child's frame relative to this node, and its proposal.
  final func childFrame(size: CGSize, proposal: ProposedViewSize) -> (CGRect, ProposedViewSize) {
    let childProposal = placementProposal(size: size, proposal: proposal)
    let readsGuides = childOriginReadsGuides
    let (childSize, dimensions) = childReference._withUnsafeGuaranteedRef { child in
      let childSize = child.sizeThatFits(childProposal)
      let dimensions =
        readsGuides
        ? child.dimensions(size: childSize, proposal: childProposal)
        : ViewDimensions(size: childSize, node: nil, proposal: PackedProposal(childProposal))
      return (childSize, dimensions)
    }
    let origin = childOrigin(in: size, child: dimensions)
    return (CGRect(origin: origin, size: childSize), childProposal)
  }

  /// The child's explicit guide, moved by the child's offset inside this node.
  override func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? {
    let (rect, childProposal) = childFrame(size: size, proposal: proposal.proposal)
    guard
      let value = child.explicitAlignment(
        key, axis: axis, size: rect.size, proposal: PackedProposal(childProposal))
    else { return nil }
    return value + (axis == .horizontal ? rect.minX : rect.minY)
  }

  override var spacing: ViewSpacing { child.spacing }
}

/// Where `child` goes when aligned inside a container of `size` by `alignment`.
func alignedOrigin(_ alignment: Alignment, in size: CGSize, child: ViewDimensions) -> CGPoint {
  let container = ViewDimensions(size: size, node: nil, proposal: .unset)
  return CGPoint(
    x: container[alignment.horizontal] - child[alignment.horizontal],
    y: container[alignment.vertical] - child[alignment.vertical])
}
