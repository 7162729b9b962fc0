import Foundation

extension View {
  /// Sizes this view on `axes` to its nearest container's size there, less the container's
  /// safe-area insets; on the other axes it is offered what this view is offered. The view is
  /// placed in that frame by `alignment`.
  ///
  /// The nearest container (Apple, `containerRelativeFrame(_:alignment:)`) is, in SceneSim, a
  /// scroll view, a split-view column, or else the window (the root view's safe rectangle).
  ///
  /// ```swift
  /// ScrollView(.horizontal) { LazyHStack { ForEach(pages) { PageView($0).containerRelativeFrame(.horizontal) } } }
  /// ```
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Sizes this view on `axes` to `span` of `count` equal parts of its nearest container's
  /// length, `spacing` apart: Apple's formula, `(length − spacing × (count − 1)) / count × span
  /// + spacing × (span − 1)`. A count or span below 1 counts as 1.
  ///
  /// ```swift
  /// Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = Swift.max(count, 1)
    let span = Swift.max(span, 1)
    let spacing = spacing.finiteOrZero
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
      return column * CGFloat(span) + spacing * CGFloat(span - 1)
    }
  }

  /// Sizes this view on `axes` to what `length` makes of its nearest container's length on each
  /// of them (the length, then the axis).
  ///
  /// ```swift
  /// Color.blue.containerRelativeFrame(.horizontal) { length, _ in length * 0.4 }
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length))
  }
}

/// `.containerRelativeFrame(...)`: a frame whose length on its axes follows the nearest
/// container's (`GraphContext.containers`).
struct _ContainerRelativeFrameLayout: _WrappingModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode {
    ContainerRelativeFrameNode(self, child: child, context: context)
  }
}

final class ContainerRelativeFrameNode: UnaryNode {
  let layout: _ContainerRelativeFrameLayout

  init(_ layout: _ContainerRelativeFrameLayout, child: ViewNode, context: GraphContext) {
    self.layout = layout
    super.init(child: child, context: context)
    contents.insert(.containerRelative)
  }

  /// The frame's length on `axis` from the container's, or nil (not one of its axes, or the
  /// container's length there is not known): not negative, not beyond the layout limits.
  private func length(_ axis: Axis) -> CGFloat? {
    guard layout.axes.contains(axis == .horizontal ? .horizontal : .vertical),
      let container = context.containers.last?[axis]
    else { return nil }
    let length = layout.length(container, axis)
    return length.isNaN ? 0 : Swift.min(Swift.max(length, 0), LayoutLimits.maximumLength)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: length(.horizontal) ?? proposal.width, height: length(.vertical) ?? proposal.height)
  }

  override func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize {
    CGSize(width: length(.horizontal) ?? childSize.width, height: length(.vertical) ?? childSize.height)
  }

  override func childOrigin(in size: CGSize, child: ViewDimensions) -> CGPoint {
    alignedOrigin(layout.alignment, in: size, child: child)
  }

  /// Its lengths follow the container, not the views alone: they are measured.
  override func probeLengths(along axis: Axis) -> ProbeLengths? { nil }

  override var kindName: String { "containerRelativeFrame" }
}

extension ViewNode {
  /// Runs `body` with `size` as the nearest container's size for the views below (what
  /// `containerRelativeFrame` reads). When it is not the size this node last gave, the sizes the
  /// container-relative frames below answered, and their ancestors', are forgotten: a frame
  /// offered the same proposal under a container of another size has another size.
  final func withContainer<T>(_ size: ProposedViewSize, _ body: () -> T) -> T {
    if contents.contains(.containerRelative) {
      let packed = PackedProposal(size)
      if extras?.containerSizeGiven != packed {
        extrasForWriting.containerSizeGiven = packed
        forgetContainerRelativeSizes()
      }
    }
    context.containers.append(size)
    defer { context.containers.removeLast() }
    return body()
  }

  /// Forgets the sizes of the container-relative frames this container sizes (itself one, when
  /// it is the root; not those below a nested container, which answers for its own), and of
  /// their ancestors.
  private final func forgetContainerRelativeSizes() {
    var pending = [self]
    while let node = pending.popLast() {
      guard node.contents.contains(.containerRelative), node === self || !node.isContainer else { continue }
      if node is ContainerRelativeFrameNode { node.invalidateMeasurementsUpward() }
      pending += node.children
    }
  }
}
