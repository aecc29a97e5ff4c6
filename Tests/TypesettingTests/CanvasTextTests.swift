import Raster
import Testing
import Typesetting

// Text goes through the canvas's own compositor: its clip, global alpha, blend mode and
// shadow apply to glyphs as to any other drawing.

private func white(_ width: Int = 80, _ height: Int = 60) -> Pixmap {
  try! Pixmap(width: width, height: height, filledWith: .white)
}

private let stem = TextLayout(
  AttributedText("I", attributes: TextAttributes(font: FontLibrary.shared.systemFont(size: 50))))

/// The darkest pixel of row `y` (the stem of an I is fully covered there).
private func darkest(_ pixmap: Pixmap, row y: Int) -> PremultipliedColor {
  (0..<pixmap.width).map { pixmap[$0, y] }.min { $0.g < $1.g }!
}

@Test func draw_canvasClip_leavesPixelsOutsideAlone() {
  let full = white()
  stem.draw(in: Canvas(pixmap: full), at: Point(x: 10, y: 0))
  let clipped = white()
  let canvas = Canvas(pixmap: clipped)
  canvas.clip(to: Rect(x: 0, y: 0, width: 80, height: 30))
  stem.draw(in: canvas, at: Point(x: 10, y: 0))
  for y in 0..<60 {
    for x in 0..<80 { #expect(clipped[x, y] == (y < 30 ? full[x, y] : .white)) }
  }
}

@Test func draw_canvasAlpha_fadesGlyphsLikeAnyFill() {
  let pixmap = white()
  let canvas = Canvas(pixmap: pixmap)
  canvas.alpha = 0.5
  stem.draw(in: canvas, at: Point(x: 10, y: 0))
  // Black at alpha 0.5 (premultiplied 0, 0, 0, 128) over white: 255 × 127 / 255 = 127.
  let p = darkest(pixmap, row: 30)
  #expect(p.r == 127 && p.g == 127 && p.b == 127 && p.a == 255)
}

@Test func draw_canvasBlendMode_appliesToGlyphs() {
  let pixmap = try! Pixmap(
    width: 80, height: 60, filledWith: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
  let canvas = Canvas(pixmap: pixmap)
  canvas.blendMode = .screen
  TextLayout(
    AttributedText(
      "I",
      attributes: TextAttributes(
        font: FontLibrary.shared.systemFont(size: 50), color: Color(red: 1, green: 0, blue: 0)))
  ).draw(in: canvas, at: Point(x: 10, y: 0))
  // Screen of red over blue: 1 − (1 − 1)(1 − 0) = 1 in red, blue stays: magenta.
  let inside = (0..<80).map { pixmap[$0, 30] }.filter { $0.r == 255 }
  #expect(!inside.isEmpty && inside.allSatisfy { $0.b == 255 && $0.g == 0 })
}

@Test func draw_canvasShadow_castsTheGlyphsShadow() {
  let pixmap = white()
  let canvas = Canvas(pixmap: pixmap)
  canvas.shadow = Shadow(
    offset: Point(x: 20, y: 0), blur: 0, color: Color(red: 1, green: 0, blue: 0))
  stem.draw(in: canvas, at: Point(x: 10, y: 0))
  let plain = white()
  stem.draw(in: Canvas(pixmap: plain), at: Point(x: 10, y: 0))
  // An unblurred shadow is the glyph's coverage in the shadow colour, 20 pixels right.
  let reds = (0..<80).filter { pixmap[$0, 30] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255) }
  let blacks = (0..<80).filter { plain[$0, 30] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255) }
  #expect(!blacks.isEmpty && reds == blacks.map { $0 + 20 })
}

@Test func fillMasks_maskShorterThanItsSize_paintsNothing() {
  let pixmap = white(8, 8)
  Canvas(pixmap: pixmap).fill(
    masks: [DeviceMask(x: 1, y: 1, width: 4, height: 4, coverage: [255, 255])])
  for y in 0..<8 { for x in 0..<8 { #expect(pixmap[x, y] == .white) } }
}

@Test func fillMasks_overlappingMasksBlendInOrder() {
  let pixmap = white(4, 1)
  let canvas = Canvas(pixmap: pixmap)
  canvas.fillPaint = .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5))
  let half = DeviceMask(x: 0, y: 0, width: 2, height: 1, coverage: [255, 255])
  canvas.fill(masks: [half, DeviceMask(x: 1, y: 0, width: 2, height: 1, coverage: [255, 255])])
  // One layer of 50 % black: 127; two: 127 × 127 / 255 = 63.
  #expect(pixmap[0, 0].g == 127 && pixmap[1, 0].g == 63 && pixmap[2, 0].g == 127)
  #expect(pixmap[3, 0] == .white)
}
