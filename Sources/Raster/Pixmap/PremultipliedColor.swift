/// One pixel as stored in a `Pixmap`: sRGB-encoded components already multiplied by alpha.
///
/// Every component is at most `a`; a fully transparent pixel is all zeros.
public struct PremultipliedColor: Hashable, Sendable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  @inlinable
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  public static let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
  public static let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
  public static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

  /// The four bytes as one little-endian word, as they lie in memory: r | g << 8 | b << 16 |
  /// a << 24.
  @inlinable
  public var packed: UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  /// The same colour with straight (unpremultiplied) alpha.
  public var unpremultiplied: Color {
    guard a > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
    let alpha = Float(a)
    return Color(
      red: min(Float(r) / alpha, 1), green: min(Float(g) / alpha, 1),
      blue: min(Float(b) / alpha, 1), alpha: alpha / 255)
  }
}
