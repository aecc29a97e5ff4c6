import CoreGraphics
import Foundation
import QuartzCore
import Typesetting

/// A layer that draws a plain or attributed string, its first line at the top of its bounds.
///
/// A plain string is drawn in ``font`` at ``fontSize`` in ``foregroundColor``, its lines
/// aligned by ``alignmentMode``; an attributed string is drawn with its own attributes. The
/// layer redraws itself when any of these, or its bounds, change.
///
/// Divergence: the class is Core Animation's but is declared in Offscreen's UIKit, where the
/// text machinery is, so `import UIKit` reaches it and `import QuartzCore` alone does not.
/// Helvetica, the default font, is not installed on Linux: the layer draws in the font that
/// `UIFont(name: "Helvetica", size:)` gives (the system font, with a one-line warning).
open class CATextLayer: CALayer {
  /// The text: a `String` (or `NSString`) or an `NSAttributedString`. Nil by default.
  open var string: Any? {
    didSet { setNeedsDisplay() }
  }

  /// The font of a plain string: a `CGFont`, a `UIFont` (whose face is used, at ``fontSize``)
  /// or a font's name as an `NSString`. Nil, the default, is Helvetica.
  open var font: CFTypeRef? {
    didSet { setNeedsDisplay() }
  }

  /// The size a plain string is drawn at, in points. 36 by default.
  open var fontSize: CGFloat = 36 {
    didSet { setNeedsDisplay() }
  }

  /// The colour of a plain string. Opaque white by default.
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
    didSet { setNeedsDisplay() }
  }

  /// Whether lines wrap at the bounds' width. False by default: each paragraph is one line.
  open var isWrapped = false {
    didSet { setNeedsDisplay() }
  }

  /// Where text that does not fit is cut with an ellipsis: for unwrapped text each line, for
  /// wrapped text the last line that fits. `.none` by default: the bounds clip the text.
  open var truncationMode = CATextLayerTruncationMode.none {
    didSet { setNeedsDisplay() }
  }

  /// How a plain string's lines are aligned in the bounds. `.natural` by default.
  open var alignmentMode = CATextLayerAlignmentMode.natural {
    didSet { setNeedsDisplay() }
  }

  /// Whether glyph positions may be rounded to whole pixels; drawing here is the same either
  /// way. False by default.
  open var allowsFontSubpixelQuantization = false

  /// Creates a layer with no text, marked as needing display.
  public required init() {
    super.init()
    setNeedsDisplay()
  }

  /// Creates a copy of `layer`, its text and text attributes included when it is a text layer.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CATextLayer else { return }
    string = other.string
    font = other.font
    fontSize = other.fontSize
    foregroundColor = other.foregroundColor
    isWrapped = other.isWrapped
    truncationMode = other.truncationMode
    alignmentMode = other.alignmentMode
    allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
  }

  open override var bounds: CGRect {
    didSet { if bounds.size != oldValue.size { setNeedsDisplay() } }
  }

  /// Draws the text from the top left of the bounds, wrapped or not, into `ctx`.
  open override func draw(in ctx: CGContext) {
    super.draw(in: ctx)
    guard let text = attributedText else { return }
    var options: NSStringDrawingOptions = [.usesLineFragmentOrigin]
    if isWrapped, truncationMode != .none { options.insert(.truncatesLastVisibleLine) }
    UIGraphicsPushContext(ctx)
    defer { UIGraphicsPopContext() }
    text.draw(with: bounds, options: options, context: nil)
  }

  /// The string as drawn: an attributed string as it is, a plain one with the layer's font,
  /// colour, alignment and line breaking.
  var attributedText: NSAttributedString? {
    switch string {
    case let attributed as NSAttributedString:
      return attributed
    case let plain as String:
      return NSAttributedString(string: plain, attributes: plainAttributes)
    case let plain as NSString:
      return NSAttributedString(string: plain as String, attributes: plainAttributes)
    default:
      return nil
    }
  }

  private var plainAttributes: [NSAttributedString.Key: Any] {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = textAlignment
    paragraph.lineBreakMode = lineBreakMode
    var attributes: [NSAttributedString.Key: Any] = [
      .font: resolvedFont, .paragraphStyle: paragraph,
    ]
    if let foregroundColor { attributes[.foregroundColor] = UIColor(cgColor: foregroundColor) }
    return attributes
  }

  /// ``font`` at ``fontSize``.
  var resolvedFont: UIFont {
    switch font {
    case let font as UIFont:
      return font.withSize(fontSize)
    case let font as CGFont:
      return UIFont(font: Font(face: font.face, size: Double(fontSize)))
    case let name as NSString:
      return named(name as String)
    case let name as String:
      return named(name)
    default:
      return named("Helvetica")
    }
  }

  private func named(_ name: String) -> UIFont {
    UIFont(name: name, size: fontSize) ?? UIFont.systemFont(ofSize: fontSize)
  }

  private var textAlignment: NSTextAlignment {
    switch alignmentMode {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    default: .natural
    }
  }

  /// Wrapped text wraps at words; unwrapped text keeps each paragraph on one line, clipped or
  /// truncated where ``truncationMode`` says.
  private var lineBreakMode: NSLineBreakMode {
    if isWrapped { return .byWordWrapping }
    switch truncationMode {
    case .start: return .byTruncatingHead
    case .middle: return .byTruncatingMiddle
    case .end: return .byTruncatingTail
    default: return .byClipping
    }
  }
}
