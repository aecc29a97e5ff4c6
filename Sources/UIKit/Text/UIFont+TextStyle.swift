import Foundation
import Typesetting

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

  /// The system font for a text style at the content size category of
  /// `UITraitCollection.current` (the default, large, when it has none): at large, largeTitle
  /// 34, title1 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16,
  /// subheadline 15, footnote 13, caption1 12, caption2 11 points; other categories take the
  /// sizes of Apple's Dynamic Type table. An unknown style gives the body font.
  public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font for a text style at the content size category of `traitCollection`
  /// (of `UITraitCollection.current` when it is nil or has none), one weight heavier when its
  /// legibility weight is bold (Bold Text).
  public class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = DynamicTypeSizes.category(in: traitCollection)
    let size = DynamicTypeSizes.size(of: style, at: category)
    let weight = DynamicTypeSizes.isBold(in: traitCollection) ? style.boldTextWeight : style.weight
    return UIFont(
      font: FontLibrary.shared.systemFont(size: Double(size), weight: weight.fontWeight),
      textStyle: style)
  }
}

extension UIFont.TextStyle {
  /// The weight of the style's font: semibold for the headline, regular for the others.
  var weight: UIFont.Weight { self == .headline ? .semibold : .regular }

  /// The weight with Bold Text on: one step heavier, as iOS makes text styles (body semibold,
  /// headline bold).
  var boldTextWeight: UIFont.Weight { self == .headline ? .bold : .semibold }
}

/// Text views that can follow the content size category (Dynamic Type) with their font.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// Whether the font is remade when the content size category changes.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}

// On iOS a text style is an `NSString` underneath, so a descriptor's text style attribute reads
// back as either (`as? UIFont.TextStyle`, `as? String`). Foundation on Linux bridges casts
// through this protocol as it bridges `NSString` to `String`: descriptors store an `NSString`,
// and both casts succeed.
extension UIFont.TextStyle: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { NSString(string: rawValue) }

  public static func _forceBridgeFromObjectiveC(
    _ source: NSString, result: inout UIFont.TextStyle?
  ) {
    result = UIFont.TextStyle(rawValue: String(source))
  }

  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSString, result: inout UIFont.TextStyle?
  ) -> Bool {
    result = UIFont.TextStyle(rawValue: String(source))
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> UIFont.TextStyle {
    UIFont.TextStyle(rawValue: source.map { String($0) } ?? "")
  }
}
