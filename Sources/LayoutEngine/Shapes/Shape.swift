import Foundation

/// A two-dimensional shape: as a view it takes the space it is offered (its `sizeThatFits`), and
/// its path is drawing only.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { p in
///       p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       p.closeSubpath()
///     }
///   }
/// }
/// Triangle().fill(.orange).frame(width: 40, height: 30)
/// ```
public protocol Shape: Animatable, View where Body == Never {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path
  /// The size the shape takes when offered `proposal` (the offer, 10 points where it has none).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// A shape of the app's lays out as a leaf that takes the space offered.
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "\(Self.self)", context: list.context))
  }

  /// Fills the shape with a style (same layout as the shape).
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Fills the shape with the foreground style (same layout as the shape).
  public func fill(style: FillStyle = FillStyle()) -> some View { _LayoutNeutral(content: self) }
  /// Strokes the outline of the shape (same layout as the shape).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    _LayoutNeutral(content: self)
  }
  /// Strokes the outline of the shape (same layout as the shape).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Strokes the outline with the foreground style (same layout as the shape).
  public func stroke(lineWidth: CGFloat = 1) -> some View { _LayoutNeutral(content: self) }
  /// Strokes the outline with the foreground style (same layout as the shape).
  public func stroke(style: StrokeStyle) -> some View { _LayoutNeutral(content: self) }
  /// The part of the outline from `startFraction` to `endFraction` (same layout).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
  /// The shape moved (drawing only: same layout).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { self }
  /// The shape rotated (drawing only: same layout).
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { self }
  /// The shape scaled (drawing only: same layout).
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { self }
}

/// A shape that can be inset: strokes can be drawn inside its bounds.
public protocol InsettableShape: Shape {}

extension InsettableShape {
  /// The shape inset by `amount` (drawing only: same layout).
  public func inset(by amount: CGFloat) -> some InsettableShape { self }
  /// Strokes the outline inside the shape's bounds (same layout as the shape).
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    _LayoutNeutral(content: self)
  }
  /// Strokes the outline inside the shape's bounds (same layout as the shape).
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    _LayoutNeutral(content: self)
  }
  /// Strokes the outline inside the shape's bounds with the foreground style (same layout).
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    _LayoutNeutral(content: self)
  }
}

extension Rectangle: InsettableShape {
  public func path(in rect: CGRect) -> Path { Path(rect) }
}
extension RoundedRectangle: InsettableShape {
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
}
extension Circle: InsettableShape {
  public func path(in rect: CGRect) -> Path {
    let side = Swift.min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}
extension Capsule: InsettableShape {
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2)
  }
}
extension Ellipse: InsettableShape {
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension RoundedRectangle {
  /// A rounded rectangle with corners of `cornerSize` (its width as the radius).
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: cornerSize.width)
  }
  /// A rounded rectangle with corners of `cornerRadius` in a style.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle) { self.init(cornerRadius: cornerRadius) }
}

extension Capsule {
  /// A capsule with corners in a style.
  public init(style: RoundedCornerStyle) { self.init() }
}

/// How rounded corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A rectangle with a radius for each corner.
public struct UnevenRoundedRectangle: InsettableShape, Sendable {
  public var cornerRadii: RectangleCornerRadii
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
  }
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    cornerRadii = RectangleCornerRadii(
      topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
      topTrailing: topTrailingRadius)
  }
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The radius of each corner of a rectangle.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) =
      (topLeading, bottomLeading, bottomTrailing, topTrailing)
  }
}

/// The shape of the container a view is in (a rounded rectangle on a widget): a rectangle here.
public struct ContainerRelativeShape: InsettableShape, Sendable {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// How a shape is filled.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How an outline is stroked.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

#if !canImport(CoreGraphics)
  /// How the ends of a stroked line are drawn (Core Graphics' `CGLineCap`).
  public enum CGLineCap: Int32, Sendable { case butt, round, square }
  /// How the corners of a stroked line are drawn (Core Graphics' `CGLineJoin`).
  public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
#endif

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius)
  }
  /// A rectangle with rounded corners.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerSize.width)
  }
}
extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius for each corner.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius)
  }
}
extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
  /// A capsule with corners in a style.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule() }
}
extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}
extension Shape where Self == ContainerRelativeShape {
  /// The shape of the container.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
