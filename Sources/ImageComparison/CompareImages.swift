import Raster

/// Compares `actual` with `reference` under `options`.
///
/// Images of different sizes never match; every pixel of the larger area counts as differing.
public func compareImages(
  reference: Pixmap, actual: Pixmap, options: ComparisonOptions = ComparisonOptions()
) -> ImageDifference {
  var scan = PixelScan(reference: reference, actual: actual, options: options)
  scan.run(marking: nil)
  return scan.difference
}

/// One pass over two images, tallying what `ImageDifference` reports and, when asked, marking
/// each failing pixel on a difference image.
struct PixelScan {
  let reference: Pixmap
  let actual: Pixmap
  let options: ComparisonOptions
  var difference: ImageDifference

  /// Red: a pixel that fails; yellow: a differing pixel ignored as anti-aliasing.
  static let failed = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
  static let antialiased = PremultipliedColor(r: 255, g: 210, b: 0, a: 255)

  init(reference: Pixmap, actual: Pixmap, options: ComparisonOptions) {
    self.reference = reference
    self.actual = actual
    self.options = options
    let referenceSize = ImageDifference.Size(width: reference.width, height: reference.height)
    let actualSize = ImageDifference.Size(width: actual.width, height: actual.height)
    difference = ImageDifference(
      referenceSize: referenceSize, actualSize: actualSize, options: options,
      differingPixels: 0, antialiasedPixels: 0, largestDeltaE: 0, boundingBox: nil)
  }

  mutating func run(marking marks: Pixmap?) {
    guard difference.sizesMatch else {
      difference.differingPixels = difference.pixelCount
      difference.boundingBox = IntRect(
        x: 0, y: 0, width: max(reference.width, actual.width),
        height: max(reference.height, actual.height))
      return
    }
    let threshold = options.perceptualPrecision >= 1 ? -1 : options.deltaEThreshold
    var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
    var pixelDelta = PixelDelta()
    for y in 0..<reference.height {
      let referenceRow = UnsafeRawPointer(reference.row(y)).assumingMemoryBound(to: UInt32.self)
      let actualRow = UnsafeRawPointer(actual.row(y)).assumingMemoryBound(to: UInt32.self)
      var x = 0
      while x < reference.width {
        // The common case, equal words, costs one compare.
        if referenceRow[x] == actualRow[x] {
          x += 1
          continue
        }
        let delta = pixelDelta.deltaE(reference: referenceRow[x], actual: actualRow[x])
        difference.largestDeltaE = max(difference.largestDeltaE, delta)
        if delta > threshold {
          if options.ignoresAntialiasing
            && (isAntialiased(reference, x: x, y: y, other: actual)
              || isAntialiased(actual, x: x, y: y, other: reference))
          {
            difference.antialiasedPixels += 1
            marks?[x, y] = PixelScan.antialiased
          } else {
            difference.differingPixels += 1
            box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            marks?[x, y] = PixelScan.failed
          }
        }
        x += 1
      }
    }
    if difference.differingPixels > 0 {
      difference.boundingBox = IntRect(
        x: box.minX, y: box.minY, width: box.maxX - box.minX + 1, height: box.maxY - box.minY + 1)
    }
  }
}
