import CoreGraphics
import Foundation

extension UIImage {
  /// The system symbol `name` at the default configuration (the body text style's size,
  /// regular weight, medium scale); nil when Offscreen does not draw a symbol of that name,
  /// with a warning naming it (once per name).
  ///
  /// Symbol images are templates (`renderingMode` `.alwaysTemplate`): an image view or
  /// button draws them in its tint colour. The set of names is described in the README.
  ///
  /// Divergence: the symbols are Offscreen's own vector drawings in SF Symbols' style and
  /// glyphs of Google's Material Icons, not Apple's; names with neither give nil.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The system symbol `name` drawn as `configuration` says (a
  /// ``UIImage/SymbolConfiguration``; other configurations add nothing); nil for an unknown
  /// name.
  public convenience init?(
    systemName name: String, withConfiguration configuration: UIImage.Configuration?
  ) {
    let symbolConfiguration =
      configuration as? SymbolConfiguration
      ?? SymbolConfiguration(traitCollection: configuration?.traitCollection)
    guard let content = SymbolImageContent(name: name, configuration: symbolConfiguration) else {
      SymbolLog.warnOnce(
        "Offscreen: UIImage(systemName: \"\(name)\") is nil: Offscreen draws no symbol of that"
          + " name (the README lists what it draws)")
      return nil
    }
    self.init(symbol: content, renderingMode: .alwaysTemplate, tint: nil)
  }

  /// The system symbol `name` for a trait collection; nil for an unknown name. Symbols do not
  /// depend on traits here.
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(
      systemName: name,
      withConfiguration: SymbolConfiguration(traitCollection: traitCollection))
  }

  private convenience init(
    symbol: SymbolImageContent, renderingMode: RenderingMode, tint: UIColor?
  ) {
    self.init(
      cgImage: symbol.makeBitmap(), scale: SymbolImageContent.bitmapScale, orientation: .up,
      renderingMode: renderingMode, tint: tint, symbol: symbol)
  }

  /// Whether this is a symbol image, made by `init(systemName:)`.
  public var isSymbolImage: Bool { symbol != nil }

  /// The configuration a symbol image was made with; nil for other images.
  public var symbolConfiguration: UIImage.SymbolConfiguration? { symbol?.configuration }

  /// The configuration the image was made with: a symbol image's symbol configuration; nil for
  /// other images.
  public var configuration: UIImage.Configuration? { symbol?.configuration }

  /// A symbol image drawn with `configuration` applied over its own; other images as they
  /// are.
  public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
    guard let symbol,
      let content = SymbolImageContent(
        name: symbol.name, configuration: symbol.configuration.applying(configuration))
    else { return self }
    return UIImage(symbol: content, renderingMode: renderingMode, tint: tint)
  }

  /// A symbol image with `configuration` applied over its own; nil for other images.
  public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration)
    -> UIImage?
  {
    isSymbolImage ? withConfiguration(configuration) : nil
  }

  /// Whether the image carries a text baseline: symbol images do, sitting on their text's
  /// baseline.
  public var hasBaseline: Bool { symbol != nil }

  /// The distance from the image's bottom edge up to its baseline, in points: for a symbol,
  /// where the text baseline it sits on crosses it (negative when the image ends above it);
  /// zero for other images.
  public var baselineOffsetFromBottom: CGFloat { symbol?.baselineOffsetFromBottom ?? 0 }
}
