import Raster

/// What `compareImages` found: how many pixels differ, by how much, and where.
public struct ImageDifference: Hashable, Sendable {
  /// A width and height in pixels.
  public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var description: String { "\(width)×\(height)" }
  }

  /// The reference's size.
  public var referenceSize: Size
  /// The actual image's size.
  public var actualSize: Size
  /// The options the images were compared with.
  public var options: ComparisonOptions
  /// Pixels that do not match: their ΔE is over the threshold (or, at perceptual precision 1,
  /// their bytes differ). When the sizes differ, every pixel of the larger area counts.
  public var differingPixels: Int
  /// Pixels that differ but were left out as anti-aliasing (0 unless asked for).
  public var antialiasedPixels: Int
  /// The largest CIE ΔE 1994 (0–100) of any pixel, matching or not.
  public var largestDeltaE: Double
  /// The smallest rectangle holding every differing pixel; nil when none differs.
  public var boundingBox: IntRect?

  /// Whether the sizes are equal.
  public var sizesMatch: Bool { referenceSize == actualSize }

  /// Pixels compared: the larger of the two areas.
  public var pixelCount: Int {
    max(referenceSize.width * referenceSize.height, actualSize.width * actualSize.height)
  }

  /// The share of pixels that match, 0…1.
  public var actualPrecision: Double {
    1 - Double(differingPixels) / Double(max(pixelCount, 1))
  }

  /// Whether the images match under `options`: equal sizes, and at most the allowed share of
  /// differing pixels.
  public var matches: Bool {
    sizesMatch && actualPrecision >= options.precision
  }
}

extension ImageDifference: CustomStringConvertible {
  /// One line a person can act on: what differs, by how much, and where.
  public var description: String {
    guard sizesMatch else {
      return "sizes differ: reference \(referenceSize), actual \(actualSize)"
    }
    guard let box = boundingBox else {
      if largestDeltaE == 0 && antialiasedPixels == 0 { return "no pixel differs" }
      var text = "no pixel differs beyond ΔE \(format(options.deltaEThreshold))"
      text += " (largest ΔE \(format(largestDeltaE)))"
      if antialiasedPixels > 0 { text += "; \(antialiasedPixels) anti-aliased pixels ignored" }
      return text
    }
    let percent = format(100 * Double(differingPixels) / Double(max(pixelCount, 1)))
    var text =
      "\(differingPixels) of \(pixelCount) pixels differ (\(percent)%, allowed "
      + "\(format(100 * (1 - options.precision)))%); largest ΔE \(format(largestDeltaE)) "
      + "(allowed \(format(options.deltaEThreshold))); changes within x \(box.minX)..<\(box.maxX), "
      + "y \(box.minY)..<\(box.maxY)"
    if antialiasedPixels > 0 { text += "; \(antialiasedPixels) anti-aliased pixels ignored" }
    return text
  }
}

/// A number with at most two decimals, as people read them in a failure message.
private func format(_ value: Double) -> String {
  // A threshold of 1e100 has no decimals to cut, and Int could not hold it.
  guard value.magnitude < 1e15 else { return String(value) }
  let rounded = (value * 100).rounded() / 100
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
