import Foundation

// Effects that change how a view is drawn, not where it is laid out: SwiftUI applies them after
// layout ("rotationEffect ... does not affect the layout of the view"), and so does SceneSim.

extension View {
  /// Rotates how the view is drawn around `anchor` (no effect on layout, as in SwiftUI).
  ///
  /// ```swift
  /// Image(systemName: "arrow.up").rotationEffect(.degrees(90))
  /// ```
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Rotates how the view is drawn in three dimensions (no effect on layout).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View { _LayoutNeutral(content: self) }

  /// Scales how the view is drawn (no effect on layout, as in SwiftUI).
  ///
  /// ```swift
  /// Circle().frame(width: 20, height: 20).scaleEffect(1.5)
  /// ```
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Scales how the view is drawn, per axis (no effect on layout).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Scales how the view is drawn, per axis (no effect on layout).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Transforms how the view is drawn (no effect on layout).
  ///
  /// ```swift
  /// Text("Skewed").transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))
  /// ```
  public func transformEffect(_ transform: CGAffineTransform) -> some View { _LayoutNeutral(content: self) }

  /// Blurs the view (no effect on layout).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _LayoutNeutral(content: self) }
  /// Brightens the view (no effect on layout).
  public func brightness(_ amount: Double) -> some View { _LayoutNeutral(content: self) }
  /// Changes the view's contrast (no effect on layout).
  public func contrast(_ amount: Double) -> some View { _LayoutNeutral(content: self) }
  /// Changes the view's saturation (no effect on layout).
  public func saturation(_ amount: Double) -> some View { _LayoutNeutral(content: self) }
  /// Removes color from the view (no effect on layout).
  public func grayscale(_ amount: Double) -> some View { _LayoutNeutral(content: self) }
  /// Shifts the view's hues (no effect on layout).
  public func hueRotation(_ angle: Angle) -> some View { _LayoutNeutral(content: self) }
  /// Multiplies the view's colors (no effect on layout).
  public func colorMultiply(_ color: Color) -> some View { _LayoutNeutral(content: self) }
  /// Inverts the view's colors (no effect on layout).
  public func colorInvert() -> some View { _LayoutNeutral(content: self) }
  /// Blends the view with what is behind it (no effect on layout).
  public func blendMode(_ blendMode: BlendMode) -> some View { _LayoutNeutral(content: self) }
  /// Composites the view before effects that follow (no effect on layout).
  public func compositingGroup() -> some View { _LayoutNeutral(content: self) }
  /// Draws the view offscreen first (no effect on layout).
  public func drawingGroup(opaque: Bool = false) -> some View { _LayoutNeutral(content: self) }
  /// Sets the view's stacking order among its siblings (drawing order only).
  public func zIndex(_ value: Double) -> some View { _LayoutNeutral(content: self) }
  /// Masks the view with another view (no effect on layout).
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Masks the view with another view (no effect on layout).
  public func mask<Mask: View>(_ mask: Mask) -> some View { _LayoutNeutral(content: self) }
  /// Defines the view's hit-testing shape (no effect on layout).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Defines the view's shape for a kind of interaction (no effect on layout).
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View
  {
    _LayoutNeutral(content: self)
  }
  /// Whether the view takes taps (no effect on layout).
  public func allowsHitTesting(_ enabled: Bool) -> some View { _LayoutNeutral(content: self) }
  /// Hides the view; it keeps its place in the layout, as in SwiftUI.
  ///
  /// ```swift
  /// Text("Placeholder").hidden()
  /// ```
  public func hidden() -> some View { _LayoutNeutral(content: self) }
  /// Shows the view as a placeholder (no effect on layout).
  public func redacted(reason: RedactionReasons) -> some View { _LayoutNeutral(content: self) }
  /// Shows the view as itself inside a redacted one (no effect on layout).
  public func unredacted() -> some View { _LayoutNeutral(content: self) }
  /// Marks the view as private (no effect on layout).
  public func privacySensitive(_ sensitive: Bool = true) -> some View { _LayoutNeutral(content: self) }
  /// Sets the view's tint (no effect on layout).
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { _LayoutNeutral(content: self) }
  /// Sets the accent color (no effect on layout).
  public func accentColor(_ accentColor: Color?) -> some View { _LayoutNeutral(content: self) }
  /// Sets the foreground styles (no effect on layout).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Sets the foreground styles (no effect on layout).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View { _LayoutNeutral(content: self) }
  /// Draws a shadow (no effect on layout).
  public func shadow(radius: CGFloat) -> some View { _LayoutNeutral(content: self) }
  /// Sets how symbols render (no effect on layout).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { _LayoutNeutral(content: self) }
  /// Sets a symbol variant (no effect on layout).
  public func symbolVariant(_ variant: SymbolVariants) -> some View { _LayoutNeutral(content: self) }
  /// Sets the color scheme of the view (no effect on layout).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
}

/// How a view blends with what is behind it.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
  case destinationOut, plusDarker, plusLighter
}

/// The kinds of interaction a content shape is for.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// Why a view is shown as a placeholder.
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// How SF Symbols render.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of an SF Symbol.
public struct SymbolVariants: Hashable, Sendable {
  let name: String
  public static let none = SymbolVariants(name: "none")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let rectangle = SymbolVariants(name: "rectangle")
  public static let fill = SymbolVariants(name: "fill")
  public static let slash = SymbolVariants(name: "slash")
  /// This variant, filled.
  public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
}
