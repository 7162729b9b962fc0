import Foundation

/// `.fixedSize`: offers the child an unspecified size on the fixed axes, so it takes its ideal
/// size there (SwiftUI Field Guide, "Ideal size").
struct _FixedSizeLayout: _WrappingModifier {
  let horizontal: Bool
  let vertical: Bool

  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode {
    FixedSizeNode(self, child: child, context: context)
  }
}

final class FixedSizeNode: UnaryNode {
  let layout: _FixedSizeLayout

  init(_ layout: _FixedSizeLayout, child: ViewNode, context: GraphContext) {
    self.layout = layout
    super.init(child: child, context: context)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: layout.horizontal ? nil : proposal.width, height: layout.vertical ? nil : proposal.height)
  }

  override func childOrigin(in size: CGSize, child: ViewDimensions) -> CGPoint {
    alignedOrigin(.center, in: size, child: child)
  }

  override var kindName: String { "fixedSize" }
  override var details: String? {
    layout.horizontal && layout.vertical
      ? nil : "horizontal: \(layout.horizontal), vertical: \(layout.vertical)"
  }
}

/// `.aspectRatio`: changes only the proposal: the largest (fit) or smallest (fill) size of the
/// ratio within the proposal is offered to the child, which keeps its own size (objc.io,
/// "AspectRatio", 2022; SwiftUI Field Guide, "Aspect Ratio").
struct _AspectRatioLayout: _WrappingModifier {
  let ratio: CGFloat?
  let contentMode: ContentMode

  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode {
    AspectRatioNode(self, child: child, context: context)
  }
}

/// How content fills the space offered by an aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  case fit, fill
}

final class AspectRatioNode: UnaryNode {
  let layout: _AspectRatioLayout

  init(_ layout: _AspectRatioLayout, child: ViewNode, context: GraphContext) {
    self.layout = layout
    super.init(child: child, context: context)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    if proposal.width == nil && proposal.height == nil { return proposal }
    let shape: CGSize =
      layout.ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
    guard shape.width > 0, shape.height > 0, shape.width.isFinite, shape.height.isFinite else {
      return proposal
    }
    let sx = proposal.width.map { $0 / shape.width } ?? .infinity
    let sy = proposal.height.map { $0 / shape.height } ?? .infinity
    let scale = layout.contentMode == .fit ? Swift.min(sx, sy) : Swift.max(sx, sy)
    return ProposedViewSize(width: shape.width * scale, height: shape.height * scale)
  }

  override func childOrigin(in size: CGSize, child: ViewDimensions) -> CGPoint {
    alignedOrigin(.center, in: size, child: child)
  }

  override var kindName: String { "aspectRatio" }
  /// The ratio and the content mode `details` is written from (writing it names the mode
  /// through reflection, at every layout's key).
  override func addKind(to hasher: inout StructureHash) {
    hasher.addBits(of: layout.ratio)
    hasher.add(layout.contentMode == .fit)
  }
  override var details: String? {
    "\(layout.ratio.map(GeometryFormat.number) ?? "nil"), contentMode: .\(layout.contentMode)"
  }
}

/// `.offset`: moves the child without changing this view's size or place in its parent.
struct _OffsetEffect: _WrappingModifier {
  let offset: CGSize

  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode {
    OffsetNode(offset: offset, child: child, context: context)
  }
}

final class OffsetNode: UnaryNode {
  let offset: CGSize

  init(offset: CGSize, child: ViewNode, context: GraphContext) {
    self.offset = offset
    super.init(child: child, context: context)
  }

  override func childOrigin(in size: CGSize, child: ViewDimensions) -> CGPoint {
    CGPoint(x: offset.width, y: offset.height)
  }
  override var childOriginReadsGuides: Bool { false }

  override var kindName: String { "offset" }
  override var details: String? {
    "x: \(GeometryFormat.number(offset.width)), y: \(GeometryFormat.number(offset.height))"
  }
}

/// `.position`: takes the whole proposal and centers the child at a point of its own space.
struct _PositionLayout: _WrappingModifier {
  let position: CGPoint

  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode {
    PositionNode(position: position, child: child, context: context)
  }
}

final class PositionNode: UnaryNode {
  let position: CGPoint

  init(position: CGPoint, child: ViewNode, context: GraphContext) {
    self.position = position
    super.init(child: child, context: context)
  }

  override func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize {
    CGSize(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
  }

  override func childOrigin(in size: CGSize, child: ViewDimensions) -> CGPoint {
    CGPoint(x: position.x - child.width / 2, y: position.y - child.height / 2)
  }
  override var childOriginReadsGuides: Bool { false }

  override var kindName: String { "position" }
  override var details: String? {
    "x: \(GeometryFormat.number(position.x)), y: \(GeometryFormat.number(position.y))"
  }
}

extension View {
  /// Fixes this view at its ideal size on both axes.
  ///
  /// ```swift
  /// Text("A long title").fixedSize()
  /// ```
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// Fixes this view at its ideal size on the chosen axes.
  ///
  /// ```swift
  /// Text(paragraph).fixedSize(horizontal: false, vertical: true)
  /// ```
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }

  /// Constrains this view's proposal to an aspect ratio (width / height); `nil` uses the view's
  /// ideal size as the ratio.
  ///
  /// ```swift
  /// Color.blue.aspectRatio(16 / 9, contentMode: .fit)
  /// ```
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    return modifier(_AspectRatioLayout(ratio: ratio, contentMode: contentMode))
  }

  /// Scales this view to fit the space offered, keeping its ideal aspect ratio.
  ///
  /// ```swift
  /// Image("photo", size: CGSize(width: 400, height: 300)).resizable().scaledToFit()
  /// ```
  public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

  /// Scales this view to fill the space offered, keeping its ideal aspect ratio.
  ///
  /// ```swift
  /// Image("photo", size: CGSize(width: 400, height: 300)).resizable().scaledToFill()
  /// ```
  public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

  /// Constrains this view's proposal to the aspect ratio of `aspectRatio`.
  ///
  /// ```swift
  /// Color.blue.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)
  /// ```
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(
      aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
  }

  /// Moves this view's content without changing its layout.
  ///
  /// ```swift
  /// Text("Badge").offset(x: 8, y: -8)
  /// ```
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(_OffsetEffect(offset: CGSize(width: x.finiteOrZero, height: y.finiteOrZero)))
  }

  /// Moves this view's content by `offset` without changing its layout.
  ///
  /// ```swift
  /// Text("Badge").offset(CGSize(width: 8, height: -8))
  /// ```
  public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

  /// Places the center of this view at a point of its parent's space, taking the whole proposal.
  ///
  /// ```swift
  /// Circle().frame(width: 10, height: 10).position(x: 50, y: 20)
  /// ```
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(_PositionLayout(position: CGPoint(x: x.finiteOrZero, y: y.finiteOrZero)))
  }

  /// Places the center of this view at `position`.
  ///
  /// ```swift
  /// Circle().position(CGPoint(x: 50, y: 20))
  /// ```
  public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}
