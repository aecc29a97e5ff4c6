import ImageComparison
import Raster
import Testing

@Suite struct CompareImagesTests {
  @Test func identicalImagesMatchWithNothingToReport() {
    let image = greyImage([[0, 128, 255], [255, 128, 0]])
    let difference = compareImages(reference: image, actual: image.copy())
    #expect(difference.matches)
    #expect(difference.differingPixels == 0)
    #expect(difference.largestDeltaE == 0)
    #expect(difference.boundingBox == nil)
    #expect(difference.description == "no pixel differs")
  }

  @Test func onePixelOffIsCountedAndBoxed() {
    let reference = solidImage(width: 4, height: 4, .white)
    let actual = reference.copy()
    actual[2, 1] = .black
    let difference = compareImages(reference: reference, actual: actual)
    #expect(!difference.matches)
    #expect(difference.differingPixels == 1)
    #expect(difference.boundingBox == IntRect(x: 2, y: 1, width: 1, height: 1))
    // White is L* 100, black L* 0, both with no chroma: ΔE94 = |ΔL| = 100.
    #expect(abs(difference.largestDeltaE - 100) < 0.01)
    // 15 of 16 pixels match: 0.9375.
    #expect(difference.actualPrecision == 0.9375)
    let lenient = compareImages(
      reference: reference, actual: actual, options: ComparisonOptions(precision: 0.93))
    #expect(lenient.matches)
    let strict = compareImages(
      reference: reference, actual: actual, options: ComparisonOptions(precision: 0.94))
    #expect(!strict.matches)
  }

  @Test func shiftedEdgeDiffersAlongOneColumn() {
    // Black on the left of x = 4 in the reference, of x = 5 in the actual image.
    let reference = greyImage(Array(repeating: [0, 0, 0, 0, 255, 255, 255, 255], count: 4))
    let actual = greyImage(Array(repeating: [0, 0, 0, 0, 0, 255, 255, 255], count: 4))
    let difference = compareImages(reference: reference, actual: actual)
    #expect(difference.differingPixels == 4)
    #expect(difference.boundingBox == IntRect(x: 4, y: 0, width: 1, height: 4))
  }

  @Test func antialiasingNoiseIsIgnoredOnlyWhenAsked() {
    // A vertical edge, black | grey | white, whose one anti-aliased column changes from 128 to
    // 100: each grey pixel has darker and brighter neighbours that sit in flat areas.
    let reference = greyImage(Array(repeating: [0, 0, 128, 255, 255], count: 5))
    let actual = greyImage(Array(repeating: [0, 0, 100, 255, 255], count: 5))
    let strict = compareImages(reference: reference, actual: actual)
    #expect(strict.differingPixels == 5)
    #expect(strict.antialiasedPixels == 0)
    let lenient = compareImages(
      reference: reference, actual: actual,
      options: ComparisonOptions(ignoresAntialiasing: true))
    #expect(lenient.differingPixels == 0)
    #expect(lenient.antialiasedPixels == 5)
    #expect(lenient.matches)
  }

  @Test func ignoringAntialiasingStillCatchesAChangeInAFlatArea() {
    let reference = solidImage(width: 5, height: 5, .white)
    let actual = reference.copy()
    actual[2, 2] = .black  // eight equal neighbours: not an edge
    let difference = compareImages(
      reference: reference, actual: actual,
      options: ComparisonOptions(ignoresAntialiasing: true))
    #expect(difference.differingPixels == 1)
    #expect(difference.antialiasedPixels == 0)
  }

