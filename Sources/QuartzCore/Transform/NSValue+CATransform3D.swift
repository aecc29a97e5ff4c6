import Foundation

/// The box Core Animation adds to `NSValue` for transforms, as animations' `fromValue` and
/// `toValue` carry them.
///
/// Divergence: the value's `objCType` is `"[16d]"` (sixteen doubles), where iOS names the
/// structure (`"{CATransform3D=dddddddddddddddd}"`): Foundation on Linux cannot box structure
/// types. The bytes are the same.
extension NSValue {
  /// A value that holds `t`.
  public convenience init(caTransform3D t: CATransform3D) {
    var entries = [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ].map(Double.init)
    self.init(bytes: &entries, objCType: "[16d]")
  }

  /// The transform the value holds (the identity when it holds something else).
  public var caTransform3DValue: CATransform3D {
    guard String(cString: objCType) == "[16d]" else { return CATransform3DIdentity }
    var entries = [Double](repeating: 0, count: 16)
    entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
    var t = CATransform3D()
    (t.m11, t.m12, t.m13, t.m14) = (entries[0], entries[1], entries[2], entries[3])
    (t.m21, t.m22, t.m23, t.m24) = (entries[4], entries[5], entries[6], entries[7])
    (t.m31, t.m32, t.m33, t.m34) = (entries[8], entries[9], entries[10], entries[11])
    (t.m41, t.m42, t.m43, t.m44) = (entries[12], entries[13], entries[14], entries[15])
    return t
  }
}
