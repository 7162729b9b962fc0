import Foundation

/// A column (or row) description of a lazy grid.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(photos) { PhotoView(photo: $0) } }
/// ```
public struct GridItem: Sendable {
  /// How a track is sized.
  public enum Size: Sendable {
    /// One track of a fixed length.
    case fixed(CGFloat)
    /// One track that takes its share of the space, within bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` as fit into one track's share.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  /// The spacing after this track, `nil` for the default (8).
  public var spacing: CGFloat?
  /// The alignment of items in this track, `nil` for centered.
  public var alignment: Alignment?

  /// Creates a grid item.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Resolves grid items into track lengths, as objc.io's reimplementation of `LazyVGrid`
/// ("Grid Layout", 2020): the spacing is taken out first; fixed tracks are served first, then the
/// others in order, each offered the remaining length divided by the tracks left (flexible tracks
/// clamp the offer to their bounds); an adaptive track then holds as many items of its minimum
/// length (plus spacing) as fit.
struct GridTracks {
  let lengths: [CGFloat]
  let spacings: [CGFloat]
  let alignments: [Alignment?]

  init(_ items: [GridItem], available: CGFloat) {
    let spacing = items.map { $0.spacing.map { $0.finiteOrZero } ?? ViewSpacing.defaultValue }
    var remaining = available - spacing.dropLast().reduce(0, +)
    var resolved = [CGFloat](repeating: 0, count: items.count)
    let order =
      items.indices.filter { if case .fixed = items[$0].size { true } else { false } }
      + items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
    var left = CGFloat(items.count)
    for index in order {
      let offer = Swift.max(remaining / left, 0)
      let length: CGFloat =
        switch items[index].size {
        case .fixed(let value): Swift.max(value.finiteOrZero, 0)
        case .flexible(let low, let high):
          Swift.min(Swift.max(offer, low.finiteOrZero), Swift.max(high, low.finiteOrZero))
        case .adaptive: offer
        }
      resolved[index] = length
      // An unbounded length stays unbounded (∞ − ∞ would be NaN for the tracks after it).
      if remaining.isFinite { remaining -= length }
      left -= 1
    }
    var lengths: [CGFloat] = []
    var spacings: [CGFloat] = []
    var alignments: [Alignment?] = []
    for (index, item) in items.enumerated() {
      if case .adaptive(let low, let high) = item.size {
        let minimum = Swift.max(low.finiteOrZero, 1)
        let s = spacing[index]
        // Offered an unbounded length (a probe, or a horizontal scroll), an adaptive track holds
        // one item of its minimum; the number of items is capped by LayoutLimits.maximumGridTracks.
        let fits = ((resolved[index] + s) / (minimum + s)).rounded(.down)
        let count =
          fits.isFinite
          ? Swift.min(Swift.max(1, Int(Swift.min(fits, 1e9))), LayoutLimits.maximumGridTracks) : 1
        var length =
          resolved[index].isFinite ? (resolved[index] - CGFloat(count - 1) * s) / CGFloat(count) : minimum
        length = Swift.min(Swift.max(length, minimum), Swift.max(high, minimum))
        for sub in 0..<count {
          lengths.append(length)
          spacings.append(sub == count - 1 ? spacing[index] : s)
          alignments.append(item.alignment)
        }
      } else {
        lengths.append(resolved[index])
        spacings.append(spacing[index])
        alignments.append(item.alignment)
      }
    }
    self.lengths = lengths
    self.spacings = spacings
    self.alignments = alignments
  }

  /// The total length: every track plus the spacing between them.
  var total: CGFloat { lengths.reduce(0, +) + spacings.dropLast().reduce(0, +) }
}

/// The layout of `LazyVGrid` (axis `.vertical`: tracks are columns) and `LazyHGrid`.
struct LazyGridLayout: Layout, LayoutDescribing {
  static var layoutProperties: LayoutProperties { .describingItself }
  let axis: Axis
  let items: [GridItem]
  let alignment: Alignment
  let spacing: CGFloat?
  /// The section headers and footers it pins to its scroll view's visible bounds.
  var pinnedViews = PinnedScrollableViews()

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(proposal[axis.other] ?? 0, subviews).size
  }

  /// Placement resolves the tracks again for the grid's own length: the two passes that make
  /// `LazyVGrid` wider than its proposal when flexible minimums add up (objc.io's quiz).
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let (_, frames, offers) = arrange(bounds.size[axis.other], subviews)
    let shifts = SectionPinning(axis: axis, views: pinnedViews).shifts(frames, in: bounds, subviews)
    for (offset, subview) in subviews.enumerated() {
      let shift = shifts.isEmpty ? 0 : shifts[offset]
      subview.place(
        at: CGPoint(
          x: bounds.minX + frames[offset].minX + (axis == .horizontal ? shift : 0),
          y: bounds.minY + frames[offset].minY + (axis == .vertical ? shift : 0)),
        proposal: offers[offset])
    }
  }

