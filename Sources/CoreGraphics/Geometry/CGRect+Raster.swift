import Raster

extension CGRect {
  /// The rectangle as Raster takes it: standardised, so that a rectangle with a negative width
  /// or height covers the same points as on iOS, where every drawing function standardises it.
  package var raster: Rect {
    let r = standardized
    return Rect(
      x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.width),
      height: Double(r.height))
  }

  /// Raster's rectangle as a `CGRect` (Raster's rectangles never have a negative size).
  package init(_ r: Rect) {
    self.init(x: r.x, y: r.y, width: r.width, height: r.height)
  }
}
