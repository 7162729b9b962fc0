import Foundation

/// A scrollable view: its content is offered an unspecified length along the scroll axes, so it
/// takes its ideal length there; the scroll view takes the proposed length along those axes and
/// the content's size across them (SwiftUI Field Guide, "ScrollView"). Several views inside are
/// stacked as a `VStack` (vertical) or `HStack` (horizontal).
///
/// ```swift
/// ScrollView { VStack { ForEach(0..<50) { Text("Row \($0)") } } }
/// ```
public struct ScrollView<Content: View>: View {
  public typealias Body = Never
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether indicators show (no effect on layout).
  public var showsIndicators: Bool
  let content: Content

  /// Creates a scroll view.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let axis: Axis = view.axes == .horizontal ? .horizontal : .vertical
    var nodes = list.children(of: view.content, stackAxis: axis)
    if nodes.count > 1 {
      let stack: ViewNode =
        axis == .horizontal
        ? list.context.makeStack(HStackLayout(), name: "HStack", children: nodes)
        : list.context.makeStack(VStackLayout(), name: "VStack", children: nodes)
      nodes = [stack]
    }
    list.append(
      ScrollViewNode(axes: view.axes, identity: list.inputs.identity, context: list.context, children: nodes))
  }
}

final class ScrollViewNode: ViewNode {
  let axes: Axis.Set
  let identity: ViewIdentity
  /// The scroll position asked for; placement clamps it to what the content allows. It is the
  /// scroll view's state: kept by identity when the views are built again.
  var requestedOffset: CGPoint {
    get { context.store.scrollOffsets[identity] ?? .zero }
    set { context.store.scrollOffsets[identity] = newValue }
  }
  /// The unsafe bands the scroll view extended over, physically: its content is inset by them
  /// (WWDC23, "Beyond scroll views": the safe area is resolved into margins of the content).
  var contentInsets = EdgeInsets()

  override func adjustedFrame(_ rect: CGRect) -> CGRect {
    contentInsets = SafeAreaLink.resolve(safeArea, frame: rect)
    let i = contentInsets
    return CGRect(
      x: rect.minX - i.leading, y: rect.minY - i.top, width: rect.width + i[total: .horizontal],
      height: rect.height + i[total: .vertical])
  }

  /// The content sees no unsafe bands: the scroll view made them margins.
  override func safeAreaLink(forChild child: ViewNode) -> Unmanaged<SafeAreaLink>? { nil }

  init(axes: Axis.Set, identity: ViewIdentity, context: GraphContext, children: ContiguousArray<ViewNode>) {
    self.axes = axes
    self.identity = identity
    super.init(context: context, children: children, memoized: true)
  }

  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  override var isContainer: Bool { true }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    // The content's container-relative frames read the scroll view's size: what it is offered
    // (the safe rectangle's; at placement, its frame less the unsafe bands it extends over).
    let content = withContainer(proposal) { children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero }
    return CGSize(
      width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
      height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
  }

  override func placeChildren(proposal: ProposedViewSize) {
    context.store.placedContainers.insert(identity)
    guard let content = children.first else { return }
    let i = contentInsets
    var offer = contentProposal(proposal)
    if !axes.contains(.horizontal) { offer.width = Swift.max(frame.width - i[total: .horizontal], 0) }
    if !axes.contains(.vertical) { offer.height = Swift.max(frame.height - i[total: .vertical], 0) }
    let inner = visibleRect
    withContainer(ProposedViewSize(inner.size)) {
      let size = content.sizeThatFits(offer)
      // Narrower content than the view is centered across the scroll axis; it starts at the top.
      let offset = clampedOffset(contentSize: size)
      let x = axes.contains(.horizontal) ? inner.minX - offset.x : inner.minX + (inner.width - size.width) / 2
      let y = axes.contains(.vertical) ? inner.minY - offset.y : inner.minY + (inner.height - size.height) / 2
      content.place(in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: offer)
    }
  }

  /// The part of its frame its content is seen in: the frame less the unsafe bands it extends
  /// over (as placed last).
  var visibleRect: CGRect {
    let i = contentInsets
    return CGRect(
      x: frame.minX + i.leading, y: frame.minY + i.top,
      width: Swift.max(frame.width - i[total: .horizontal], 0),
      height: Swift.max(frame.height - i[total: .vertical], 0))
  }

  override var kindName: String { "ScrollView" }
  override var details: String? {
    axes == .vertical ? nil : axes == .horizontal ? ".horizontal" : "[.horizontal, .vertical]"
  }
}
