import Foundation

extension UIImage {
  /// How a symbol image is drawn: its point size (given or from a text style or font), weight,
  /// scale and colours.
  ///
  /// Settings left unspecified come from the configuration applied over this one, or else the
  /// defaults: the body text style's size (17 points), regular weight, medium scale.
  public class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    /// The point size; nil when unspecified (then the text style's, or 17).
    let pointSize: CGFloat?
    /// The text style whose font size and weight the symbol takes.
    let textStyle: UIFont.TextStyle?
    let weight: SymbolWeight
    let scale: SymbolScale
    /// The colours of a hierarchical (one) or palette (several) configuration; nil otherwise.
    let colors: [UIColor]?
    /// Whether `preferringMulticolor()` made this configuration; recorded, not drawn.
    let prefersMulticolor: Bool

    init(
      pointSize: CGFloat? = nil, textStyle: UIFont.TextStyle? = nil,
      weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
      colors: [UIColor]? = nil, prefersMulticolor: Bool = false,
      traitCollection: UITraitCollection? = nil
    ) {
      // A size that is not a positive finite number specifies nothing, as 0 does on iOS.
      self.pointSize = pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
      self.textStyle = textStyle
      self.weight = weight
      self.scale = scale
      self.colors = colors
      self.prefersMulticolor = prefersMulticolor
      super.init(traitCollection: traitCollection)
    }

    required init(copying other: Configuration, traitCollection: UITraitCollection?) {
      let symbol = other as? SymbolConfiguration
      pointSize = symbol?.pointSize
      textStyle = symbol?.textStyle
      weight = symbol?.weight ?? .unspecified
      scale = symbol?.scale ?? .unspecified
      colors = symbol?.colors
      prefersMulticolor = symbol?.prefersMulticolor ?? false
      super.init(copying: other, traitCollection: traitCollection)
    }

    /// A configuration with a point size.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, textStyle: nil)
    }

    /// A configuration with a point size and a weight.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
      self.init(pointSize: pointSize, textStyle: nil, weight: weight)
    }

    /// A configuration with a point size, a weight and a scale.
    public convenience init(
      pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale
    ) {
      self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
    }

    /// A configuration sized and weighted as the text style's font.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: nil, textStyle: textStyle)
    }

    /// A configuration sized and weighted as the text style's font, at a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      self.init(pointSize: nil, textStyle: textStyle, scale: scale)
    }

    /// A configuration with only a weight.
    public convenience init(weight: UIImage.SymbolWeight) {
      self.init(pointSize: nil, textStyle: nil, weight: weight)
    }

    /// A configuration with only a scale.
    public convenience init(scale: UIImage.SymbolScale) {
      self.init(pointSize: nil, textStyle: nil, scale: scale)
    }

    /// A configuration sized as `font`.
    ///
    /// Divergence: the font's point size is taken, not its weight (our fonts do not report
    /// their UIKit weight); give the weight with `applying(_:)` if it matters.
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, textStyle: nil)
    }

    /// A configuration sized as `font`, at a scale.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
      self.init(pointSize: font.pointSize, textStyle: nil, scale: scale)
    }

    /// A configuration that draws the symbol in `hierarchicalColor`.
    ///
    /// Divergence: every layer is drawn in the colour at full opacity; iOS fades secondary
    /// layers.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(pointSize: nil, textStyle: nil, colors: [hierarchicalColor])
    }

    /// A configuration that draws the symbol's layers in `paletteColors`.
    ///
    /// Divergence: our symbols have one layer, drawn in the first colour.
    public convenience init(paletteColors: [UIColor]) {
      self.init(pointSize: nil, textStyle: nil, colors: paletteColors.isEmpty ? nil : paletteColors)
    }

    /// A configuration that prefers a symbol's multicolour variant. Our symbols have none, so
    /// it draws as monochrome.
    public class func preferringMulticolor() -> Self {
      Self(copying: SymbolConfiguration(prefersMulticolor: true), traitCollection: nil)
    }

    /// A configuration that specifies nothing.
    public class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

    /// This configuration without its text style.
    public func configurationWithoutTextStyle() -> Self {
      copy(textStyle: .some(nil))
    }

    /// This configuration without its scale.
    public func configurationWithoutScale() -> Self {
      copy(scale: .unspecified)
    }

    /// This configuration without its weight.
    public func configurationWithoutWeight() -> Self {
      copy(weight: .unspecified)
    }

    /// This configuration without its point size, text style and weight.
    public func configurationWithoutPointSizeAndWeight() -> Self {
      copy(pointSize: .some(nil), textStyle: .some(nil), weight: .unspecified)
    }

    /// Whether the two configurations specify the same settings.
    public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
      isEqual(otherConfiguration)
    }

    override func merged(with other: Configuration) -> Configuration {
      guard let other = other as? SymbolConfiguration else { return self }
      // A size given in either form replaces both forms of this one's size.
      let othersSize = other.pointSize != nil || other.textStyle != nil
      return SymbolConfiguration(
        pointSize: othersSize ? other.pointSize : pointSize,
        textStyle: othersSize ? other.textStyle : textStyle,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale,
        colors: other.colors ?? colors,
        prefersMulticolor: other.prefersMulticolor || prefersMulticolor)
    }

    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? SymbolConfiguration, super.isEqual(other) else { return false }
      return pointSize == other.pointSize && textStyle == other.textStyle
        && weight == other.weight && scale == other.scale && colors == other.colors
        && prefersMulticolor == other.prefersMulticolor
    }

    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(pointSize)
      hasher.combine(textStyle)
      hasher.combine(weight)
      hasher.combine(scale)
      return hasher.finalize()
    }

    private func copy(
      pointSize: CGFloat?? = nil, textStyle: UIFont.TextStyle?? = nil,
      weight: SymbolWeight? = nil, scale: SymbolScale? = nil
    ) -> Self {
      let changed = SymbolConfiguration(
        pointSize: pointSize ?? self.pointSize, textStyle: textStyle ?? self.textStyle,
        weight: weight ?? self.weight, scale: scale ?? self.scale, colors: colors,
        prefersMulticolor: prefersMulticolor, traitCollection: traitCollection)
      return Self(copying: changed, traitCollection: traitCollection)
    }

    // MARK: Resolved values

    /// The point size drawn: the given one, else the text style's (at the current content
    /// size category: 17 for body at the default), else the body style's.
    var resolvedPointSize: CGFloat {
      pointSize
        ?? DynamicTypeSizes.size(
          of: textStyle ?? .body, at: DynamicTypeSizes.category(in: nil))
    }

    /// The weight drawn: the given one, else the text style's, else regular.
    var resolvedWeight: SymbolWeight {
      weight != .unspecified ? weight : textStyle?.symbolWeight ?? .regular
    }

    /// The scale drawn: small, medium or large (medium for the default and unspecified).
    var resolvedScale: SymbolScale {
      scale == .small || scale == .large ? scale : .medium
    }
  }
}
