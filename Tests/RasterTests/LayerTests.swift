import Testing

@testable import Raster

@Suite struct LayerTests {
  static func drawTwoOverlappingSquares(_ canvas: Canvas) {
    canvas.fillRect(Rect(x: 0, y: 0, width: 6, height: 6))
    canvas.fillRect(Rect(x: 4, y: 4, width: 6, height: 6))
  }

  @Test func layerWithHalfAlpha_overOverlappingSquares_isUniform() {
    let canvas = makeCanvas(width: 10, height: 10)
    canvas.alpha = 0.5
    canvas.beginTransparencyLayer()
    Self.drawTwoOverlappingSquares(canvas)
    canvas.endTransparencyLayer()
    // Black at alpha 128/255 over white: 255 · (1 − 128/255) = 127.
    #expect(bytes(canvas.pixmap[1, 1]) == [127, 127, 127, 255])
    #expect(bytes(canvas.pixmap[5, 5]) == [127, 127, 127, 255])
    #expect(bytes(canvas.pixmap[8, 8]) == [127, 127, 127, 255])
    #expect(canvas.pixmap[8, 1] == .white)
  }

  @Test func withoutLayer_theOverlapIsDarker() {
    let canvas = makeCanvas(width: 10, height: 10)
    canvas.alpha = 0.5
    Self.drawTwoOverlappingSquares(canvas)
    #expect(bytes(canvas.pixmap[1, 1]) == [127, 127, 127, 255])
    // Twice: 255 · (127/255)² ≈ 63.
    #expect(isNear(canvas.pixmap[5, 5], [63, 63, 63, 255]))
  }

  @Test func layer_startsWithDefaultAlphaBlendAndShadow_andEndingRestoresState() {
    let canvas = makeCanvas(width: 4, height: 4)
    canvas.alpha = 0.25
    canvas.blendMode = .multiply
    canvas.shadow = Shadow(offset: Point(1, 1), blur: 0, color: .black)
    canvas.beginTransparencyLayer()
    #expect(canvas.alpha == 1)
    #expect(canvas.blendMode == .normal)
    #expect(canvas.shadow == nil)
    canvas.save()
    canvas.alpha = 0.75
    canvas.endTransparencyLayer()
    #expect(canvas.alpha == 0.25)
    #expect(canvas.blendMode == .multiply)
  }

  @Test func layer_isBoundedByTheClip_andCompositedWithTheBlendMode() {
    let canvas = makeCanvas(
      width: 6, height: 6, background: PremultipliedColor(r: 200, g: 100, b: 50, a: 255))
    canvas.clip(to: Rect(x: 1, y: 1, width: 3, height: 3))
    canvas.blendMode = .multiply
    canvas.beginTransparencyLayer()
    canvas.fillPaint = .color(Color(red: 0.5, green: 0.5, blue: 0.5))
    canvas.fillRect(Rect(x: 0, y: 0, width: 6, height: 6))
    canvas.endTransparencyLayer()
    // Multiply by 128/255 inside the clip only.
    #expect(isNear(canvas.pixmap[2, 2], [100, 50, 25, 255]))
    #expect(bytes(canvas.pixmap[5, 5]) == [200, 100, 50, 255])
  }

  @Test(arguments: [true, false])
  func shadowOfALayer_isCastByTheWholeLayerOnce(inLayer: Bool) {
    let canvas = makeCanvas(width: 8, height: 12)
    canvas.shadow = Shadow(
      offset: Point(0, 6), blur: 0, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
    if inLayer { canvas.beginTransparencyLayer() }
    canvas.fillRect(Rect(x: 0, y: 0, width: 4, height: 4))
    canvas.fillRect(Rect(x: 2, y: 0, width: 4, height: 4))
    if inLayer { canvas.endTransparencyLayer() }
    // One shadow at alpha 128/255 over white gives 127; two overlapping ones give 63.
    #expect(bytes(canvas.pixmap[1, 7]) == [127, 127, 127, 255])
    #expect(bytes(canvas.pixmap[3, 7]) == (inLayer ? [127, 127, 127, 255] : [63, 63, 63, 255]))
    #expect(canvas.pixmap[7, 7] == .white)
  }

  @Test func unbalancedEnd_isIgnored() {
    let canvas = makeCanvas(width: 2, height: 2)
    canvas.endTransparencyLayer()
    canvas.fillRect(Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(canvas.pixmap[0, 0] == .black)
  }
}
