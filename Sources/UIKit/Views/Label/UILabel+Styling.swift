import CoreGraphics
import Foundation

extension UILabel {
  /// How much a disabled label's drawing is dimmed. Apple documents only that disabled text is
  /// "dimmed somewhat"; Offscreen draws it at half opacity, a divergence in the exact shade.
  static let disabledAlpha: CGFloat = 0.5

  /// The attributes plain text is drawn with: the label's font, colour and paragraph style.
  var labelAttributes: [NSAttributedString.Key: Any] {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    return [.font: fontStorage, .foregroundColor: textColorStorage, .paragraphStyle: style]
  }

  /// Text, font, size or wrapping changed: the intrinsic size and the drawing follow.
  func textLayoutDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// Takes the font, colour, alignment and line break mode of an attributed string's first
  /// character, as setting `attributedText` does on iOS.
  func adoptStyle(ofLocationZeroOf text: NSAttributedString) {
    guard text.length > 0 else { return }
    let attributes = text.attributes(at: 0, effectiveRange: nil)
    if let font = attributes[.font] as? UIFont { fontStorage = font }
    if let color = attributes[.foregroundColor] as? UIColor { textColorStorage = color }
    if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
      alignmentStorage = style.alignment
      lineBreakStorage = style.lineBreakMode
    }
  }

  /// Sets `key` to `value` over all of the attributed text, if the label shows attributed text.
  func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
    guard case .attributed(let attributed) = content else { return }
    content = .attributed(
      attributed.mappingAttributes { attributes in
        attributes.merging([key: value]) { _, new in new }
      })
  }

  /// The colour the label's state draws the text in, over every attribute: the highlighted
  /// colour while highlighted; nil for the text's own colours.
  var stateTextColor: UIColor? {
    isHighlighted ? highlightedTextColor : nil
  }

  /// The text as it is laid out: attributed text with the label's font and colour where it
  /// has none, fonts scaled by `fontScale`, every run in `color` when given, and the label's
  /// alignment (natural resolved by the layout direction) and line break mode. Nil without
  /// text.
  func styledText(fontScale: CGFloat = 1, color: UIColor? = nil) -> StyledText? {
    var styled: StyledText
    if case .plain(let string) = content {
      // Plain text is one run in the label's attributes: styled directly instead of through an
      // attributed string made and walked again (Foundation's attribute runs cost more than
      // the rest of styling a label).
      guard !string.isEmpty else { return nil }
      styled = StyledText(
        string, attributes: laidOut(labelAttributes, fontScale: fontScale, color: color))
    } else {
      guard let base = attributedText, base.length > 0 else { return nil }
      styled = StyledText(
        base.mappingAttributes { laidOut($0, fontScale: fontScale, color: color) })
    }
    styled.style.alignment = resolvedAlignment.textAlignment
    styled.style.lineBreakMode = lineBreakMode.lineBreakMode
    return styled
  }

  /// One run's attributes as laid out: the label's font where the run has none, scaled by
  /// `fontScale`, and `color` (else the run's, else the label's) as the text colour.
  private func laidOut(
    _ attributes: [NSAttributedString.Key: Any], fontScale: CGFloat, color: UIColor?
  ) -> [NSAttributedString.Key: Any] {
    var attributes = attributes
    let font = attributes[.font] as? UIFont ?? fontStorage
    attributes[.font] = fontScale == 1 ? font : font.withSize(font.pointSize * fontScale)
    attributes[.foregroundColor] = color ?? attributes[.foregroundColor] ?? textColorStorage
    return attributes
  }

  /// The alignment with `.natural` turned into the side the layout direction starts from.
  private var resolvedAlignment: NSTextAlignment {
    guard textAlignment == .natural else { return textAlignment }
    return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
  }
}
