import Foundation

/// Scales custom fonts and layout values with Dynamic Type, following one text style.
///
/// Divergence: iOS scales by a curve of its own for each style; Offscreen scales by the ratio
/// of the style's size at the category to its size at the default (large) category, which
/// matches the curve at the system font's sizes.
public final class UIFontMetrics: Sendable {
  private let textStyle: UIFont.TextStyle

  /// Metrics that follow `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// Metrics that follow the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font` scaled for the content size category of `UITraitCollection.current`.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// `font` scaled for the content size category of `traitCollection`.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
  }

  /// `font` scaled, but no larger than `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for `traitCollection`, but no larger than `maximumPointSize`.
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
    return font.withSize(min(size, maximumPointSize))
  }

  /// `value` (a length laid out next to text) scaled like the style.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled like the style for the content size category of `traitCollection`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    let category = DynamicTypeSizes.category(in: traitCollection)
    let ratio =
      DynamicTypeSizes.size(of: textStyle, at: category)
      / DynamicTypeSizes.size(of: textStyle, at: .large)
    return value * ratio
  }
}
