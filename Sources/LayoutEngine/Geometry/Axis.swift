import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
///
/// ```swift
/// ScrollView(.horizontal) { row }
/// ```
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }

  @inlinable
  var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// Whether two axes are the same, by raw value: the `==` derived for an enum with a raw type
  /// was called through its protocol witness in the layout's hot loops.
  @inlinable
  public static func == (a: Axis, b: Axis) -> Bool { a.rawValue == b.rawValue }
}

extension CGSize {
  @inlinable
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  @inlinable
  init(_ axis: Axis, main: CGFloat, cross: CGFloat) {
    self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }
}

extension CGPoint {
  @inlinable
  init(_ axis: Axis, main: CGFloat, cross: CGFloat) {
    self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
  }
}
