import Raster
import Testing

@testable import Typesetting

private func canvas(_ width: Int = 120, _ height: Int = 60) -> Pixmap {
  let pixmap = try! Pixmap(width: width, height: height)
  pixmap.fill(with: .white)
  return pixmap
}

/// Total darkness in pixel units: a fully black pixel on white counts 1.
private func ink(_ pixmap: Pixmap) -> Double {
  var total = 0.0
  for y in 0..<pixmap.height {
    for x in 0..<pixmap.width { total += Double(255 - Int(pixmap[x, y].g)) / 255 }
  }
  return total
}

private func bytes(_ pixmap: Pixmap) -> [UInt8] {
  Array(UnsafeBufferPointer(start: pixmap.data, count: pixmap.bytesPerRow * pixmap.height))
}

private func draw(
  _ text: String, size: Double = 40, at origin: Point = Point(x: 10, y: 5),
  library: FontLibrary = .shared, into pixmap: Pixmap? = nil, transform: Transform = .identity,
  fontNamed name: String? = nil
) -> Pixmap {
  let target = pixmap ?? canvas()
  let font = name.map { library.font(named: $0, size: size) } ?? library.systemFont(size: size)
  let layout = TextLayout(
    AttributedText(text, attributes: TextAttributes(font: font)), library: library)
  let canvas = Canvas(pixmap: target)
  canvas.transform = transform
  layout.draw(in: canvas, at: origin)
  return target
}

@Test func draw_capitalI_inkEqualsItsStemArea() throws {
  // Inter's I is a plain rectangle: its ink is width × height of the outline's box.
  let face = FontLibrary.shared.systemFont(size: 40).face
  let glyph = glyphIndex(face, "I")
  let outline = try #require(GlyphOutline.path(face: face, glyph: glyph))
  let xs = outline.elements.compactMap { if case .line(let p) = $0 { p.x } else { nil } }
  let ys = outline.elements.compactMap { if case .line(let p) = $0 { p.y } else { nil } }
  let scale = 40 / Double(face.unitsPerEm)
  let area = (xs.max()! - xs.min()!) * (ys.max()! - ys.min()!) * scale * scale
  #expect(abs(ink(draw("I")) - area) < area * 0.005)
}

