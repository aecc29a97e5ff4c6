import Raster

/// A small opaque image from rows of grey levels (0 black … 255 white), so a test's pixels can
/// be read in its source.
func greyImage(_ rows: [[UInt8]]) -> Pixmap {
  let image = try! Pixmap(width: rows[0].count, height: rows.count)
  for (y, row) in rows.enumerated() {
    for (x, level) in row.enumerated() {
      image[x, y] = PremultipliedColor(r: level, g: level, b: level, a: 255)
    }
  }
  return image
}

/// A `width`×`height` image of one colour.
func solidImage(width: Int, height: Int, _ color: PremultipliedColor) -> Pixmap {
  try! Pixmap(width: width, height: height, filledWith: color)
}
