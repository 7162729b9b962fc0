import Foundation

/// The regions of the safe area: what system UI makes them unsafe.
///
/// ```swift
/// Color.blue.ignoresSafeArea(.container, edges: .bottom)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Bars, the status bar, the home indicator, window chrome: the container's insets.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The software keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all = SafeAreaRegions(rawValue: .max)
}

/// One link of the chain of safe areas a view lives in: the frame of the view that made it (the
/// host, a `safeAreaInset`, a `safeAreaPadding`), how far its unsafe bands reach into that frame,
/// and the next link out. Ordinary views pass the chain to their children unchanged; a view
/// learns its insets only when asked, from where its frame is (OpenSwiftUI, `SafeAreaInsets`).
final class SafeAreaLink {
  /// The frame of the view that made the link, in root coordinates.
  let space: CGRect
  /// The unsafe bands, physically (`leading` is the left edge, `trailing` the right).
  let insets: EdgeInsets
  /// The regions of the bands (the host's are the container's; insets and padding too).
  let regions: SafeAreaRegions
  let next: SafeAreaLink?

  init(space: CGRect, insets: EdgeInsets, regions: SafeAreaRegions = .container, next: SafeAreaLink?) {
    self.space = space
    self.insets = insets
    self.regions = regions
    self.next = next
  }

  /// The insets of a view whose frame is `frame`, for `regions`: on each edge that lies in an
  /// unsafe band (between the safe edge and the band's outer edge, within half a point), the
  /// frame grows to the outer edge; the insets are how far it grew. Links add up from the
  /// innermost out.
  static func resolve(_ chain: SafeAreaLink?, frame: CGRect, regions: SafeAreaRegions = .all) -> EdgeInsets {
    var rect = frame
    let eps: CGFloat = 0.5 + 0.001
    var link = chain
    var steps = 0
    while let current = link, steps < LayoutLimits.maximumDepth {
      steps += 1
      link = current.next
      let selected = current.regions.isDisjoint(with: regions) ? EdgeInsets() : current.insets
      let inner = CGRect(
        x: current.space.minX + current.insets.leading, y: current.space.minY + current.insets.top,
        width: current.space.width - current.insets[total: .horizontal],
        height: current.space.height - current.insets[total: .vertical])
      let outer = CGRect(
        x: inner.minX - selected.leading, y: inner.minY - selected.top,
        width: inner.width + selected[total: .horizontal], height: inner.height + selected[total: .vertical])
      var minX = rect.minX
      var minY = rect.minY
      var maxX = rect.maxX
      var maxY = rect.maxY
      if minY - eps < inner.minY && outer.minY < minY + eps { minY = Swift.min(minY, outer.minY) }
      if minX - eps < inner.minX && outer.minX < minX + eps { minX = Swift.min(minX, outer.minX) }
      if maxY + eps > inner.maxY && outer.maxY > maxY - eps { maxY = Swift.max(maxY, outer.maxY) }
      if maxX + eps > inner.maxX && outer.maxX > maxX - eps { maxX = Swift.max(maxX, outer.maxX) }
      rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    return EdgeInsets(
      top: frame.minY - rect.minY, leading: frame.minX - rect.minX, bottom: rect.maxY - frame.maxY,
      trailing: rect.maxX - frame.maxX)
  }
}

extension ViewNode {
  /// This node's safe-area insets, as `GeometryProxy.safeAreaInsets` reports them (leading and
  /// trailing in the reading direction).
  final func resolvedSafeAreaInsets(_ regions: SafeAreaRegions = .all) -> EdgeInsets {
    let physical = SafeAreaLink.resolve(safeArea, frame: frame, regions: regions)
    return isRightToLeft ? physical.swappingLeadingAndTrailing : physical
  }
}

extension EdgeInsets {
  var swappingLeadingAndTrailing: EdgeInsets {
    EdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading)
  }

  /// Only the insets on `edges`.
  func masked(to edges: Edge.Set) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
      bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
  }
}

extension SafeAreaLink {
  /// `link` when it already stands for this band, else a new link. The bands below compare
  /// their `next` by identity: a band made anew at every placement would make each of them anew
  /// too.
  static func reusing(
    _ link: SafeAreaLink?, space: CGRect, insets: EdgeInsets, regions: SafeAreaRegions = .container,
    next: SafeAreaLink?
  ) -> SafeAreaLink {
    if let link, link.space == space, link.next === next, link.insets == insets, link.regions == regions {
      return link
    }
    return SafeAreaLink(space: space, insets: insets, regions: regions, next: next)
  }
}

extension Optional where Wrapped == SafeAreaLink {
  /// The link without a retain, for as long as whoever holds it keeps it.
  @inline(__always)
  var unretained: Unmanaged<SafeAreaLink>? {
    switch self {
    case .some(let link): Unmanaged.passUnretained(link)
    case .none: nil
    }
  }
}
