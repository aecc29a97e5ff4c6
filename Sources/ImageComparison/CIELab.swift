#if canImport(Glibc)
  import Glibc
#endif

/// A colour in CIE L*a*b* (D65 white), L* on 0–100.
struct CIELab: Hashable {
  var l: Double
  var a: Double
  var b: Double

  /// The colour of 8-bit sRGB components: decoded to linear light with the sRGB transfer
  /// function, to XYZ with the sRGB primaries (IEC 61966-2-1), then to L*a*b* relative to the
  /// D65 white point.
  init(red: UInt8, green: UInt8, blue: UInt8) {
    let r = CIELab.linear[Int(red)]
    let g = CIELab.linear[Int(green)]
    let b = CIELab.linear[Int(blue)]
    // X, Y, Z already divided by the white point's Xn = 0.95047, Yn = 1, Zn = 1.08883.
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    let fx = CIELab.f(x)
    let fy = CIELab.f(y)
    let fz = CIELab.f(z)
    l = 116 * fy - 16
    a = 500 * (fx - fy)
    self.b = 200 * (fy - fz)
  }

  /// CIELAB's companding: a cube root, with a straight line near black where the root is steep.
  private static func f(_ t: Double) -> Double {
    let epsilon = 216.0 / 24389  // (6/29)^3
    let kappa = 24389.0 / 27  // (29/3)^3
    return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
  }

  /// Each 8-bit sRGB value decoded to linear light, 0…1.
  private static let linear: [Double] = (0..<256).map { byte in
    let v = Double(byte) / 255
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  /// CIE ΔE 1994 from `reference` to `self`, with the graphic-arts weights (kL = kC = kH = 1,
  /// K1 = 0.045, K2 = 0.015). It is not symmetric: chroma weights use the reference's chroma.
  func deltaE94(from reference: CIELab) -> Double {
    let deltaL = reference.l - l
    let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
    let c2 = (a * a + b * b).squareRoot()
    let deltaC = c1 - c2
    let deltaA = reference.a - a
    let deltaB = reference.b - b
    // ΔH² is never negative in theory; rounding can make it so by a hair.
    let deltaH2 = max(deltaA * deltaA + deltaB * deltaB - deltaC * deltaC, 0)
    let sC = 1 + 0.045 * c1
    let sH = 1 + 0.015 * c1
    let termC = deltaC / sC
    return (deltaL * deltaL + termC * termC + deltaH2 / (sH * sH)).squareRoot()
  }
}
