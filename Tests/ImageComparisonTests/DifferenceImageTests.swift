import ImageComparison
import Raster
import Testing

@Suite struct DifferenceImageTests {
  @Test func failingPixelIsRedOverAFadedGreyReference() {
    // Reference: white with one black pixel at (0, 0); the actual image also blackens (2, 1).
    let reference = solidImage(width: 3, height: 2, .white)
    reference[0, 0] = .black
    let actual = reference.copy()
    actual[2, 1] = .black
    let image = differenceImage(reference: reference, actual: actual)
    let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    #expect(image[2, 1] == red)
    // White stays white; black fades to a tenth of its contrast: 255 − 255/10 = 230 (integer).
    #expect(image[1, 0] == .white)
    #expect(image[0, 0] == PremultipliedColor(r: 230, g: 230, b: 230, a: 255))
  }

  @Test func ignoredAntialiasingIsYellow() {
    let reference = greyImage(Array(repeating: [0, 0, 128, 255, 255], count: 3))
    let actual = greyImage(Array(repeating: [0, 0, 100, 255, 255], count: 3))
    let image = differenceImage(
      reference: reference, actual: actual, options: ComparisonOptions(ignoresAntialiasing: true))
    #expect(image[2, 1] == PremultipliedColor(r: 255, g: 210, b: 0, a: 255))
  }

  @Test func sizeMismatchCoversBothWithTheMissingAreaRed() {
    let reference = solidImage(width: 2, height: 2, .white)
    let actual = solidImage(width: 3, height: 1, .white)
    let image = differenceImage(reference: reference, actual: actual)
    #expect(image.width == 3 && image.height == 2)
    #expect(image[1, 1] == .white)
    #expect(image[2, 0] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
  }
}
