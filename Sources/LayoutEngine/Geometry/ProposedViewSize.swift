import Foundation

/// A proposal for the size of a view, as a parent offers it to a child.
///
/// A `nil` dimension means "unspecified": the child answers with its ideal size along that axis.
/// ```swift
/// let size = subview.sizeThatFits(ProposedViewSize(width: 100, height: nil))
/// ```
public struct ProposedViewSize: Equatable, Hashable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the ideal height.
  public var height: CGFloat?

  /// A proposal with both dimensions zero: the view answers with its minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal with both dimensions unspecified: the view answers with its ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// A proposal with both dimensions infinite: the view answers with its maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Creates a proposal from optional dimensions.
  ///
  /// Impossible values are clamped as SwiftUI clamps them: NaN becomes unspecified and negative
  /// values become zero.
  @inlinable
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = ProposedViewSize.sanitize(width)
    self.height = ProposedViewSize.sanitize(height)
  }

  /// Creates a proposal that offers exactly the given size.
  @inlinable
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Returns a size with unspecified dimensions replaced by the given size (10×10 by default).
  ///
  /// ```swift
  /// ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions() // 50×10
  /// ```
  @inlinable
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  @inlinable
  static func sanitize(_ value: CGFloat?) -> CGFloat? {
    guard let value else { return nil }
    if value.isNaN { return nil }
    return value < 0 ? 0 : value
  }

  /// The dimension along `axis`.
  @inlinable
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  @inlinable
  init(_ axis: Axis, main: CGFloat?, cross: CGFloat?) {
    if axis == .horizontal {
      self.init(width: main, height: cross)
    } else {
      self.init(width: cross, height: main)
    }
  }
}

extension ProposedViewSize: CustomStringConvertible {
  public var description: String {
    "\(GeometryFormat.optional(width))×\(GeometryFormat.optional(height))"
  }
}
