import Foundation

/// The geometry of a scroll view: where its content is scrolled to, how large the content is,
/// and what part of it shows.
///
/// ```swift
/// graph.scroll("list", to: CGPoint(x: 0, y: 400))
/// graph.scrollGeometry(of: "list")?.visibleRect   // (0, 400, 390×700)
/// ```
public struct ScrollGeometry: Equatable, Sendable {
  /// The scroll position: the point of the content at the scroll view's top-leading corner. With
  /// content insets it runs from minus the leading and top insets at rest (Apple: it "may extend
  /// before zero or beyond the content size when the content insets ... are non-zero").
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets of the content: the unsafe bands the scroll view extends over.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// The part of the content's coordinates the scroll view shows, insets included (Apple:
  /// "computed from the scroll view's content offset, content insets, and its container size").
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The visible rectangle less the content insets (Apple: "Unlike the visible rect, this value
  /// is within the content insets of the scroll view").
  public var bounds: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: Swift.max(containerSize.width - contentInsets[total: .horizontal], 0),
      height: Swift.max(containerSize.height - contentInsets[total: .vertical], 0))
  }

  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

extension ScrollViewNode {
  /// The largest offset on each axis: the content's size less the container's, never negative.
  func maximumOffset(contentSize: CGSize) -> CGPoint {
    CGPoint(
      x: axes.contains(.horizontal)
        ? Swift.max(contentSize.width + contentInsets[total: .horizontal] - frame.width, 0) : 0,
      y: axes.contains(.vertical)
        ? Swift.max(contentSize.height + contentInsets[total: .vertical] - frame.height, 0) : 0)
  }

  /// The offset clamped to what the content allows, as a scroll view comes to rest.
  func clampedOffset(contentSize: CGSize) -> CGPoint {
    let maximum = maximumOffset(contentSize: contentSize)
    func clamp(_ value: CGFloat, _ high: CGFloat) -> CGFloat {
      value.isFinite ? Swift.min(Swift.max(value, 0), high) : 0
    }
    return CGPoint(x: clamp(requestedOffset.x, maximum.x), y: clamp(requestedOffset.y, maximum.y))
  }

  /// The geometry after the last placement: the offset counts from the inset content's origin,
  /// as UIKit's does (0 with the content's first point under the top inset's edge).
  var geometry: ScrollGeometry {
    let contentSize = children.first?.frame.size ?? .zero
    let insets = isRightToLeft ? contentInsets.swappingLeadingAndTrailing : contentInsets
    let offset = clampedOffset(contentSize: contentSize)
    return ScrollGeometry(
      contentOffset: CGPoint(x: offset.x - insets.leading, y: offset.y - insets.top),
      contentSize: contentSize,
      contentInsets: insets, containerSize: frame.size)
  }
}

extension ViewNode {
  /// This node if it is a scroll view, else the first scroll view down its chain of single
  /// children (modifiers around a scroll view), or nil.
  var scrollViewDownTheChain: ScrollViewNode? {
    var cursor: ViewNode? = self
    var steps = 0
    while let current = cursor, steps < LayoutLimits.maximumDepth {
      if let scroll = current as? ScrollViewNode { return scroll }
      cursor = current.children.count == 1 ? current.children[0] : nil
      steps += 1
    }
    return nil
  }
}

extension ViewGraph {
  /// Scrolls the scroll view marked `.id(id)` (the id may sit on a modifier around it) to
  /// `offset`, clamped at the next layout to what its content allows; false if there is no
  /// such scroll view. Scrolling moves views without measuring anything again.
  @discardableResult
  public func scroll<ID: Hashable>(_ id: ID, to offset: CGPoint) -> Bool {
    guard let node = scrollView(id) else { return false }
    node.requestedOffset = offset
    invalidatePlacement()
    return true
  }

  /// The geometry of the scroll view marked `.id(id)` after the last layout, or `nil`.
  public func scrollGeometry<ID: Hashable>(of id: ID) -> ScrollGeometry? { scrollView(id)?.geometry }

  private func scrollView<ID: Hashable>(_ id: ID) -> ScrollViewNode? {
    let key = AnyHashable(id)
    var pending: [ViewNode] = [root]
    while let node = pending.popLast() {
      // The id may sit on a modifier around the scroll view.
      if node.extras?.id == key, let scroll = node.scrollViewDownTheChain { return scroll }
      pending.append(contentsOf: node.children.reversed())
    }
    return nil
  }
}
