import Foundation

/// A vertical edge.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    public static let all: Set = [.top, .bottom]
  }
}

/// A horizontal edge.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}

/// `.safeAreaInset`: lays out like a two-view stack along the edge's axis. The inset content is
/// offered the whole width (or height) of the area the modifier is offered and everything the
/// modified view can spare along the axis; it sits flush at the edge. The modified view is
/// offered and placed in the rest, and its safe area gains a band of the content's size plus
/// the spacing (Apple: "The modified view is inset by the height of content, from edge, with its
/// safe area increased by the same amount"; OpenSwiftUI, `InsetViewModifier`).
final class SafeAreaInsetNode: ViewNode {
  let edge: Edge
  let alignment: AlignmentKey
  let explicitSpacing: CGFloat?

  init(
    edge: Edge, alignment: AlignmentKey, spacing: CGFloat?, primary: ViewNode, inset: ViewNode,
    context: GraphContext
  ) {
    self.edge = edge
    self.alignment = alignment
    self.explicitSpacing = spacing.map { $0.finiteOrZero }
    super.init(context: context, children: [primary, inset])
    guideMask = primary.guideMask
  }

  var primary: ViewNode { children[0] }
  var inset: ViewNode { children[1] }
  var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  /// The spacing: as given, else the two views' preference along the axis (a stack's).
  var spacingLength: CGFloat {
    if let explicitSpacing { return explicitSpacing }
    let (first, second) = edge == .top || edge == .leading ? (inset, primary) : (primary, inset)
    return first.spacing.distance(to: second.spacing, along: axis)
  }

  /// The proposals and sizes of the inset content and the modified view for `proposal`.
  func arrange(_ proposal: ProposedViewSize) -> (
    gap: CGFloat, insetOffer: ProposedViewSize, insetSize: CGSize,
    primaryOffer: ProposedViewSize, primarySize: CGSize
  ) {
    let gap = spacingLength
    let cross = proposal[axis.other]
    let primaryMinimum = primary.sizeThatFits(ProposedViewSize(axis, main: 0, cross: cross))[axis]
    let insetOffer = ProposedViewSize(
      axis, main: proposal[axis].map { Swift.max(Swift.max($0 - gap, 0) - primaryMinimum, 0) }, cross: cross)
    let insetSize = inset.sizeThatFits(insetOffer)
    let primaryOffer = ProposedViewSize(
      axis, main: proposal[axis].map { Swift.max($0 - (insetSize[axis] + gap), 0) }, cross: cross)
    return (gap, insetOffer, insetSize, primaryOffer, primary.sizeThatFits(primaryOffer))
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let (gap, _, insetSize, _, primarySize) = arrange(proposal)
    return CGSize(
      axis, main: insetSize[axis] + gap + primarySize[axis],
      cross: Swift.max(insetSize[axis.other], primarySize[axis.other]))
  }

  /// The band the modified view's safe area gains, made when this node is placed.
  private var band: SafeAreaLink?

  override func placeChildren(proposal: ProposedViewSize) {
    var offer = proposal
    if offer[axis.other] == nil { offer[axis.other] = frame.size[axis.other] }
    let (gap, insetOffer, insetSize, primaryOffer, primarySize) = arrange(offer)
    let f = frame
    // The modified view sits at the opposite edge; the inset content flush at `edge`.
    let primaryOrigin: CGPoint
    let insetMain: CGFloat
    switch edge {
    case .top:
      primaryOrigin = CGPoint(x: f.midX - primarySize.width / 2, y: f.maxY - primarySize.height)
      insetMain = f.minY
    case .bottom:
      primaryOrigin = CGPoint(x: f.midX - primarySize.width / 2, y: f.minY)
      insetMain = f.maxY - insetSize.height
    case .leading:
      primaryOrigin = CGPoint(x: f.maxX - primarySize.width, y: f.midY - primarySize.height / 2)
      insetMain = f.minX
    case .trailing:
      primaryOrigin = CGPoint(x: f.minX, y: f.midY - primarySize.height / 2)
      insetMain = f.maxX - insetSize.width
    }
    // Across the axis, the inset content lines up with the modified view by `alignment`.
    let primaryDimensions = primary.dimensions(size: primarySize, proposal: primaryOffer)
    let insetDimensions = inset.dimensions(size: insetSize, proposal: insetOffer)
    let insetOrigin: CGPoint
    if axis == .vertical {
      let h = HorizontalAlignment(alignmentKey: alignment)
      insetOrigin = CGPoint(x: primaryOrigin.x + primaryDimensions[h] - insetDimensions[h], y: insetMain)
    } else {
      let v = VerticalAlignment(alignmentKey: alignment)
      insetOrigin = CGPoint(x: insetMain, y: primaryOrigin.y + primaryDimensions[v] - insetDimensions[v])
    }
    var bandInsets = EdgeInsets(Edge.Set(edge), gap + insetSize[axis])
    if isRightToLeft { bandInsets = bandInsets.swappingLeadingAndTrailing }
    band = SafeAreaLink.reusing(band, space: f, insets: bandInsets, next: safeArea)
    primary.place(in: CGRect(origin: primaryOrigin, size: primarySize), proposal: primaryOffer)
    inset.place(in: CGRect(origin: insetOrigin, size: insetSize), proposal: insetOffer)
  }