  @Test func greyShiftJustUnderAndJustOverThePerceptualThreshold() {
    // sRGB grey 128: 128/255 = 0.50196 → linear ((0.50196 + 0.055)/1.055)^2.4 = 0.21586
    // = Y, so L* = 116 × 0.21586^(1/3) − 16 = 116 × 0.59990 − 16 = 53.59.
    // Grey 130: 0.50980 → ((0.50980 + 0.055)/1.055)^2.4 = 0.22323 → 116 × 0.60664 − 16 = 54.37.
    // Greys have a* = b* = 0, so ΔE94 = |ΔL*| = 0.78.
    let reference = solidImage(
      width: 2, height: 2, PremultipliedColor(r: 128, g: 128, b: 128, a: 255))
    let actual = solidImage(width: 2, height: 2, PremultipliedColor(r: 130, g: 130, b: 130, a: 255))
    // Threshold (1 − 0.992) × 100 = 0.8 ≥ 0.78: every pixel matches.
    let under = compareImages(
      reference: reference, actual: actual,
      options: ComparisonOptions(perceptualPrecision: 0.992))
    #expect(under.matches)
    #expect(under.differingPixels == 0)
    #expect(abs(under.largestDeltaE - 0.78) < 0.01)
    #expect(under.description == "no pixel differs beyond ΔE 0.8 (largest ΔE 0.78)")
    // Threshold (1 − 0.9925) × 100 = 0.75 < 0.78: all four pixels fail.
    let over = compareImages(
      reference: reference, actual: actual,
      options: ComparisonOptions(perceptualPrecision: 0.9925))
    #expect(!over.matches)
    #expect(over.differingPixels == 4)
  }

  @Test func saturatedColourShiftIsWeightedByChromaAsCIE94Does() {
    // sRGB red (255, 0, 0) is L* 53.24, a* 80.09, b* 67.20, so C*1 = √(80.09² + 67.20²) = 104.55;
    // (235, 0, 0) is L* 49.09, a* 75.29, b* 63.18, C*2 = 98.29, the same hue (ΔH ≈ 0).
    // S_C = 1 + 0.045 × 104.55 = 5.705, so ΔE94 = √(4.15² + (6.27 / 5.705)²) = √(17.22 + 1.21)
    // = 4.29, where the plain Lab distance (ΔE76) would be 7.52.
    let reference = solidImage(width: 1, height: 1, PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    let actual = solidImage(width: 1, height: 1, PremultipliedColor(r: 235, g: 0, b: 0, a: 255))
    let difference = compareImages(reference: reference, actual: actual)
    #expect(abs(difference.largestDeltaE - 4.29) < 0.01)
    // Thresholds 4.5 and 4: between them lies 4.29.
    #expect(
      compareImages(
        reference: reference, actual: actual, options: ComparisonOptions(perceptualPrecision: 0.955)
      ).matches)
    #expect(
      !compareImages(
        reference: reference, actual: actual, options: ComparisonOptions(perceptualPrecision: 0.96)
      ).matches)
  }

  @Test func transparentDiffersFromOpaqueBlackAsWhiteFromBlack() {
    // Over white, transparent shows white (L* 100) and black stays L* 0: ΔE 100.
    let reference = solidImage(width: 1, height: 1, .transparent)
    let actual = solidImage(width: 1, height: 1, .black)
    let difference = compareImages(
      reference: reference, actual: actual, options: ComparisonOptions(perceptualPrecision: 0.5))
    #expect(difference.differingPixels == 1)
    #expect(abs(difference.largestDeltaE - 100) < 0.01)
  }

  @Test func differentSizesNeverMatch() {
    let reference = solidImage(width: 2, height: 3, .white)
    let actual = solidImage(width: 3, height: 2, .white)
    let difference = compareImages(
      reference: reference, actual: actual, options: ComparisonOptions(precision: 0))
    #expect(!difference.matches)
    #expect(difference.differingPixels == 6)
    #expect(difference.description == "sizes differ: reference 2×3, actual 3×2")
  }

  @Test func descriptionGivesCountLargestDeltaAndBox() {
    let reference = solidImage(width: 4, height: 4, .white)
    let actual = reference.copy()
    actual[2, 1] = .black
    actual[3, 3] = .black
    let difference = compareImages(reference: reference, actual: actual)
    // 2 of 16 pixels = 12.5%; box from (2, 1) to (3, 3) inclusive.
    #expect(
      difference.description
        == "2 of 16 pixels differ (12.5%, allowed 0%); largest ΔE 100 (allowed 0); "
        + "changes within x 2..<4, y 1..<4")
  }

  @Test func outOfRangeOptionsAreNamed() {
    #expect(ComparisonOptions(precision: 1.5).invalidity == "precision 1.5 is not between 0 and 1")
    #expect(
      ComparisonOptions(perceptualPrecision: -0.1).invalidity
        == "perceptual precision -0.1 is not between 0 and 1")
    #expect(ComparisonOptions(precision: 0.5).invalidity == nil)
  }
}
