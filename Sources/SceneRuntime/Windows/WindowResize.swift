import Foundation
import LayoutEngine

/// The smallest and largest size a window may take (from `.windowResizability`: the content's
/// sizes for `.contentSize` and `.contentMinSize`, the system's otherwise).
///
/// ```swift
/// WindowSizeLimits(minimum: CGSize(width: 320, height: 400))    // no maximum
/// ```
public struct WindowSizeLimits: Hashable, Sendable {
  public var minimum: CGSize
  /// nil: only the screen limits it.
  public var maximum: CGSize?

  /// Creates limits; negative or non-finite values count as none (0, or no maximum).
  public init(minimum: CGSize = .zero, maximum: CGSize? = nil) {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(value, 0) : 0 }
    self.minimum = CGSize(width: clean(minimum.width), height: clean(minimum.height))
    self.maximum = maximum.flatMap { size in
      size.width.isFinite && size.height.isFinite
        ? CGSize(
          width: Swift.max(size.width, self.minimum.width),
          height: Swift.max(size.height, self.minimum.height))
        : nil
    }
  }
}

/// One resize of a window: the frame asked for, the frame it got, and what limited it. The
/// resize anchor stays where it was on screen (`.windowResizeAnchor`, top-leading by default);
/// the size is clamped to the window's limits, then to the screen, and the window is kept on
/// the screen.
///
/// ```swift
/// let resize = try WindowResize(
///   from: CGRect(x: 100, y: 100, width: 800, height: 600), to: CGSize(width: 400, height: 600),
///   anchor: .trailing, limits: WindowSizeLimits(), screen: CGRect(x: 0, y: 0, width: 1366, height: 1024))
/// resize.applied   // (500, 100, 400 × 600): the trailing edge stayed at 900
/// ```
public struct WindowResize: Hashable, Sendable {
  /// `frame` moved the least it must be to lie on `screen` (a frame no larger than the screen).
  static func onScreen(_ frame: CGRect, _ screen: CGRect) -> CGRect {
    CGRect(
      x: Swift.min(Swift.max(frame.minX, screen.minX), screen.maxX - frame.width),
      y: Swift.min(Swift.max(frame.minY, screen.minY), screen.maxY - frame.height),
      width: frame.width, height: frame.height)
  }
  /// What limited a resize.
  public enum Limit: String, Hashable, Sendable {
    case minimumSize
    case maximumSize
    case screen
  }

  /// The frame asked for: the size requested, placed so that the anchor stays.
  public var requested: CGRect
  /// The frame the window got.
  public var applied: CGRect
  /// What made `applied` differ from `requested`, in the order applied.
  public var limits: [Limit]

  /// A size that is not a size (not finite, or negative).
  public struct InvalidSize: Error, Equatable, CustomStringConvertible {
    public var size: CGSize
    public var description: String {
      "invalid window size \(size.width) × \(size.height): sizes must be finite and not negative"
    }
  }

  /// Resizes `frame` to `size`, keeping `anchor` fixed; throws for a size that is not finite or
  /// is negative (nothing is changed).
  public init(
    from frame: CGRect, to size: CGSize, anchor: UnitPoint = .topLeading, limits: WindowSizeLimits,
    screen: CGRect
  ) throws(InvalidSize) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      throw InvalidSize(size: size)
    }
    // The anchor's point on screen, and the anchor itself, kept within the window.
    let anchor = UnitPoint(x: Swift.min(Swift.max(anchor.x, 0), 1), y: Swift.min(Swift.max(anchor.y, 0), 1))
    let fixed = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    func placed(_ size: CGSize) -> CGRect {
      CGRect(
        x: fixed.x - anchor.x * size.width, y: fixed.y - anchor.y * size.height, width: size.width,
        height: size.height)
    }
    requested = placed(size)
    var found: [Limit] = []
    var width = size.width
    var height = size.height
    if width < limits.minimum.width || height < limits.minimum.height {
      width = Swift.max(width, limits.minimum.width)
      height = Swift.max(height, limits.minimum.height)
      found.append(.minimumSize)
    }
    if let maximum = limits.maximum, width > maximum.width || height > maximum.height {
      width = Swift.min(width, maximum.width)
      height = Swift.min(height, maximum.height)
      found.append(.maximumSize)
    }
    if width > screen.width || height > screen.height {
      width = Swift.min(width, screen.width)
      height = Swift.min(height, screen.height)
      found.append(.screen)
    }
    let placed = placed(CGSize(width: width, height: height))
    // Kept on the screen: moved back in where the anchor would push it out.
    applied = WindowResize.onScreen(placed, screen)
    if applied.origin != placed.origin && !found.contains(.screen) { found.append(.screen) }
    self.limits = found
  }
}
