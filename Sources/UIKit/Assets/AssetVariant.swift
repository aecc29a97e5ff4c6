import CoreGraphics
import Foundation

/// The traits one variant of an image or colour set is for, read from its entry in the set's
/// `Contents.json`: the idiom, the appearances (luminosity light or dark, high contrast), the
/// display gamut, the size classes and the language direction.
struct AssetVariant: Sendable, Equatable {
  /// `universal`, `iphone`, `ipad`, `tv`, `car`, `mac`, `vision`, … as Xcode writes them.
  var idiom = "universal"
  /// The luminosity appearance; nil for "Any Appearance".
  var style: UIUserInterfaceStyle?
  /// Whether the variant is for increased contrast.
  var highContrast = false
  /// An appearance this reader does not know (its variant is used only when nothing else fits).
  var unknownAppearance = false
  /// True for a variant meant for wide-gamut (Display P3) screens only.
  var wideGamut = false
  var widthClass: UIUserInterfaceSizeClass?
  var heightClass: UIUserInterfaceSizeClass?
  var direction: UITraitEnvironmentLayoutDirection?

  init(entry: [String: Any], in file: AssetContentsFile) throws(AssetCatalogError) {
    idiom = try file.string("idiom", in: entry) ?? "universal"
    wideGamut = try file.string("display-gamut", in: entry)?.lowercased() == "display-p3"
    widthClass = try Self.sizeClass(file.string("width-class", in: entry))
    heightClass = try Self.sizeClass(file.string("height-class", in: entry))
    switch try file.string("language-direction", in: entry) {
    case "left-to-right": direction = .leftToRight
    case "right-to-left": direction = .rightToLeft
    default: direction = nil
    }
    guard let appearances = entry["appearances"] else { return }
    guard let list = appearances as? [[String: Any]] else {
      throw AssetCatalogError(file.url, "\"appearances\" is not an array of objects")
    }
    for appearance in list {
      let kind = try file.string("appearance", in: appearance)
      let value = try file.string("value", in: appearance)
      switch (kind, value) {
      case ("luminosity", "light"): style = .light
      case ("luminosity", "dark"): style = .dark
      case ("luminosity", "any"): style = nil
      case ("contrast", "high"): highContrast = true
      default: unknownAppearance = true
      }
    }
  }

  /// The variant registered with `traits` in a `UIImageAsset`: the traits it specifies.
  init(registeredWith traits: UITraitCollection) {
    idiom = Self.idiomName(traits.userInterfaceIdiom) ?? "universal"
    style = traits.userInterfaceStyle == .unspecified ? nil : traits.userInterfaceStyle
    widthClass = traits.horizontalSizeClass == .unspecified ? nil : traits.horizontalSizeClass
    heightClass = traits.verticalSizeClass == .unspecified ? nil : traits.verticalSizeClass
    direction = traits.layoutDirection == .unspecified ? nil : traits.layoutDirection
  }

  /// The name a catalog gives `idiom`; nil for unspecified.
  static func idiomName(_ idiom: UIUserInterfaceIdiom) -> String? {
    switch idiom {
    case .phone: "iphone"
    case .pad: "ipad"
    case .tv: "tv"
    case .carPlay: "car"
    case .mac: "mac"
    case .vision: "vision"
    case .unspecified: nil
    }
  }

  private static func sizeClass(_ name: String?) -> UIUserInterfaceSizeClass? {
    switch name {
    case "compact": .compact
    case "regular": .regular
    default: nil
    }
  }

  /// How well this variant suits `traits`, compared lexicographically (greater suits better);
  /// nil when it is for another idiom. As iOS does, a variant for the device's own idiom beats
  /// a universal one, the matching appearance beats "Any", and a variant made for other
  /// traits (the dark one in light mode) is still used when it is all there is.
  func fit(for traits: AssetTraits) -> [Int]? {
    let idiomFit: Int
    if idiom == traits.idiom {
      idiomFit = 1
    } else if idiom == "universal" {
      idiomFit = 0
    } else {
      return nil
    }
    func match<T: Equatable>(_ mine: T?, _ wanted: T?) -> Int {
      guard let mine else { return 0 }
      return mine == wanted ? 1 : -1
    }
    return [
      idiomFit, unknownAppearance ? -1 : 0, match(style, traits.style),
      highContrast ? -1 : 0, match(widthClass, traits.widthClass),
      match(heightClass, traits.heightClass), match(direction, traits.direction),
      wideGamut ? -1 : 0,
    ]
  }
}

/// The traits a variant is chosen for: a trait collection with what it leaves unspecified
/// filled in as the main screen has it (an iPhone, light, left to right, scale 3).
struct AssetTraits: Sendable {
  var idiom: String
  var style: UIUserInterfaceStyle
  var widthClass: UIUserInterfaceSizeClass?
  var heightClass: UIUserInterfaceSizeClass?
  var direction: UITraitEnvironmentLayoutDirection
  var scale: CGFloat

  init(_ traits: UITraitCollection?) {
    idiom = traits.flatMap { AssetVariant.idiomName($0.userInterfaceIdiom) } ?? "iphone"
    style = traits?.userInterfaceStyle == .dark ? .dark : .light
    widthClass = traits.flatMap {
      $0.horizontalSizeClass == .unspecified ? nil : $0.horizontalSizeClass
    }
    heightClass = traits.flatMap {
      $0.verticalSizeClass == .unspecified ? nil : $0.verticalSizeClass
    }
    direction = traits?.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    let displayScale = traits?.displayScale ?? 0
    scale = displayScale > 0 ? displayScale : defaultScreenScale
  }
}

extension AssetTraits {
  /// The value of the candidate that best suits these traits: the best variant, then the
  /// scale — the display's own, else the nearest larger one (drawn smaller), else the largest.
  /// A candidate without a scale (a single-scale image, a colour) suits every scale. Ties go to
  /// the first candidate.
  func best<Value>(of candidates: [(variant: AssetVariant, scale: CGFloat?, value: Value)])
    -> Value?
  {
    var best: (value: Value, fit: [Int])?
    for candidate in candidates {
      guard var fit = candidate.variant.fit(for: self) else { continue }
      fit.append(scaleFit(candidate.scale))
      if best.map({ $0.fit.lexicographicallyPrecedes(fit) }) ?? true {
        best = (candidate.value, fit)
      }
    }
    return best?.value
  }

  private func scaleFit(_ candidate: CGFloat?) -> Int {
    guard let candidate, candidate != scale else { return 100 }
    // Larger scales rank above smaller ones, the nearest first.
    // Clamped, so that a registered variant's absurd scale cannot overflow.
    let rounded = Int(min(candidate, 40).rounded())
    return candidate > scale ? 50 - rounded : rounded
  }
}