@Test func draw_wholePixelShift_movesPixelsExactly() {
  let a = draw("Ag", at: Point(x: 10, y: 5))
  let b = draw("Ag", at: Point(x: 11, y: 5))
  for y in 0..<a.height {
    for x in 0..<a.width - 1 { #expect(a[x, y] == b[x + 1, y]) }
  }
}

@Test func draw_quarterPixelShift_changesCoverage() {
  #expect(bytes(draw("Ag", at: Point(x: 10, y: 5))) != bytes(draw("Ag", at: Point(x: 10.25, y: 5))))
}

@Test func draw_freshLibraries_giveIdenticalBytes() {
  let a = draw("Typeset 排版 조판", size: 20, library: FontLibrary())
  let b = draw("Typeset 排版 조판", size: 20, library: FontLibrary())
  #expect(bytes(a) == bytes(b))
  #expect(ink(a) > 50)
}

@Test func glyphCache_staysWithinItsBudget() {
  let library = FontLibrary(glyphCacheBytes: 6000)
  _ = draw("abcdefghijklmnopqrstuvwxyz", size: 30, library: library, into: canvas(600, 60))
  let (count, bytes) = library.withLock {
    (library.glyphCache.imageCount, library.glyphCache.byteCount)
  }
  #expect(bytes <= 6000)
  #expect(count > 0 && count < 26)
}

@Test func glyphCache_warmDrawRendersNothingNew() {
  let library = FontLibrary()
  let first = draw("Hello", library: library)
  let count = library.withLock { library.glyphCache.imageCount }
  let second = draw("Hello", library: library)
  #expect(library.withLock { library.glyphCache.imageCount } == count)
  #expect(bytes(first) == bytes(second))
}

@Test func draw_colorEmoji_isColouredAndScaledToTheFont() {
  let pixmap = draw("😀", size: 40, at: Point(x: 10, y: 5), into: canvas(120, 80))
  var rows: [Int] = []
  var coloured = false
  for y in 0..<pixmap.height {
    for x in 0..<pixmap.width {
      let p = pixmap[x, y]
      if p != .white { rows.append(y) }
      if abs(Int(p.r) - Int(p.b)) > 80 { coloured = true }
    }
  }
  #expect(coloured)
  // Noto's emoji are about 1.17 em tall (136 × 128 pixels at 109 ppem).
  let height = (rows.max() ?? 0) - (rows.min() ?? 0) + 1
  #expect(height >= 36 && height <= 50)
}

@Test func draw_rotated_drawsOutlinesDirectly() {
  let upright = draw("Ag", at: Point(x: 40, y: 5), into: canvas(160, 120))
  let turned = draw("Ag", at: Point(x: 40, y: 5), into: canvas(160, 120), transform: .rotation(0.2))
  #expect(abs(ink(turned) - ink(upright)) < ink(upright) * 0.02)
  #expect(bytes(turned) != bytes(upright))
}

@Test func draw_scaleTransform_matchesDoubleSize() {
  // One face at both sizes: the system font changes face and tracking with its size.
  let scaled = draw(
    "Ag", size: 20, at: Point(x: 5, y: 2), transform: .scale(x: 2, y: 2), fontNamed: "Inter")
  let double = draw("Ag", size: 40, at: Point(x: 10, y: 4), fontNamed: "Inter")
  #expect(abs(ink(scaled) - ink(double)) < 0.5)
}

@Test func draw_nonFiniteOrigin_drawsNothing() {
  let pixmap = draw("Ag", at: Point(x: .nan, y: 5))
  #expect(ink(pixmap) == 0)
}

@Test func draw_translucentColour_blendsSourceOver() {
  let pixmap = canvas(60, 60)
  let font = FontLibrary.shared.systemFont(size: 50)
  let colour = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
  TextLayout(AttributedText("I", attributes: TextAttributes(font: font, color: colour)))
    .draw(in: Canvas(pixmap: pixmap), at: Point(x: 10, y: 0))
  // Inside the stem: premultiplied (128, 0, 0, 128) over white: 255 × 127 / 255 = 127.
  let centre = (0..<60).map { pixmap[$0, 30] }.first { $0 != .white }
  #expect(centre != nil)
  let inside = (0..<60).map { pixmap[$0, 30] }.filter { $0.g < 130 }
  #expect(inside.allSatisfy { $0.r == 255 && $0.g == 127 && $0.b == 127 && $0.a == 255 })
  #expect(!inside.isEmpty)
}

@Test func draw_underline_addsABarBelowTheBaseline() {
  let font = FontLibrary.shared.systemFont(size: 30)
  let plain = canvas()
  let underlined = canvas()
  TextLayout(AttributedText("ac", attributes: TextAttributes(font: font)))
    .draw(in: Canvas(pixmap: plain), at: Point(x: 10, y: 5))
  TextLayout(AttributedText("ac", attributes: TextAttributes(font: font, underline: true)))
    .draw(in: Canvas(pixmap: underlined), at: Point(x: 10, y: 5))
  let width = TextLayout(AttributedText("ac", attributes: TextAttributes(font: font))).width
  let thickness = max(font.metrics.underlineThickness, 30.0 / 18)
  #expect(abs(ink(underlined) - ink(plain) - width * thickness) < 2)
}

/// The glyph index of a character in a face (for picking a glyph to measure).
private func glyphIndex(_ face: FontFace, _ character: Unicode.Scalar) -> UInt32 {
  let buffer = TextBuffer(
    AttributedText(String(character), attributes: TextAttributes(font: Font(face: face, size: 10))),
    library: .shared)
  let item = Itemizer.items(buffer, in: 0..<1)[0]
  return Shaper().shape(buffer, item: item).glyphs[0].glyph
}

@Test func outlines_filledThroughTheRasteriser_matchTheCachedDrawing() {
  let font = FontLibrary.shared.systemFont(size: 40)
  let layout = TextLayout(AttributedText("Ag", attributes: TextAttributes(font: font)))
  let cached = canvas()
  layout.draw(in: Canvas(pixmap: cached), at: Point(x: 10, y: 5))
  let filled = canvas()
  let filler = Canvas(pixmap: filled)
  for outline in layout.outlines(at: Point(x: 10, y: 5)) {
    filler.fillPaint = .color(outline.color)
    filler.fill(outline.path)
  }
  // Whole-pixel pen positions: the same outlines at the same place, so the same pixels but
  // for rounding in the two transforms.
  #expect(abs(ink(filled) - ink(cached)) < 1)
  #expect(ink(cached) > 100)
}

@Test func images_giveEmojiBitmapsScaledToTheDeviceSize() {
  let layout = TextLayout(AttributedText("a😀b", attributes: TextAttributes(font: .system(20))))
  let images = layout.images(at: Point(x: 5, y: 5), scale: 2)
  #expect(images.count == 1)
  let image = images[0]
  #expect(image.pixmap.width == Int((image.rect.width * 2).rounded()))
  // About 1.17 em tall at 20 pt × 2.
  #expect(image.pixmap.height >= 44 && image.pixmap.height <= 50)
  #expect(layout.outlines().count == 3)
}
