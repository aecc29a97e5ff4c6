import CoreGraphics
import ImageComparison
import Raster
import UIKit

/// The words swift-snapshot-testing's `UIImage` strategy fails with on iOS, exactly, so a test
/// or tool that matches on them sees the same text here; Offscreen's own detail follows.
/// (Its numbers are upstream's too: bytes for `precision` alone, pixels and ΔE when
/// `perceptualPrecision` is below 1.)
func upstreamFailureText(
  reference: UIImage, actual: UIImage, referencePixels: Pixmap, actualPixels: Pixmap,
  difference: ImageDifference
) -> String {
  let options = difference.options
  guard difference.sizesMatch else {
    return "Newly-taken snapshot@\(describe(actual.size)) does not match "
      + "reference@\(describe(reference.size))."
  }
  if options.precision >= 1, options.perceptualPrecision >= 1 {
    return "Newly-taken snapshot does not match reference."
  }
  if options.perceptualPrecision < 1 {
    let matching = Float(difference.actualPrecision)
    let lowest = 1 - min(Float(difference.largestDeltaE) / 100, 1)
    return """
      The percentage of pixels that match \(matching) is less than required \
      \(Float(options.precision))
      The lowest perceptual color precision \(lowest) is less than required \
      \(Float(options.perceptualPrecision))
      """
  }
  let bytes = referencePixels.width * referencePixels.height * 4
  let matching = 1 - Float(differingBytes(referencePixels, actualPixels)) / Float(max(bytes, 1))
  return "Actual image precision \(matching) is less than required \(Float(options.precision))"
}

/// `(390.0, 844.0)`, as `CGSize` describes itself on Apple's platforms.
private func describe(_ size: CGSize) -> String {
  "(\(Double(size.width)), \(Double(size.height)))"
}

/// How many of the two equal-sized images' RGBA bytes differ: upstream's measure for
/// `precision` without a perceptual one.
private func differingBytes(_ first: Pixmap, _ second: Pixmap) -> Int {
  var count = 0
  for y in 0..<first.height {
    let a = first.data + y * first.bytesPerRow
    let b = second.data + y * second.bytesPerRow
    for index in 0..<(first.width * 4) where a[index] != b[index] { count += 1 }
  }
  return count
}