  /// Lines of items, one per track; a section's header and footer each take a whole line, and a
  /// section's items start a new line (as Apple's sample "Grouping data with lazy stack views"
  /// shows headers across a grid).
  private func arrange(
    _ crossLength: CGFloat, _ subviews: Subviews
  ) -> (size: CGSize, frames: [CGRect], offers: [ProposedViewSize]) {
    let tracks = GridTracks(items, available: crossLength)
    let perLine = Swift.max(tracks.lengths.count, 1)
    let lineSpacing = spacing.map { $0.finiteOrZero } ?? ViewSpacing.defaultValue
    var frames = [CGRect](repeating: .zero, count: subviews.count)
    var offers = [ProposedViewSize](repeating: .zero, count: subviews.count)
    var position: CGFloat = 0
    var start = 0
    while start < subviews.count {
      let place = subviews[subviews.startIndex + start][ListRowRoleKey.self]
      if place.role != .row {
        // A header or footer: the whole line, aligned as the grid aligns its items.
        let offer = ProposedViewSize(axis, main: nil, cross: tracks.total)
        let subview = subviews[subviews.startIndex + start]
        let size = subview.sizeThatFits(offer)
        let origin = alignedOrigin(
          alignment, in: CGSize(axis, main: size[axis], cross: tracks.total),
          child: subview.node.dimensions(size: size, proposal: offer))
        offers[start] = offer
        frames[start] = CGRect(
          origin: CGPoint(
            axis, main: position + (axis == .vertical ? origin.y : origin.x),
            cross: axis == .vertical ? origin.x : origin.y),
          size: size)
        position += size[axis]
        start += 1
        if start < subviews.count { position += lineSpacing }
        continue
      }
      var end = start + 1
      while end < subviews.count && end - start < perLine {
        let next = subviews[subviews.startIndex + end][ListRowRoleKey.self]
        guard next.role == .row && next.section == place.section else { break }
        end += 1
      }
      var sizes: [CGSize] = []
      for offset in start..<end {
        let offer = ProposedViewSize(
          axis, main: nil, cross: tracks.lengths.isEmpty ? nil : tracks.lengths[offset - start])
        offers[offset] = offer
        sizes.append(subviews[subviews.startIndex + offset].sizeThatFits(offer))
      }
      let lineLength = sizes.map { $0[axis] }.max() ?? 0
      var cross: CGFloat = 0
      for offset in start..<end {
        let track = offset - start
        let trackLength = tracks.lengths.isEmpty ? sizes[track][axis.other] : tracks.lengths[track]
        let cell = CGSize(axis, main: lineLength, cross: trackLength)
        let itemAlignment = tracks.alignments.isEmpty ? nil : tracks.alignments[track]
        let origin = alignedOrigin(
          itemAlignment ?? alignment, in: cell,
          child: subviews[subviews.startIndex + offset].node.dimensions(
            size: sizes[track], proposal: offers[offset]))
        frames[offset] = CGRect(
          origin: CGPoint(
            axis, main: position + (axis == .vertical ? origin.y : origin.x),
            cross: cross + (axis == .vertical ? origin.x : origin.y)),
          size: sizes[track])
        cross += trackLength + (tracks.spacings.isEmpty ? 0 : tracks.spacings[track])
      }
      position += lineLength
      start = end
      if start < subviews.count { position += lineSpacing }
    }
    return (CGSize(axis, main: position, cross: tracks.total), frames, offers)
  }

  var layoutDetails: String? { "\(items.count) \(axis == .vertical ? "columns" : "rows")" }

  /// The nodes of a lazy grid: lines made as they come into view over a `ForEach` (erased or
  /// not) of anything but sections, all at once otherwise.
  func makeNodes<Content: View>(_ content: Content, name: String, into list: inout _ViewList) {
    // A ForEach of sections is made whole, so that each header and footer takes a line.
    let lazy = list.withLazyRows(of: content, accepting: { !$0.rowsAreSections }) { source, list in
      list.append(
        LazyLinesNode.make(
          axis: axis, arrangement: .grid(items: items, alignment: alignment), spacing: spacing,
          source: source, list: list, stackAxis: nil, pinning: SectionPinning(axis: axis, views: pinnedViews))
      )
    }
    guard !lazy else { return }
    let children = list.children(of: content, stackAxis: nil)
    list.append(LayoutNode(layout: self, name: name, context: list.context, children: children))
  }
}

/// A vertically growing grid of columns described by `GridItem`s.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
///   ForEach(0..<10) { Color.blue.frame(height: 40).id($0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
  public typealias Body = Never
  let layout: LazyGridLayout
  let content: Content

  /// Creates a lazy vertical grid. `pinnedViews` names the sections' headers and footers that
  /// stay at the top and bottom of the scroll view while their section is in view.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing, pinnedViews: pinnedViews)
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    view.layout.makeNodes(view.content, name: "LazyVGrid", into: &list)
  }
}

/// A horizontally growing grid of rows described by `GridItem`s.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) { ForEach(0..<10) { Text("\($0)") } }
/// ```
public struct LazyHGrid<Content: View>: View {
  public typealias Body = Never
  let layout: LazyGridLayout
  let content: Content

  /// Creates a lazy horizontal grid. `pinnedViews` names the sections' headers and footers that
  /// stay at the leading and trailing edges of the scroll view while their section is in view.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing, pinnedViews: pinnedViews)
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    view.layout.makeNodes(view.content, name: "LazyHGrid", into: &list)
  }
}
