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
  public func viewOutsideItsParent() -> String? { viewOutsideItsParent(frames: nil) }

  /// `viewOutsideItsParent()` of the layout `frames` of these views (nil: their own frames), as
  /// `applying(frames)` would find it, without that snapshot; nil when the frames are not one
  /// per view.
  package func viewOutsideItsParent(frames layout: LayoutFrames?) -> String? {
    readingFrames(of: layout) { frame in
      let slack: CGFloat = 0.5
      // Each node's fields read where they are (a node taken whole copies its strings and id).
      for index in nodes.indices {
        guard let parentIndex = nodes[index].parent else { continue }
        let parent = frame(parentIndex)
        let child = frame(index)
        // Larger than its parent: it overflows, as in SwiftUI.
        if child.width > parent.width + slack || child.height > parent.height + slack { continue }
        if child.minX < parent.minX - slack || child.minY < parent.minY - slack
          || child.maxX > parent.maxX + slack || child.maxY > parent.maxY + slack
        {
          let kind = nodes[parentIndex].kind
          if LayoutSnapshot.kindsPlacingContentOutside.contains(where: { kind.hasPrefix($0) }) { continue }
          return "\(path(at: index)) \(GeometryFormat.rect(child)) lies outside its parent \(kind) "
            + GeometryFormat.rect(parent)
        }
      }
      return nil
    }
  }

  /// `body` given the frame of each view by its index: `layout`'s, or the views' own when it is
  /// nil; nil without calling it when `layout` has not one frame per view.
  @inline(__always)
  private func readingFrames(of layout: LayoutFrames?, _ body: ((Int) -> CGRect) -> String?) -> String? {
    guard let layout else { return body { nodes[$0].frame } }
    guard layout.frames.count == nodes.count else { return nil }
    return layout.frames.withUnsafeBufferPointer { frames in body { frames[$0] } }
  }

  /// The kinds of parents that explain a child placed outside them (`viewOutsideItsParent()`).
  private static let kindsPlacingContentOutside = [
    "ScrollView", "offset", "position", "NavigationSplitView", "sheet", "fullScreenCover", "popover", "alert",
    "confirmationDialog",
  ]

  /// The first view whose frame is not finite or has a negative width or height, as a sentence
  /// (nil when every frame is a real rectangle). The stored size is read, not `CGRect.width`,
  /// which is the absolute value and would hide a negative width.
  ///
  /// ```swift
  /// snapshot.firstInvalidFrame()
  /// // "VStack/1:frame(height: 10) has the frame (0, nan, 10×10)"
  /// ```
  public func firstInvalidFrame() -> String? { firstInvalidFrame(frames: nil) }

  /// `firstInvalidFrame()` of the layout `frames` of these views (nil: their own frames), as
  /// `applying(frames)` would find it, without that snapshot; nil when the frames are not one
  /// per view.
  package func firstInvalidFrame(frames layout: LayoutFrames?) -> String? {
    readingFrames(of: layout) { frameAt in
      for index in nodes.indices {
        let frame = frameAt(index)
        if !(frame.hasFiniteValues && frame.size.isPlausibleSize) {
          return "\(path(at: index)) has the frame \(GeometryFormat.rect(frame))"
        }
      }
      return nil
    }
  }
}
