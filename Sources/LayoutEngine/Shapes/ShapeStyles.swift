import Foundation

// Shape styles: how a shape, a background or text is painted. They change drawing only; as a
// view a style takes the space it is offered, as a color does.

/// A type-erased shape style.
///
/// ```swift
/// let style = isActive ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)
/// ```
public struct AnyShapeStyle: ShapeStyle, Sendable {
  let name: String
  /// Erases `style`.
  public init<S: ShapeStyle>(_ style: S) { name = "\(S.self)" }
}

/// Colors and where they fall along a gradient.
public struct Gradient: Hashable, Sendable {
  /// A color at a place (0...1).
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Stop]
  /// Evenly spread colors.
  public init(colors: [Color]) {
    stops = colors.enumerated().map { index, color in
      Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
    }
  }
  /// Stops.
  public init(stops: [Stop]) { self.stops = stops }
}

/// A gradient the system makes from a color (`Color.blue.gradient`).
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
  let gradient: Gradient
  public init(_ gradient: Gradient) { self.gradient = gradient }
}

/// A gradient from a center outwards; as a view it fills the space offered.
public struct RadialGradient: View, ShapeStyle, Sendable {
  public typealias Body = Never
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "RadialGradient", context: list.context))
  }
}

/// A gradient around a center; as a view it fills the space offered.
public struct AngularGradient: View, ShapeStyle, Sendable {
  public typealias Body = Never
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "AngularGradient", context: list.context))
  }
}

/// A gradient in an ellipse; as a view it fills the space offered.
public struct EllipticalGradient: View, ShapeStyle, Sendable {
  public typealias Body = Never
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {}
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {}
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "EllipticalGradient", context: list.context))
  }
}

/// The levels of the foreground style (`.primary` … `.quaternary`).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

/// The foreground style of the environment.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
}

/// The background style of the environment.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
}

/// The tint of the environment.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
}

/// A separator's style.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}
extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}
extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
extension ShapeStyle where Self == Color {
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var indigo: Color { .indigo }
  public static var brown: Color { .brown }
  public static var accentColor: Color { .accentColor }
}
extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}
extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle {
  /// This style at an opacity (drawing only).
  public func opacity(_ opacity: Double) -> some ShapeStyle { self }
  /// This style's gradient (drawing only).
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [])) }
}

extension View {
  /// Sets the background style of the view (no effect on layout).
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { _LayoutNeutral(content: self) }
}
