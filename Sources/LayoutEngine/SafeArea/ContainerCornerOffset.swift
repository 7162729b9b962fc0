import Foundation

extension ViewNode {
  /// The window's corner insets that this node's frame overlaps, in its layout direction.
  ///
  /// Apple, `GeometryProxy.containerCornerInsets`: "when the window fills the entire screen
  /// without displaying window controls, the inset sizes will always be zero. When that window
  /// does display window controls, and the view overlaps the window control area, the corner
  /// inset size for the top leading corner will be the size of the" controls. SceneSim's
  /// reading for a view that overlaps only part of a corner's area: the inset reaches from the
  /// view's corner to the far edges of the area, at most the view's size.
  final func containerCornerInsets() -> RectangleCornerInsets {
    let context = context
    let window = context.windowFrame
    let screen = context.windowCorners
    guard !screen.isEmpty else { return RectangleCornerInsets() }
    let frame = frame
    func overlap(_ area: CGSize, left: Bool, top: Bool) -> CGSize {
      guard area.width > 0, area.height > 0 else { return .zero }
      let region = CGRect(
        x: left ? window.minX : window.maxX - area.width, y: top ? window.minY : window.maxY - area.height,
        width: area.width, height: area.height)
      guard frame.intersects(region), !frame.intersection(region).isEmpty else { return .zero }
      let width = left ? region.maxX - frame.minX : frame.maxX - region.minX
      let height = top ? region.maxY - frame.minY : frame.maxY - region.minY
      return CGSize(
        width: Swift.min(Swift.max(width, 0), frame.width),
        height: Swift.min(Swift.max(height, 0), frame.height))
    }
    // Named by the screen's corners: topLeading is the top-left one.
    let physical = RectangleCornerInsets(
      topLeading: overlap(screen.topLeading, left: true, top: true),
      topTrailing: overlap(screen.topTrailing, left: false, top: true),
      bottomLeading: overlap(screen.bottomLeading, left: true, top: false),
      bottomTrailing: overlap(screen.bottomTrailing, left: false, top: false))
    return isRightToLeft ? physical.swappingLeadingAndTrailing : physical
  }
}

extension View {
  /// Moves this view off the container's corner insets along `edges` (iOS 26): off the
  /// window controls of an iPadOS 26 window, for instance. With `sizeToFit`, the view is offered
  /// the space left; without, it keeps its size and is only moved.
  ///
  /// ```swift
  /// Text("Recipes").font(.title).containerCornerOffset(.leading)
  /// ```
  ///
  /// Apple: "When a specific edge is provided the view is positioned to avoid insets from only
  /// that edge." SceneSim's reading: along a horizontal edge the view moves by the larger of that
  /// edge's two corner insets' widths, along a vertical edge by their heights.
  public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> some View {
    modifier(_ContainerCornerOffset(edges: edges, sizeToFit: sizeToFit))
  }
}

struct _ContainerCornerOffset: _WrappingModifier {
  let edges: Edge.Set
  let sizeToFit: Bool

  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode {
    ContainerCornerOffsetNode(edges: edges, sizeToFit: sizeToFit, child: child, context: context)
  }
}

/// `.containerCornerOffset`: sized as its child is; at placement, moves the child off the
/// corner insets its own frame overlaps (and offers it the rest, with `sizeToFit`).
final class ContainerCornerOffsetNode: UnaryNode {
  let edges: Edge.Set
  let sizeToFit: Bool

  init(edges: Edge.Set, sizeToFit: Bool, child: ViewNode, context: GraphContext) {
    self.edges = edges
    self.sizeToFit = sizeToFit
    super.init(child: child, context: context)
  }

  /// How far the child moves from each edge: leading, trailing, top, bottom.
  private func avoided() -> EdgeInsets {
    let insets = containerCornerInsets()
    return EdgeInsets(
      top: edges.contains(.top) ? Swift.max(insets.topLeading.height, insets.topTrailing.height) : 0,
      leading: edges.contains(.leading) ? Swift.max(insets.topLeading.width, insets.bottomLeading.width) : 0,
      bottom: edges.contains(.bottom)
        ? Swift.max(insets.bottomLeading.height, insets.bottomTrailing.height) : 0,
      trailing: edges.contains(.trailing)
        ? Swift.max(insets.topTrailing.width, insets.bottomTrailing.width) : 0)
  }

  override func placementProposal(size: CGSize, proposal: ProposedViewSize) -> ProposedViewSize {
    guard sizeToFit else { return proposal }
    let avoided = avoided()
    return ProposedViewSize(
      width: Swift.max(size.width - avoided.leading - avoided.trailing, 0),
      height: Swift.max(size.height - avoided.top - avoided.bottom, 0))
  }

  override func childOrigin(in size: CGSize, child: ViewDimensions) -> CGPoint {
    let avoided = avoided()
    // Placed left to right, then mirrored by a right-to-left parent: leading is the left here.
    let x = sizeToFit ? avoided.leading : avoided.leading - avoided.trailing
    let y = sizeToFit ? avoided.top : avoided.top - avoided.bottom
    return CGPoint(x: x, y: y)
  }

  /// The child's guides as if it were not moved: measuring runs before this node has its frame,
  /// and the offset is known only then.
  override func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? {
    child.explicitAlignment(key, axis: axis, size: size, proposal: proposal)
  }

  override var kindName: String { "containerCornerOffset" }
  override var details: String? { sizeToFit ? "sizeToFit" : nil }
}
