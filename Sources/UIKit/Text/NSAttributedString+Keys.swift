import Foundation

// The attribute names UIKit adds to Foundation's `NSAttributedString.Key`, with Apple's raw
// values (Foundation on Linux declares the key type but none of these).
extension NSAttributedString.Key {
  /// A `UIFont`; the 12-point regular system font when absent (Helvetica's size on iOS).
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor` for the glyphs; black when absent.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` filled behind the glyphs' line boxes; none when absent.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// A number of points added after each character (positive spreads, negative tightens).
  public static let kern = NSAttributedString.Key("NSKern")
  /// An `NSParagraphStyle`; the text's first one applies to the whole text.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// An `NSUnderlineStyle` raw value (an `Int` or `NSNumber`); any non-zero style underlines.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// An `NSUnderlineStyle` raw value; any non-zero style strikes through.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A number of points to raise the glyphs above the baseline (negative lowers them).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")

  /// A `UIColor` for the outline of stroked glyphs; the foreground colour when absent.
  /// Carried but not drawn (Docs/Divergences.md).
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width in percent of the font size: positive strokes only, negative strokes
  /// and fills. Carried but not drawn.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// Which ligatures to use (0 none, 1 the default ones). Carried but not drawn.
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// A `UIColor` for the underline; the foreground colour when absent. Carried but not drawn.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// A `UIColor` for the strikethrough; the foreground colour when absent. Carried but not
  /// drawn.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// An `NSShadow` behind the glyphs. Carried but not drawn.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A text effect (`NSAttributedString.TextEffectStyle.letterpressStyle`). Carried but not
  /// drawn.
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  /// An `NSTextAttachment` shown in place of the attachment character. Carried but not drawn.
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// A `URL` or `String` the text links to. Carried but not drawn.
  public static let link = NSAttributedString.Key("NSLink")
  /// The skew applied to the glyphs (0 none). Carried but not drawn.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// The logarithm of the horizontal stretch applied to the glyphs (0 none). Carried but not
  /// drawn.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// An array of writing directions (`NSWritingDirection` and formatting raw values). Carried
  /// but not drawn.
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

extension NSAttributedString {
  /// The effects of the ``NSAttributedString/Key/textEffect`` attribute.
  public struct TextEffectStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Text that looks pressed into the page.
    public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
  }
}

/// The direction text is written in.
public enum NSWritingDirection: Int, Sendable {
  /// The direction the text's characters call for.
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}
