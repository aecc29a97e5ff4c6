import Foundation

extension UIFont {
  /// A Dynamic Type text style, named as UIKit names it.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the style.
    public var rawValue: String

    /// A style by UIKit's raw name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// A style by UIKit's raw name, such as "UICTFontTextStyleBody".
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The style of large titles.
    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    /// The style of first-level titles.
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    /// The style of second-level titles.
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    /// The style of third-level titles.
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    /// The style of headings.
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    /// The style of subheadings.
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    /// The style of body text.
    public static let body = TextStyle("UICTFontTextStyleBody")
    /// The style of callouts.
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    /// The style of footnotes.
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    /// The style of standard captions.
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    /// The style of alternate captions.
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
  }

  /// The system font for a text style at iOS's default content size category (large):
  /// largeTitle 34, title1 28, title2 22, title3 20, headline 17 semibold, body 17, callout
  /// 16, subheadline 15, footnote 13, caption1 12, caption2 11 points. An unknown style gives
  /// the body font.
  public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    let (size, weight) = style.defaultSizeAndWeight
    return systemFont(ofSize: size, weight: weight)
  }

  /// The font for a text style in a trait collection. Offscreen renders at the default
  /// content size category, so the traits do not change the size (Dynamic Type scaling is not
  /// modelled).
  public class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    preferredFont(forTextStyle: style)
  }
}

extension UIFont.TextStyle {
  /// The style's size and weight at the large content size category.
  var defaultSizeAndWeight: (CGFloat, UIFont.Weight) {
    switch self {
    case .largeTitle: (34, .regular)
    case .title1: (28, .regular)
    case .title2: (22, .regular)
    case .title3: (20, .regular)
    case .headline: (17, .semibold)
    case .callout: (16, .regular)
    case .subheadline: (15, .regular)
    case .footnote: (13, .regular)
    case .caption1: (12, .regular)
    case .caption2: (11, .regular)
    default: (17, .regular)
    }
  }
}
