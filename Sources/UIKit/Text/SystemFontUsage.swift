import Typesetting

/// The names iOS gives the system font's weights and styles in a descriptor's text style
/// attribute (`NSCTFontUIUsageAttribute`): `UIFont.systemFont(ofSize: 17).fontDescriptor`
/// holds "CTFontRegularUsage". Apps read them (to swap in a custom family of the same weight),
/// and a descriptor holding one makes the system font of that weight again.
enum SystemFontUsage {
  /// The usage names of `systemFont(ofSize:weight:)`'s named weights, lightest first.
  static let weights: [(name: String, weight: UIFont.Weight)] = [
    ("CTFontUltraLightUsage", .ultraLight), ("CTFontThinUsage", .thin),
    ("CTFontLightUsage", .light), ("CTFontRegularUsage", .regular),
    ("CTFontMediumUsage", .medium), ("CTFontDemiUsage", .semibold), ("CTFontBoldUsage", .bold),
    ("CTFontHeavyUsage", .heavy), ("CTFontBlackUsage", .black),
  ]
  /// `boldSystemFont(ofSize:)`'s usage.
  static let emphasized = "CTFontEmphasizedUsage"
  /// `italicSystemFont(ofSize:)`'s usage.
  static let oblique = "CTFontObliqueUsage"

  /// The weight and slant a usage name stands for; nil when it is not one of these.
  static func style(of usage: String) -> FontMatch.Style? {
    switch usage {
    case emphasized: return FontMatch.Style(weight: .bold, italic: false)
    case oblique: return FontMatch.Style(weight: .regular, italic: true)
    default:
      return weights.first { $0.name == usage }.map {
        FontMatch.Style(weight: $0.weight.fontWeight, italic: false)
      }
    }
  }

  /// The usage name of the named weight nearest `weight`.
  static func name(of weight: UIFont.Weight) -> String {
    weights.min {
      abs($0.weight.rawValue - weight.rawValue) < abs($1.weight.rawValue - weight.rawValue)
    }!
    .name
  }

  /// The usage name of a system font face of `weight` on the OpenType scale, upright or italic.
  static func name(of weight: FontWeight, italic: Bool) -> String {
    if italic && weight == .regular { return oblique }
    return weights.min {
      abs($0.weight.fontWeight.value - weight.value)
        < abs($1.weight.fontWeight.value - weight.value)
    }!
    .name
  }
}
