import Foundation

/// `.padding`: offers the child the proposal less the insets, and adds the insets to its size.
/// Made in the app's own code (`padding` is inlinable, as SwiftUI's is), where it is specialized
/// for the app's view types.
@usableFromInline
struct _PaddingLayout: _WrappingModifier {
  @usableFromInline typealias Body = Never
  @usableFromInline let insets: EdgeInsets

  /// The default padding of `padding()` on iOS (OpenSwiftUI, `DefaultPadding.swift`: 16 points).
  @usableFromInline static let defaultLength: CGFloat = 16

  @inlinable
  init(insets: EdgeInsets) { self.insets = insets }

  @usableFromInline
  static func _makeNodes<C: View>(modifier: Self, content: C, into list: inout _ViewList) {
    wrapNodes(of: content, in: modifier, into: &list)
  }

  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode {
    PaddingNode(insets: insets, child: child, context: context)
  }
}

class PaddingNode: UnaryNode {
  let insets: EdgeInsets

  init(insets: EdgeInsets, child: ViewNode, context: GraphContext) {
    self.insets = insets
    super.init(child: child, context: context)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { Swift.max($0 - insets[total: .horizontal], 0) },
      height: proposal.height.map { Swift.max($0 - insets[total: .vertical], 0) })
  }

  override func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize {
    CGSize(
      width: Swift.max(childSize.width + insets[total: .horizontal], 0),
      height: Swift.max(childSize.height + insets[total: .vertical], 0))
  }

  override func childOrigin(in size: CGSize, child: ViewDimensions) -> CGPoint {
    CGPoint(x: insets.leading, y: insets.top)
  }
  override var childOriginReadsGuides: Bool { false }

  /// The child's lengths plus the insets. With insets of zero or more, the child is offered zero
  /// when the padding is, and infinity when it is (negative insets would offer it more).
  override func probeLengths(along axis: Axis) -> ProbeLengths? {
    let total = insets[total: axis]
    guard total >= 0 && total.isFinite, let child = child.probeLengths(along: axis) else { return nil }
    return ProbeLengths(
      atZero: Swift.max(child.atZero + total, 0), atInfinity: Swift.max(child.atInfinity + total, 0))
  }

  override var kindName: String { "padding" }
  override func addKind(to hasher: inout StructureHash) {
    hasher.addBits(of: insets.top)
    hasher.addBits(of: insets.leading)
    hasher.addBits(of: insets.bottom)
    hasher.addBits(of: insets.trailing)
  }
  override var details: String? {
    let i = insets
    if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return GeometryFormat.number(i.top) }
    return "top: \(GeometryFormat.number(i.top)), leading: \(GeometryFormat.number(i.leading)), "
      + "bottom: \(GeometryFormat.number(i.bottom)), trailing: \(GeometryFormat.number(i.trailing))"
  }
}

extension View {
  /// Pads this view on `edges` by `length`, or by the platform default (16) when `length` is nil.
  ///
  /// ```swift
  /// Text("Hi").padding()            // 16 on every edge
  /// Text("Hi").padding(.horizontal, 8)
  /// ```
  @inlinable
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? _PaddingLayout.defaultLength)))
  }

  /// Pads this view by `length` on every edge.
  ///
  /// ```swift
  /// Color.red.padding(1)
  /// ```
  @inlinable
  public func padding(_ length: CGFloat) -> some View {
    modifier(_PaddingLayout(insets: EdgeInsets(.all, length)))
  }

  /// Pads this view by different amounts on each edge.
  ///
  /// ```swift
  /// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
  /// ```
  @inlinable
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(insets: insets))
  }
}
