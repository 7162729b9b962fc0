import Foundation

/// How a lazy stack pins its sections' headers and footers (`pinnedViews:`) to the visible
/// bounds of the scroll view it is in.
///
/// Apple documents that a lazy stack's section headers and footers "can either scroll with the
/// stack's content or [...] pin to the top or bottom of the ScrollView" ("Grouping data with lazy
/// stack views"), and, for the same behaviour in UIKit, that a header scrolls with the content
/// until it reaches the top, where it stays until the next section's header pushes it off
/// (`UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`). SceneSim's model of the
/// details: the visible bounds are the scroll view's less the unsafe bands it extends over (a
/// header pins below a navigation bar); a header never leaves its section (it is pushed up by
/// the section's end), a footer never rises above its section's header; outside a scroll view
/// nothing pins.
struct SectionPinning {
  let axis: Axis
  let views: PinnedScrollableViews

  /// A header's or footer's extent along the axis, and where it is in its lazy stack.
  struct Part {
    var start: CGFloat
    var end: CGFloat
    var place: ListRowPlace
  }

  /// How far each of `parts` moves along the axis to pin, for a scroll view whose visible
  /// bounds along the axis are `visible`. Parts of one section are consecutive; parts outside
  /// any section never move.
  func offsets(_ parts: [Part], visible: ClosedRange<CGFloat>) -> [CGFloat] {
    var offsets = [CGFloat](repeating: 0, count: parts.count)
    var first = 0
    while first < parts.count {
      let section = parts[first].place.section
      var past = first + 1
      while past < parts.count && parts[past].place.section == section { past += 1 }
      if section != nil { pinSection(parts, first..<past, visible, into: &offsets) }
      first = past
    }
    return offsets
  }

  private func pinSection(
    _ parts: [Part], _ range: Range<Int>, _ visible: ClosedRange<CGFloat>, into offsets: inout [CGFloat]
  ) {
    let sectionStart = parts[range].map(\.start).min() ?? 0
    let sectionEnd = parts[range].map(\.end).max() ?? 0
    let headers = range.filter { parts[$0].place.role == .header }
    let footers = range.filter { parts[$0].place.role == .footer }
    var headerEnd = sectionStart
    if let start = headers.map({ parts[$0].start }).min(), let end = headers.map({ parts[$0].end }).max() {
      headerEnd = end
      if views.contains(.sectionHeaders) {
        // At the visible top while the section reaches below it; pushed up by the section's end.
        let target = Swift.max(start, Swift.min(visible.lowerBound, sectionEnd - (end - start)))
        for index in headers { offsets[index] = target - start }
        headerEnd = end + (target - start)
      }
    }
    if views.contains(.sectionFooters), let start = footers.map({ parts[$0].start }).min(),
      let end = footers.map({ parts[$0].end }).max()
    {
      // At the visible bottom while the section reaches above it; never above its header.
      let target = Swift.min(start, Swift.max(visible.upperBound - (end - start), headerEnd))
      for index in footers { offsets[index] = target - start }
    }
  }

  /// The visible bounds along the axis of the scroll view nearest above `node` that scrolls
  /// along it, less the unsafe bands it extends over; nil outside a scroll view.
  func visibleBounds(above node: ViewNode) -> ClosedRange<CGFloat>? {
    var found: ClosedRange<CGFloat>?
    node.forEachAncestor { ancestor in
      guard let scroll = ancestor as? ScrollViewNode,
        scroll.axes.contains(axis == .vertical ? .vertical : .horizontal)
      else { return true }
      let visible = scroll.visibleRect
      found = axis == .vertical ? visible.minY...visible.maxY : visible.minX...visible.maxX
      return false
    }
    return found
  }

  /// How far each of a layout's subviews moves along the axis to pin, given their `frames`
  /// within `bounds` (empty when nothing pins).
  func shifts(_ frames: [CGRect], in bounds: CGRect, _ subviews: LayoutSubviews) -> [CGFloat] {
    guard !views.isEmpty, let container = subviews.first?.node.parent,
      let visible = visibleBounds(above: container)
    else { return [] }
    let origin = axis == .vertical ? bounds.minY : bounds.minX
    let parts = zip(subviews, frames).map { subview, frame in
      Part(
        start: origin + (axis == .vertical ? frame.minY : frame.minX),
        end: origin + (axis == .vertical ? frame.maxY : frame.maxX), place: subview[ListRowRoleKey.self])
    }
    return offsets(parts, visible: visible)
  }

  /// Pins the headers and footers among `items`, placed children of `container`: each item
  /// that is a section's part, or a lazy item that holds a whole section (its parts are its
  /// children), is moved with everything inside it.
  func pin(_ items: some Sequence<ViewNode>, of container: ViewNode) {
    guard !views.isEmpty, let visible = visibleBounds(above: container) else { return }
    var nodes: [ViewNode] = []
    var parts: [Part] = []
    func collect(_ node: ViewNode) {
      let place = node.traits.value(ListRowRoleKey.self)
      guard place.section != nil else { return }
      let frame = node.frame
      nodes.append(node)
      parts.append(
        Part(
          start: axis == .vertical ? frame.minY : frame.minX,
          end: axis == .vertical ? frame.maxY : frame.maxX,
          place: place))
    }
    for item in items {
      if item.traits.value(LazyItemGroupKey.self) {
        for part in item.children { collect(part) }
      } else {
        collect(item)
      }
    }
    for (node, offset) in zip(nodes, offsets(parts, visible: visible)) where offset != 0 {
      node.translate(
        by: axis == .vertical ? CGSize(width: 0, height: offset) : CGSize(width: offset, height: 0))
    }
  }
}

/// Whether a node is the stack a lazy container made to hold the several views of one item.
struct LazyItemGroupKey: LayoutValueKey {
  static let defaultValue = false
}

extension ViewNode {
  /// Moves this node and every node below it by `offset`: a pinned header's views keep their
  /// layout and change only where they are.
  final func translate(by offset: CGSize) {
    var pending: [ViewNode] = [self]
    while let node = pending.popLast() {
      node.frame.origin.x += offset.width
      node.frame.origin.y += offset.height
      pending.append(contentsOf: node.children)
    }
  }
}
