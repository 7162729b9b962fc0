import Foundation

/// A node that takes the whole proposal; an unspecified dimension becomes its ideal size.
final class FlexibleLeafNode: ViewNode {
  /// Whether the node is a color's: named `Color.<name>` in snapshots (a flag, not a second
  /// string: leaves are most of a tree's nodes, and 16 bytes more made each a size class larger).
  /// First, so that it takes the padding at the end of `ViewNode`'s fields.
  let isColor: Bool
  let name: String
  let ideal: CGSize

  init(
    isColor: Bool = false, name: String, ideal: CGSize = CGSize(width: 10, height: 10), context: GraphContext
  ) {
    self.isColor = isColor
    self.name = name
    self.ideal = ideal
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: ideal)
  }

  /// Offered a length, the leaf takes it; its ideal size answers an unspecified offer across.
  override func probeLengths(along axis: Axis) -> ProbeLengths? {
    ideal.isPlausibleSize ? ProbeLengths(atZero: 0, atInfinity: .infinity) : nil
  }

  /// The same lengths on both axes, asked once (leaves are most of a stack's children).
  override func probeLengthsOnBothAxes() -> ProbeLengthPair {
    let lengths = probeLengths(along: .horizontal) ?? .unknown
    return ProbeLengthPair(horizontal: lengths, vertical: lengths)
  }

  override var kindName: String { isColor ? "Color." + name : name }
  override func addKind(to hasher: inout StructureHash) {
    hasher.add(isColor)
    hasher.addBytes(of: name)
  }
}

/// A node of one fixed size, whatever the proposal.
final class FixedLeafNode: ViewNode {
  let name: String
  let size: CGSize

  init(name: String, size: CGSize, context: GraphContext) {
    self.name = name
    self.size = size
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { size }

  override func probeLengths(along axis: Axis) -> ProbeLengths? {
    size.isPlausibleSize ? ProbeLengths(atZero: size[axis], atInfinity: size[axis]) : nil
  }

  override var kindName: String { name }
  override func addKind(to hasher: inout StructureHash) { hasher.addBytes(of: name) }
}

/// A color: as a view it fills the space offered (10×10 when the offer is unspecified).
///
/// ```swift
/// Color.red.frame(width: 10, height: 10)
/// ```
public struct Color: View, Hashable, Sendable, CustomStringConvertible {
  public typealias Body = Never
  let name: String

  /// A color named by the host program.
  public init(_ name: String) { self.name = name }

  /// A color from components (0...1).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func hex(_ v: Double) -> String {
      let byte = Int((v.isFinite ? Swift.min(Swift.max(v, 0), 1) : 0) * 255 + 0.5)
      return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
    }
    name = "#" + hex(red) + hex(green) + hex(blue) + (opacity < 1 ? hex(opacity) : "")
  }

  /// A color of the app's asset catalog, by name.
  public init(_ name: String, bundle: Bundle?) { self.init(name) }

  /// A gray (0 black, 1 white).
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A color from components in a color space.
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A color from a hue, saturation and brightness (0...1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = saturation.isFinite ? Swift.min(Swift.max(saturation, 0), 1) : 0
    let v = brightness.isFinite ? Swift.min(Swift.max(brightness, 0), 1) : 0
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (Double, Double, Double) =
      [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
  }

  /// A color space.
  public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

  /// A gradient from this color (no effect on layout).
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }

  /// This color with an opacity (no effect on layout).
  public func opacity(_ opacity: Double) -> Color { Color("\(name)@\(GeometryFormat.number(opacity))") }

  public static let red = Color("red")
  public static let orange = Color("orange")
  public static let yellow = Color("yellow")
  public static let green = Color("green")
  public static let mint = Color("mint")
  public static let teal = Color("teal")
  public static let cyan = Color("cyan")
  public static let blue = Color("blue")
  public static let indigo = Color("indigo")
  public static let purple = Color("purple")
  public static let pink = Color("pink")
  public static let brown = Color("brown")
  public static let white = Color("white")
  public static let gray = Color("gray")
  public static let black = Color("black")
  public static let clear = Color("clear")
  public static let primary = Color("primary")
  public static let secondary = Color("secondary")
  public static let accentColor = Color("accentColor")

  public var description: String { name }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(isColor: true, name: view.name, context: list.context))
  }
}

