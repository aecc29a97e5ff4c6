extension Pixmap {
  /// Every pixel has equal red, green and blue (premultiplied, so straight too): the pixmap
  /// holds only greys, and can be stored as grey.
  public var isGrey: Bool { firstColoredPixel == nil }

  /// The first pixel, row by row from the top, whose red, green and blue are not all equal.
  public var firstColoredPixel: (x: Int, y: Int)? {
    for y in 0..<height {
      let row = self.row(y)
      for x in 0..<width where row[x * 4] != row[x * 4 + 1] || row[x * 4] != row[x * 4 + 2] {
        return (x, y)
      }
    }
    return nil
  }
}
