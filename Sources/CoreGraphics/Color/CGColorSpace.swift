/// The families of colour spaces.
public enum CGColorSpaceModel: Int32, Sendable {
  case unknown = -1
  case monochrome = 0
  case rgb = 1
  case cmyk = 2
  case lab = 3
  case deviceN = 4
  case indexed = 5
  case pattern = 6
  case XYZ = 7
}

/// A colour space: how colour components are interpreted.
///
/// Divergence: every RGB space is treated as sRGB and every grey space as sRGB grey, which is
/// what an iOS bitmap context in the device space renders; there is no colour management.
public final class CGColorSpace: Hashable, Sendable {
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  public static let linearGray: CFString = "kCGColorSpaceLinearGray"
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

  private static let grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray]
  private static let rgbNames: Set<String> = [
    sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear,
  ]

  public let name: CFString?
  public let model: CGColorSpaceModel

  /// The named colour space, or nil for a name this platform does not know.
  public init?(name: CFString) {
    if CGColorSpace.rgbNames.contains(name) {
      model = .rgb
    } else if CGColorSpace.grayNames.contains(name) {
      model = .monochrome
    } else {
      return nil
    }
    self.name = name
  }

  init(model: CGColorSpaceModel) {
    self.model = model
    name = nil
  }

  /// Colour components, not counting alpha.
  public var numberOfComponents: Int {
    model == .monochrome ? 1 : 3
  }

  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.model == rhs.model && lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(name)
  }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(model: .rgb)
}

public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(model: .monochrome)
}
