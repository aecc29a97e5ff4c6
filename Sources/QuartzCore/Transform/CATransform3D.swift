import CoreGraphics

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
