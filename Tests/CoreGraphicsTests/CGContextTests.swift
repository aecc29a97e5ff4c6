import Testing

@testable import CoreGraphics

/// A context of `width`×`height` with memory of its own.
func makeContext(_ width: Int, _ height: Int, alpha: CGImageAlphaInfo = .premultipliedLast)
  -> CGContext
{
  CGContext(
    data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue)!
}

/// The RGBA bytes of device pixel (x, y), y counted from the top row.
func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
  let p = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
  return [p[0], p[1], p[2], p[3]]
}

@Suite struct CGContextTests {
  @Test(arguments: [(0, 4), (4, 0), (-2, 4), (16385, 1)])
  func init_badSize_returnsNil(width: Int, height: Int) {
    let context = CGContext(
      data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    #expect(context == nil)
  }

  @Test func init_unsupportedLayouts_returnNil() {
    let rgb = CGColorSpaceCreateDeviceRGB()
    let bgra =
      CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    #expect(
      CGContext(
        data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
        bitmapInfo: bgra) == nil)
    #expect(
      CGContext(
        data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
        bitmapInfo: 1) == nil)
    #expect(
      CGContext(
        data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 4, space: rgb,
        bitmapInfo: 1) == nil)
  }

  @Test func originIsBottomLeft_yUp() {
    let c = makeContext(4, 3)
    c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    // User (0, 0)…(1, 1) is the bottom-left pixel: device row 2.
    #expect(pixel(c, 0, 2) == [255, 0, 0, 255])
    #expect(pixel(c, 0, 0) == [0, 0, 0, 0])
  }

  @Test func callerMemory_isDrawnInto_withItsStride() {
    var memory = [UInt8](repeating: 0, count: 3 * 16)
    memory.withUnsafeMutableBytes { bytes in
      let c = CGContext(
        data: bytes.baseAddress, width: 2, height: 3, bitsPerComponent: 8, bytesPerRow: 16,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
      c.setFillColor(gray: 1, alpha: 0.5)
      c.fill(CGRect(x: 1, y: 2, width: 1, height: 1))  // top row, right pixel
    }
    #expect(Array(memory[4..<8]) == [128, 128, 128, 128])
    #expect(memory[8..<16].allSatisfy { $0 == 0 })
  }

  @Test func ctm_startsAtIdentity_andComposesLikeCoreGraphics() {
    let c = makeContext(10, 10)
    #expect(c.ctm == .identity)
    c.translateBy(x: 5, y: 0)
    c.scaleBy(x: 2, y: 2)
    // Scale applies first, then the translation: user (1, 1) → base (7, 2).
    #expect(CGPoint(x: 1, y: 1).applying(c.ctm) == CGPoint(x: 7, y: 2))
    // Device space flips y: base (7, 2) is device (7, 8).
    #expect(CGPoint(x: 1, y: 1).applying(c.userSpaceToDeviceSpaceTransform) == CGPoint(x: 7, y: 8))
  }

  @Test func saveAndRestore_bringBackTheCTMAndColour() {
    let c = makeContext(2, 1)
    c.setFillColor(gray: 0, alpha: 1)
    c.saveGState()
    c.translateBy(x: 1, y: 0)
    c.setFillColor(gray: 1, alpha: 1)
    c.restoreGState()
    #expect(c.ctm == .identity)
    c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(pixel(c, 0, 0) == [0, 0, 0, 255])
  }

  @Test func pathPoints_areFixedWhenAdded_notMovedByLaterCTMChanges() {
    let c = makeContext(4, 4)
    c.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
    c.translateBy(x: 3, y: 3)
    c.setFillColor(gray: 1, alpha: 1)
    c.fillPath()
    #expect(pixel(c, 0, 3) == [255, 255, 255, 255])
    #expect(pixel(c, 3, 0) == [0, 0, 0, 0])
    #expect(c.isPathEmpty)
  }

  @Test func currentPointOfPath_isInUserSpace() {
    let c = makeContext(10, 10)
    c.scaleBy(x: 2, y: 2)
    c.move(to: CGPoint(x: 3, y: 4))
    #expect(c.currentPointOfPath == CGPoint(x: 3, y: 4))
    #expect(c.boundingBoxOfPath == CGRect(x: 3, y: 4, width: 0, height: 0))
  }

  @Test func makeImage_isASnapshot() throws {
    let c = makeContext(1, 1)
    let image = try #require(c.makeImage())
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(image.pixmap[0, 0] == .transparent)
    #expect(image.width == 1 && image.bitsPerPixel == 32 && image.alphaInfo == .premultipliedLast)
  }

  @Test func noneSkipLast_imagesAreOpaque() throws {
    let c = makeContext(1, 1, alpha: .noneSkipLast)
    c.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.5)
    c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let image = try #require(c.makeImage())
    // Half white over the black the memory starts as, shown opaque.
    #expect(image.pixmap[0, 0] == .init(r: 128, g: 128, b: 128, a: 255))
  }

  @Test func drawImage_isUpright_inTheYUpSpace() throws {
    // A 1×2 image whose top row is red and bottom row is blue.
    let source = makeContext(1, 2)
    source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    source.fill(CGRect(x: 0, y: 1, width: 1, height: 1))  // top row in y-up space
    source.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    source.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let image = try #require(source.makeImage())
    #expect(image.pixmap[0, 0] == .init(r: 255, g: 0, b: 0, a: 255))

    let c = makeContext(1, 2)
    c.interpolationQuality = .none
    c.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
    #expect(pixel(c, 0, 0) == [255, 0, 0, 255])
    #expect(pixel(c, 0, 1) == [0, 0, 255, 255])
  }

  @Test func shadowOffset_isInBaseSpace_yUp_andIgnoresTheCTM() {
    let c = makeContext(10, 10)
    c.scaleBy(x: 3, y: 3)  // must not scale the shadow's offset
    c.setShadow(offset: CGSize(width: 2, height: 2), blur: 0, color: CGColor(gray: 0, alpha: 1))
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // device x 0…3, rows 7…9
    // The shadow is 2 pixels right and 2 up: device x 2…4, rows 5…7.
    #expect(pixel(c, 4, 5) == [0, 0, 0, 255])
    #expect(pixel(c, 1, 8) == [255, 255, 255, 255])
    #expect(pixel(c, 5, 5) == [0, 0, 0, 0])
  }

  @Test func clipToRect_limitsFills_andReportsItsBounds() {
    let c = makeContext(4, 4)
    c.clip(to: CGRect(x: 1, y: 1, width: 2, height: 2))
    #expect(c.boundingBoxOfClipPath == CGRect(x: 1, y: 1, width: 2, height: 2))
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(pixel(c, 0, 0) == [0, 0, 0, 0])
    #expect(pixel(c, 1, 1) == [255, 255, 255, 255])
    #expect(pixel(c, 3, 3) == [0, 0, 0, 0])
  }

  @Test func evenOddFill_leavesTheHoleOfNestedRects() {
    let c = makeContext(5, 5)
    c.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
    c.addRect(CGRect(x: 1, y: 1, width: 3, height: 3))
    c.setFillColor(gray: 1, alpha: 1)
    c.fillPath(using: .evenOdd)
    #expect(pixel(c, 2, 2) == [0, 0, 0, 0])
    #expect(pixel(c, 0, 2) == [255, 255, 255, 255])
  }

  @Test func clearRect_makesPixelsTransparent() {
    let c = makeContext(2, 1)
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    c.clear(CGRect(x: 1, y: 0, width: 1, height: 1))
    #expect(pixel(c, 0, 0) == [255, 255, 255, 255])
    #expect(pixel(c, 1, 0) == [0, 0, 0, 0])
  }

  @Test func globalAlpha_multipliesTheFillColour() {
    let c = makeContext(1, 1)
    c.setAlpha(0.5)
    c.setFillColor(gray: 1, alpha: 0.5)
    c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(pixel(c, 0, 0) == [64, 64, 64, 64])  // 0.25 × 255 = 63.75
  }

  @Test func linearGradient_withoutExtension_leavesOutsideUntouched() throws {
    let c = makeContext(10, 1)
    let colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
    let g = try #require(
      CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: [0, 1]))
    c.drawLinearGradient(g, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: [])
    #expect(pixel(c, 0, 0) == [0, 0, 0, 0])
    #expect(pixel(c, 9, 0) == [0, 0, 0, 0])
    // Pixel 4's centre (4.5) is 2.5/6 of the way: 0.4167 × 255 = 106.25.
    #expect(pixel(c, 4, 0)[0] == 106)
    c.drawLinearGradient(
      g, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0),
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    #expect(pixel(c, 0, 0) == [0, 0, 0, 255])
    #expect(pixel(c, 9, 0) == [255, 255, 255, 255])
  }

  /// Ending a layer restores the graphics state of its beginning, clip included.
  @Test func transparencyLayerInRect_endsWithTheClipRestored() {
    let c = makeContext(4, 1)
    c.setFillColor(gray: 1, alpha: 1)
    c.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 2, height: 1), auxiliaryInfo: nil)
    c.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    c.endTransparencyLayer()
    #expect(pixel(c, 3, 0) == [0, 0, 0, 0])
    c.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    #expect(pixel(c, 3, 0) == [255, 255, 255, 255])
  }
}