  override func safeAreaLink(forChild child: ViewNode) -> Unmanaged<SafeAreaLink>? {
    child === primary ? band.unretained : safeArea.unretained
  }

  override func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? { nil }

  override var kindName: String { "safeAreaInset" }
  /// The edge and the spacing `details` is written from (writing it names the edge through
  /// reflection, at every layout's key).
  override func addKind(to hasher: inout StructureHash) {
    hasher.add(Int(edge.rawValue))
    hasher.addBits(of: explicitSpacing)
  }
  override var details: String? {
    "edge: .\(edge)" + (explicitSpacing.map { ", spacing: \(GeometryFormat.number($0))" } ?? "")
  }
}

/// `.safeAreaPadding`: pads like `padding`, and adds the padding to the safe area of the content,
/// so that views that ignore the safe area, and scroll views, extend back over it (WWDC23,
/// "Beyond scroll views"; Apple: "Adds the provided insets into the safe area of this view").
final class SafeAreaPaddingNode: PaddingNode {
  private var band: SafeAreaLink?

  override func safeAreaLink(forChild child: ViewNode) -> Unmanaged<SafeAreaLink>? {
    let physical = isRightToLeft ? insets.swappingLeadingAndTrailing : insets
    band = SafeAreaLink.reusing(band, space: frame, insets: physical, next: safeArea)
    return band.unretained
  }

  override var kindName: String { "safeAreaPadding" }
}

/// `.ignoresSafeArea`: reports its content's ordinary size to its parent; when placed, it offers
/// the content its proposal grown by the safe-area insets it touches on `edges`, and places it
/// that much up and to the leading side (top-leading anchor, as iOS 18 does). A view that does
/// not touch an unsafe band does not grow. Content inside sees those bands as safe (the insets
/// that `safeAreaInset` added are reset too).
final class IgnoresSafeAreaNode: ViewNode {
  let regions: SafeAreaRegions
  let edges: Edge.Set

  init(regions: SafeAreaRegions, edges: Edge.Set, child: ViewNode, context: GraphContext) {
    self.regions = regions
    self.edges = edges
    super.init(context: context, children: [child])
  }

  var child: ViewNode { children[0] }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

  override func placeChildren(proposal: ProposedViewSize) {
    let physicalEdges = isRightToLeft ? edges.swappingLeadingAndTrailing : edges
    let grow = SafeAreaLink.resolve(safeArea, frame: frame, regions: regions).masked(to: physicalEdges)
    let offer = ProposedViewSize(
      width: proposal.width.map { $0 + grow[total: .horizontal] },
      height: proposal.height.map { $0 + grow[total: .vertical] })
    let size = child.sizeThatFits(offer)
    // The child is placed in physical coordinates: undo the mirroring a right-to-left parent
    // (this node) would apply.
    var rect = CGRect(
      x: frame.minX - grow.leading, y: frame.minY - grow.top, width: size.width, height: size.height)
    if isRightToLeft { rect.origin.x = frame.minX + frame.maxX - rect.maxX }
    child.place(in: rect, proposal: offer)
  }

