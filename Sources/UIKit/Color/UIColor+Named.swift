import Foundation

extension UIColor {
  /// The colour `name` of the main bundle's asset catalogs; see
  /// `init(named:in:compatibleWith:)`.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The colour set `name` of the asset catalogs of `bundle` (the main bundle when nil).
  ///
  /// A set with light and dark appearances gives a dynamic colour that resolves to the variant
  /// of the traits it is resolved in, as on iOS; a set with one colour gives that colour.
  /// `traitCollection` picks the idiom's variants (iPhone when nil or unspecified). Components
  /// are read as Xcode writes them (`"0.502"`, `"128"`, `"0x80"`) in sRGB, extended sRGB,
  /// extended linear sRGB, Display P3 or grey; a set may also name a system colour.
  ///
  /// Divergence: Display P3 components are used as sRGB components, as in
  /// `init(displayP3Red:green:blue:alpha:)`.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    let catalogs = AssetLibrary.shared.catalogs(in: bundle ?? .main)
    guard let set = catalogs.lazy.compactMap({ $0.colorSets[name] }).first else { return nil }
    let requested = AssetTraits(traitCollection)
    func variant(_ style: UIUserInterfaceStyle) -> UIColor? {
      var traits = requested
      traits.style = style
      return set.color(for: traits)
    }
    guard let light = variant(.light), let dark = variant(.dark) else { return nil }
    if light === dark, case .fixed(let components) = light.storage {
      self.init(storage: .fixed(components))
    } else {
      self.init(storage: .dynamic { $0.userInterfaceStyle == .dark ? dark : light })
    }
  }
}
