import Foundation

/// A horizontal stack layout, usable with `AnyLayout` and as a function of content.
///
/// ```swift
/// HStackLayout(alignment: .top, spacing: 10) { Text("a"); Text("b") }
/// ```
public struct HStackLayout: Layout, LayoutDescribing {
  public typealias Cache = _StackLayoutCache
  /// The vertical alignment of the children.
  public var alignment: VerticalAlignment
  /// The distance between children, or `nil` for each pair's preferred spacing.
  public var spacing: CGFloat?

  /// Creates a horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var core: StackCore { StackCore(axis: .horizontal, spacing: spacing, alignment: alignment.key) }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    properties.describesItself = true
    properties.isBuiltInStack = true
    return properties
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache(core: core, subviews: subviews) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    // The property `builtInStacksLayOutAsTheirLayouts` compares this with a `StackNode`.
    cache.size(core, proposal, subviews)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    placeStack(core, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  var layoutDetails: String? { stackDetails(alignment.key, "center", spacing) }
}

/// A vertical stack layout, usable with `AnyLayout` and as a function of content.
///
/// ```swift
/// VStackLayout(alignment: .leading, spacing: 8) { Text("a"); Text("b") }
/// ```
public struct VStackLayout: Layout, LayoutDescribing {
  public typealias Cache = _StackLayoutCache
  /// The horizontal alignment of the children.
  public var alignment: HorizontalAlignment
  /// The distance between children, or `nil` for each pair's preferred spacing.
  public var spacing: CGFloat?

  /// Creates a vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var core: StackCore { StackCore(axis: .vertical, spacing: spacing, alignment: alignment.key) }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    properties.describesItself = true
    properties.isBuiltInStack = true
    return properties
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache(core: core, subviews: subviews) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    // The property `builtInStacksLayOutAsTheirLayouts` compares this with a `StackNode`.
    cache.size(core, proposal, subviews)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    placeStack(core, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  var layoutDetails: String? { stackDetails(alignment.key, "center", spacing) }
}

private func placeStack(
  _ core: StackCore, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
  cache: inout _StackLayoutCache
) {
  cache.size(core, proposal, subviews)
  let shift = core.crossShift(chosen: cache.size, bounds: bounds.size)
  let delta = CGPoint(core.axis, main: 0, cross: shift)
  let slots = cache.children
  slots.withUnsafeBufferPointer { slots in
    core.forEachOrigin(slots, count: subviews.count, crossLow: cache.crossLow) { offset, origin in
      subviews.node(at: subviews.startIndex + offset).recordPlacement(
        at: CGPoint(x: bounds.minX + origin.x + delta.x, y: bounds.minY + origin.y + delta.y),
        anchor: .topLeading, proposal: slots[offset].proposal)
    }
  }
}

func stackDetails(_ alignment: AlignmentKey, _ standard: String, _ spacing: CGFloat?) -> String? {
  var parts: [String] = []
  if alignment.name != standard { parts.append("alignment: .\(alignment.name)") }
  if let spacing { parts.append("spacing: \(GeometryFormat.number(spacing))") }
  return parts.isEmpty ? nil : parts.joined(separator: ", ")
}

/// An overlaying layout: each child gets the whole proposal; the size is the union of the
/// aligned children (SwiftUI Field Guide, "ZStack"). When priorities differ, the highest-priority
/// children decide the size, which is then offered to the others.
///
/// ```swift
/// ZStackLayout(alignment: .topLeading) { Color.gray; Text("a") }
/// ```
public struct ZStackLayout: Layout, LayoutDescribing {
  /// The alignment of the children.
  public var alignment: Alignment

  public static var layoutProperties: LayoutProperties { .describingItself }

  /// Creates an overlaying layout.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(proposal, subviews).size
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let (size, frames) = arrange(proposal, subviews)
    let inBounds = ViewDimensions(size: bounds.size, node: nil, proposal: .unset)
    let inChosen = ViewDimensions(size: size, node: nil, proposal: .unset)
    let dx = inBounds[alignment.horizontal] - inChosen[alignment.horizontal]
    let dy = inBounds[alignment.vertical] - inChosen[alignment.vertical]
    for (subview, frame) in zip(subviews, frames) {
      subview.place(
        at: CGPoint(x: bounds.minX + frame.rect.minX + dx, y: bounds.minY + frame.rect.minY + dy),
        anchor: .topLeading, proposal: frame.proposal)
    }
  }

  private func arrange(
    _ proposal: ProposedViewSize, _ subviews: Subviews
  ) -> (size: CGSize, frames: [(rect: CGRect, proposal: ProposedViewSize)]) {
    guard !subviews.isEmpty else { return (.zero, []) }
    let top = subviews.map(\.priority).max() ?? 0
    var proposals = [ProposedViewSize](repeating: proposal, count: subviews.count)
    if subviews.contains(where: { $0.priority != top }) {
      var leading = CGRect.null
      for subview in subviews where subview.priority == top {
        leading = leading.union(CGRect(origin: .zero, size: subview.sizeThatFits(proposal)))
      }
      for (offset, subview) in subviews.enumerated() where subview.priority != top {
        proposals[offset] = ProposedViewSize(leading.size)
      }
    }
    var guides: [CGPoint] = []
    var sizes: [CGSize] = []
    var low = CGPoint(x: CGFloat.infinity, y: .infinity)
    var high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
    for (offset, subview) in subviews.enumerated() {
      let d = subview.dimensions(in: proposals[offset])
      let guide = CGPoint(x: d[alignment.horizontal], y: d[alignment.vertical])
      guides.append(guide)
      sizes.append(d.size)
      low = CGPoint(x: Swift.min(low.x, -guide.x), y: Swift.min(low.y, -guide.y))
      high = CGPoint(x: Swift.max(high.x, d.width - guide.x), y: Swift.max(high.y, d.height - guide.y))
    }
    let frames = sizes.indices.map { offset in
      (
        rect: CGRect(
          x: -low.x - guides[offset].x, y: -low.y - guides[offset].y, width: sizes[offset].width,
          height: sizes[offset].height),
        proposal: proposals[offset]
      )
    }
    return (CGSize(width: extent(from: low.x, to: high.x), height: extent(from: low.y, to: high.y)), frames)
  }

  var layoutDetails: String? {
    alignment == .center ? nil : "alignment: \(alignment.horizontal.key.name)/\(alignment.vertical.key.name)"
  }
}

/// A view that arranges its children in a horizontal line.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline, spacing: 4) { Text("$").font(.caption); Text("42") }
/// ```
public struct HStack<Content: View>: View {
  public typealias Body = Never
  let layout: HStackLayout
  let content: Content

  /// Creates a horizontal stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let children = list.children(of: view.content, stackAxis: .horizontal)
    list.append(list.context.makeStack(view.layout, name: "HStack", children: children))
  }
}

/// A view that arranges its children in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title").font(.headline); Text("Subtitle") }
/// ```
public struct VStack<Content: View>: View {
  public typealias Body = Never
  let layout: VStackLayout
  let content: Content

  /// Creates a vertical stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let children = list.children(of: view.content, stackAxis: .vertical)
    list.append(list.context.makeStack(view.layout, name: "VStack", children: children))
  }
}

/// A view that overlays its children, aligning them in both axes.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) { Color.blue; Text("1") }
/// ```
public struct ZStack<Content: View>: View {
  public typealias Body = Never
  let layout: ZStackLayout
  let content: Content

  /// Creates an overlaying stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let children = list.children(of: view.content, stackAxis: nil)
    list.append(LayoutNode(layout: view.layout, name: "ZStack", context: list.context, children: children))
  }
}
