import Foundation

extension LayoutSnapshot {
  /// The frames as they are drawn on a screen of `displayScale` pixels per point: SwiftUI lays
  /// out in unrounded points (what `GeometryProxy` and this snapshot report) and rounds each
  /// edge of a drawn frame to the nearest pixel, in the root's coordinates (half a pixel rounds
  /// up), so sizes follow from the rounded edges (OpenSwiftUI, `Round+Extension.swift`).
  ///
  /// ```swift
  /// let drawn = snapshot.pixelAligned(displayScale: 1)   // three thirds of 100: 33, 34, 33
  /// ```
  public func pixelAligned(displayScale: CGFloat) -> LayoutSnapshot {
    let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    func round(_ value: CGFloat) -> CGFloat { (value * scale + 0.5).rounded(.down) / scale }
    var copy = self
    for index in copy.nodes.indices {
      let f = copy.nodes[index].frame
      let minX = round(f.minX)
      let minY = round(f.minY)
      copy.nodes[index].frame = CGRect(
        x: minX, y: minY, width: round(f.maxX) - minX, height: round(f.maxY) - minY)
    }
    copy.size = CGSize(width: round(size.width), height: round(size.height))
    return copy
  }
}
