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

/// An image drawn at its own size at a whole-pixel offset (how backing stores are composited)
/// is copied pixel for pixel, whatever the interpolation quality.
@Suite struct WholePixelImageTests {
  /// 3×2 with distinct pixels, one of them translucent.
  static func pattern() -> Pixmap {
    let p = try! Pixmap(width: 3, height: 2)
    p[0, 0] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    p[1, 0] = PremultipliedColor(r: 0, g: 200, b: 0, a: 255)
    p[2, 0] = PremultipliedColor(r: 0, g: 0, b: 90, a: 90)
    p[0, 1] = PremultipliedColor(r: 10, g: 20, b: 30, a: 255)
    p[1, 1] = .white
    p[2, 1] = .black
    return p
  }

  @Test(arguments: [InterpolationQuality.none, .low, .medium, .high])
  func drawnAtItsSize_atAWholePixelOffset_copiesEachPixel(quality: InterpolationQuality) {
    let canvas = makeCanvas(width: 6, height: 5, background: .transparent)
    canvas.interpolationQuality = quality
    canvas.draw(image: Self.pattern(), in: Rect(x: 2, y: 1, width: 3, height: 2))
    for y in 0..<5 {
      for x in 0..<6 {
        let inside = (2..<5).contains(x) && (1..<3).contains(y)
        let expected = inside ? Self.pattern()[x - 2, y - 1] : .transparent
        #expect(canvas.pixmap[x, y] == expected, "(\(x), \(y))")
      }
    }
  }

  @Test func translatedByTheTransform_copiesEachPixel_withTheGlobalAlpha() {
    let canvas = makeCanvas(width: 4, height: 3, background: .transparent)
    canvas.concatenate(Transform(a: 1, b: 0, c: 0, d: 1, tx: 1, ty: 1))
    canvas.alpha = 0.5
    canvas.draw(image: Self.pattern(), in: Rect(x: 0, y: 0, width: 3, height: 2))
    // Red at half alpha: 255 × 0.5 → 128 in every premultiplied channel it has.
    #expect(isNear(canvas.pixmap[1, 1], [128, 0, 0, 128]))
    #expect(isNear(canvas.pixmap[3, 2], [0, 0, 0, 128]))
  }

  @Test func aFractionalOffset_stillInterpolates() {
    let canvas = makeCanvas(width: 4, height: 1, background: .transparent)
    canvas.interpolationQuality = .low
    let image = try! Pixmap(width: 2, height: 1)
    image[0, 0] = .black
    image[1, 0] = .white
    canvas.draw(image: image, in: Rect(x: 1.5, y: 0, width: 2, height: 1))
    // Pixel 2's centre (2.5) falls on image x 1.0: halfway between the two texel centres.
    let grey = byte(0.5)
    #expect(isNear(canvas.pixmap[2, 0], [grey, grey, grey, 255]))
  }
}

/// An image drawn at its own size but off the pixel grid along one axis only (a row of a
/// table at a half-pixel offset) is interpolated along that axis alone: Catmull–Rom's weights
/// at a whole-pixel position are 0, 1, 0, 0, so the other axis's taps add nothing.
@Suite struct HalfPixelImageTests {
  /// 2×4, opaque: column 0 is greys 0, 64, 128 and 240 down the rows; column 1 is white.
  static func rows() -> Pixmap {
    let p = try! Pixmap(width: 2, height: 4)
    for (y, grey) in [UInt8(0), 64, 128, 240].enumerated() {
      p[0, y] = PremultipliedColor(r: grey, g: grey, b: grey, a: 255)
      p[1, y] = .white
    }
    return p
  }

  @Test(arguments: [InterpolationQuality.medium, .high])
  func halfAPixelDown_mixesFourRows_withCatmullRomWeights(quality: InterpolationQuality) {
    let canvas = makeCanvas(width: 2, height: 5, background: .transparent)
    canvas.interpolationQuality = quality
    canvas.draw(image: Self.rows(), in: Rect(x: 0, y: 0.5, width: 2, height: 4))
    // Device row y samples image y − 0.5: halfway between rows y − 1 and y, weights −1/16,
    // 9/16, 9/16, −1/16 over rows y − 2 … y + 1, the rows above the first clamped to it.
    // Row 1: (−0 + 9·0 + 9·64 − 128) / 16 = 28; row 2: (−0 + 9·64 + 9·128 − 240) / 16 = 93;
    // row 3: (−64 + 9·128 + 9·240 − 240) / 16 = 188.
    for (y, grey) in [(1, UInt8(28)), (2, 93), (3, 188)] {
      #expect(canvas.pixmap[0, y] == PremultipliedColor(r: grey, g: grey, b: grey, a: 255))
      #expect(canvas.pixmap[1, y] == .white, "row \(y): white rows mix to white")
    }
  }

  @Test func halfAPixelAcross_mixesFourColumns() {
    // The same image turned on its side: columns of greys, drawn half a pixel right.
    let image = try! Pixmap(width: 4, height: 1)
    for (x, grey) in [UInt8(0), 64, 128, 240].enumerated() {
      image[x, 0] = PremultipliedColor(r: grey, g: grey, b: grey, a: 255)
    }
    let canvas = makeCanvas(width: 5, height: 1, background: .transparent)
    canvas.interpolationQuality = .high
    canvas.draw(image: image, in: Rect(x: 0.5, y: 0, width: 4, height: 1))
    for (x, grey) in [(1, UInt8(28)), (2, 93), (3, 188)] {
      #expect(canvas.pixmap[x, 0] == PremultipliedColor(r: grey, g: grey, b: grey, a: 255))
    }
  }
}

/// Half a pixel down, an image's columns are sampled by a span path of their own; half a
/// pixel across, by the general sampler. Drawn both ways — the second as the transposed image
/// under a transform that swaps x and y — the same pixels must come out, to the bit.
@Suite struct HalfPixelSpanTests {
  /// Premultiplied pixels from a fixed linear congruential sequence.
  static func randomImage(width: Int, height: Int) -> Pixmap {
    let p = try! Pixmap(width: width, height: height)
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    for y in 0..<height {
      for x in 0..<width {
        let a = next()
        func channel() -> UInt8 { a == 0 ? 0 : next() % (a &+ 1) }
        p[x, y] = PremultipliedColor(r: channel(), g: channel(), b: channel(), a: a)
      }
    }
    return p
  }

  @Test func halfAPixelDown_matchesTheGeneralSampler() {
    let (width, height) = (9, 7)
    let image = Self.randomImage(width: width, height: height)
    let transposed = try! Pixmap(width: height, height: width)
    for y in 0..<height { for x in 0..<width { transposed[y, x] = image[x, y] } }

    let down = makeCanvas(width: width, height: height + 1, background: .transparent)
    down.interpolationQuality = .high
    down.draw(image: image, in: Rect(x: 0, y: 0.5, width: Double(width), height: Double(height)))

    let across = makeCanvas(width: width, height: height + 1, background: .transparent)
    across.interpolationQuality = .high
    across.concatenate(Transform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0))
    across.draw(
      image: transposed, in: Rect(x: 0.5, y: 0, width: Double(height), height: Double(width)))

    // Rows 1 to height − 1 lie wholly inside the image (the first and last are half covered).
    for y in 1..<height {
      for x in 0..<width {
        #expect(down.pixmap[x, y] == across.pixmap[x, y], "(\(x), \(y))")
      }
    }
  }
}
