extension Path {
  /// The magic number of the four-cubic circle: each quarter's control points lie this
  /// fraction of the radius along the tangents.
  static let kappa = 0.5522847498

  /// Adds a closed rectangle, in CoreGraphics' element order: from (minX, minY) through
  /// (maxX, minY), (maxX, maxY) and (minX, maxY).
  public mutating func addRect(_ r: Rect) {
    move(to: Point(r.minX, r.minY))
    line(to: Point(r.maxX, r.minY))
    line(to: Point(r.maxX, r.maxY))
    line(to: Point(r.minX, r.maxY))
    close()
  }

  /// Adds a closed ellipse inscribed in `r`, as CoreGraphics builds it: four cubic quarters
  /// starting at the middle of the max-x side and going towards max-y (increasing angle).
  public mutating func addEllipse(in r: Rect) {
    let (cx, cy) = (r.minX + r.width / 2, r.minY + r.height / 2)
    let (rx, ry) = (r.width / 2, r.height / 2)
    let (kx, ky) = (Self.kappa * rx, Self.kappa * ry)
    move(to: Point(cx + rx, cy))
    cubic(
      to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
    cubic(
      to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
    cubic(
      to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
    cubic(
      to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
    close()
  }

  /// Adds an open polyline: a move to the first point, then lines through the others.
  public mutating func addLines(between points: [Point]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { line(to: p) }
  }
}
