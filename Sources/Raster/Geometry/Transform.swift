import Foundation

/// An affine transform with CoreGraphics' layout and semantics:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct Transform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public static func translation(x: Double, y: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public static func scale(x: Double, y: Double) -> Transform {
    Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians (counter-clockwise when y points up).
  public static func rotation(_ angle: Double) -> Transform {
    let (s, c) = (sin(angle), cos(angle))
    return Transform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  /// Only translation and scale: axis-aligned rectangles stay axis-aligned.
  public var isScaleTranslate: Bool { b == 0 && c == 0 }

  public var determinant: Double { a * d - b * c }

  /// `self` applied first, then `other` (CoreGraphics' `concatenating`).
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse, or nil when the transform is singular or not finite.
  public func inverted() -> Transform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return Transform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  @inlinable
  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }
}
