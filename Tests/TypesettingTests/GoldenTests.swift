import Raster
import TestSupport
import Testing

@testable import Typesetting

/// One block of a golden image: a layout and the width its guide marks.
private struct Block {
  var text: String
  var style = ParagraphStyle()
  var width: Double
  var lines = 0
  var size = 18.0
}

private let margin = 10

/// Draws the blocks one under another on white, each with light guides at its left and right
/// edges, so alignment and truncation can be judged by eye.
private func render(_ blocks: [Block], canvasWidth: Int) -> Pixmap {
  let layouts = blocks.map { block in
    TextLayout(
      AttributedText(block.text, attributes: TextAttributes(font: .system(block.size))),
      style: block.style, width: block.width, maximumLines: block.lines)
  }
  let height = layouts.reduce(margin) { $0 + Int($1.height.rounded(.up)) + margin }
  let pixmap = try! Pixmap(width: canvasWidth, height: height)
  pixmap.fill(with: .white)
  var top = margin
  for (block, layout) in zip(blocks, layouts) {
    let bottom = top + Int(layout.height.rounded(.up))
    for y in top..<bottom {
      for x in [margin - 1, margin + Int(block.width)] where x < canvasWidth {
        pixmap[x, y] = PremultipliedColor(r: 200, g: 200, b: 200, a: 255)
      }
    }
    layout.draw(in: Canvas(pixmap: pixmap), at: Point(x: Double(margin), y: Double(top)))
    top = bottom + margin
  }
  return pixmap
}

private let english =
  "Auto Layout solves every view's constraints, then the display pass draws each one into "
  + "its own backing store."
private let chinese = "使用 Auto Layout 将 View 显示在屏幕上需要经过三个步骤：更新约束、布局和显示。"
private let korean = "제약조건의 갱신은 뷰 계층구조를 따라 하위 뷰에서 상위 뷰 방향으로 이루어짐"

@Test func golden_englishAlignments() throws {
  let blocks = [TextAlignment.left, .center, .right, .justified].map {
    Block(text: english, style: ParagraphStyle(alignment: $0), width: 260)
  }
  try GoldenImage.assertMatches(
    render(blocks, canvasWidth: 280), golden: "Typesetting/english-alignments.png")
}

@Test func golden_chineseAtThreeWidths() throws {
  let blocks = [150.0, 230, 320].map { Block(text: chinese, width: $0) }
  try GoldenImage.assertMatches(
    render(blocks, canvasWidth: 340), golden: "Typesetting/chinese-widths.png")
}

@Test func golden_koreanAtThreeWidths() throws {
  let blocks = [150.0, 230, 320].map { Block(text: korean, width: $0) }
  try GoldenImage.assertMatches(
    render(blocks, canvasWidth: 340), golden: "Typesetting/korean-widths.png")
}

@Test func golden_truncationModes() throws {
  let sentence = "The quick brown fox jumps over the lazy dog"
  let blocks =
    [LineBreakMode.truncateTail, .truncateHead, .truncateMiddle, .clip].map {
      Block(text: sentence, style: ParagraphStyle(lineBreakMode: $0), width: 200, lines: 1)
    } + [
      Block(
        text: english, style: ParagraphStyle(lineBreakMode: .truncateTail), width: 200, lines: 2),
      Block(
        text: chinese, style: ParagraphStyle(lineBreakMode: .truncateTail), width: 200, lines: 2),
    ]
  try GoldenImage.assertMatches(
    render(blocks, canvasWidth: 300), golden: "Typesetting/truncation-modes.png")
}

@Test func golden_mixedScriptsWithEmoji() throws {
  let blocks = [
    Block(text: "Offscreen 渲染 화면 😀👍🏽🇰🇷 done — naïve café", width: 220, size: 20)
  ]
  try GoldenImage.assertMatches(
    render(blocks, canvasWidth: 240), golden: "Typesetting/mixed-emoji.png")
}

@Test func golden_paragraphSpacingAndIndents() throws {
  let style = ParagraphStyle(
    lineSpacing: 4, paragraphSpacing: 12, lineHeightMultiple: 1.2, firstLineHeadIndent: 24,
    headIndent: 8)
  let blocks = [Block(text: english + "\n" + chinese + "\n" + korean, style: style, width: 260)]
  try GoldenImage.assertMatches(
    render(blocks, canvasWidth: 280), golden: "Typesetting/paragraph-spacing.png")
}
