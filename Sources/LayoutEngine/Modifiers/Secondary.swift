import Foundation

/// `.overlay` and `.background`: the secondary content is offered exactly the primary view's size
/// and aligned to it; it never changes the layout (netsplit.com, "Secondary views";
/// SwiftUI Field Guide, "ZStack").
struct _SecondaryLayout<Secondary: View>: ViewModifier {
  typealias Body = Never
  // The fixed-size fields first: found at the same offsets whatever the secondary view's type,
  // they are read without asking the runtime for this type's layout.
  let alignment: Alignment
  let isBackground: Bool
  let secondary: Secondary

  init(secondary: Secondary, alignment: Alignment, isBackground: Bool) {
    self.alignment = alignment
    self.isBackground = isBackground
    self.secondary = secondary
  }

  // Inlined into the protocol's witness, which is given this type's metadata: called apart, it
  // would ask the runtime for it again to find `secondary` (about 330 instructions a background).
  @inline(__always)
  static func _makeNodes<C: View>(modifier: Self, content: C, into list: inout _ViewList) {
    let context = list.context
    // The closure captures what it needs, not the modifier (a value of a generic type).
    let (alignment, isBackground) = (modifier.alignment, modifier.isBackground)
    list.wrapEachWithSecondary(
      content, secondary: modifier.secondary, kind: isBackground ? .background : .overlay
    ) { primary, nodes in
      let secondary: ViewNode? =
        switch nodes.count {
        case 0: nil
        case 1: nodes[0]
        default:
          LayoutNode(
            layout: ZStackLayout(alignment: alignment), name: "ZStack", context: context, children: nodes)
        }
      return SecondaryNode(
        primary: primary, secondary: secondary, alignment: alignment, isBackground: isBackground,
        context: context)
    }
  }
}

final class SecondaryNode: ViewNode {
  let alignment: Alignment
  let isBackground: Bool
  /// The primary and secondary views, also kept in `children` (which owns them), held without a
  /// reference count as `UnaryNode` holds its child: measuring and placing reach them with
  /// `_withUnsafeGuaranteedRef`, where holding them across a call cost a retain and a release.
  private let primaryReference: Unmanaged<ViewNode>
  private let secondaryReference: Unmanaged<ViewNode>?

  init(
    primary: ViewNode, secondary: ViewNode?, alignment: Alignment, isBackground: Bool, context: GraphContext
  ) {
    self.alignment = alignment
    self.isBackground = isBackground
    primaryReference = .passUnretained(primary)
    secondaryReference = secondary.map { .passUnretained($0) }
    // Made at its size: a background is drawn first, so it comes before the primary view.
    let nodes: ContiguousArray<ViewNode> =
      if let secondary { isBackground ? [secondary, primary] : [primary, secondary] } else { [primary] }
    super.init(context: context, children: nodes)
    guideMask = primary.guideMask
  }

  var primary: ViewNode { primaryReference.takeUnretainedValue() }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    primaryReference._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal) }
  }

  override func placeChildren(proposal: ProposedViewSize) {
    let frame = frame
    primaryReference._withUnsafeGuaranteedRef { $0.place(in: frame, proposal: proposal) }
    secondaryReference?._withUnsafeGuaranteedRef {
      $0.place(aligning: alignment, in: frame, proposal: ProposedViewSize(frame.size))
    }
  }

  override func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? {
    primaryReference._withUnsafeGuaranteedRef {
      $0.explicitAlignment(key, axis: axis, size: size, proposal: proposal)
    }
  }

  override var spacing: ViewSpacing { primary.spacing }
  override var kindName: String { isBackground ? "background" : "overlay" }
}

/// A style to fill a shape or a background with: a color or a material.
///
/// ```swift
/// Text("Hi").background(.ultraThinMaterial)
/// ```
public protocol ShapeStyle {}

extension Color: ShapeStyle {}

/// A translucent material (no effect on layout).
public struct Material: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let ultraThinMaterial = Material(name: "ultraThinMaterial")
  public static let thinMaterial = Material(name: "thinMaterial")
  public static let regularMaterial = Material(name: "regularMaterial")
  public static let thickMaterial = Material(name: "thickMaterial")
  public static let ultraThickMaterial = Material(name: "ultraThickMaterial")
  public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
  public static var thinMaterial: Material { Material.thinMaterial }
  public static var regularMaterial: Material { Material.regularMaterial }
  public static var thickMaterial: Material { Material.thickMaterial }
  public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
  public static var bar: Material { Material.bar }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var blue: Color { .blue }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var white: Color { .white }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var clear: Color { .clear }
  public static var primary: Color { .primary }
  public static var secondary: Color { .secondary }
}

/// A shape style rendered as a view that fills the space it is offered.
struct _ShapeStyleView: View {
  typealias Body = Never
  let name: String
  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: view.name, context: list.context))
  }
}

extension View {
  /// Layers `content` in front of this view, offered this view's size.
  ///
  /// ```swift
  /// Circle().overlay(alignment: .topTrailing) { Text("3") }
  /// ```
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_SecondaryLayout(secondary: content(), alignment: alignment, isBackground: false))
  }

  /// Layers `overlay` in front of this view.
  ///
  /// ```swift
  /// Color.blue.overlay(Text("Hi"), alignment: .bottom)
  /// ```
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(_SecondaryLayout(secondary: overlay, alignment: alignment, isBackground: false))
  }

  /// Layers `content` behind this view, offered this view's size.
  ///
  /// ```swift
  /// Text("Hi").padding().background(alignment: .leading) { Color.yellow }
  /// ```
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  {
    modifier(_SecondaryLayout(secondary: content(), alignment: alignment, isBackground: true))
  }

  /// Layers `background` behind this view.
  ///
  /// ```swift
  /// Text("Hi").background(Color.yellow)
  /// ```
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(_SecondaryLayout(secondary: background, alignment: alignment, isBackground: true))
  }

  /// Fills the area behind this view with a style, extended past the safe area on `edges`
  /// (Apple: "The set of edges for which to ignore safe area insets when adding the background.
  /// The default value is all.").
  ///
  /// ```swift
  /// Text("Hi").background(.ultraThinMaterial)
  /// ```
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  {
    modifier(styleLayer(style, ignoresSafeAreaEdges: edges, isBackground: true))
  }

  /// Layers a style in front of this view, extended past the safe area on `edges` (Apple,
  /// `overlay(_:ignoresSafeAreaEdges:)`: "The set of edges for which to ignore safe area insets
  /// when adding the overlay. The default value is all.").
  ///
  /// ```swift
  /// Text("Hi").overlay(.red, ignoresSafeAreaEdges: [])
  /// ```
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(styleLayer(style, ignoresSafeAreaEdges: edges, isBackground: false))
  }
}

/// A style behind or in front of a view, filling its frame and extended past the safe area on
/// `edges`: `background(_:ignoresSafeAreaEdges:)` and `overlay(_:ignoresSafeAreaEdges:)`.
private func styleLayer<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set, isBackground: Bool)
  -> some ViewModifier
{
  _SecondaryLayout(
    secondary: _ShapeStyleView(name: "\(style)").ignoresSafeArea(.all, edges: edges), alignment: .center,
    isBackground: isBackground)
}
