import Foundation

extension UIButton.Configuration {
  /// The title as shown: the attributed title (its runs' attributes over the configuration's)
  /// or the title, in `font` and `color` as changed by the title transformer; nil without one.
  func styledTitle(font: UIFont, color: UIColor) -> NSAttributedString? {
    styled(title, attributedTitle, font, color, titleTextAttributesTransformer)
  }

  /// The subtitle as shown, as ``styledTitle(font:color:)`` shows the title.
  func styledSubtitle(font: UIFont, color: UIColor) -> NSAttributedString? {
    styled(subtitle, attributedSubtitle, font, color, subtitleTextAttributesTransformer)
  }

  private func styled(
    _ plain: String?, _ attributed: AttributedString?, _ font: UIFont, _ color: UIColor,
    _ transformer: UIConfigurationTextAttributesTransformer?
  ) -> NSAttributedString? {
    var container = AttributeContainer()
    container.font = font
    container.foregroundColor = color
    if let transformer { container = transformer(container) }
    let base = container.uiKitAttributes
    if let attributed { return NSAttributedString(uiKit: attributed, over: base) }
    return plain.map { NSAttributedString(string: $0, attributes: base) }
  }
}
