import CoreText
import Foundation
import Typesetting

/// A font: a face at a point size, with the metrics UIKit reports.
///
/// The system font is SF Pro where it is installed, else Inter, the closest open face to Apple's
/// San Francisco, with SF Pro's line metrics and Apple's tracking. Fonts are immutable and safe
/// to share across threads, as on iOS. A `UIFont` is a `CTFont`, as iOS bridges the two.
open class UIFont: CTFont {
  /// The Dynamic Type style the font was made for, so that a label that adjusts its font for
  /// the content size category can make it again at another size.
  let textStyle: TextStyle?
  /// The descriptor the font was made from, which ``fontDescriptor`` returns; nil to describe
  /// the font by its name or text style.
  let madeFromDescriptor: UIFontDescriptor?

  init(font: Font, textStyle: TextStyle? = nil, descriptor: UIFontDescriptor? = nil) {
    self.textStyle = textStyle
    madeFromDescriptor = descriptor
    super.init(font: font)
  }

  /// The installed font named `fontName` (a PostScript name such as "Inter-Bold", a full name
  /// or a family name) at `fontSize` points.
  ///
  /// Unlike iOS, a name that is not installed never gives nil: it gives the system font at
  /// that size and a one-line warning on standard error, so code that force-unwraps a font it
  /// ships with still renders. The initialiser stays failable so `UIFont(name:size:) ?? …` and
  /// `if let` compile as on iOS.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(font: FontLibrary.shared.font(named: fontName, size: Double(fontSize)))
  }

  /// The regular system font at ``systemFontSize`` (14) points.
  ///
  /// `UIFont()` is NSObject's plain initialiser, which Apple does not document for fonts; code
  /// that calls it (tests wanting "some font" to compare) gets a usable font here rather than
  /// an empty one.
  public convenience init() {
    self.init(
      font: FontLibrary.shared.systemFont(size: Double(UIFont.systemFontSize), weight: .regular))
  }

  /// The system font at `fontSize` points in `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(
      font: FontLibrary.shared.systemFont(size: Double(fontSize), weight: weight.fontWeight),
      descriptor: .systemFont(usage: SystemFontUsage.name(of: weight), size: fontSize))
  }

  /// The regular system font at `fontSize` points.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The bold system font at `fontSize` points.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      font: FontLibrary.shared.systemFont(size: Double(fontSize), weight: .bold),
      descriptor: .systemFont(usage: SystemFontUsage.emphasized, size: fontSize))
  }

  /// The italic system font at `fontSize` points.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      font: FontLibrary.shared.systemFont(size: Double(fontSize), italic: true),
      descriptor: .systemFont(usage: SystemFontUsage.oblique, size: fontSize))
  }

  /// A monospaced font at `fontSize` points in `weight` (DejaVu Sans Mono here, where iOS
  /// has SF Mono).
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(
      font: FontLibrary.shared.monospacedFont(size: Double(fontSize), weight: weight.fontWeight))
  }

  /// The system font with every digit the same width (tabular figures), for numbers that
  /// change in place.
  open class func monospacedDigitSystemFont(
    ofSize fontSize: CGFloat, weight: UIFont.Weight
  ) -> UIFont {
    UIFont(
      font: FontLibrary.shared.monospacedDigitSystemFont(
        size: Double(fontSize), weight: weight.fontWeight))
  }

  /// The same face at another point size, with the same descriptor at that size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      font: typesettingFont.withSize(Double(fontSize)),
      descriptor: fontDescriptor.withSize(fontSize))
  }

  /// The font's descriptor: the one it was made from (at its size), or else the attributes iOS
  /// gives it: the text style and size of a Dynamic Type font, the system font's usage name
  /// ("CTFontRegularUsage", "CTFontEmphasizedUsage"…) and size, or another font's PostScript
  /// name and size; with its feature settings.
  open var fontDescriptor: UIFontDescriptor { madeFromDescriptor ?? describingDescriptor }

  // MARK: Names and metrics

  /// The face's PostScript name, such as "Inter-Regular".
  open var fontName: String { typesettingFont.face.postScriptName }
  /// The face's family name, such as "Inter".
  open var familyName: String { typesettingFont.face.familyName }
  /// The em size in points.
  open var pointSize: CGFloat { CGFloat(typesettingFont.size) }
  /// The distance from the baseline to the top of the line box, from the font's `hhea` table.
  open var ascender: CGFloat { CGFloat(typesettingFont.metrics.ascender) }
  /// The distance from the baseline to the bottom of the line box: negative, as in UIKit.
  open var descender: CGFloat { CGFloat(typesettingFont.metrics.descender) }
  /// The font's line gap.
  open var leading: CGFloat { CGFloat(typesettingFont.metrics.leading) }
  /// `ascender - descender + leading`, unrounded.
  open var lineHeight: CGFloat { CGFloat(typesettingFont.metrics.lineHeight) }
  /// The height of capital letters above the baseline, from the `OS/2` table.
  open var capHeight: CGFloat { CGFloat(typesettingFont.metrics.capHeight) }
  /// The height of lowercase letters such as "x" above the baseline.
  open var xHeight: CGFloat { CGFloat(typesettingFont.metrics.xHeight) }

  /// What draws the system font on this machine (SF Pro where it is installed, else Inter with
  /// SF Pro's line metrics), for failure messages and verbose output: text in a snapshot taken
  /// with another face cannot match its reference.
  package static var systemFontSummary: String {
    FontLibrary.shared.systemFontSummary
  }

  // MARK: Standard sizes

  /// The standard system font size (14 points, as iOS reports it; labels use 17).
  open class var systemFontSize: CGFloat { 14 }
  /// The standard size of the small system font (12 points).
  open class var smallSystemFontSize: CGFloat { 12 }
  /// The standard size of label text (17 points).
  open class var labelFontSize: CGFloat { 17 }
  /// The standard size of button text (18 points).
  open class var buttonFontSize: CGFloat { 18 }

  // MARK: Description

  /// The family, weight and size, as UIKit prints a font.
  open override var description: String {
    "<UIFont: font-family: \"\(familyName)\"; font-weight: \(typesettingFont.face.styleName); "
      + "font-size: \(typesettingFont.size)pt>"
  }
}
