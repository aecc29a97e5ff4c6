import CoreGraphics
import Foundation
import Raster
import TestSupport
import Testing
import UIKit

/// Text view metrics from Apple's documentation: the text container inset is 8 points above
/// and below and none at the sides, and TextKit's line fragment padding is 5 points at each
/// end of every line.
@MainActor @Suite struct TextViewTests {
  private static let sample =
    "Offscreen lays out UIKit screens on Linux and draws them to PNG, with no device."

  /// The height `text` takes in 17-point system font wrapped at `width`, rounded up to pixels.
  private func wrappedHeight(_ text: String, width: CGFloat, scale: CGFloat) -> CGFloat {
    let height = NSAttributedString(
      string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)]
    )
    .boundingRect(
      with: CGSize(width: width, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, context: nil
    ).height
    return (height * scale).rounded(.up) / scale
  }

  @Test func defaults_matchUIKit() {
    let view = UITextView()
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.textContainer.lineFragmentPadding == 5)
    #expect(view.text == "")
    #expect(view.isScrollEnabled && view.isEditable && view.isSelectable)
    #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
    #expect(view.font == nil)
  }

  /// With scrolling off, a text view pinned at 200 points wide is as tall as its text wrapped
  /// at 200 − 2 × 5 (the padding) = 190, plus 8 + 8.
  @Test func withoutScrolling_theViewSizesToItsText() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let view = UITextView()
    view.font = .systemFont(ofSize: 17)
    view.text = Self.sample
    view.isScrollEnabled = false
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    let expected = wrappedHeight(Self.sample, width: 190, scale: view.contentScaleFactor) + 16
    #expect(abs(view.frame.height - expected) < 0.5)
    #expect(view.frame.height > 16 + 2 * UIFont.systemFont(ofSize: 17).lineHeight)  // wrapped
    view.textContainerInset = .zero
    view.textContainer.lineFragmentPadding = 0
    container.layoutIfNeeded()
    let flush = wrappedHeight(Self.sample, width: 200, scale: view.contentScaleFactor)
    #expect(abs(view.frame.height - flush) < 0.5)
  }

  /// With scrolling on, the content size is the text's height plus the insets.
  @Test func withScrolling_theContentSizeIsTheTexts() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    view.font = .systemFont(ofSize: 17)
    view.text = Self.sample
    view.layoutIfNeeded()
    let expected = wrappedHeight(Self.sample, width: 190, scale: view.contentScaleFactor) + 16
    #expect(view.contentSize.width == 200)
    #expect(abs(view.contentSize.height - expected) < 1e-9)
  }

  /// The text starts inside the padding (5 points) and the top inset (8 points).
  @Test func text_startsInsideTheInsetAndPadding() throws {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    view.backgroundColor = nil
    view.text = "Hello"
    let scale = Int(view.contentScaleFactor)
    let padded = try displayedInk(of: view)
    #expect(padded.minX >= 5 * scale && padded.minX <= 7 * scale)
    #expect(padded.minY >= 8 * scale)
    view.textContainer.lineFragmentPadding = 0
    view.textContainerInset = .zero
    let flush = try displayedInk(of: view)
    #expect(flush.minX <= 2 * scale)
    #expect(flush.minY < padded.minY - 7 * scale)
  }

  /// A text view on a grouped background, in light and dark, with text in two fonts.
  @Test func look_matchesTheGolden() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 236, height: 200))
    container.backgroundColor = .systemGroupedBackground
    for (index, style) in [UIUserInterfaceStyle.light, .dark].enumerated() {
      let view = UITextView(frame: CGRect(x: 8, y: 8 + CGFloat(index) * 96, width: 220, height: 88))
      view.overrideUserInterfaceStyle = style
      view.font = .systemFont(ofSize: 15)
      let text = NSMutableAttributedString(string: "Notes\n" + Self.sample)
      text.addAttribute(
        .font, value: UIFont.systemFont(ofSize: 17, weight: .semibold),
        range: NSRange(location: 0, length: 5))
      view.attributedText = text
      container.addSubview(view)
    }
    try GoldenImage.assertMatches(
      container.renderedImage(scale: 2).pixels, golden: "UIKit/TextInput/text-view.png")
  }
}
