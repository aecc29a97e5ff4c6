import Testing
import UIKit

@Test func textAlignment_hasIOSRawValues() {
  #expect(NSTextAlignment.left.rawValue == 0)
  #expect(NSTextAlignment.center.rawValue == 1)
  #expect(NSTextAlignment.right.rawValue == 2)
  #expect(NSTextAlignment.justified.rawValue == 3)
  #expect(NSTextAlignment.natural.rawValue == 4)
}

@Test func lineBreakMode_andDecorationsHaveApplesRawValues() {
  #expect(
    [
      NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
      .byTruncatingTail, .byTruncatingMiddle,
    ].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
  #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.thick.rawValue == 2)
  #expect(NSUnderlineStyle.double.rawValue == 9)
  #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
  #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
  #expect(NSAttributedString.Key.font.rawValue == "NSFont")
  #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
}

@Test func defaultStyle_isNaturalWordWrappedWithNoSpacing() {
  let style = NSParagraphStyle.default
  #expect(style.alignment == .natural)
  #expect(style.lineBreakMode == .byWordWrapping)
  #expect(style.lineSpacing == 0 && style.paragraphSpacing == 0)
  #expect(style.paragraphSpacingBefore == 0 && style.headIndent == 0)
  #expect(style.firstLineHeadIndent == 0 && style.lineHeightMultiple == 0)
  #expect(style.minimumLineHeight == 0 && style.maximumLineHeight == 0)
}

@Test func mutableCopy_isMutableAndLeavesTheOriginal() throws {
  let original = NSParagraphStyle.default
  let copy = try #require(original.mutableCopy() as? NSMutableParagraphStyle)
  copy.alignment = .center
  copy.lineSpacing = 4
  #expect(copy.alignment == .center && copy.lineSpacing == 4)
  #expect(original.alignment == .natural && original.lineSpacing == 0)
  let frozen = try #require(copy.copy() as? NSParagraphStyle)
  #expect(!(frozen is NSMutableParagraphStyle))
  #expect(frozen == copy)
  #expect(frozen != original)
}

@Test func setParagraphStyle_takesEveryProperty() {
  let source = NSMutableParagraphStyle()
  source.alignment = .right
  source.lineBreakMode = .byTruncatingMiddle
  source.headIndent = 7
  let target = NSMutableParagraphStyle()
  target.setParagraphStyle(source)
  #expect(target == source)
}

@Test(arguments: [
  (NSTextAlignment.left, 0.0), (.natural, 0), (.center, 0.5), (.right, 1),
])
func alignment_placesALineInADrawingWidth(alignment: NSTextAlignment, share: Double) {
  // A one-line text in a 200-point box: its left edge sits at share × (200 − width).
  let font = UIFont.systemFont(ofSize: 20)
  let style = NSMutableParagraphStyle()
  style.alignment = alignment
  let width = "Hi".size(withAttributes: [.font: font]).width
  let pixels = renderText(CGSize(width: 200, height: 30)) {
    "Hi".draw(
      in: CGRect(x: 0, y: 0, width: 200, height: 30),
      withAttributes: [.font: font, .paragraphStyle: style])
  }
  let ink = try! #require(inkBounds(pixels))
  let expectedLeft = share * (200 - width) * 2
  // The H's left side bearing is a little over a pixel at 40 px.
  #expect(Double(ink.minX) >= expectedLeft && Double(ink.minX) < expectedLeft + 6)
}

@Test func lineSpacingAndIndents_reachTheLayout() {
  let font = UIFont.systemFont(ofSize: 10)
  let style = NSMutableParagraphStyle()
  style.lineSpacing = 5
  style.firstLineHeadIndent = 30
  let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
  let plain = "a\nb".size(withAttributes: [.font: font])
  let spaced = "a\nb".size(withAttributes: attributes)
  // Line spacing goes below every line but the last: one gap of 5 between two lines.
  #expect(abs(spaced.height - plain.height - 5) < 1e-9)
  // Each line starts a paragraph, so each takes the first-line indent of 30.
  let widest = max(
    "a".size(withAttributes: [.font: font]).width, "b".size(withAttributes: [.font: font]).width)
  #expect(abs(spaced.width - (30 + widest)) < 1e-9)
}

@Test func lineHeightMultiple_andMinimumHeight_setTheLineHeight() {
  let font = UIFont.systemFont(ofSize: 10)
  let tall = NSMutableParagraphStyle()
  tall.minimumLineHeight = 40
  #expect("a".size(withAttributes: [.font: font, .paragraphStyle: tall]).height == 40)
  let double = NSMutableParagraphStyle()
  double.lineHeightMultiple = 2
  let height = "a".size(withAttributes: [.font: font, .paragraphStyle: double]).height
  #expect(abs(height - 2 * font.lineHeight) < 1e-9)
}
