/// How strictly `compareImages` judges two images.
public struct ComparisonOptions: Hashable, Sendable {
  /// The share of pixels, 0…1, that must match for the images to match.
  public var precision: Double
  /// How close, 0…1, a pixel's colour must be to the reference's to match: a pixel matches
  /// when its CIE ΔE 1994 is at most (1 − perceptualPrecision) × 100. At 1, only identical
  /// bytes match. 0.98–0.99 is about what the eye can tell apart.
  public var perceptualPrecision: Double
  /// Whether pixels that differ only along anti-aliased edges are left out of the count
  /// (detected as pixelmatch does: a pixel between a darker and a brighter neighbour, next to
  /// flat areas in both images).
  public var ignoresAntialiasing: Bool

  public init(
    precision: Double = 1, perceptualPrecision: Double = 1, ignoresAntialiasing: Bool = false
  ) {
    self.precision = precision
    self.perceptualPrecision = perceptualPrecision
    self.ignoresAntialiasing = ignoresAntialiasing
  }

  /// The largest ΔE a pixel may have and still match.
  var deltaEThreshold: Double { (1 - perceptualPrecision) * 100 }

  /// The first option outside 0…1, as an error message naming it; nil when all are valid.
  public var invalidity: String? {
    if !(0...1).contains(precision) { return "precision \(precision) is not between 0 and 1" }
    if !(0...1).contains(perceptualPrecision) {
      return "perceptual precision \(perceptualPrecision) is not between 0 and 1"
    }
    return nil
  }
}
