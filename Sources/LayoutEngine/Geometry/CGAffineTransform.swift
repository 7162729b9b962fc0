import Foundation

#if !canImport(CoreGraphics)
  /// An affine transformation matrix, as Core Graphics' `CGAffineTransform` (which Linux's
  /// Foundation does not have): `[a b 0; c d 0; tx ty 1]`, applied to row vectors.
  ///
  /// ```swift
  /// Text("Tilted").transformEffect(CGAffineTransform(rotationAngle: .pi / 8))
  /// ```
  public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A transform with these matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A transform with these matrix entries.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
      let (sine, cosine) = (sin(angle), cos(angle))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// This transform, then a translation.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// This transform, then a scale.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// This transform, then a rotation.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; the transform itself when it cannot be inverted, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    /// This point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// This size transformed by `t` (without the translation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }
#endif

#if !canImport(CoreGraphics)
  extension CGRect {
    /// The rectangle as Core Graphics writes it: `(x, y, width, height)`.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
  }

  extension CGSize {
    /// The size as Core Graphics writes it: `(width, height)`.
    public var debugDescription: String { "(\(width), \(height))" }
  }

  extension CGPoint {
    /// The point as Core Graphics writes it: `(x, y)`.
    public var debugDescription: String { "(\(x), \(y))" }
  }
#endif
