import Testing

@testable import Raster

/// Packing float pixels to bytes, written with vector selects and the 2²³ rounding trick,
/// gives exactly what the standard library's clamp and `rounded(.toNearestOrEven)` give.
@Suite struct PackedPixelTests {
  /// Every channel value a multiple of 1/4096 apart from 0 to 255 (ties included: k + 0.5),
  /// and a million more drawn at random, round as `rounded(.toNearestOrEven)` rounds them.
  @Test func roundingMatchesTheStandardLibrary() {
    func check(_ v: UnitPixel) -> Bool {
      PackedPixel.roundedToNearestEven(v) == v.rounded(.toNearestOrEven)
    }
    var mismatches = 0
    for step in stride(from: 0, through: 255 * 4096, by: 4) {
      let base = Float(step) / 4096
      if !check(UnitPixel(base, base + 1 / 4096, base + 2 / 4096, base + 3 / 4096)) {
        mismatches += 1
      }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<250_000 {
      let v = UnitPixel(
        Float.random(in: 0...255, using: &generator), Float.random(in: 0...255, using: &generator),
        Float.random(in: 0...255, using: &generator), Float.random(in: 0...255, using: &generator))
      if !check(v) { mismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(
      PackedPixel.roundedToNearestEven(UnitPixel(0.5, 1.5, 2.5, 254.5)) == UnitPixel(0, 2, 2, 254))
  }

  /// Clamping to zero and an upper bound per channel, as `clamped(lowerBound:upperBound:)`.
  @Test func clampMatchesTheStandardLibrary() {
    let upper = UnitPixel(0.5, 0.5, 0.5, 0.5)
    for v in [
      UnitPixel(-1, 0.25, 0.75, 0.5), UnitPixel(-0.0, 0, 0.5, 2), UnitPixel(0.1, -3, 9, 0.4),
    ] {
      #expect(PackedPixel.clamp(v, to: upper) == v.clamped(lowerBound: .zero, upperBound: upper))
    }
  }

  /// A pixel's bytes: out-of-range channels clamp, colour stays within alpha, NaN reads as 0.
  @Test func packClampsAndRounds() {
    #expect(PackedPixel.pack(UnitPixel(2, -1, 0.5, 1)) == 0xFF80_00FF)
    #expect(PackedPixel.pack(UnitPixel(1, 1, 1, 0.5)) == 0x8080_8080)
    #expect(PackedPixel.pack(UnitPixel(.nan, 0, 0, 1)) == 0xFF00_0000)
  }
}