/// A rectangle that fills the space offered.
///
/// ```swift
/// Rectangle().frame(height: 1)
/// ```
public struct Rectangle: View, Sendable {
  public typealias Body = Never
  public init() {}
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "Rectangle", context: list.context))
  }
}

/// A rectangle with rounded corners that fills the space offered.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).frame(width: 80, height: 40)
/// ```
public struct RoundedRectangle: View, Sendable {
  public typealias Body = Never
  /// The corner radius (no effect on layout).
  public var cornerRadius: CGFloat
  public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "RoundedRectangle", context: list.context))
  }
}

/// A circle inscribed in the space offered; as a view it takes the whole offer.
///
/// ```swift
/// Circle().frame(width: 44, height: 44)
/// ```
public struct Circle: View, Sendable {
  public typealias Body = Never
  public init() {}
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "Circle", context: list.context))
  }
}

/// A capsule that fills the space offered.
///
/// ```swift
/// Capsule().frame(width: 60, height: 24)
/// ```
public struct Capsule: View, Sendable {
  public typealias Body = Never
  public init() {}
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "Capsule", context: list.context))
  }
}

/// An ellipse that fills the space offered.
///
/// ```swift
/// Ellipse().frame(width: 60, height: 30)
/// ```
public struct Ellipse: View, Sendable {
  public typealias Body = Never
  public init() {}
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "Ellipse", context: list.context))
  }
}

/// A symbol or image. A system symbol is a square one text line high in the current font
/// (body: 20.333 points) unless `resizable()` makes it take the space offered.
///
/// ```swift
/// Image(systemName: "star").resizable().frame(width: 24, height: 24)
/// ```
public struct Image: View, Hashable, Sendable {
  public typealias Body = Never
  let name: String
  let naturalSize: CGSize?
  var isResizable = false

  /// A system symbol.
  public init(systemName: String) {
    name = systemName
    naturalSize = nil
  }

  /// An image of the app's asset catalog. SceneSim's model: with no asset catalog, an image
  /// whose size is not given is 100 × 100 points (give its size with `Image(_:size:)`).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    naturalSize = CGSize(width: 100, height: 100)
  }

  /// A decorative image of the app's asset catalog (100 × 100 points, as `init(_:bundle:)`).
  public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

  /// This image, stretched to the space offered (the cap insets and mode change drawing only).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    resizable()
  }

  /// How a resizable image fills its space.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }

  /// How an image renders (no effect on layout).
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

  /// This image rendered as a template or as itself (no effect on layout).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// This image with an interpolation quality (no effect on layout).
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// This image, antialiased or not (no effect on layout).
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// This symbol in a rendering mode (no effect on layout).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

  /// The quality of image scaling.
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

  /// An image of a known size in points (SceneSim has no asset catalog).
  public init(_ name: String, size: CGSize) {
    self.name = name
    naturalSize = CGSize(width: size.width.finiteOrZero, height: size.height.finiteOrZero)
  }

  /// This image, stretched to the space offered.
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let environment = list.inputs.environment
    let side = TextMetrics.lineHeight((environment.font ?? .body).pointSize(at: environment.dynamicTypeSize))
    let natural = view.naturalSize ?? CGSize(width: side, height: side)
    let name = "Image(\(view.name))"
    list.append(
      view.isResizable
        ? FlexibleLeafNode(name: name, ideal: natural, context: list.context)
        : FixedLeafNode(name: name, size: natural, context: list.context))
  }
}

/// A linear gradient: as a view it fills the space offered, like a color.
///
/// ```swift
/// LinearGradient(colors: [.mint, .teal], startPoint: .leading, endPoint: .trailing)
/// ```
public struct LinearGradient: View, ShapeStyle, Sendable {
  public typealias Body = Never
  let colors: [Color]

  /// Creates a gradient between colors (the points do not change layout).
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { self.colors = colors }

  /// Creates a gradient (the points do not change layout).
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    colors = gradient.stops.map(\.color)
  }

  /// Creates a gradient through stops (the points do not change layout).
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    colors = stops.map(\.color)
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "LinearGradient", context: list.context))
  }
}
