import Foundation

extension LayoutSnapshot {
  /// The first view that fits in its parent but is placed outside it, as a sentence (nil when
  /// there is none). A parent that scrolls, offsets or positions its content explains it, as does
  /// a presentation (its content is laid out in the window, not in its presenter), a split view (its columns are containers the snapshot does not list: content wider than a
  /// column squeezed to nothing overflows the column); a view larger than its parent overflows
  /// it, as in SwiftUI. Half a point of slack absorbs rounding.
  ///
  /// ```swift
  /// snapshot.viewOutsideItsParent()
  /// // "FlowLayout/6:Text (274.667, 76.333, 94.667×28.333) lies outside its parent FlowLayout (...)"
  /// ```
  public func viewOutsideItsParent() -> String? {
    let slack: CGFloat = 0.5
    let explained = [
      "ScrollView", "offset", "position", "NavigationSplitView", "sheet", "fullScreenCover", "popover",
      "alert",
      "confirmationDialog",
    ]
    for (index, node) in nodes.enumerated() {
      guard let parentIndex = node.parent else { continue }
      let parent = nodes[parentIndex]
      let child = node.frame
      // Larger than its parent: it overflows, as in SwiftUI.
      if child.width > parent.frame.width + slack || child.height > parent.frame.height + slack { continue }
      if child.minX < parent.frame.minX - slack || child.minY < parent.frame.minY - slack
        || child.maxX > parent.frame.maxX + slack || child.maxY > parent.frame.maxY + slack
      {
        if explained.contains(where: { parent.kind.hasPrefix($0) }) { continue }
        return "\(path(at: index)) \(GeometryFormat.rect(child)) lies outside its parent \(parent.kind) "
          + GeometryFormat.rect(parent.frame)
      }
    }
    return nil
  }

  /// The first view whose frame is not finite or has a negative width or height, as a sentence
  /// (nil when every frame is a real rectangle). The stored size is read, not `CGRect.width`,
  /// which is the absolute value and would hide a negative width.
  ///
  /// ```swift
  /// snapshot.firstInvalidFrame()
  /// // "VStack/1:frame(height: 10) has the frame (0, nan, 10×10)"
  /// ```
  public func firstInvalidFrame() -> String? {
    for (index, node) in nodes.enumerated() {
      let frame = node.frame
      if !(frame.hasFiniteValues && frame.size.isPlausibleSize) {
        return "\(path(at: index)) has the frame \(GeometryFormat.rect(frame))"
      }
    }
    return nil
  }
}
