import Foundation

/// An edge of a rectangle, named for the reading direction (`leading`, `trailing`).
///
/// ```swift
/// Text("Hi").padding(.leading, 8)
/// ```
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  ///
  /// ```swift
  /// Color.blue.padding([.top, .horizontal], 4)
  /// ```
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set that holds just `edge`.
    public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// The inset distances for the sides of a rectangle.
///
/// ```swift
/// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
/// ```
public struct EdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Creates insets; each value that is NaN or infinite becomes zero. Every length is given, as
  /// SwiftUI's `init(top:leading:bottom:trailing:)` has no defaults (`init()` is all zero).
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top.finiteOrZero
    self.leading = leading.finiteOrZero
    self.bottom = bottom.finiteOrZero
    self.trailing = trailing.finiteOrZero
  }

  /// Creates insets of zero on every edge.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Creates insets that apply `length` to each edge in `edges`, zero to the others.
  @inlinable
  init(_ edges: Edge.Set, _ length: CGFloat) {
    let length = length.finiteOrZero
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The sum of the insets along `axis`.
  @inlinable
  subscript(total axis: Axis) -> CGFloat {
    axis == .horizontal ? leading + trailing : top + bottom
  }
}

extension CGFloat {
  /// The value, or zero if it is NaN or infinite.
  @inlinable
  var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
