import Foundation

/// How a `List` or a `Form` stacks its rows: each row offered the width less its section's
/// margins and its insets, at least the least row height tall, its content centered in it; each
/// section's header above its rows and footer below; in grouped styles, sections stand apart.
struct _ListLayout: Layout {
  let metrics: ListMetrics

  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width ?? idealWidth(subviews)
    let height = arrange(width: width, subviews: subviews) { _, _ in }
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    _ = arrange(width: bounds.width, subviews: subviews) { index, frame in
      subviews[index].place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
        proposal: ProposedViewSize(frame.size))
    }
  }

  /// The width the widest row asks for, with its insets and margins.
  private func idealWidth(_ subviews: Subviews) -> CGFloat {
    var widest: CGFloat = 0
    for subview in subviews {
      let insets = subview[ListRowInsetsKey.self] ?? metrics.rowInsets
      widest = Swift.max(widest, subview.sizeThatFits(.unspecified).width + insets.leading + insets.trailing)
    }
    return widest + 2 * metrics.sectionMargin
  }

  /// Walks the rows in order, calling `place` with each subview's frame (its content's frame,
  /// inside its row); returns the height of the whole. In grouped styles a section starts with
  /// its header block (the space above a header, the header, the space below it) or, without a
  /// header, the section spacing; the list ends with the section spacing.
  private func arrange(width: CGFloat, subviews: Subviews, place: (Int, CGRect) -> Void) -> CGFloat {
    var y: CGFloat = 0
    var previous: ListRowPlace?
    for index in subviews.indices {
      let subview = subviews[index]
      let place_ = subview[ListRowRoleKey.self]
      let startsSection =
        previous == nil || previous!.section != place_.section || place_.role == .header
        || (previous!.role == .footer && place_.role != .footer)
      if startsSection && metrics.separatesSections && place_.role != .header {
        y += metrics.sectionSpacing
      } else if !startsSection && previous?.role == .row && place_.role == .row {
        y += metrics.rowSpacing
      }
      previous = place_
      let insets = subview[ListRowInsetsKey.self] ?? metrics.rowInsets
      let margin = metrics.sectionMargin
      let contentWidth = Swift.max(0, width - 2 * margin - insets.leading - insets.trailing)
      let size = subview.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
      // A list narrower than its margins and insets gives them up before a row leaves it
      // (SceneSim's model: no source measures a list that narrow).
      let x = Swift.max(0, Swift.min(margin + insets.leading, width - size.width))
      switch place_.role {
      case .row:
        let rowHeight = Swift.max(metrics.minimumRowHeight, size.height + insets.top + insets.bottom)
        place(
          index, CGRect(x: x, y: y + (rowHeight - size.height) / 2, width: contentWidth, height: size.height))
        y += rowHeight
      case .header:
        let height = Swift.max(metrics.minimumHeaderHeight, size.height)
        y += metrics.headerTop
        place(index, CGRect(x: x, y: y, width: contentWidth, height: height))
        y += height + metrics.headerBottom
      case .footer:
        y += metrics.footerTop
        place(index, CGRect(x: x, y: y, width: contentWidth, height: size.height))
        y += size.height + metrics.footerBottom
      }
    }
    if metrics.separatesSections && previous != nil { y += metrics.sectionSpacing }
    return y
  }
}
