import Foundation
import Raster
import Typesetting

/// Text with UIKit attributes turned into what Typesetting lays out: attributed runs, the
/// paragraph style and the stretches with a background colour.
struct StyledText {
  var text = AttributedText()
  var style = ParagraphStyle()
  /// Scalar offsets into the text and the colour filled behind them.
  var backgrounds: [(range: Range<Int>, color: Color)] = []

  /// `string` with `attributes` over all of it.
  init(_ string: String, attributes: [NSAttributedString.Key: Any]?) {
    let attributes = attributes ?? [:]
    append(string, attributes: attributes, scalarOffset: 0)
    style = Self.paragraphStyle(attributes)
  }

  /// An attributed string's runs; its first paragraph style applies to all of it (Typesetting
  /// lays out one style per text).
  init(_ attributed: NSAttributedString) {
    let string = attributed.string as NSString
    var scalars = 0
    var paragraphStyle: ParagraphStyle?
    attributed.enumerateAttributes(
      in: NSRange(location: 0, length: string.length), options: []
    ) { attributes, range, _ in
      let piece = string.substring(with: range)
      append(piece, attributes: attributes, scalarOffset: scalars)
      scalars += piece.unicodeScalars.count
      if paragraphStyle == nil, attributes[.paragraphStyle] is NSParagraphStyle {
        paragraphStyle = Self.paragraphStyle(attributes)
      }
    }
    style = paragraphStyle ?? ParagraphStyle()
  }

  /// The text laid out in `width` (nil: unlimited), at most `maximumLines` lines (0: all).
  func layout(width: Double? = nil, maximumLines: Int = 0) -> TextLayout {
    TextLayout(text, style: style, width: width, maximumLines: maximumLines)
  }

  private mutating func append(
    _ piece: String, attributes: [NSAttributedString.Key: Any], scalarOffset: Int
  ) {
    text.append(piece, attributes: Self.textAttributes(attributes))
    if let background = Self.color(attributes[.backgroundColor]), background.alpha > 0 {
      backgrounds.append(
        (scalarOffset..<scalarOffset + piece.unicodeScalars.count, background))
    }
  }

  /// Font, colour, kern, baseline offset and decorations, with UIKit's defaults: the 12-point
  /// system font (Helvetica 12 on iOS), black, nothing else.
  static func textAttributes(_ attributes: [NSAttributedString.Key: Any]) -> TextAttributes {
    let font = (attributes[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
    return TextAttributes(
      font: font.typesettingFont, color: color(attributes[.foregroundColor]) ?? .black,
      kern: number(attributes[.kern]) ?? 0,
      baselineOffset: number(attributes[.baselineOffset]) ?? 0,
      underline: lineStyle(attributes[.underlineStyle]),
      strikethrough:
        lineStyle(attributes[.strikethroughStyle]))
  }

  static func paragraphStyle(_ attributes: [NSAttributedString.Key: Any]) -> ParagraphStyle {
    (attributes[.paragraphStyle] as? NSParagraphStyle)?.paragraphStyle ?? ParagraphStyle()
  }

  /// A colour attribute resolved in the current traits; nil when absent or not a colour.
  static func color(_ value: Any?) -> Color? {
    guard let color = value as? UIColor else { return nil }
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard
      color.resolvedColor(with: .current).getRed(
        &red, green: &green, blue: &blue, alpha: &alpha)
    else { return nil }
    return Color(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
  }

  /// A numeric attribute given as any Swift number or an `NSNumber`.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
  }

  /// An underline or strikethrough style, given as its raw value or as the option set: any
  /// style but none draws a line.
  static func lineStyle(_ value: Any?) -> Bool {
    if let style = value as? NSUnderlineStyle { return !style.isEmpty }
    return (number(value) ?? 0) != 0
  }
}
