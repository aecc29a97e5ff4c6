import Foundation
import Typesetting

/// How the lines of a paragraph are placed: alignment, wrapping, spacing, indents and line
/// heights. Lengths are in points; zero line heights and multiple mean "not set".
///
/// Immutable; `NSMutableParagraphStyle` adds setters. `mutableCopy()` and `copy()` give the
/// mutable and immutable versions, as on iOS.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The values behind the properties; only `NSMutableParagraphStyle` changes them.
  var style: ParagraphStyle
  var textAlignment: NSTextAlignment = .natural
  var breakMode: NSLineBreakMode = .byWordWrapping

  /// The default style: natural alignment, word wrapping, no spacing or indents.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// The default style.
  public override init() {
    style = ParagraphStyle()
  }

  init(copying other: NSParagraphStyle) {
    style = other.style
    textAlignment = other.textAlignment
    breakMode = other.breakMode
  }

  /// Where lines sit between the edges of their container.
  open var alignment: NSTextAlignment { textAlignment }
  /// How text that does not fit its width is wrapped or cut.
  open var lineBreakMode: NSLineBreakMode { breakMode }
  /// Space below each line of a paragraph but its last.
  open var lineSpacing: CGFloat { CGFloat(style.lineSpacing) }
  /// Space after the paragraph.
  open var paragraphSpacing: CGFloat { CGFloat(style.paragraphSpacing) }
  /// Space before the paragraph.
  open var paragraphSpacingBefore: CGFloat { CGFloat(style.paragraphSpacingBefore) }
  /// The indent of each paragraph's first line.
  open var firstLineHeadIndent: CGFloat { CGFloat(style.firstLineHeadIndent) }
  /// The indent of the other lines.
  open var headIndent: CGFloat { CGFloat(style.headIndent) }
  /// Multiplies the natural line height; the extra space goes above the glyphs.
  open var lineHeightMultiple: CGFloat { CGFloat(style.lineHeightMultiple) }
  /// The least height of every line; zero for no minimum.
  open var minimumLineHeight: CGFloat { CGFloat(style.minimumLineHeight) }
  /// The greatest height of every line; zero for no maximum.
  open var maximumLineHeight: CGFloat { CGFloat(style.maximumLineHeight) }

  /// An immutable copy of the style.
  open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }

  /// A mutable copy of the style.
  open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(copying: self) }

  /// Styles are equal when every property is.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return other.style == style && other.textAlignment == textAlignment
      && other.breakMode == breakMode
  }

  /// Hashes the style's values, consistently with `isEqual(_:)`.
  open override var hash: Int { style.hashValue }

  /// The Typesetting style these properties describe.
  var paragraphStyle: ParagraphStyle {
    var result = style
    result.alignment = textAlignment.textAlignment
    result.lineBreakMode = breakMode.lineBreakMode
    return result
  }
}

/// A paragraph style whose properties can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// Where lines sit between the edges of their container.
  open override var alignment: NSTextAlignment {
    get { textAlignment }
    set { textAlignment = newValue }
  }
  /// How text that does not fit its width is wrapped or cut.
  open override var lineBreakMode: NSLineBreakMode {
    get { breakMode }
    set { breakMode = newValue }
  }
  /// Space below each line of a paragraph but its last.
  open override var lineSpacing: CGFloat {
    get { CGFloat(style.lineSpacing) }
    set { style.lineSpacing = Double(newValue) }
  }
  /// Space after the paragraph.
  open override var paragraphSpacing: CGFloat {
    get { CGFloat(style.paragraphSpacing) }
    set { style.paragraphSpacing = Double(newValue) }
  }
  /// Space before the paragraph.
  open override var paragraphSpacingBefore: CGFloat {
    get { CGFloat(style.paragraphSpacingBefore) }
    set { style.paragraphSpacingBefore = Double(newValue) }
  }
  /// The indent of each paragraph's first line.
  open override var firstLineHeadIndent: CGFloat {
    get { CGFloat(style.firstLineHeadIndent) }
    set { style.firstLineHeadIndent = Double(newValue) }
  }
  /// The indent of the other lines.
  open override var headIndent: CGFloat {
    get { CGFloat(style.headIndent) }
    set { style.headIndent = Double(newValue) }
  }
  /// Multiplies the natural line height; the extra space goes above the glyphs.
  open override var lineHeightMultiple: CGFloat {
    get { CGFloat(style.lineHeightMultiple) }
    set { style.lineHeightMultiple = Double(newValue) }
  }
  /// The least height of every line; zero for no minimum.
  open override var minimumLineHeight: CGFloat {
    get { CGFloat(style.minimumLineHeight) }
    set { style.minimumLineHeight = Double(newValue) }
  }
  /// The greatest height of every line; zero for no maximum.
  open override var maximumLineHeight: CGFloat {
    get { CGFloat(style.maximumLineHeight) }
    set { style.maximumLineHeight = Double(newValue) }
  }

  /// Takes every property of `other`.
  open func setParagraphStyle(_ other: NSParagraphStyle) {
    style = other.style
    textAlignment = other.textAlignment
    breakMode = other.breakMode
  }
}

extension NSTextAlignment {
  var textAlignment: TextAlignment {
    switch self {
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .natural: .natural
    }
  }
}

extension NSLineBreakMode {
  var lineBreakMode: LineBreakMode {
    switch self {
    case .byWordWrapping: .wordWrap
    case .byCharWrapping: .charWrap
    case .byClipping: .clip
    case .byTruncatingHead: .truncateHead
    case .byTruncatingTail: .truncateTail
    case .byTruncatingMiddle: .truncateMiddle
    }
  }
}

/// Mutable, so not safe to share across threads (as Foundation marks its mutable classes).
@available(*, unavailable)
extension NSMutableParagraphStyle: @unchecked Sendable {}
