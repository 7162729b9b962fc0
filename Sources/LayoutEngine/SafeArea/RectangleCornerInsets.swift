import Foundation

/// The inset sizes for the corners of a rectangle (iOS 26): what a container's corners take
/// from the views that overlap them, such as iPadOS 26's window controls.
///
/// ```swift
/// GeometryReader { geometry in
///   Title().offset(x: geometry.containerCornerInsets.topLeading.width)
/// }
/// ```
public struct RectangleCornerInsets: Equatable, Sendable {
  /// The size of the top-leading corner inset.
  public var topLeading: CGSize
  /// The size of the top-trailing corner inset.
  public var topTrailing: CGSize
  /// The size of the bottom-leading corner inset.
  public var bottomLeading: CGSize
  /// The size of the bottom-trailing corner inset.
  public var bottomTrailing: CGSize

  /// No inset at any corner.
  public init() {
    self.init(topLeading: .zero, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
  }

  /// Insets of the given sizes.
  public init(topLeading: CGSize, topTrailing: CGSize, bottomLeading: CGSize, bottomTrailing: CGSize) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
  }

  /// Whether every corner's inset is empty.
  var isEmpty: Bool {
    func empty(_ size: CGSize) -> Bool { size.width <= 0 || size.height <= 0 }
    return empty(topLeading) && empty(topTrailing) && empty(bottomLeading) && empty(bottomTrailing)
  }

  /// The insets with leading and trailing swapped (between a layout direction and the screen's).
  var swappingLeadingAndTrailing: RectangleCornerInsets {
    RectangleCornerInsets(
      topLeading: topTrailing, topTrailing: topLeading, bottomLeading: bottomTrailing,
      bottomTrailing: bottomLeading)
  }
}
