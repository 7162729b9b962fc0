import Foundation
import LayoutEngine

/// The seeds' flow layout, written exactly as for SwiftUI: subviews at their ideal sizes, left to
/// right, wrapping to a new line when the next one would pass the width.
///
/// ```swift
/// FlowLayout(spacing: 8) { ForEach(tags, id: \.self) { Text($0).padding(4) } }
/// ```
public struct FlowLayout: Layout {
  /// The distance between subviews, and between lines.
  public var spacing: CGFloat

  /// Creates a flow layout.
  public init(spacing: CGFloat = 8) { self.spacing = spacing }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let maxWidth = proposal.width ?? .infinity
    var x: CGFloat = 0
    var y: CGFloat = 0
    var line: CGFloat = 0
    var width: CGFloat = 0
    for size in subviews.map({ $0.sizeThatFits(.unspecified) }) {
      if x > 0 && x + size.width > maxWidth {
        x = 0
        y += line + spacing
        line = 0
      }
      x += size.width + spacing
      width = max(width, x - spacing)
      line = max(line, size.height)
    }
    return CGSize(width: width, height: y + line)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var point = bounds.origin
    var line: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if point.x > bounds.minX && point.x + size.width > bounds.maxX {
        point = CGPoint(x: bounds.minX, y: point.y + line + spacing)
        line = 0
      }
      subview.place(at: point, proposal: .unspecified)
      point.x += size.width + spacing
      line = max(line, size.height)
    }
  }
}
