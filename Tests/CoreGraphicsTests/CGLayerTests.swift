import Testing

@testable import CoreGraphics

/// CGLayer: draw once into the layer, stamp it into the context where asked. The context's
/// origin is at the bottom left, so a stamp at y 0 covers the bottom rows.
@Suite struct CGLayerTests {
  @Test func aLayerIsDrawnWhereItIsStamped() throws {
    let context = makeContext(40, 40)
    let layer = try #require(
      CGLayer(context, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil))
    #expect(layer.size == CGSize(width: 10, height: 10))
    let layerContext = try #require(layer.context)
    layerContext.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    layerContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    context.draw(layer, at: CGPoint(x: 0, y: 0))
    context.draw(layer, in: CGRect(x: 20, y: 20, width: 20, height: 20))
    // Bottom-left 10×10 (device rows 30…39) and the top-right 20×20 (rows 0…19, columns 20…39).
    #expect(pixel(context, 5, 35) == [255, 0, 0, 255])
    #expect(pixel(context, 30, 10) == [255, 0, 0, 255])
    #expect(pixel(context, 15, 25) == [0, 0, 0, 0])
    #expect(pixel(context, 5, 5) == [0, 0, 0, 0])
  }

  /// A layer for a context drawn at 2× has twice the pixels, so it stays sharp.
  @Test func aLayerFollowsTheContextsScale() throws {
    let context = makeContext(40, 40)
    context.scaleBy(x: 2, y: 2)
    let layer = try #require(
      CGLayer(context, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil))
    #expect(layer.context?.width == 20)
    #expect(CGLayer(context, size: .zero, auxiliaryInfo: nil) == nil)
  }

  /// A size too large for pixels, or not finite, or a context scaled past any bitmap, gives no
  /// layer rather than a trap; a representable but oversized one is refused by the bitmap's
  /// size limit.
  @Test func aSizeTooLargeForPixelsGivesNoLayer() {
    let context = makeContext(4, 4)
    #expect(CGLayer(context, size: CGSize(width: 1e300, height: 10), auxiliaryInfo: nil) == nil)
    #expect(
      CGLayer(context, size: CGSize(width: CGFloat.nan, height: 10), auxiliaryInfo: nil) == nil)
    #expect(CGLayer(context, size: CGSize(width: 1e9, height: 1e9), auxiliaryInfo: nil) == nil)
    context.scaleBy(x: 1e300, y: 1e300)
    #expect(CGLayer(context, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil) == nil)
  }
}
