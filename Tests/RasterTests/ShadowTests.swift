import Testing

@testable import Raster

@Suite struct ShadowTests {
  @Test func shadow_offset_placesAHardCopy_whenBlurIsZero() {
    let canvas = makeCanvas(width: 20, height: 20)
    canvas.shadow = Shadow(offset: Point(5, 3), blur: 0, color: .black)
    canvas.fillPaint = .color(Palette.red)
    canvas.fillRect(Rect(x: 2, y: 2, width: 4, height: 4))
    for y in 0..<20 {
      for x in 0..<20 {
        let shape = (2..<6).contains(x) && (2..<6).contains(y)
        let shadow = (7..<11).contains(x) && (5..<9).contains(y)
        let expected: PremultipliedColor =
          shape ? PremultipliedColor(r: 255, g: 0, b: 0, a: 255) : (shadow ? .black : .white)
        #expect(canvas.pixmap[x, y] == expected, "(\(x), \(y))")
      }
    }
  }

  @Test func shadow_isDrawnBeneathTheShape() {
    let canvas = makeCanvas(width: 10, height: 10)
    canvas.shadow = Shadow(offset: Point(2, 0), blur: 0, color: .black)
    canvas.fillPaint = .color(Palette.red)
    canvas.fillRect(Rect(x: 0, y: 0, width: 4, height: 4))
    #expect(bytes(canvas.pixmap[3, 1]) == [255, 0, 0, 255])
    #expect(canvas.pixmap[5, 1] == .black)
  }

  @Test func blur_spreadsSymmetrically_andKeepsTheTotalAlpha() {
    let canvas = makeCanvas(width: 50, height: 30, background: .transparent)
    canvas.shadow = Shadow(offset: Point(20, 0), blur: 4, color: .black)
    canvas.fillRect(Rect(x: 10, y: 10, width: 4, height: 4))
    // The shadow is centred on x = 32, y = 12: (x, y) mirrors to (63 − x, 23 − y).
    var total = 0.0
    for y in 0..<30 {
      for x in 24..<40 {
        let a = Int(canvas.pixmap[x, y].a)
        #expect(abs(a - Int(canvas.pixmap[63 - x, y].a)) <= 1, "(\(x), \(y)) mirrored in x")
        if (0..<24).contains(23 - y) {
          #expect(abs(a - Int(canvas.pixmap[x, 23 - y].a)) <= 1, "(\(x), \(y)) mirrored in y")
        }
        total += Double(a) / 255
      }
    }
    #expect(abs(total - 16) < 16 * 0.05)
    #expect(canvas.pixmap[32, 12].a < 255)  // blurred: the centre is no longer solid
    #expect(canvas.pixmap[27, 12].a > 0)  // spread two pixels beyond the edge
  }

  @Test func shadow_colourAlpha_tintsTheShadow() {
    let canvas = makeCanvas(width: 10, height: 4)
    canvas.shadow = Shadow(
      offset: Point(5, 0), blur: 0, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
    canvas.fillRect(Rect(x: 0, y: 0, width: 4, height: 4))
    #expect(bytes(canvas.pixmap[7, 1]) == [127, 127, 127, 255])
  }

  @Test func hugeOrInvalidBlur_staysBounded_andDrawsTheShape() {
    for blur in [1e12, .infinity, .nan, -3] {
      let canvas = makeCanvas(width: 8, height: 8)
      canvas.shadow = Shadow(offset: Point(2, 2), blur: blur, color: .black)
      canvas.fillPaint = .color(Palette.red)
      canvas.fillRect(Rect(x: 1, y: 1, width: 2, height: 2))
      #expect(bytes(canvas.pixmap[1, 1]) == [255, 0, 0, 255], "blur \(blur)")
    }
  }

  @Test func shadow_ofAShapeOutsideTheClip_stillLandsInside() {
    let canvas = makeCanvas(width: 10, height: 10)
    canvas.clip(to: Rect(x: 5, y: 0, width: 5, height: 10))
    canvas.shadow = Shadow(offset: Point(5, 0), blur: 0, color: .black)
    canvas.fillPaint = .color(Palette.red)
    canvas.fillRect(Rect(x: 1, y: 1, width: 3, height: 3))
    #expect(canvas.pixmap[2, 2] == .white)  // the shape is clipped out…
    #expect(canvas.pixmap[7, 2] == .black)  // …its shadow is not
  }
}
