import Testing

@testable import Raster

@Suite struct ImageTests {
  /// 2×2: black, white / white, black.
  static func checker() -> Pixmap {
    let p = try! Pixmap(width: 2, height: 2)
    p[0, 0] = .black
    p[1, 0] = .white
    p[0, 1] = .white
    p[1, 1] = .black
    return p
  }

  @Test func nearest_scaledUp_givesHardBlocks() {
    let canvas = makeCanvas(width: 8, height: 8, background: .transparent)
    canvas.interpolationQuality = .none
    canvas.draw(image: Self.checker(), in: Rect(x: 0, y: 0, width: 8, height: 8))
    for y in 0..<8 {
      for x in 0..<8 {
        let black = (x < 4) == (y < 4)
        #expect(canvas.pixmap[x, y] == (black ? .black : .white), "(\(x), \(y))")
      }
    }
  }

  @Test func bilinear_scaledUp_blendsNeighbours_andClampsAtTheEdge() {
    let canvas = makeCanvas(width: 8, height: 8, background: .transparent)
    canvas.interpolationQuality = .low
    canvas.draw(image: Self.checker(), in: Rect(x: 0, y: 0, width: 8, height: 8))
    // Pixel centre x = 3.5 → image x 0.875 → 0.375 of the way from texel 0 to texel 1; row 0
    // is clamped above, so only the top row mixes.
    let grey = byte(0.375)
    #expect(isNear(canvas.pixmap[3, 0], [grey, grey, grey, 255]))
    #expect(canvas.pixmap[0, 0] == .black)
    #expect(canvas.pixmap[7, 0] == .white)
    // The centre pixel mixes all four texels equally-ish: (3.5, 3.5) → weights 0.375 / 0.625.
    let mixed = byte(0.375 * 0.625 * 2)
    #expect(isNear(canvas.pixmap[3, 3], [mixed, mixed, mixed, 255]))
  }

  @Test func bicubic_scaledUp_staysWithinTheSourceRange_andKeepsFlatAreas() {
    let image = solidPixmap(width: 2, height: 2, PremultipliedColor(r: 40, g: 80, b: 120, a: 200))
    let canvas = makeCanvas(width: 6, height: 6, background: .transparent)
    canvas.interpolationQuality = .high
    canvas.draw(image: image, in: Rect(x: 0, y: 0, width: 6, height: 6))
    #expect(canvas.pixmap[3, 2] == PremultipliedColor(r: 40, g: 80, b: 120, a: 200))
  }

  @Test func image_globalAlpha_scalesIt() {
    let canvas = makeCanvas(width: 2, height: 2, background: .transparent)
    canvas.alpha = 0.5
    canvas.draw(
      image: solidPixmap(width: 1, height: 1, .white), in: Rect(x: 0, y: 0, width: 2, height: 2))
    #expect(isNear(canvas.pixmap[1, 1], [128, 128, 128, 128]))
  }

  @Test func image_emptyRect_drawsNothing() {
    let canvas = makeCanvas(width: 2, height: 2)
    canvas.draw(image: Self.checker(), in: Rect(x: 0, y: 0, width: 0, height: 2))
    canvas.draw(image: Self.checker(), in: Rect(x: .nan, y: 0, width: 2, height: 2))
    #expect(canvas.pixmap[0, 0] == .white)
  }
}
