import Foundation

/// A type that defines the geometry of a collection of views, exactly as SwiftUI's `Layout`.
///
/// A layout written for SwiftUI compiles against SceneSim unchanged:
/// ```swift
/// struct Column: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///     return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///   }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///     var y = bounds.minY
///     for subview in subviews {
///       subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///       y += subview.sizeThatFits(.unspecified).height
///     }
///   }
/// }
/// ```
public protocol Layout: Animatable {
  /// Properties of the layout, such as its stack orientation.
  static var layoutProperties: LayoutProperties { get }
  /// Cached values the layout computes once per change of subviews.
  associatedtype Cache = Void
  /// The proxies of the subviews.
  typealias Subviews = LayoutSubviews

  /// Creates the cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The spacing the layout, as a whole, prefers around itself.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// The size the layout chooses for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places each subview within `bounds`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// The explicit value of a horizontal guide of the layout as a whole, or `nil`.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
  /// The explicit value of a vertical guide of the layout as a whole, or `nil`.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The default: the union of the subviews' spacing preferences.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.unionOfSpacings
  }

  /// The default: the subviews' explicit values where the layout places them, merged with the
  /// guide's `combineExplicit` (SwiftUI's documented behaviour).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    let placements = dryRunPlacement(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    return guide.combineExplicit(
      zip(subviews, placements).lazy.map { subview, placement in
        subview.node.explicitAlignment(
          guide.key, axis: .horizontal, size: placement.rect.size, proposal: placement.proposal
        ).map { placement.rect.minX - bounds.minX + $0 }
      })
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    let placements = dryRunPlacement(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    return guide.combineExplicit(
      zip(subviews, placements).lazy.map { subview, placement in
        subview.node.explicitAlignment(
          guide.key, axis: .vertical, size: placement.rect.size, proposal: placement.proposal
        ).map { placement.rect.minY - bounds.minY + $0 }
      })
  }

  /// Runs `placeSubviews` only to learn where the subviews would go, without placing them.
  func dryRunPlacement(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> [PendingPlacement] {
    guard let container = subviews.first?.node.parent else { return [] }
    let saved = container.placements
    container.beginPlacements()
    placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    let placements = subviews.map { subview in
      container.placements[Int(subview.node.indexInParent)]
        ?? {
          // Never placed: centered with the layout's proposal, as `LayoutSubview.place` documents.
          let size = subview.sizeThatFits(proposal)
          let rect = CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
            height: size.height)
          return PendingPlacement(rect: rect, proposal: PackedProposal(proposal))
        }()
    }
    container.placements = saved
    return placements
  }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// Lays out the views that `content` builds with this layout.
  ///
  /// ```swift
  /// FlowLayout(spacing: 8) { ForEach(tags, id: \.self) { Text($0) } }
  /// ```
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutRoot(layout: self, content: content())
  }
}

/// Layout properties: the stack orientation that `Spacer` and `Divider` follow inside it.
public struct LayoutProperties: Sendable {
  /// The axis along which the layout stacks its subviews, or `nil`.
  public var stackOrientation: Axis?
  /// Whether the layout is one of SceneSim's that describe their arguments in a snapshot
  /// (`LayoutDescribing`), and whether it builds as a stack (`BuiltInStackLayout`): known from
  /// the type, so that a building of a user's layout casts it to neither (a cast to a protocol
  /// that fails looks the conformance up in the runtime, over a thousand instructions). Debug
  /// builds check both against the casts (`_LayoutRoot`).
  var describesItself = false
  var isBuiltInStack = false
  /// Creates properties with no stack orientation.
  public init() { stackOrientation = nil }

  /// The properties of a layout of SceneSim's that describes itself and does not stack.
  static var describingItself: LayoutProperties {
    var properties = LayoutProperties()
    properties.describesItself = true
    return properties
  }
}

/// A type whose values can be animated; SceneSim keeps the shape of the API only.
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A type with values that can be added, subtracted and scaled.
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

/// The empty animatable data of a type that does not animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}
