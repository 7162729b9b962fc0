import Foundation

/// The outline of a shape, as SwiftUI's `Path`: kept as its elements for drawing; as a view it
/// takes the space it is offered.
///
/// ```swift
/// Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 40, y: 40)) }.stroke(.red)
/// ```
public struct Path: Shape, Hashable, Sendable {
  /// One element of a path.
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  var elements: [Element] = []

  /// An empty path.
  public init() {}
  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }
  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRect(rect)
  }
  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRect(rect)
  }
  /// An ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
  /// A path `callback` draws.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  public func path(in rect: CGRect) -> Path { self }

  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "Path", context: list.context))
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding the path's points (control points included).
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points {
      (minX, minY, maxX, maxY) = (
        Swift.min(minX, p.x), Swift.min(minY, p.y), Swift.max(maxX, p.x), Swift.max(maxY, p.y)
      )
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The current point: where the last element ended.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
    case .closeSubpath, nil: nil
    }
  }

  /// Starts a subpath at `end`.
  public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
  /// A line to `end`.
  public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }
  /// Lines through `points`.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }
  /// A quadratic curve to `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: end, control: control))
  }
  /// A cubic curve to `end`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }
  /// An arc about `center` (kept as its end points).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = CGPoint(
      x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
    let end = CGPoint(
      x: center.x + radius * cos(endAngle.radians), y: center.y + radius * sin(endAngle.radians))
    if elements.isEmpty { move(to: start) } else { addLine(to: start) }
    addQuadCurve(to: end, control: center)
  }
  /// An arc tangent to two lines (kept as lines).
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    addLine(to: tangent1End)
    addLine(to: tangent2End)
  }
  /// A rectangle.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }
  /// Rectangles.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect) }
  }
  /// A rounded rectangle (kept as its rectangle).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) { addRect(rect) }
  /// An ellipse inscribed in `rect` (kept as four curves).
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    move(to: CGPoint(x: rect.maxX, y: rect.midY))
    addQuadCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
    addQuadCurve(to: CGPoint(x: rect.minX, y: rect.midY), control: CGPoint(x: rect.minX, y: rect.maxY))
    addQuadCurve(to: CGPoint(x: rect.midX, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
    addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.maxX, y: rect.minY))
    closeSubpath()
  }
  /// Another path's elements.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += path.elements
  }
  /// Closes the subpath.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Calls `body` with each element.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }
}
