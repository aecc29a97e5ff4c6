import Foundation

extension UIImage {
  /// The weight a symbol image is drawn in; the same nine weights as the system font's.
  public enum SymbolWeight: Int, Sendable {
    /// No weight: the configuration leaves it to another one (or regular).
    case unspecified = 0
    /// The lightest weights, up to the heaviest.
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The font weight of the same name; `.unspecified` gives `.regular`.
    public func fontWeight() -> UIFont.Weight {
      switch self {
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .unspecified, .regular: .regular
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      }
    }
  }

  /// Which scale variant of a symbol is drawn, relative to the text it sits with.
  public enum SymbolScale: Int, Sendable {
    /// The scale the system uses by default: medium.
    case `default` = -1
    /// No scale: the configuration leaves it to another one (or the default).
    case unspecified = 0
    /// About 20% smaller than medium; the medium scale, sized with the text's cap height;
    /// about 30% larger than medium.
    case small, medium, large
  }
}

extension UIFont.TextStyle {
  /// The symbol weight matching the style's font weight (semibold for the headline).
  var symbolWeight: UIImage.SymbolWeight {
    weight == .semibold ? .semibold : .regular
  }
}
