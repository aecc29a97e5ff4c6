import Raster

/// Whether the pixel at (x, y) of `image` looks like part of an anti-aliased edge, by
/// pixelmatch's rule (Vyšniauskas, "Anti-aliased pixel and intensity slope detector", 2009):
/// among its eight neighbours at most two equal it, some are darker and some brighter, and the
/// darkest or the brightest sits inside a flat area (3+ equal neighbours) in both images.
func isAntialiased(_ image: Pixmap, x: Int, y: Int, other: Pixmap) -> Bool {
  let x0 = max(x - 1, 0)
  let y0 = max(y - 1, 0)
  let x2 = min(x + 1, image.width - 1)
  let y2 = min(y + 1, image.height - 1)
  let center = image.word(x, y)
  // The image's border counts as one equal neighbour, as in pixelmatch.
  var equal = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
  var darkest = (delta: 0.0, x: 0, y: 0)
  var brightest = (delta: 0.0, x: 0, y: 0)
  for ny in y0...y2 {
    for nx in x0...x2 where nx != x || ny != y {
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
  let x0 = max(x - 1, 0)
  let y0 = max(y - 1, 0)
  let x2 = min(x + 1, image.width - 1)
  let y2 = min(y + 1, image.height - 1)
  let center = image.word(x, y)
  var equal = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
  for ny in y0...y2 {
    for nx in x0...x2 where (nx != x || ny != y) && image.word(nx, ny) == center {
      equal += 1
      if equal > 2 { return true }
    }
  }
  return false
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
