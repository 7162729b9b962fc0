import Foundation

/// The node of a view laid out by a `Layout`: stacks, grids and custom layouts alike.
final class LayoutNode<L: Layout>: ViewNode {
  let layout: L
  /// The layout's cache, made at the first measurement (`prepareCache`), updated after it is
  /// invalidated, and freed with the node. Held through a pointer: an optional of the layout's
  /// cache type, a type known here only at run time, asked the runtime for that optional's type
  /// at every access.
  @exclusivity(unchecked) private var cache: UnsafeMutablePointer<L.Cache>?
  /// Whether the layout must update the cache before it is used. An invalidation only marks it:
  /// it may come while the layout is using the cache (a lazy stack placed inside a custom layout
  /// makes its ancestors forget their measurements).
  @exclusivity(unchecked) private var cacheIsStale = false
  private let name: String?

  init(layout: L, name: String? = nil, context: GraphContext, children: ContiguousArray<ViewNode>) {
    self.layout = layout
    self.name = name
    super.init(context: context, children: children, memoized: true)
  }

  /// The layout's cache: made once and kept, given to the layout's `updateCache(_:subviews:)`
  /// once the node's measurements are forgotten (as SwiftUI calls it when the subviews change),
  /// or made anew for every call when caches are off (the uncached path that the cached one must
  /// equal).
  @inline(__always)
  private func prepareCache(_ subviews: LayoutSubviews) -> UnsafeMutablePointer<L.Cache> {
    if let cache {
      if !context.cachesEnabled {
        cache.pointee = layout.makeCache(subviews: subviews)
      } else if cacheIsStale {
        cacheIsStale = false
        layout.updateCache(&cache.pointee, subviews: subviews)
      }
      return cache
    }
    let made = UnsafeMutablePointer<L.Cache>.allocate(capacity: 1)
    made.initialize(to: layout.makeCache(subviews: subviews))
    cache = made
    return made
  }

  override func invalidateLayoutCache() { cacheIsStale = cache != nil }

  deinit {
    guard let cache else { return }
    cache.deinitialize(count: 1)
    cache.deallocate()
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let subviews = LayoutSubviews(children)
    let cache = prepareCache(subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.pointee)
  }

  override func placeChildren(proposal: ProposedViewSize) {
    let bounds = frame
    let subviews = LayoutSubviews(children)
    let cache = prepareCache(subviews)
    beginPlacements()
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.pointee)
    finishPendingPlacements(in: bounds, proposal: proposal)
  }

  /// Runs `body` with the subviews and the cache.
  private func withCache<R>(_ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
    let subviews = LayoutSubviews(children)
    let cache = prepareCache(subviews)
    return body(subviews, &cache.pointee)
  }

  override func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? {
    let bounds = CGRect(origin: .zero, size: size)
    return withCache { subviews, cache in
      axis == .horizontal
        ? layout.explicitAlignment(
          of: HorizontalAlignment(key.id), in: bounds, proposal: proposal.proposal, subviews: subviews,
          cache: &cache)
        : layout.explicitAlignment(
          of: VerticalAlignment(key.id), in: bounds, proposal: proposal.proposal, subviews: subviews,
          cache: &cache)
    }
  }

  /// The spacing depends on the children alone: computed once, unless caches are off.
  @exclusivity(unchecked) private var knownSpacing: ViewSpacing?

  override var spacing: ViewSpacing {
    if let knownSpacing, context.cachesEnabled { return knownSpacing }
    let computed = withCache { subviews, cache in layout.spacing(subviews: subviews, cache: &cache) }
    knownSpacing = computed
    return computed
  }

  override var kindName: String { name ?? TypeNames.name(of: L.self) }
  override var details: String? {
    L.layoutProperties.describesItself ? (layout as? any LayoutDescribing)?.layoutDetails : nil
  }

  /// The name given, and the details (`LayoutDescribing.addDetails(to:)`): the kind's name
  /// otherwise is `L`'s, which the key has in this node's class.
  override func addKind(to hasher: inout StructureHash) {
    hasher.addBytes(of: name)
    if L.layoutProperties.describesItself, let describing = layout as? any LayoutDescribing {
      describing.addDetails(to: &hasher)
    } else {
      hasher.add(0)
    }
  }
}

/// A built-in layout that describes its arguments in a snapshot.
protocol LayoutDescribing {
  var layoutDetails: String? { get }
  /// Adds to the key of a structure what tells `layoutDetails` apart (by default its text).
  func addDetails(to hasher: inout StructureHash)
}

extension LayoutDescribing {
  func addDetails(to hasher: inout StructureHash) {
    hasher.add(1)
    hasher.addBytes(of: layoutDetails)
  }
}

/// The view a `Layout` makes when called with content.
struct _LayoutRoot<L: Layout, Content: View>: View {
  typealias Body = Never
  let layout: L
  let content: Content

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let axis = (view.layout as? AnyLayout)?.storage.stackOrientation ?? L.layoutProperties.stackOrientation
    let children = list.children(of: view.content, stackAxis: axis)
    let properties = L.layoutProperties
    assert(
      properties.describesItself == (view.layout is any LayoutDescribing)
        && properties.isBuiltInStack == (view.layout is any BuiltInStackLayout),
      "\(L.self)'s layout properties say otherwise of its conformances")
    if properties.isBuiltInStack, let stack = view.layout as? any BuiltInStackLayout {
      list.append(list.context.makeStack(stack, name: TypeNames.name(of: L.self), children: children))
    } else {
      list.append(LayoutNode(layout: view.layout, context: list.context, children: children))
    }
  }
}
