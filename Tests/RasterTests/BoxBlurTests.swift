import Testing

@testable import Raster

@Suite struct BoxBlurTests {
  /// Skipping the rows and columns still blank must not change a byte: a mask inked only in a
  /// block, blurred told where the ink is and told nothing, for an odd box (σ = 4: d =
  /// ⌊4·3·√(2π)/4 + 0.5⌋ = ⌊7.52⌋ = 7) and an even one (σ = 3: d = ⌊6.14⌋ = 6), with the ink
  /// near an edge so the widening ranges are clamped.
  @Test(arguments: [3.0, 4.0])
  func apply_withInkedBounds_matchesTheWholeMaskBlur(sigma: Double) {
    let (width, height) = (40, 30)
    let ink = IntRect(x: 2, y: 18, width: 9, height: 7)
    var whole = [UInt8](repeating: 0, count: width * height)
    for y in ink.minY..<ink.maxY {
      for x in ink.minX..<ink.maxX { whole[y * width + x] = UInt8((x * 37 + y * 11) % 256) }
    }
    var skipping = whole
    let blur = BoxBlur(sigma: sigma)
    whole.withUnsafeMutableBufferPointer {
      blur.apply(to: $0.baseAddress!, width: width, height: height)
    }
    skipping.withUnsafeMutableBufferPointer {
      blur.apply(to: $0.baseAddress!, width: width, height: height, inked: ink)
    }
    #expect(whole.contains { $0 != 0 })
    #expect(skipping == whole)
  }
}
