#if canImport(SwiftUI)
  import SwiftUI
#else
  import SceneSim
#endif

/// Subviews at their ideal sizes, left to right, wrapping to a new line at the width.
public struct TagFlow: Layout {
  public var spacing: CGFloat

  public init(spacing: CGFloat = 8) { self.spacing = spacing }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let placed = lines(subviews, width: proposal.width ?? .infinity)
    return CGSize(
      width: placed.map { $0.origin.x + $0.size.width }.max() ?? 0,
      height: placed.map { $0.origin.y + $0.size.height }.max() ?? 0)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (subview, place) in zip(subviews, lines(subviews, width: bounds.width)) {
      subview.place(
        at: CGPoint(x: bounds.minX + place.origin.x, y: bounds.minY + place.origin.y), proposal: .unspecified)
    }
  }

  /// Each subview's frame from the layout's top-leading corner, wrapping at `width`.
  private func lines(_ subviews: Subviews, width: CGFloat) -> [CGRect] {
    var placed: [CGRect] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var line: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0 && x + size.width > width {
        x = 0
        y += line + spacing
        line = 0
      }
      placed.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
      x += size.width + spacing
      line = max(line, size.height)
    }
    return placed
  }
}