@Suite struct CGContextClipResetTests {
  @Test func resetClip_letsTheWholeContextBeDrawnAgain() {
    let c = makeContext(2, 1)
    c.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
    c.resetClip()
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(pixel(c, 1, 0) == [255, 255, 255, 255])
  }
}

@Suite struct CGContextMaskClipTests {
  /// A 2×1 image: the left pixel `left`, the right `right` (premultiplied bytes).
  func image(_ left: [CGFloat], _ right: [CGFloat]) -> CGImage {
    let c = makeContext(2, 1)
    c.setFillColor(red: left[0], green: left[1], blue: left[2], alpha: left[3])
    c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    c.setFillColor(red: right[0], green: right[1], blue: right[2], alpha: right[3])
    c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    return c.makeImage()!
  }

  @Test func maskWithTransparency_clipsByAlpha() {
    let c = makeContext(2, 1)
    c.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: image([0, 0, 0, 1], [0, 0, 0, 0]))
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(pixel(c, 0, 0) == [255, 255, 255, 255])
    #expect(pixel(c, 1, 0) == [0, 0, 0, 0])
  }

  @Test func opaqueMask_clipsByGreyLevel_whiteShows() {
    let c = makeContext(2, 1)
    c.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: image([1, 1, 1, 1], [0, 0, 0, 1]))
    c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(pixel(c, 0, 0) == [255, 0, 0, 255])
    #expect(pixel(c, 1, 0) == [0, 0, 0, 0])
  }

  @Test func mask_isPlacedUpright() {
    // A 1×2 mask, opaque in its top row only, over a 1×2 context: only the top row is painted.
    let m = makeContext(1, 2)
    m.setFillColor(gray: 1, alpha: 1)
    m.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
    let c = makeContext(1, 2)
    c.interpolationQuality = .none
    c.clip(to: CGRect(x: 0, y: 0, width: 1, height: 2), mask: m.makeImage()!)
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
    #expect(pixel(c, 0, 0) == [255, 255, 255, 255])
    #expect(pixel(c, 0, 1) == [0, 0, 0, 0])
  }
}

