/// A colour with straight alpha: sRGB-encoded components from 0 to 1, as CoreGraphics and UIKit
/// take them.
public struct Color: Hashable, Sendable {
  public var red: Float
  public var green: Float
  public var blue: Float
  public var alpha: Float

  public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// The colour clamped to 0…1 (NaN counts as 0), multiplied by its alpha and rounded to 8 bits,
  /// as CoreGraphics stores it in an 8-bit premultiplied bitmap.
  public var premultiplied: PremultipliedColor {
    let a = Color.clamp(alpha)
    return PremultipliedColor(
      r: Color.byte(Color.clamp(red) * a), g: Color.byte(Color.clamp(green) * a),
      b: Color.byte(Color.clamp(blue) * a), a: Color.byte(a))
  }

  @inline(__always)
  static func clamp(_ v: Float) -> Float {
    v.isNaN ? 0 : min(max(v, 0), 1)
  }

  @inline(__always)
  static func byte(_ unit: Float) -> UInt8 {
    UInt8((unit * 255).rounded())
  }
}
