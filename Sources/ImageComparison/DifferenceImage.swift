import Raster

/// A picture of where `actual` differs from `reference`: a faded grey copy of the reference,
/// with failing pixels in red and, when anti-aliasing is ignored, the ignored ones in yellow.
/// When the sizes differ it covers both: the reference in grey, the area outside it red.
public func differenceImage(
  reference: Pixmap, actual: Pixmap, options: ComparisonOptions = ComparisonOptions()
) -> Pixmap {
  let width = max(reference.width, actual.width)
  let height = max(reference.height, actual.height)
  // Both sizes are valid pixmap sizes, so their bounding size is too unless it is too large;
  // the images' own limits keep it within Pixmap's.
  let image = try! Pixmap(width: width, height: height, filledWith: PixelScan.failed)
  for y in 0..<reference.height {
    let source = reference.row(y)
    let target = image.row(y)
    for x in 0..<reference.width {
      let grey = fadedGrey(source + x * 4)
      target[x * 4] = grey
      target[x * 4 + 1] = grey
      target[x * 4 + 2] = grey
      target[x * 4 + 3] = 255
    }
  }
  if reference.width == actual.width && reference.height == actual.height {
    var scan = PixelScan(reference: reference, actual: actual, options: options)
    scan.run(marking: image)
  }
  return image
}

/// The pixel's luma over white, faded to a tenth of its contrast with white, so red marks
/// stand out while the layout stays readable.
private func fadedGrey(_ pixel: UnsafeMutablePointer<UInt8>) -> UInt8 {
  let uncovered = 255 - Int(pixel[3])
  let luma =
    (Int(pixel[0]) + uncovered) * 299 + (Int(pixel[1]) + uncovered) * 587
    + (Int(pixel[2]) + uncovered) * 114
  return UInt8(255 - (255 * 1000 - luma) / 10_000)
}
