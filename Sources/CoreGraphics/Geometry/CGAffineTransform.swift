import Raster

/// An affine transformation matrix, with CoreGraphics' layout:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Hashable, Sendable {
  /// The x scale-and-rotation coefficient of x.
  public var a: CGFloat
  /// The y scale-and-rotation coefficient of x.
  public var b: CGFloat
  /// The x scale-and-rotation coefficient of y.
  public var c: CGFloat
  /// The y scale-and-rotation coefficient of y.
  public var d: CGFloat
  /// The translation along x.
  public var tx: CGFloat
  /// The translation along y.
  public var ty: CGFloat

  /// A transform from its six matrix entries: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public init() {
    self = .identity
  }

  /// The transform that leaves every point where it is.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A transform that moves points by `tx`, `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A transform that scales points by `sx`, `sy` about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians (counter-clockwise in a y-up space, clockwise on screen).
  public init(rotationAngle angle: CGFloat) {
    self.init(Transform.rotation(Double(angle)))
  }

  init(_ t: Transform) {
    self.init(
      a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx),
      ty: CGFloat(t.ty))
  }

  var raster: Transform {
    Transform(
      a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
  }

  /// Whether the transform is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` first, then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(raster.concatenating(t2.raster))
  }

  /// The inverse; a singular matrix is returned unchanged, as CoreGraphics does.
  public func inverted() -> CGAffineTransform {
    raster.inverted().map(CGAffineTransform.init) ?? self
  }

  /// A translation applied before `self`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before `self`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before `self`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGPoint {
  /// The point mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }

  var raster: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
  /// The size transformed by the matrix's linear part (no translation).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that contains the transformed corners of this one.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull || isInfinite { return self }
    let r = standardized
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x0 = xs.min()!
    let y0 = ys.min()!
    return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
  }
}
