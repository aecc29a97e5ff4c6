import Foundation
import Testing
import UIKit

/// `length` rounded up to a third of a point: how UIKit sizes views on a 3x screen.
func ceilToThird(_ length: CGFloat) -> CGFloat { (length * 3).rounded(.up) / 3 }

/// The size `NSString` measures for `text` on one line in `font`, rounded up to thirds.
func measuredLine(_ text: String, _ font: UIFont = .systemFont(ofSize: 17)) -> CGSize {
  let size = text.size(withAttributes: [.font: font])
  return CGSize(width: ceilToThird(size.width), height: ceilToThird(size.height))
}

/// Sizes worked out from Apple's documented behaviour and the measurement of the same text
/// with `NSString`'s string measurement, rounded up to pixels of the main screen (3x).
@MainActor
@Suite struct LabelSizingTests {
  static let sentence = "The quick brown fox jumps over the lazy dog, then naps in the sun."

  @Test func defaults_matchUIKit() {
    let label = UILabel()
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.textAlignment == .natural)
    #expect(label.contentMode == .redraw)
    #expect(!label.isUserInteractionEnabled)
    #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    // The default colour is `.label`: black in light mode, white in dark mode.
    #expect(rgba(label.textColor, in: .dark) == [1, 1, 1, 1])
    #expect(rgba(label.textColor, in: .light) == [0, 0, 0, 1])
  }

  private func rgba(_ color: UIColor, in style: UIUserInterfaceStyle) -> [CGFloat] {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
      .getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a]
  }

  @Test func emptyLabel_hasZeroIntrinsicSize() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
  }

  /// One line: the measured size of the text in the label's font, each side rounded up to a
  /// third of a point.
  @Test func intrinsicSize_isTheMeasuredTextRoundedUpToPixels() {
    let label = UILabel()
    label.text = "Hello, world"
    #expect(label.intrinsicContentSize == measuredLine("Hello, world"))
    label.font = .boldSystemFont(ofSize: 30)
    #expect(label.intrinsicContentSize == measuredLine("Hello, world", .boldSystemFont(ofSize: 30)))
  }

  @Test func attributedText_setsTextAndTakesStyleFromLocationZero() {
    let label = UILabel()
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    let font = UIFont.systemFont(ofSize: 24)
    label.attributedText = NSAttributedString(
      string: "Styled", attributes: [.font: font, .paragraphStyle: style])
    #expect(label.text == "Styled")
    #expect(label.font == font)
    #expect(label.textAlignment == .center)
    let measured = "Styled".size(withAttributes: [.font: font])
    #expect(label.intrinsicContentSize.width == ceilToThird(measured.width))
    // Setting the font afterwards applies it to all of the attributed text.
    label.font = .systemFont(ofSize: 12)
    let small = label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    #expect(small == UIFont.systemFont(ofSize: 12))
  }

  /// A multi-line label pinned to the sides of a 200-point container wraps at 200 points: its
  /// height is the text's wrapped height (word wrapping at 200), rounded up to pixels.
  @Test func multilineLabel_wrapsAtItsLaidOutWidth() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
    let label = UILabel()
    label.numberOfLines = 0
    label.text = Self.sentence
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      label.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    let wrapped = Self.sentence.boundingRect(
      with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: Self.wrappingAttributes, context: nil)
    let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
    #expect(wrapped.height > 2.5 * lineHeight)  // the sentence takes at least three lines
    #expect(label.frame == CGRect(x: 0, y: 0, width: 200, height: ceilToThird(wrapped.height)))
  }

  /// preferredMaxLayoutWidth wraps the intrinsic size before any layout.
  @Test func preferredMaxLayoutWidth_wrapsTheIntrinsicSize() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = Self.sentence
    label.preferredMaxLayoutWidth = 150
    let wrapped = Self.sentence.boundingRect(
      with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: Self.wrappingAttributes, context: nil)
    #expect(label.intrinsicContentSize.height == ceilToThird(wrapped.height))
    #expect(label.intrinsicContentSize.width <= 150)
  }

  /// numberOfLines = 2 keeps two lines whatever the text's length: two line heights.
  @Test func twoLineLabel_isTwoLinesTall() {
    let label = UILabel()
    label.numberOfLines = 2
    label.text = Self.sentence + " " + Self.sentence
    label.preferredMaxLayoutWidth = 200
    let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
    #expect(label.intrinsicContentSize.height == ceilToThird(2 * lineHeight))
  }

  /// sizeThatFits: a one-line label's full line whatever the width; a multi-line label's text
  /// wrapped at the width.
  @Test func sizeThatFits_followsNumberOfLines() {
    let label = UILabel()
    label.text = Self.sentence
    let line = Self.sentence.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
    #expect(
      label.sizeThatFits(CGSize(width: 100, height: 100))
        == CGSize(width: ceilToThird(line.width), height: ceilToThird(line.height)))
    label.numberOfLines = 0
    let wrapped = Self.sentence.boundingRect(
      with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: Self.wrappingAttributes, context: nil)
    #expect(
      label.sizeThatFits(CGSize(width: 100, height: 0)).height == ceilToThird(wrapped.height))
    label.sizeToFit()
    #expect(label.bounds.size == label.sizeThatFits(.zero))
  }

  /// A subclass that insets its text through textRect(forBounds:limitedToNumberOfLines:) grows
  /// its intrinsic size by the insets, as the common iOS pattern relies on.
  @Test func textRectOverride_changesTheIntrinsicSize() {
    let label = InsetLabel()
    label.text = "Inset"
    let measured = measuredLine("Inset")
    #expect(
      label.intrinsicContentSize
        == CGSize(width: measured.width + 20, height: measured.height + 10))
  }

  /// Word wrapping, as a label wraps every line but the last it shows.
  static let wrappingAttributes: [NSAttributedString.Key: Any] = {
    let style = NSMutableParagraphStyle()
    style.lineBreakMode = .byWordWrapping
    return [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style]
  }()
}

/// A label with 10-point side insets and 5-point top and bottom insets.
final class InsetLabel: UILabel {
  let insets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: 0)
    return inner.inset(by: UIEdgeInsets(top: -5, left: -10, bottom: -5, right: -10))
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: insets))
  }
}
