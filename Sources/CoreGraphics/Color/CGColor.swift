import Raster

/// A colour: components in a colour space, with alpha last.
public final class CGColor: Hashable, Sendable {
  /// The space the components are in.
  public let colorSpace: CGColorSpace?
  /// The colour components followed by alpha.
  public let components: [CGFloat]?

  /// A colour in the sRGB space.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
    components = [red, green, blue, alpha]
  }

  /// A grey in the generic grey space.
  public init(gray: CGFloat, alpha: CGFloat) {
    colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)
    components = [gray, alpha]
  }

  /// A colour from components in `space`, alpha last; nil when the count does not match.
  public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    guard space.model == .rgb || space.model == .monochrome else { return nil }
    colorSpace = space
    self.components = Array(
      UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// How many components there are, alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }
  /// The alpha component: 0 transparent, 1 opaque.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// The same colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard let space = colorSpace, var values = components else { return nil }
    values[values.count - 1] = alpha
    return values.withUnsafeBufferPointer {
      CGColor(colorSpace: space, components: $0.baseAddress!)
    }
  }

  /// The colour as Raster draws it: sRGB with straight alpha.
  var raster: Color {
    guard let c = components else { return .black }
    if c.count == 2 {
      return Color(red: Float(c[0]), green: Float(c[0]), blue: Float(c[0]), alpha: Float(c[1]))
    }
    return Color(red: Float(c[0]), green: Float(c[1]), blue: Float(c[2]), alpha: Float(c[3]))
  }

  /// Colours are equal when their spaces and components are.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
  }

  /// Hashes the components, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }
}
