import Foundation

/// A font: a text style that follows Dynamic Type, or a fixed system size.
///
/// ```swift
/// Text("Inbox").font(.largeTitle)
/// Text("42").font(.system(size: 60, weight: .bold))
/// ```
public struct Font: Hashable, Sendable {
  enum Size: Hashable, Sendable {
    case style(TextStyle)
    case fixed(CGFloat)
  }
  let size: Size
  let weight: Weight?

  init(size: Size, weight: Weight? = nil) {
    self.size = size
    self.weight = weight
  }

  /// The text styles of Dynamic Type.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The point size at the default Dynamic Type size (Large), from Apple's Human Interface
    /// Guidelines, Typography, "Specifications" (iOS): 34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11
    /// (the Large column of `pointSize(at:)`'s table).
    public var pointSize: CGFloat { pointSize(at: .large) }
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// A font design.
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  public static let largeTitle = Font(size: .style(.largeTitle))
  public static let title = Font(size: .style(.title))
  public static let title2 = Font(size: .style(.title2))
  public static let title3 = Font(size: .style(.title3))
  public static let headline = Font(size: .style(.headline), weight: .semibold)
  public static let subheadline = Font(size: .style(.subheadline))
  public static let body = Font(size: .style(.body))
  public static let callout = Font(size: .style(.callout))
  public static let footnote = Font(size: .style(.footnote))
  public static let caption = Font(size: .style(.caption))
  public static let caption2 = Font(size: .style(.caption2))

  /// A system font of a fixed size (it does not follow Dynamic Type).
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: .fixed(size.isFinite && size > 0 ? Swift.min(size, Font.largestPointSize) : 0), weight: weight)
  }

  /// The system font of a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(size: .style(style), weight: weight)
  }

  /// This font with another weight (SceneSim's text model gives every weight the same advances).
  public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }
  /// This font, bold.
  public func bold() -> Font { weight(.bold) }
  /// This font, italic (no change to metrics).
  public func italic() -> Font { self }
  /// This font in a design (no change to SceneSim's metrics).
  public func design(_ design: Design) -> Font { self }
  /// This font in a width (no change to SceneSim's metrics).
  public func width(_ width: Width) -> Font { self }
  /// This font, monospaced (no change to SceneSim's metrics).
  public func monospaced() -> Font { self }
  /// This font with digits of one width (no change to SceneSim's metrics).
  public func monospacedDigit() -> Font { self }
  /// This font in small capitals (no change to SceneSim's metrics).
  public func smallCaps() -> Font { self }
  /// This font with tighter or looser leading (no change to SceneSim's metrics).
  public func leading(_ leading: Leading) -> Font { self }

  /// A custom font of `size` points that follows Dynamic Type like body text (SceneSim measures
  /// it with the system font's metrics).
  public static func custom(_ name: String, size: CGFloat) -> Font { .system(size: size) }
  /// A custom font of `size` points that follows Dynamic Type like `textStyle` (measured with the
  /// system font's metrics, at `size`).
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    .system(size: size)
  }
  /// A custom font of a fixed size (measured with the system font's metrics).
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .system(size: fixedSize) }
  /// The system font of `size` points in a design.
  public static func system(size: CGFloat, design: Design) -> Font { .system(size: size) }

  /// A font width.
  public struct Width: Hashable, Sendable {
    let value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// The leading of a font.
  public enum Leading: Hashable, Sendable { case standard, tight, loose }

  /// The largest point size a font may have; larger sizes are clamped to it.
  public static let largestPointSize: CGFloat = 10_000
}
