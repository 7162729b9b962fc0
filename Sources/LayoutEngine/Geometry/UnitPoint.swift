import Foundation

/// A normalized 2D point in a view's coordinate space: (0, 0) is top-leading, (1, 1) bottom-trailing.
///
/// ```swift
/// subview.place(at: point, anchor: .center, proposal: .unspecified)
/// ```
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  /// Creates a unit point; NaN or infinite coordinates become zero.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x.finiteOrZero
    self.y = y.finiteOrZero
  }

  /// Creates the unit point (0, 0).
  public init() { self.init(x: 0, y: 0) }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: CustomStringConvertible {
  /// The nine named points (not `zero`, which is `topLeading`), row by row from the top-leading
  /// corner, under their Swift names: how they are printed and how scripts and the view notation
  /// name them.
  package static let named: [(name: String, point: UnitPoint)] = [
    ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing), ("leading", .leading),
    ("center", .center), ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom),
    ("bottomTrailing", .bottomTrailing),
  ]

  public var description: String {
    if let name = UnitPoint.named.first(where: { $0.point == self })?.name { return name }
    return "UnitPoint(x: \(GeometryFormat.number(x)), y: \(GeometryFormat.number(y)))"
  }
}
