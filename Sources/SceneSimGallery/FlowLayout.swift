import Foundation
import LayoutEngine

/// The seeds' flow layout: subviews at their ideal sizes, left to right, wrapping to a new line
/// when the next one would pass the width.
///
/// The seeds place by comparing absolute positions (`point.x + size.width > bounds.maxX`) while
/// measuring with positions from zero; when `bounds` starts at a fractional x (a centered
/// layout), rounding can differ between the two and the last subview wraps to a line the
/// measured size does not have, outside the layout's frame. `scenesim stress tags` found it
/// (the `withinParents` property). Here both passes read the same lines from `lines(_:width:)`,
/// with positions from zero, so they always agree.
///
/// ```swift
/// FlowLayout(spacing: 8) { ForEach(tags, id: \.self) { Text($0).padding(4) } }
/// ```
public struct FlowLayout: Layout {
  /// The distance between subviews, and between lines.
  public var spacing: CGFloat

  /// Creates a flow layout.
  public init(spacing: CGFloat = 8) { self.spacing = spacing }

  /// The subviews' ideal sizes, measured once for both passes and every width: they depend on
  /// the subviews alone, and SwiftUI calls `updateCache` (by default `makeCache` again) when the
  /// subviews change (Apple, `updateCache(_:subviews:)`: "SwiftUI calls the update method when
  /// your layout or its subviews change"; SceneSim builds the layout's node, and its cache,
  /// again then).
  public func makeCache(subviews: Subviews) -> [CGSize] { subviews.map { $0.sizeThatFits(.unspecified) } }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
    let placed = lines(cache, width: proposal.width ?? .infinity)
    let width = placed.map { $0.x + $0.size.width }.max() ?? 0
    let height = placed.map { $0.y + $0.size.height }.max() ?? 0
    return CGSize(width: width, height: height)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]
  ) {
    let placed = lines(cache, width: bounds.width)
    for (subview, place) in zip(subviews, placed) {
      subview.place(at: CGPoint(x: bounds.minX + place.x, y: bounds.minY + place.y), proposal: .unspecified)
    }
  }

  /// Where each subview of `sizes` goes, from the layout's top-leading corner, wrapping at `width`.
  func lines(_ sizes: [CGSize], width: CGFloat) -> [(x: CGFloat, y: CGFloat, size: CGSize)] {
    var placed: [(x: CGFloat, y: CGFloat, size: CGSize)] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var line: CGFloat = 0
    for size in sizes {
      if x > 0 && x + size.width > width {
        x = 0
        y += line + spacing
        line = 0
      }
      placed.append((x, y, size))
      x += size.width + spacing
      line = max(line, size.height)
    }
    return placed
  }
}
