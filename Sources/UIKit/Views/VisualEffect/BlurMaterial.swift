import CoreGraphics

/// How much a blur style blurs and the colour it lays over the blur, under a user interface
/// style.
///
/// Divergence: Apple publishes neither the blur radius nor the tint of its materials; these
/// are approximations of iOS 17's, a Gaussian of 20 pt for every style and a translucent
/// near-white (light) or near-black (dark) tint growing with the material's thickness, without
/// the saturation boost iOS adds (see Docs/Divergences.md).
struct BlurMaterial: Equatable {
  /// The standard deviation of the blur, in points.
  var radius: CGFloat
  /// The colour laid over the blur.
  var tint: UIColor

  /// The standard deviation of every style's blur, in points.
  static let standardRadius: CGFloat = 20

  init(style: UIBlurEffect.Style, traits: UITraitCollection) {
    radius = Self.standardRadius
    let dark = traits.userInterfaceStyle == .dark
    tint = Self.tint(of: style, dark: dark)
  }

  /// The tint of `style`, the adaptive styles taking the dark variant when `dark`.
  private static func tint(of style: UIBlurEffect.Style, dark: Bool) -> UIColor {
    switch style {
    case .extraLight: return UIColor(white: 0.97, alpha: 0.8)
    case .light: return UIColor(white: 1, alpha: 0.3)
    case .dark: return UIColor(white: 0.11, alpha: 0.73)
    case .regular: return tint(of: dark ? .dark : .light, dark: dark)
    case .prominent: return tint(of: dark ? .dark : .extraLight, dark: dark)
    case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
      .systemChromeMaterial:
      return material(thickness: style.rawValue - 6, dark: dark)
    case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
      .systemThickMaterialLight, .systemChromeMaterialLight:
      return material(thickness: style.rawValue - 11, dark: false)
    case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
      .systemThickMaterialDark, .systemChromeMaterialDark:
      return material(thickness: style.rawValue - 16, dark: true)
    }
  }

  /// A material's tint: `thickness` 0 (ultra-thin) to 3 (thick), 4 for chrome.
  private static func material(thickness: Int, dark: Bool) -> UIColor {
    let alphas: [CGFloat] = [0.4, 0.55, 0.72, 0.85, 0.78]
    let alpha = alphas[min(max(thickness, 0), alphas.count - 1)]
    if thickness == 4 { return UIColor(white: dark ? 0.13 : 0.94, alpha: alpha) }
    return UIColor(white: dark ? 0.11 : 0.97, alpha: alpha)
  }
}
