import Testing
import UIKit

private let font = UIFont.systemFont(ofSize: 17)
private var attributes: [NSAttributedString.Key: Any] { [.font: font] }

@Test func size_oneLine_isFractionalLineHeightTall() {
  let size = "Hello".size(withAttributes: attributes)
  #expect(size.height == font.lineHeight)
  #expect(size.height != size.height.rounded(.up))
  #expect(size.width > 0 && size.width != size.width.rounded())
}

@Test func size_stringAndNSStringAgree() {
  #expect(
    "Hello, world".size(withAttributes: attributes)
      == ("Hello, world" as NSString).size(withAttributes: attributes))
  let substring = "xx Hello, world xx".dropFirst(3).dropLast(3)
  #expect(
    substring.size(withAttributes: attributes)
      == "Hello, world".size(withAttributes: attributes))
}

@Test func size_hardLineBreaks_stackLinesWithoutWrapping() {
  let one = "wide line of text".size(withAttributes: attributes)
  let two = "wide line of text\nshort".size(withAttributes: attributes)
  #expect(two.width == one.width)
  #expect(abs(two.height - 2 * font.lineHeight) < 1e-9)
}

@Test func size_isTheSumOfItsPartsWithoutKerningAcrossThem() {
  // Space–letter pairs are not kerned in Inter: the parts' advances add up.
  let whole = "ab cd".size(withAttributes: attributes).width
  let parts =
    "ab".size(withAttributes: attributes).width + " cd".size(withAttributes: attributes).width
  #expect(abs(whole - parts) < 1e-9)
}

@Test func size_kern_addsItsAmountAfterEveryCharacter() {
  let plain = "abcd".size(withAttributes: attributes).width
  let kerned = "abcd".size(withAttributes: [.font: font, .kern: 2]).width
  // Four characters, 2 points after each; the last one's trails the text too.
  #expect(abs(kerned - plain - 8) < 1e-9 || abs(kerned - plain - 6) < 1e-9)
}

@Test func size_defaultFont_isTwelvePointSystemFont() {
  #expect(
    "abc".size(withAttributes: nil)
      == "abc".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
}

@Test func boundingRect_withoutLineFragmentOrigin_isOneLineOnTheBaseline() {
  let text = "one two three four five"
  let rect = text.boundingRect(
    with: CGSize(width: 40, height: 1000), options: [], attributes: attributes, context: nil)
  #expect(rect.height == font.lineHeight)
  #expect(abs(rect.minY - -font.ascender) < 1e-9)
  #expect(rect.width == text.size(withAttributes: attributes).width)
}

@Test func boundingRect_usesLineFragmentOrigin_wrapsToTheWidth() {
  let text = "one two three four five"
  let context = NSStringDrawingContext()
  let rect = text.boundingRect(
    with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
    attributes: attributes, context: context)
  #expect(rect.origin == .zero)
  #expect(rect.width <= 60)
  let lines = (rect.height / font.lineHeight).rounded()
  #expect(lines >= 3)
  #expect(abs(rect.height - lines * font.lineHeight) < 1e-9)
  #expect(context.totalBounds == rect)
}

@Test func boundingRect_isNotCeiled() {
  let rect = "Hello".boundingRect(
    with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin,
    attributes: attributes, context: nil)
  #expect(rect.height == font.lineHeight)
  #expect(rect.width == "Hello".size(withAttributes: attributes).width)
}

@Test func boundingRect_zeroWidth_meansNoLimit() {
  let rect = "one two three".boundingRect(
    with: .zero, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
  #expect(rect.height == font.lineHeight)
}

@Test func boundingRect_truncatesLastVisibleLine_keepsTheLinesThatFit() {
  let text = "one two three four five six seven eight nine ten"
  let height = font.lineHeight * 2.5
  let all = text.boundingRect(
    with: CGSize(width: 60, height: height), options: .usesLineFragmentOrigin,
    attributes: attributes, context: nil)
  let cut = text.boundingRect(
    with: CGSize(width: 60, height: height),
    options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes,
    context: nil)
  #expect(all.height > height)
  #expect(abs(cut.height - 2 * font.lineHeight) < 1e-9)
}

@Test func boundingRect_truncatesLastVisibleLine_needsAWrappingMode() {
  let clipping = NSMutableParagraphStyle()
  clipping.lineBreakMode = .byClipping
  let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: clipping]
  let text = "one two three four five six seven eight nine ten"
  let size = CGSize(width: 60, height: font.lineHeight * 2.5)
  let plain = text.boundingRect(
    with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
  let optioned = text.boundingRect(
    with: size, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
    attributes: attributes, context: nil)
  #expect(optioned == plain)
}

@Test(arguments: [
  NSLineBreakMode.byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
])
func boundingRect_clippingOrTruncating_keepsEachParagraphOnOneLine(mode: NSLineBreakMode) {
  let style = NSMutableParagraphStyle()
  style.lineBreakMode = mode
  let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
  let size = CGSize(width: 60, height: 1000)
  let one = "one two three four five six".boundingRect(
    with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
  #expect(one.height == font.lineHeight)
  let two = "one two three four\r\nfive six seven eight".boundingRect(
    with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
  #expect(abs(two.height - 2 * font.lineHeight) < 1e-9)
  // Truncation fits the width; clipping runs on past it, as the text is cut by the drawing.
  if mode != .byClipping { #expect(one.width <= 60 && two.width <= 60) }
}

@Test func paragraphSpacing_betweenOneLineParagraphs_isAsInOneLayout() {
  let truncating = NSMutableParagraphStyle()
  truncating.lineBreakMode = .byTruncatingTail
  truncating.paragraphSpacing = 7
  truncating.lineSpacing = 3
  let wrapping = NSMutableParagraphStyle()
  wrapping.paragraphSpacing = 7
  wrapping.lineSpacing = 3
  let size = CGSize(width: 500, height: 1000)
  // Short paragraphs fit on one line either way: both modes stack them alike.
  let text = "a\n\nb"
  let cut = text.boundingRect(
    with: size, options: .usesLineFragmentOrigin,
    attributes: [.font: font, .paragraphStyle: truncating], context: nil)
  let wrapped = text.boundingRect(
    with: size, options: .usesLineFragmentOrigin,
    attributes: [.font: font, .paragraphStyle: wrapping], context: nil)
  #expect(abs(cut.height - wrapped.height) < 1e-9)
  #expect(abs(cut.height - (3 * font.lineHeight + 2 * (7 + 3))) < 1e-9)
}