  override func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? {
    child.explicitAlignment(key, axis: axis, size: child.sizeThatFits(proposal.proposal), proposal: proposal)
  }

  override var spacing: ViewSpacing { child.spacing }
  override var kindName: String { "ignoresSafeArea" }
  override var details: String? { edges == .all ? nil : "edges: \(edges.rawValue)" }
}

extension Edge.Set {
  var swappingLeadingAndTrailing: Edge.Set {
    var result = self.subtracting(.horizontal)
    if contains(.leading) { result.insert(.trailing) }
    if contains(.trailing) { result.insert(.leading) }
    return result
  }
}

/// The modifier views of the safe-area modifiers.
struct _SafeAreaInsetView<Content: View, Inset: View>: View {
  typealias Body = Never
  let content: Content
  let inset: Inset
  let edge: Edge
  let alignment: AlignmentKey
  let spacing: CGFloat?

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let context = list.context
    list.wrapEachWithSecondary(view.content, secondary: view.inset, kind: .safeAreaInset) { primary, nodes in
      let inset: ViewNode =
        nodes.count == 1
        ? nodes[0]
        : LayoutNode(layout: ZStackLayout(), name: "ZStack", context: context, children: nodes)
      return SafeAreaInsetNode(
        edge: view.edge, alignment: view.alignment, spacing: view.spacing, primary: primary, inset: inset,
        context: context)
    }
  }
}

struct _SafeAreaWrapping: _WrappingModifier {
  let makeNode: (ViewNode, GraphContext) -> ViewNode
  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode { makeNode(child, context) }
}

extension View {
  /// Shows `content` at a vertical edge, offered the whole width, and lays this view out in the
  /// rest with its safe area grown by the content's height plus `spacing`.
  ///
  /// ```swift
  /// ScrollView { rows }.safeAreaInset(edge: .bottom) { Button("Continue") {}.padding() }
  /// ```
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    _SafeAreaInsetView(
      content: self, inset: content(), edge: edge == .top ? .top : .bottom, alignment: alignment.key,
      spacing: spacing)
  }

  /// Shows `content` at a horizontal edge, offered the whole height, and lays this view out in
  /// the rest with its safe area grown by the content's width plus `spacing`.
  ///
  /// ```swift
  /// Color.blue.safeAreaInset(edge: .leading, spacing: 0) { Color.yellow.frame(width: 30) }
  /// ```
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    _SafeAreaInsetView(
      content: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
      alignment: alignment.key,
      spacing: spacing)
  }

  /// Pads this view by `insets` and adds them to its content's safe area.
  ///
  /// ```swift
  /// ScrollView { cards }.safeAreaPadding(EdgeInsets(top: 8, leading: 20, bottom: 16, trailing: 20))
  /// ```
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(
      _SafeAreaWrapping { child, context in
        SafeAreaPaddingNode(insets: insets, child: child, context: context)
      })
  }

  /// Pads this view on `edges` by `length` (the platform default, 16, when nil) and adds the
  /// padding to its content's safe area.
  ///
  /// ```swift
  /// ScrollView { cards }.safeAreaPadding(.horizontal, 20)
  /// ```
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    safeAreaPadding(EdgeInsets(edges, length ?? _PaddingLayout.defaultLength))
  }

  /// Pads this view by `length` on every edge and adds the padding to its content's safe area.
  ///
  /// ```swift
  /// content.safeAreaPadding(16)
  /// ```
  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(EdgeInsets(.all, length)) }

  /// Extends this view over the unsafe bands of `regions` that it touches on `edges`.
  ///
  /// ```swift
  /// Color.blue.ignoresSafeArea()
  /// ```
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(
      _SafeAreaWrapping { child, context in
        IgnoresSafeAreaNode(regions: regions, edges: edges, child: child, context: context)
      })
  }

  /// Extends this view over the unsafe bands it touches on `edges` (deprecated in SwiftUI; the
  /// same as `ignoresSafeArea(.all, edges:)`).
  ///
  /// ```swift
  /// Color.blue.edgesIgnoringSafeArea(.all)
  /// ```
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}
