import Raster

/// Whether the pixel at (x, y) of `image` looks like part of an anti-aliased edge, by
/// pixelmatch's rule (Vyšniauskas, "Anti-aliased pixel and intensity slope detector", 2009):
/// among its eight neighbours at most two equal it, some are darker and some brighter, and the
/// darkest or the brightest sits inside a flat area (3+ equal neighbours) in both images.
func isAntialiased(_ image: Pixmap, x: Int, y: Int, other: Pixmap) -> Bool {
  let around = Neighbourhood(x: x, y: y, in: image)
  let center = image.word(x, y)
  var equal = around.borderCount
  var darkest = (delta: 0.0, x: 0, y: 0)
  var brightest = (delta: 0.0, x: 0, y: 0)
  for ny in around.rows {
    for nx in around.columns where nx != x || ny != y {
      let delta = brightness(image.word(nx, ny)) - brightness(center)
      if delta == 0 {
        equal += 1
        if equal > 2 { return false }
      } else if delta < darkest.delta {
        darkest = (delta, nx, ny)
      } else if delta > brightest.delta {
        brightest = (delta, nx, ny)
      }
    }
  }
  guard darkest.delta != 0, brightest.delta != 0 else { return false }
  func flatInBoth(_ px: Int, _ py: Int) -> Bool {
    hasManySiblings(image, x: px, y: py) && hasManySiblings(other, x: px, y: py)
  }
  return flatInBoth(darkest.x, darkest.y) || flatInBoth(brightest.x, brightest.y)
}

/// Whether more than two of the pixel's neighbours (the border counting as one) equal it.
private func hasManySiblings(_ image: Pixmap, x: Int, y: Int) -> Bool {
  let around = Neighbourhood(x: x, y: y, in: image)
  let center = image.word(x, y)
  var equal = around.borderCount
  for ny in around.rows {
    for nx in around.columns where (nx != x || ny != y) && image.word(nx, ny) == center {
      equal += 1
      if equal > 2 { return true }
    }
  }
  return false
}

/// The 3×3 pixels around (x, y) that lie inside the image.
private struct Neighbourhood {
  let columns: ClosedRange<Int>
  let rows: ClosedRange<Int>
  /// 1 for a pixel on the image's border: pixelmatch counts the border as one neighbour equal
  /// to the pixel.
  let borderCount: Int

  init(x: Int, y: Int, in image: Pixmap) {
    columns = max(x - 1, 0)...min(x + 1, image.width - 1)
    rows = max(y - 1, 0)...min(y + 1, image.height - 1)
    let onBorder =
      x == columns.lowerBound || x == columns.upperBound || y == rows.lowerBound
      || y == rows.upperBound
    borderCount = onBorder ? 1 : 0
  }
}

/// The luma (YIQ's Y, pixelmatch's weights) of a premultiplied pixel seen over white.
private func brightness(_ packed: UInt32) -> Double {
  let uncovered = Double(255 - (packed >> 24))
  let r = Double(packed & 0xFF) + uncovered
  let g = Double(packed >> 8 & 0xFF) + uncovered
  let b = Double(packed >> 16 & 0xFF) + uncovered
  return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
}

extension Pixmap {
  /// The pixel at (x, y) as one little-endian word, r in the low byte.
  @inline(__always)
  func word(_ x: Int, _ y: Int) -> UInt32 {
    UnsafeRawPointer(row(y)).load(fromByteOffset: x * 4, as: UInt32.self)
  }
}
