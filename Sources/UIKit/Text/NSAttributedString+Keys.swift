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
}
