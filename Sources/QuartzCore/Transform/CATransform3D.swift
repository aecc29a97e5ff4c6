import CoreGraphics
import Foundation

/// A 4×4 homogeneous transform, as Core Animation stores a layer's `transform`.
///
/// Offscreen composites in two dimensions: only the affine part (`m11`, `m12`, `m21`, `m22`,
/// `m41`, `m42`) takes effect when a layer is drawn. The other entries are stored and read back.
public struct CATransform3D: Equatable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The identity transform.
  public init() {
    (m11, m12, m13, m14) = (1, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 1, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 1, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 1)
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `t` is a 2D affine transform (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The 3D transform that does what the affine transform `m` does.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The transform that moves by (`tx`, `ty`, `tz`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D()
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// The transform that scales by (`sx`, `sy`, `sz`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// The transform that rotates by `angle` radians about the vector (`x`, `y`, `z`), turning
/// x towards y for a positive angle about z, as `CGAffineTransform(rotationAngle:)` does. A
/// zero vector gives the identity.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let (c, s) = (cos(angle), sin(angle))
  let k = 1 - c
  var t = CATransform3D()
  (t.m11, t.m12, t.m13) = (k * ux * ux + c, k * ux * uy + s * uz, k * ux * uz - s * uy)
  (t.m21, t.m22, t.m23) = (k * ux * uy - s * uz, k * uy * uy + c, k * uy * uz + s * ux)
  (t.m31, t.m32, t.m33) = (k * ux * uz + s * uy, k * uy * uz - s * ux, k * uz * uz + c)
  return t
}

/// `a` then `b`: the matrix product a × b (points are row vectors, as in Core Animation).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let (ra, rb) = (a.rows, b.rows)
  var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for i in 0..<4 {
    for j in 0..<4 {
      product[i][j] = (0..<4).reduce(0) { $0 + ra[i][$1] * rb[$1][j] }
    }
  }
  return CATransform3D(rows: product)
}

/// `t` after first moving by (`tx`, `ty`, `tz`): translate × t.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` after first scaling by (`sx`, `sy`, `sz`): scale × t.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` after first rotating by `angle` about (`x`, `y`, `z`): rotation × t.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Whether `a` and `b` are the same transform.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// The inverse of `t`, or `t` itself when it has none, as Core Animation returns it.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  // Gauss–Jordan elimination with partial pivoting on [t | I].
  var m = t.rows
  var inverse = CATransform3DIdentity.rows
  for column in 0..<4 {
    guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
      abs(m[pivot][column]) > 1e-12
    else { return t }
    m.swapAt(column, pivot)
    inverse.swapAt(column, pivot)
    let scale = m[column][column]
    for j in 0..<4 {
      m[column][j] /= scale
      inverse[column][j] /= scale
    }
    for row in 0..<4 where row != column {
      let factor = m[row][column]
      guard factor != 0 else { continue }
      for j in 0..<4 {
        m[row][j] -= factor * m[column][j]
        inverse[row][j] -= factor * inverse[column][j]
      }
    }
  }
  return CATransform3D(rows: inverse)
}

extension CATransform3D {
  /// The matrix's rows, first row first.
  fileprivate var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  fileprivate init(rows r: [[CGFloat]]) {
    self.init()
    (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
    (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
    (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
    (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
  }
}
