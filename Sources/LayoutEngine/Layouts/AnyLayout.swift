import Foundation

/// A type-erased layout: switching the layout it wraps keeps the children's identity.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 20))
/// layout { ForEach(items) { ItemView(item: $0) } }
/// ```
public struct AnyLayout: Layout, LayoutDescribing {
  let storage: AnyLayoutStorage

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) {
    if let already = layout as? AnyLayout {
      storage = already.storage
    } else {
      storage = AnyLayoutBox(layout)
    }
  }

  /// The cache of the wrapped layout, erased (in a box of the wrapping's own; nil before the
  /// first).
  public struct Cache {
    var value: AnyObject?
  }

  public static var layoutProperties: LayoutProperties { .describingItself }

  public func makeCache(subviews: Subviews) -> Cache { Cache(value: storage.makeCache(subviews)) }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache.value = storage.updateCache(cache.value, subviews)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    storage.spacing(subviews, &cache.value)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    storage.sizeThatFits(proposal, subviews, &cache.value)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    storage.placeSubviews(bounds, proposal, subviews, &cache.value)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(.horizontal, guide.key, bounds, proposal, subviews, &cache.value)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(.vertical, guide.key, bounds, proposal, subviews, &cache.value)
  }

  var layoutDetails: String? { storage.name }

  /// The wrapped layout's type, whose name `layoutDetails` is.
  func addDetails(to hasher: inout StructureHash) {
    hasher.add(2)
    hasher.add(storage.layoutType)
  }
}

class AnyLayoutStorage {
  var name: String { "" }
  var layoutType: ObjectIdentifier { ObjectIdentifier(AnyLayoutStorage.self) }
  var stackOrientation: Axis? { nil }
  func makeCache(_ subviews: LayoutSubviews) -> AnyObject? { nil }
  func updateCache(_ cache: AnyObject?, _ subviews: LayoutSubviews) -> AnyObject? { cache }
  func spacing(_ subviews: LayoutSubviews, _ cache: inout AnyObject?) -> ViewSpacing { ViewSpacing() }
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyObject?)
    -> CGSize
  { .zero }
  func placeSubviews(
    _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyObject?
  ) {}
  func explicitAlignment(
    _ axis: Axis, _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews,
    _ cache: inout AnyObject?
  ) -> CGFloat? { nil }
}

final class AnyLayoutBox<L: Layout>: AnyLayoutStorage {
  let layout: L
  /// The type of this wrapping's caches, found once (a cast to it would look the generic
  /// class's metadata up at every call).
  private let cacheType = ObjectIdentifier(TypedCache.self)
  init(_ layout: L) { self.layout = layout }

  override var name: String { TypeNames.name(of: L.self) }
  override var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
  override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

  /// The wrapped layout's cache, in a box changed in place: erased once, not on every call.
  final class TypedCache {
    var value: L.Cache
    init(_ value: L.Cache) { self.value = value }
  }

  /// `cache` as this wrapping's box, or nil (none yet, or another layout's).
  @inline(__always)
  private func box(_ cache: AnyObject?) -> TypedCache? {
    guard let cache, ObjectIdentifier(type(of: cache)) == cacheType else { return nil }
    return unsafeDowncast(cache, to: TypedCache.self)
  }

  @inline(__always)
  private func with<R>(_ cache: inout AnyObject?, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R)
    -> R
  {
    if let box = box(cache) { return body(&box.value) }
    // The first call, or the layout changed (a new cache for the new layout).
    let box = TypedCache(layout.makeCache(subviews: subviews))
    cache = box
    return body(&box.value)
  }

  override func makeCache(_ subviews: LayoutSubviews) -> AnyObject? {
    TypedCache(layout.makeCache(subviews: subviews))
  }
  override func updateCache(_ cache: AnyObject?, _ subviews: LayoutSubviews) -> AnyObject? {
    guard let box = box(cache) else { return makeCache(subviews) }
    layout.updateCache(&box.value, subviews: subviews)
    return box
  }
  override func spacing(_ subviews: LayoutSubviews, _ cache: inout AnyObject?) -> ViewSpacing {
    with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }
  override func sizeThatFits(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyObject?
  )
    -> CGSize
  {
    with(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }
  override func placeSubviews(
    _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyObject?
  ) {
    with(&cache, subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }
  override func explicitAlignment(
    _ axis: Axis, _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews,
    _ cache: inout AnyObject?
  ) -> CGFloat? {
    with(&cache, subviews) { cache in
      axis == .horizontal
        ? layout.explicitAlignment(
          of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        : layout.explicitAlignment(
          of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}
