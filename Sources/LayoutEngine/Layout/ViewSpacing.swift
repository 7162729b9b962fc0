import Foundation

/// The preferred spacing around a view, edge by edge.
///
/// SceneSim's model: every view prefers the platform's default of 8 points on each edge (iOS);
/// the distance between two views is the larger of their facing preferences, except that an edge
/// preferring zero (a `Spacer` along its stack, `ViewSpacing.zero`) wants no gap at all: a Spacer's
/// own minimum length provides the gap (OpenSwiftUI's reading of SwiftUI's `Spacer`).
/// ```swift
/// let gap = a.spacing.distance(to: b.spacing, along: .horizontal) // 8
/// ```
public struct ViewSpacing: Equatable, Sendable {
  var top: CGFloat
  var leading: CGFloat
  var bottom: CGFloat
  var trailing: CGFloat

  /// The spacing SwiftUI uses between two views when a stack sets no spacing (iOS: 8 points).
  public static let defaultValue: CGFloat = 8

  /// A view spacing with the platform default on every edge.
  public init() {
    top = Self.defaultValue
    leading = Self.defaultValue
    bottom = Self.defaultValue
    trailing = Self.defaultValue
  }

  init(all value: CGFloat) {
    top = value
    leading = value
    bottom = value
    trailing = value
  }

  static let defaultSpacing = ViewSpacing()

  /// A view spacing with no preference on any edge.
  public static let zero = ViewSpacing(all: 0)

  /// The distance from a view with this spacing to the next view along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let (a, b) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
    return a == 0 || b == 0 ? 0 : Swift.max(a, b)
  }

  /// Merges another spacing on `edges`, keeping the larger preference on each.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = Swift.max(top, other.top) }
    if edges.contains(.leading) { leading = Swift.max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = Swift.max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = Swift.max(trailing, other.trailing) }
  }

  /// The union of two spacings on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: edges)
    return copy
  }
}
