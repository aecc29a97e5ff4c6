import CoreGraphics
import Raster
import TestSupport
import Testing
import UIKit

private let body = UIFont.systemFont(ofSize: 17)

@Test func attributedSize_equalsTheStringsSizeWithTheSameAttributes() {
  let attributes: [NSAttributedString.Key: Any] = [.font: body, .kern: 1]
  let attributed = NSAttributedString(string: "Same text", attributes: attributes)
  #expect(attributed.size() == "Same text".size(withAttributes: attributes))
}

@Test func attributedSize_runsInTwoFonts_takeEachFontsWidthAndTheTallerLine() {
  let big = UIFont.systemFont(ofSize: 30)
  let text = NSMutableAttributedString(string: "ab", attributes: [.font: body])
  text.append(NSAttributedString(string: "cd", attributes: [.font: big]))
  let size = text.size()
  let expectedWidth =
    "ab".size(withAttributes: [.font: body]).width + "cd".size(withAttributes: [.font: big]).width
  #expect(abs(size.width - expectedWidth) < 1e-9)
  #expect(abs(size.height - big.lineHeight) < 1e-9)
}

@Test func attributedBoundingRect_paragraphStyleOfTheText_appliesToAllOfIt() {
  let style = NSMutableParagraphStyle()
  style.paragraphSpacing = 10
  let text = NSAttributedString(
    string: "first\nsecond", attributes: [.font: body, .paragraphStyle: style])
  let rect = text.boundingRect(
    with: CGSize(width: 300, height: 300), options: .usesLineFragmentOrigin, context: nil)
  #expect(abs(rect.height - (2 * body.lineHeight + 10)) < 1e-9)
}

@Test func attributedDraw_runColours_paintEachRunInItsColour() {
  let text = NSMutableAttributedString(
    string: "II", attributes: [.font: body, .foregroundColor: UIColor.red])
  text.append(
    NSAttributedString(string: "II", attributes: [.font: body, .foregroundColor: UIColor.blue]))
  let split = text.size().width / 2
  let pixels = renderText(CGSize(width: 40, height: 30)) { text.draw(at: .zero) }
  for y in 0..<pixels.height {
    for x in 0..<pixels.width where pixels[x, y].a == 255 {
      let left = Double(x) < split * 2
      #expect(
        pixels[x, y]
          == (left
            ? PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
            : PremultipliedColor(r: 0, g: 0, b: 255, a: 255)))
    }
  }
}

@Test func attributedDraw_backgroundOnARun_coversOnlyThatRun() throws {
  let text = NSMutableAttributedString(string: "plain ", attributes: [.font: body])
  text.append(
    NSAttributedString(
      string: "marked", attributes: [.font: body, .backgroundColor: UIColor.green])
  )
  // Measured sizes leave out trailing spaces: "plain " ends where "plain x" starts its x.
  let start =
    "plain x".size(withAttributes: [.font: body]).width
    - "x".size(withAttributes: [.font: body]).width
  let marked = "marked".size(withAttributes: [.font: body]).width
  let pixels = renderText(CGSize(width: 120, height: 30)) { text.draw(at: .zero) }
  let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
  let row = Int(body.lineHeight * 2) - 1
  let greens = (0..<pixels.width).filter { pixels[$0, row] == green }
  let first = try #require(greens.first)
  #expect(abs(Double(first) - start * 2) <= 1)
  #expect(abs(Double(greens.count) - marked * 2) <= 2)
}

@Test func golden_textStylesSheet() throws {
  let pixels = renderText(CGSize(width: 300, height: 430)) {
    UIColor.white.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 300, height: 430))
    var y: CGFloat = 6
    let styles: [(String, UIFont.TextStyle)] = [
      ("Large Title", .largeTitle), ("Title 1", .title1), ("Title 2", .title2),
      ("Title 3", .title3), ("Headline", .headline), ("Body", .body), ("Callout", .callout),
      ("Subheadline", .subheadline), ("Footnote", .footnote), ("Caption 1", .caption1),
      ("Caption 2", .caption2),
    ]
    for (name, style) in styles {
      let font = UIFont.preferredFont(forTextStyle: style)
      name.draw(at: CGPoint(x: 8, y: y), withAttributes: [.font: font])
      y += font.lineHeight.rounded(.up)
    }
    let weights: [UIFont.Weight] = [.ultraLight, .light, .regular, .semibold, .bold, .black]
    var x: CGFloat = 8
    for weight in weights {
      let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: 15, weight: weight)
      ]
      "Ag".draw(at: CGPoint(x: x, y: y), withAttributes: attributes)
      x += "Ag".size(withAttributes: attributes).width + 10
    }
    y += 24
    let runs = NSMutableAttributedString(
      string: "Red ", attributes: [.font: body, .foregroundColor: UIColor.red])
    runs.append(
      NSAttributedString(
        string: "underlined",
        attributes: [
          .font: body, .underlineStyle: NSUnderlineStyle.single.rawValue,
          .foregroundColor: UIColor.blue,
        ]))
    runs.append(
      NSAttributedString(
        string: " struck", attributes: [.font: body, .strikethroughStyle: 1]))
    runs.append(
      NSAttributedString(
        string: " high",
        attributes: [
          .font: UIFont.systemFont(ofSize: 11), .baselineOffset: 6,
          .backgroundColor: UIColor.yellow,
        ]))
    runs.draw(at: CGPoint(x: 8, y: y))
    y += 30
    let paragraph = NSMutableParagraphStyle()
    paragraph.lineSpacing = 4
    let cjk: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 15), .paragraphStyle: paragraph,
      .foregroundColor: UIColor.darkGray,
    ]
    "中文段落会在宽度内换行，每个汉字都可以断开。".draw(
      in: CGRect(x: 8, y: y, width: 284, height: 60), withAttributes: cjk)
    y += 56
    "한국어 문단은 단어 사이의 공백에서 줄을 바꿉니다. 긴 문장도 잘 나뉩니다.".draw(
      in: CGRect(x: 8, y: y, width: 284, height: 60), withAttributes: cjk)
  }
  try GoldenImage.assertMatches(pixels, golden: "UIKit/Text/text-styles.png")
}
