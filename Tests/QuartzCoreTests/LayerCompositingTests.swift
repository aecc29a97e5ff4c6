import CoreGraphics
import QuartzCore
import Raster
import Testing

@MainActor
@Suite struct LayerCompositingTests {
  @Test func placesASublayerAtItsFrame() {
    let tree = root(
      width: 20, height: 20, [filledLayer(CGRect(x: 5, y: 5, width: 10, height: 10), red)])
    let pixels = rendering(tree, width: 20, height: 20)
    #expect(pixels[4, 4] == .transparent)
    #expect(pixels[5, 5] == .red)
    #expect(pixels[14, 14] == .red)
    #expect(pixels[15, 15] == .transparent)
    #expect(pixels[15, 5] == .transparent)
  }

  @Test func scalesToTheContextsPixels() {
    let tree = root(
      width: 20, height: 20, [filledLayer(CGRect(x: 5, y: 5, width: 10, height: 10), red)])
    let pixels = rendering(tree, width: 20, height: 20, scale: 2)
    #expect(pixels.width == 40)
    #expect(pixels[9, 9] == .transparent)
    #expect(pixels[10, 10] == .red)
    #expect(pixels[29, 29] == .red)
    #expect(pixels[30, 30] == .transparent)
  }

  @Test func boundsOriginShiftsTheSublayers() {
    let scrolled = CALayer()
    scrolled.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    // Scrolling: bounds' origin is what shows at the layer's top-left corner.
    scrolled.bounds.origin = CGPoint(x: 5, y: 0)
    scrolled.addSublayer(filledLayer(CGRect(x: 5, y: 5, width: 10, height: 5), red))
    let pixels = rendering(root(width: 20, height: 10, [scrolled]), width: 20, height: 10)
    #expect(pixels[0, 5] == .red)
    #expect(pixels[9, 5] == .red)
    #expect(pixels[10, 5] == .transparent)
  }

