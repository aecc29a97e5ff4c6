/// The families of colour spaces.
public enum CGColorSpaceModel: Int32, Sendable {
  /// A model not otherwise listed.
  case unknown = -1
  /// A single grey component.
  case monochrome = 0
  /// Red, green and blue components.
  case rgb = 1
  /// Cyan, magenta, yellow and black components.
  case cmyk = 2
  /// CIE L*a*b* components.
  case lab = 3
  /// Any number of device colourants.
  case deviceN = 4
  /// Indices into a colour table.
  case indexed = 5
  /// A pattern, not components.
  case pattern = 6
  /// CIE XYZ components.
  case XYZ = 7
}

/// A colour space: how colour components are interpreted.
///
/// Divergence: every RGB space is treated as sRGB and every grey space as sRGB grey, which is
/// what an iOS bitmap context in the device space renders; there is no colour management.
public final class CGColorSpace: Hashable, Sendable {
  /// The name of the standard sRGB space.
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// The name of sRGB extended below 0 and above 1.
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  /// The name of sRGB primaries with a linear transfer function.
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  /// The name of the Display P3 space.
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  /// The name of a generic RGB space with a linear transfer function.
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
  /// The name of the generic grey space with gamma 2.2.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  /// The name of a grey space with a linear transfer function.
  public static let linearGray: CFString = "kCGColorSpaceLinearGray"
  /// The name of a grey space extended below 0 and above 1.
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

  private static let grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray]
  private static let rgbNames: Set<String> = [
    sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear,
  ]

  /// The name the space was made with, if any.
  public let name: CFString?
  /// The family the space belongs to.
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

  /// Spaces are equal when their names and models are.
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.model == rhs.model && lhs.name == rhs.name
  }

  /// Hashes the space consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(name)
  }
}

/// The device RGB space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(model: .rgb)
}

/// The device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(model: .monochrome)
}