@Suite struct CGContextEdgeCaseTests {
  @Test func rectAndEllipseCalls_clearTheCurrentPath_asAppleDocuments() {
    let c = makeContext(4, 4)
    c.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
    c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(c.isPathEmpty)
    c.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
    c.fillEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(c.isPathEmpty)
  }

  @Test func tiling_farAwayRects_drawNothing_andDoNotTrap() throws {
    let c = makeContext(4, 4)
    let image = try #require(makeContext(1, 1).makeImage())
    c.draw(image, in: CGRect(x: 1e20, y: 0, width: 10, height: 10), byTiling: true)
    c.draw(image, in: CGRect(x: 0, y: -1e18, width: 1e-3, height: 1e-3), byTiling: true)
    #expect(pixel(c, 0, 0) == [0, 0, 0, 0])
  }

  @Test func hugeWidth_returnsNil_withoutOverflowing() {
    let context = CGContext(
      data: nil, width: Int.max / 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    #expect(context == nil)
  }

  @Test func nullAndInfiniteRects_stayThemselves_underATransform() {
    let t = CGAffineTransform(scaleX: 2, y: 3)
    #expect(CGRect.null.applying(t).isNull)
    #expect(CGRect.infinite.applying(t).isInfinite)
  }

  @Test func shadowOffset_inATopDownBaseSpace_movesDownForPositiveHeight() {
    let c = makeContext(10, 10)
    c.baseSpaceIsTopDown = true
    c.setShadow(offset: CGSize(width: 0, height: 3), blur: 0, color: CGColor(gray: 0, alpha: 1))
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 8, width: 1, height: 2))  // device rows 0…1
    #expect(pixel(c, 0, 3) == [0, 0, 0, 255])  // the shadow: rows 3…4
    #expect(pixel(c, 0, 2) == [0, 0, 0, 0])
  }
}
