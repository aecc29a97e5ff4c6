import Testing

@testable import Raster

@Suite struct CanvasTests {
  @Test func fillRect_pixelAligned_hasHardEdges() {
    let canvas = makeCanvas(width: 6, height: 6)
    canvas.fillRect(Rect(x: 1, y: 2, width: 3, height: 2))
    #expect(canvas.pixmap[1, 2] == .black)
    #expect(canvas.pixmap[3, 3] == .black)
    #expect(canvas.pixmap[0, 2] == .white)
    #expect(canvas.pixmap[4, 3] == .white)
    #expect(canvas.pixmap[1, 4] == .white)
  }

  @Test func fillRect_halfPixelEdges_areHalfCovered() {
    let canvas = makeCanvas(width: 6, height: 6)
    canvas.fillRect(Rect(x: 1.5, y: 1, width: 2, height: 3))
    #expect(isNear(canvas.pixmap[1, 2], [127, 127, 127, 255]))
    #expect(canvas.pixmap[2, 2] == .black)
    #expect(isNear(canvas.pixmap[3, 2], [127, 127, 127, 255]))
  }

  @Test func antialiasOff_givesOnlyFullOrEmptyPixels() {
    let canvas = makeCanvas(width: 6, height: 6)
    canvas.shouldAntialias = false
    canvas.fill(Path(rect: Rect(x: 1.25, y: 1, width: 2, height: 3)))
    #expect(canvas.pixmap[1, 2] == .black)  // 75 % covered
    #expect(canvas.pixmap[3, 2] == .white)  // 25 % covered
  }

  @Test func fill_globalAlpha_multipliesTheColour() {
    let canvas = makeCanvas(width: 2, height: 2, background: .transparent)
    canvas.fillPaint = .color(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    canvas.alpha = 0.5
    canvas.fillRect(Rect(x: 0, y: 0, width: 2, height: 2))
    #expect(bytes(canvas.pixmap[0, 0]) == [64, 0, 0, 64])
  }

  @Test func fill_withTransform_movesTheShape() {
    let canvas = makeCanvas(width: 6, height: 6)
    canvas.concatenate(.translation(x: 2, y: 1))
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)))
    #expect(canvas.pixmap[2, 1] == .black)
    #expect(canvas.pixmap[0, 0] == .white)
  }

  @Test func clearRect_makesPixelsTransparent_insideTheClip() {
    let canvas = makeCanvas(width: 4, height: 4)
    canvas.clip(to: Rect(x: 0, y: 0, width: 2, height: 4))
    canvas.blendMode = .multiply
    canvas.alpha = 0.1
    canvas.clearRect(Rect(x: 0, y: 0, width: 4, height: 4))
    #expect(canvas.pixmap[1, 1] == .transparent)
    #expect(canvas.pixmap[2, 1] == .white)
  }

  @Test func saveRestore_restoresEveryStateField() {
    let canvas = makeCanvas(width: 8, height: 8)
    canvas.save()
    canvas.concatenate(.scale(x: 2, y: 2))
    canvas.clip(to: Rect(x: 0, y: 0, width: 1, height: 1))
    canvas.fillPaint = .color(Palette.red)
    canvas.strokePaint = .color(Palette.blue)
    canvas.strokeStyle = StrokeStyle(width: 3, cap: .round, join: .bevel, dashes: [1, 2])
    canvas.alpha = 0.5
    canvas.blendMode = .xor
    canvas.shadow = Shadow(offset: Point(1, 2), blur: 3, color: .black)
    canvas.interpolationQuality = .none
    canvas.shouldAntialias = false
    canvas.restore()
    #expect(canvas.transform == .identity)
    #expect(canvas.clipBounds == IntRect(x: 0, y: 0, width: 8, height: 8))
    #expect(canvas.fillPaint == .color(.black))
    #expect(canvas.strokePaint == .color(.black))
    #expect(canvas.strokeStyle == StrokeStyle())
    #expect(canvas.alpha == 1)
    #expect(canvas.blendMode == .normal)
    #expect(canvas.shadow == nil)
    #expect(canvas.interpolationQuality == .high)
    #expect(canvas.shouldAntialias)
    canvas.fillRect(Rect(x: 4, y: 4, width: 1, height: 1))
    #expect(canvas.pixmap[4, 4] == .black)
  }

  @Test func stroke_usesStrokePaintAndWidth() {
    let canvas = makeCanvas(width: 10, height: 10)
    canvas.fillPaint = .color(Palette.red)
    canvas.strokePaint = .color(Palette.blue)
    canvas.strokeStyle = StrokeStyle(width: 2)
    var line = Path()
    line.move(to: Point(1, 5))
    line.line(to: Point(9, 5))
    canvas.stroke(line)
    // Width 2 about y = 5 with butt caps: rows 4 and 5, columns 1 to 8.
    #expect(bytes(canvas.pixmap[5, 4]) == [0, 0, 255, 255])
    #expect(bytes(canvas.pixmap[8, 5]) == [0, 0, 255, 255])
    #expect(canvas.pixmap[5, 3] == .white)
    #expect(canvas.pixmap[5, 6] == .white)
    #expect(canvas.pixmap[0, 4] == .white)
    #expect(canvas.pixmap[9, 4] == .white)
  }

  @Test func restore_withNothingSaved_isIgnored() {
    let canvas = makeCanvas(width: 2, height: 2)
    canvas.alpha = 0.5
    canvas.restore()
    #expect(canvas.alpha == 0.5)
  }

  @Test func fill_invalidGeometry_drawsNothing() {
    let canvas = makeCanvas(width: 4, height: 4)
    canvas.fillRect(Rect(x: .nan, y: 0, width: 2, height: 2))
    canvas.fillRect(Rect(x: 0, y: 0, width: -2, height: 2))
    canvas.concatenate(.scale(x: 0, y: 0))
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 2)))
    canvas.drawLinearGradient(GradientTests.redToBlue, start: Point(0, 0), end: Point(1, 0))
    #expect(canvas.pixmap[1, 1] == .white)
  }
}