  @Test func affineTransformTurnsAroundTheAnchor() {
    let layer = filledLayer(CGRect(x: 8, y: 8, width: 4, height: 4), red)
    // Twice as wide about the centre (10, 10): x from 6 to 14, y still 8 to 12.
    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1))
    let pixels = rendering(root(width: 20, height: 20, [layer]), width: 20, height: 20)
    #expect(pixels[6, 10] == .red)
    #expect(pixels[13, 8] == .red)
    #expect(pixels[5, 10] == .transparent)
    #expect(pixels[14, 10] == .transparent)
    #expect(pixels[10, 7] == .transparent)
  }

  @Test func hiddenAndTransparentLayersAreSkipped() {
    let hidden = filledLayer(CGRect(x: 0, y: 0, width: 5, height: 5), red)
    hidden.isHidden = true
    let clear = filledLayer(CGRect(x: 5, y: 0, width: 5, height: 5), red)
    clear.opacity = 0
    let pixels = rendering(root(width: 10, height: 5, [hidden, clear]), width: 10, height: 5)
    #expect(pixels[2, 2] == .transparent)
    #expect(pixels[7, 2] == .transparent)
  }

  @Test func opacityBlendsOnce() {
    let base = filledLayer(CGRect(x: 0, y: 0, width: 10, height: 10), white)
    let layer = filledLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
    layer.opacity = 0.5
    let pixels = rendering(root(width: 10, height: 10, [base, layer]), width: 10, height: 10)
    // Half red over white: (1, 0.5, 0.5).
    #expect(pixels[5, 5].isClose(to: PremultipliedColor(r: 255, g: 128, b: 128, a: 255)))
  }

  @Test func groupOpacityDoesNotDoubleBlendOverlappingSublayers() {
    let group = CALayer()
    group.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    group.opacity = 0.5
    group.addSublayer(filledLayer(CGRect(x: 0, y: 0, width: 8, height: 10), red))
    group.addSublayer(filledLayer(CGRect(x: 2, y: 0, width: 8, height: 10), red))
    let pixels = rendering(root(width: 10, height: 10, [group]), width: 10, height: 10)
    // One layer of red at half opacity, overlap or not (blended one by one the overlap would
    // be 0.75 opaque).
    let half = PremultipliedColor(r: 128, g: 0, b: 0, a: 128)
    #expect(pixels[5, 5].isClose(to: half))
    #expect(pixels[0, 5].isClose(to: half))
    #expect(pixels[9, 5].isClose(to: half))
  }

  @Test func opacityMultipliesDownTheTree() {
    let outer = CALayer()
    outer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    outer.opacity = 0.5
    let inner = filledLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
    inner.opacity = 0.5
    outer.addSublayer(inner)
    let pixels = rendering(root(width: 10, height: 10, [outer]), width: 10, height: 10)
    #expect(pixels[5, 5].isClose(to: PremultipliedColor(r: 64, g: 0, b: 0, a: 64)))
  }

  @Test func borderIsDrawnInsideTheBoundsOverTheSublayers() {
    let layer = filledLayer(CGRect(x: 5, y: 5, width: 10, height: 10), red)
    layer.borderWidth = 2
    layer.borderColor = blue
    layer.addSublayer(filledLayer(CGRect(x: 0, y: 0, width: 10, height: 10), green))
    let pixels = rendering(root(width: 20, height: 20, [layer]), width: 20, height: 20)
    #expect(pixels[4, 4] == .transparent)
    #expect(pixels[5, 5] == .blue)
    #expect(pixels[6, 10] == .blue)
    #expect(pixels[14, 14] == .blue)
    #expect(pixels[7, 7] == .green)
    #expect(pixels[12, 12] == .green)
    #expect(pixels[15, 15] == .transparent)
  }

  @Test func masksToBoundsClipsSublayers() {
    let parent = filledLayer(CGRect(x: 5, y: 5, width: 10, height: 10), red)
    parent.addSublayer(filledLayer(CGRect(x: 5, y: 5, width: 20, height: 20), green))
    let unclipped = rendering(root(width: 30, height: 30, [parent]), width: 30, height: 30)
    #expect(unclipped[20, 20] == .green)
    parent.masksToBounds = true
    let pixels = rendering(root(width: 30, height: 30, [parent]), width: 30, height: 30)
    #expect(pixels[9, 9] == .red)
    #expect(pixels[10, 10] == .green)
    #expect(pixels[14, 14] == .green)
    #expect(pixels[15, 15] == .transparent)
    #expect(pixels[20, 20] == .transparent)
  }

  /// A red 20×20 square with corners of radius 10 at `corners`.
  func roundedSquare(_ corners: CACornerMask) -> Pixmap {
    let layer = filledLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
    layer.cornerRadius = 10
    layer.maskedCorners = corners
    return rendering(root(width: 20, height: 20, [layer]), width: 20, height: 20)
  }

  @Test func roundedCornersLeaveTheCornerClear() {
    let pixels = roundedSquare(CALayer().maskedCorners)
    // A circle of radius 10 about (10, 10): corner pixel centres are 13.4 away.
    #expect(pixels[0, 0] == .transparent)
    #expect(pixels[19, 0] == .transparent)
    #expect(pixels[19, 19] == .transparent)
    #expect(pixels[10, 10] == .red)
    #expect(pixels[10, 1] == .red)
  }

  @Test func maskedCornersRoundOnlyThoseCorners() {
    // minX minY is the top-left on iOS.
    let pixels = roundedSquare([.layerMinXMinYCorner])
    #expect(pixels[0, 0] == .transparent)
    #expect(pixels[19, 0] == .red)
    #expect(pixels[0, 19] == .red)
    #expect(pixels[19, 19] == .red)
  }

  @Test func continuousCornersReachFurtherAlongTheSides() {
    func rendered(_ curve: CALayerCornerCurve) -> Pixmap {
      let layer = filledLayer(CGRect(x: 0, y: 0, width: 80, height: 80), red)
      layer.cornerRadius = 16
      layer.cornerCurve = curve
      return rendering(root(width: 80, height: 80, [layer]), width: 80, height: 80)
    }
    // A circular corner of radius 16 meets the top side at x = 16; a continuous one only at
    // 16 × 1.53 ≈ 24, still curving away from the side at x = 17.
    #expect(rendered(.circular)[17, 0] == .red)
    #expect(rendered(.continuous)[17, 0].a < 250)
    #expect(rendered(.continuous)[40, 0] == .red)
  }

  @Test func masksToBoundsClipsToTheRoundedCorners() {
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    parent.cornerRadius = 10
    parent.masksToBounds = true
    parent.addSublayer(filledLayer(CGRect(x: 0, y: 0, width: 20, height: 20), green))
    let pixels = rendering(root(width: 20, height: 20, [parent]), width: 20, height: 20)
    #expect(pixels[0, 0] == .transparent)
    #expect(pixels[10, 10] == .green)
  }

  @Test func maskLayerAlphaMasksTheLayer() {
    let layer = filledLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
    layer.addSublayer(filledLayer(CGRect(x: 0, y: 5, width: 10, height: 5), green))
    // The mask sits in the layer's own space: its left half lets the layer through.
    layer.mask = filledLayer(CGRect(x: 0, y: 0, width: 5, height: 10), CGColor(gray: 0, alpha: 1))
    let pixels = rendering(root(width: 10, height: 10, [layer]), width: 10, height: 10)
    #expect(pixels[2, 2] == .red)
    #expect(pixels[2, 7] == .green)
    #expect(pixels[7, 2] == .transparent)
    #expect(pixels[7, 7] == .transparent)
  }

  @Test func layersThatNeedDisplayAreDisplayedFirst() {
    final class Bar: CALayer {
      override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        // The backing store is top-left: y = 0 is the top row.
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
      }
    }
    let layer = Bar()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.setNeedsDisplay()
    let pixels = rendering(root(width: 10, height: 10, [layer]), width: 10, height: 10)
    #expect(!layer.needsDisplay())
    #expect(pixels[5, 0] == .blue)
    #expect(pixels[5, 1] == .blue)
    #expect(pixels[5, 2] == .transparent)
  }
}
