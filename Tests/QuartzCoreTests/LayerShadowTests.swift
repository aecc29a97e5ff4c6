import CoreGraphics
import QuartzCore
import Raster
import Testing

@MainActor
@Suite struct LayerShadowTests {
  /// A layer at `frame` with a hard (unblurred) blue shadow at `offset`.
  func shadowedLayer(_ frame: CGRect, offset: CGSize) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.shadowColor = blue
    layer.shadowOpacity = 1
    layer.shadowRadius = 0
    layer.shadowOffset = offset
    return layer
  }

  /// A red 10×10 layer at (10, 10) in a 30×30 root, with a hard blue shadow at `offset`.
  func shadowed(offset: CGSize, scale: Int = 1) -> Pixmap {
    let layer = shadowedLayer(CGRect(x: 10, y: 10, width: 10, height: 10), offset: offset)
    layer.backgroundColor = red
    return rendering(
      root(width: 30, height: 30, [layer]), width: 30, height: 30, scale: CGFloat(scale))
  }

  @Test(arguments: [1, 2])
  func positiveOffsetHeightMovesTheShadowDown(scale: Int) {
    let pixels = shadowed(offset: CGSize(width: 0, height: 3), scale: scale)
    #expect(pixels[15 * scale, 15 * scale] == .red)
    // Below the layer (y 20…23 points) is shadow, above it nothing.
    #expect(pixels[15 * scale, 20 * scale] == .blue)
    #expect(pixels[15 * scale, 23 * scale - 1] == .blue)
    #expect(pixels[15 * scale, 23 * scale] == .transparent)
    #expect(pixels[15 * scale, 8 * scale] == .transparent)
  }

  @Test func defaultOffsetCastsUpwards() {
    // iOS's default shadow offset is (0, −3).
    let pixels = shadowed(offset: CALayer().shadowOffset)
    #expect(pixels[15, 7] == .blue)
    #expect(pixels[15, 21] == .transparent)
  }

  @Test func shadowIsCastByTheCompositedSublayers() {
    let layer = shadowedLayer(
      CGRect(x: 0, y: 0, width: 20, height: 20), offset: CGSize(width: 4, height: 0))
    // No background: only the sublayer's pixels cast.
    layer.addSublayer(filledLayer(CGRect(x: 0, y: 0, width: 5, height: 5), red))
    let pixels = rendering(root(width: 20, height: 20, [layer]), width: 20, height: 20)
    #expect(pixels[2, 2] == .red)
    #expect(pixels[7, 2] == .blue)
    #expect(pixels[9, 2] == .transparent)
    #expect(pixels[7, 7] == .transparent)
  }

  @Test(arguments: [1, 2])
  func shadowPathCastsWithoutContent(scale: Int) {
    let layer = shadowedLayer(
      CGRect(x: 10, y: 10, width: 10, height: 10), offset: CGSize(width: 5, height: 0))
    layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    let pixels = rendering(
      root(width: 30, height: 30, [layer]), width: 30, height: 30, scale: CGFloat(scale))
    // The shadow spans x 15…25 points; the layer itself draws nothing.
    #expect(pixels[12 * scale, 15 * scale] == .transparent)
    #expect(pixels[15 * scale, 15 * scale] == .blue)
    #expect(pixels[25 * scale - 1, 15 * scale] == .blue)
    #expect(pixels[25 * scale, 15 * scale] == .transparent)
  }

  @Test func shadowRadiusBlurs() {
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
    layer.backgroundColor = red
    layer.shadowOpacity = 1
    layer.shadowRadius = 3
    layer.shadowOffset = .zero
    let pixels = rendering(root(width: 30, height: 30, [layer]), width: 30, height: 30)
    // Just outside the edge the shadow is half-strength-ish, far out nothing.
    #expect(pixels[15, 20].a > 40 && pixels[15, 20].a < 200)
    #expect(pixels[15, 29].a == 0)
  }

  @Test func masksToBoundsCutsOffTheShadow() {
    let layer = shadowedLayer(
      CGRect(x: 10, y: 10, width: 10, height: 10), offset: CGSize(width: 0, height: 3))
    layer.backgroundColor = red
    layer.masksToBounds = true
    let pixels = rendering(root(width: 30, height: 30, [layer]), width: 30, height: 30)
    #expect(pixels[15, 21] == .transparent)
  }
}
