import Foundation

/// A point or rectangle of a view's geometry, passed up the tree in a preference and resolved in
/// another view's coordinates with `GeometryProxy`'s subscript.
///
/// ```swift
/// .overlayPreferenceValue(BoundsKey.self) { anchor in
///   GeometryReader { proxy in Rectangle().frame(width: proxy[anchor!].width) }
/// }
/// ```
public struct Anchor<Value>: @unchecked Sendable {
  /// The value in the window's coordinates.
  let global: Value
  /// The value moved by an offset (into another view's coordinates).
  let shifted: (Value, CGPoint) -> Value

  /// Where in a view an anchor is taken.
  public struct Source: @unchecked Sendable {
    let resolve: (CGRect) -> Value
    let shifted: (Value, CGPoint) -> Value

    func anchor(in frame: CGRect) -> Anchor<Value> { Anchor(global: resolve(frame), shifted: shifted) }
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { rect(nil) }

  /// A rectangle in the view's coordinates.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

  private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(
      resolve: { frame in r.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) } ?? frame },
      shifted: { rect, origin in rect.offsetBy(dx: -origin.x, dy: -origin.y) })
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's coordinates.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      resolve: { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) },
      shifted: { point, origin in CGPoint(x: point.x - origin.x, y: point.y - origin.y) })
  }

  /// A unit point of the view's bounds.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      resolve: { frame in CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height) },
      shifted: { point, origin in CGPoint(x: point.x - origin.x, y: point.y - origin.y) })
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// The anchor's point or rectangle in this container's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.shifted(anchor.global, frameInRoot.origin) }
}
