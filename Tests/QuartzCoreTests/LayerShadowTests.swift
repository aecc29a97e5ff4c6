@_spi(Offscreen) import CoreGraphics
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

  /// A 10×10 layer at (10, 10) in a 30×30 root, red unless it has no background, with a hard
  /// blue shadow at `offset`.
  func shadowed(offset: CGSize, path: CGPath? = nil, background: Bool = true) -> Pixmap {
    let layer = shadowedLayer(CGRect(x: 10, y: 10, width: 10, height: 10), offset: offset)
    if background { layer.backgroundColor = red }
    layer.shadowPath = path
    return rendering(root(width: 30, height: 30, [layer]), width: 30, height: 30)
  }

  @Test func positiveOffsetHeightMovesTheShadowDown() {
    let pixels = shadowed(offset: CGSize(width: 0, height: 3))
    #expect(pixels[15, 15] == .red)
    // Below the layer (y 20…23) is shadow, above it nothing.
    #expect(pixels[15, 21] == .blue)
    #expect(pixels[15, 22] == .blue)
    #expect(pixels[15, 23] == .transparent)
    #expect(pixels[15, 8] == .transparent)
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

  @Test func shadowPathCastsWithoutContent() {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    let pixels = shadowed(offset: CGSize(width: 5, height: 0), path: path, background: false)
    // The shadow spans x 15…25; the layer itself draws nothing.
    #expect(pixels[12, 15] == .transparent)
    #expect(pixels[15, 15] == .blue)
    #expect(pixels[24, 15] == .blue)
    #expect(pixels[25, 15] == .transparent)
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
