import Foundation

/// The layout of `LazyVStack` and `LazyHStack`: each child is offered the stack's cross length
/// and an unspecified length along the stack (no flexibility distribution); the stack fills the
/// proposed cross length and is as long as its children plus spacing.
struct LazyStackLayout: Layout, LayoutDescribing {
  static var layoutProperties: LayoutProperties { .describingItself }
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?
  /// The section headers and footers it pins to its scroll view's visible bounds.
  var pinnedViews = PinnedScrollableViews()

  /// The gaps before each subview, which depend on the subviews alone: found once.
  func makeCache(subviews: Subviews) -> [CGFloat] {
    var gaps = Array(repeating: CGFloat(0), count: subviews.count)
    StackCore(axis: axis, spacing: spacing, alignment: alignment).fillGaps(subviews) { gaps[$0] = $1 }
    return gaps
  }

  func updateCache(_ cache: inout [CGFloat], subviews: Subviews) { cache = makeCache(subviews: subviews) }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
    arrange(proposal, subviews, gaps: cache).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]
  ) {
    let (_, frames, offer) = arrange(
      ProposedViewSize(bounds.size)[axis.other].map {
        ProposedViewSize(axis, main: nil, cross: $0)
      } ?? proposal, subviews, gaps: cache)
    let shifts = SectionPinning(axis: axis, views: pinnedViews).shifts(frames, in: bounds, subviews)
    for (index, (subview, frame)) in zip(subviews, frames).enumerated() {
      let shift = shifts.isEmpty ? 0 : shifts[index]
      subview.place(
        at: CGPoint(
          x: bounds.minX + frame.minX + (axis == .horizontal ? shift : 0),
          y: bounds.minY + frame.minY + (axis == .vertical ? shift : 0)),
        proposal: offer)
    }
  }

  private func arrange(
    _ proposal: ProposedViewSize, _ subviews: Subviews, gaps: [CGFloat]
  ) -> (size: CGSize, frames: [CGRect], offer: ProposedViewSize) {
    let cross = proposal[axis.other]
    let offer = ProposedViewSize(axis, main: nil, cross: cross)
    let sizes = subviews.map { $0.sizeThatFits(offer) }
    let crossLength = cross ?? sizes.map { $0[axis.other] }.max() ?? 0
    let placement =
      axis == .vertical
      ? Alignment(horizontal: HorizontalAlignment(alignmentKey: alignment), vertical: .top)
      : Alignment(horizontal: .leading, vertical: VerticalAlignment(alignmentKey: alignment))
    var position: CGFloat = 0
    var frames: [CGRect] = []
    frames.reserveCapacity(sizes.count)
    for (offset, size) in sizes.enumerated() {
      position += gaps[offset]
      let container = CGSize(axis, main: size[axis], cross: crossLength)
      let aligned = alignedOrigin(
        placement, in: container,
        child: subviews[subviews.startIndex + offset].node.dimensions(size: size, proposal: offer))
      frames.append(
        CGRect(
          origin: CGPoint(axis, main: position, cross: axis == .vertical ? aligned.x : aligned.y), size: size)
      )
      position += size[axis]
    }
    return (CGSize(axis, main: position, cross: crossLength), frames, offer)
  }

  var layoutDetails: String? { spacing.map { "spacing: \(GeometryFormat.number($0))" } }

  /// The nodes of a lazy stack: made as they come into view over a `ForEach` (erased or not),
  /// all at once otherwise.
  func makeNodes<Content: View>(_ content: Content, name: String, into list: inout _ViewList) {
    let lazy = list.withLazyRows(of: content) { source, list in
      list.append(
        LazyLinesNode.make(
          axis: axis, arrangement: .stack(alignment: alignment), spacing: spacing, source: source, list: list,
          stackAxis: axis, pinning: SectionPinning(axis: axis, views: pinnedViews)))
    }
    guard !lazy else { return }
    let children = list.children(of: content, stackAxis: axis)
    list.append(LayoutNode(layout: self, name: name, context: list.context, children: children))
  }
}

/// A vertical stack that makes its rows as they scroll into view (creation on demand comes with
/// scrolling); it fills the proposed width.
///
/// ```swift
/// ScrollView { LazyVStack(spacing: 12) { ForEach(items) { ItemRow(item: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View {
  public typealias Body = Never
  let layout: LazyStackLayout
  let content: Content

  /// Creates a lazy vertical stack. `pinnedViews` names the sections' headers and footers that
  /// stay at the top and bottom of the scroll view while their section is in view.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    layout = LazyStackLayout(
      axis: .vertical, alignment: alignment.key, spacing: spacing, pinnedViews: pinnedViews)
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    view.layout.makeNodes(view.content, name: "LazyVStack", into: &list)
  }
}

/// A horizontal stack that makes its columns as they scroll into view; it fills the proposed
/// height.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ForEach(photos) { PhotoView(photo: $0) } } }
/// ```
public struct LazyHStack<Content: View>: View {
  public typealias Body = Never
  let layout: LazyStackLayout
  let content: Content

  /// Creates a lazy horizontal stack. `pinnedViews` names the sections' headers and footers that
  /// stay at the leading and trailing edges of the scroll view while their section is in view.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    layout = LazyStackLayout(
      axis: .horizontal, alignment: alignment.key, spacing: spacing, pinnedViews: pinnedViews)
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    view.layout.makeNodes(view.content, name: "LazyHStack", into: &list)
  }
}

/// The views a lazy container pins while scrolling.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension LazyLinesNode {
  /// The lazy node of a lazy stack or grid over a `ForEach`: items are built when made, with the
  /// inputs the container was built with.
  static func make(
    axis: Axis, arrangement: LazyArrangement, spacing: CGFloat?, source: any _LazyRowSource, list: _ViewList,
    stackAxis: Axis?, pinning: SectionPinning? = nil
  ) -> LazyLinesNode {
    // The node owns this closure and the graph owns the node (the context outlives both).
    unowned(unsafe) let context = list.context
    var inputs = list.inputs
    inputs.stackAxis = stackAxis
    return LazyLinesNode(
      axis: axis, arrangement: arrangement, spacing: spacing, itemCount: source.rowCount,
      identity: inputs.identity, context: context, pinning: pinning, rowComponent: { source.rowComponent($0) }
    ) { index, component in
      var row = _ViewList(context: context, inputs: inputs)
      var built: ContiguousArray<ViewNode> = []
      row.withEnvironment(inputs.environment) { list in
        list.nest(LazyLinesNode.self) { list in source.makeRow(index, component: component, into: &list) }
        built = list.nodes
      }
      return built
    }
  }
}
