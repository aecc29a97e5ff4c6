/// Receives the straight segments that a flattened path is made of.
protocol LineSink {
  mutating func addLine(from p0: Point, to p1: Point)
}

/// How many straight segments replace a Bézier curve.
///
/// Uniform subdivision into `n` chords keeps every chord within `|B''|max / (8 n²)` of the
/// curve, so the count follows from the size of the second differences of the control polygon:
/// gentle curves get few segments, tight or large ones get many, always within `tolerance`.
enum CurveFlattening {
  /// The most segments a single curve is split into: bounds the work for absurd coordinates.
  static let maximumSegments = 1024

  static func segmentCount(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> Int {
    let dd = length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    // |B''| = 2·dd for a quadratic.
    return count(forSecondDerivative: 2 * dd, tolerance: tolerance)
  }

  static func segmentCount(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double
  ) -> Int {
    let dd1 = length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let dd2 = length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
    // |B''| ≤ 6·max(dd1, dd2) for a cubic.
    return count(forSecondDerivative: 6 * max(dd1, dd2), tolerance: tolerance)
  }

  private static func count(forSecondDerivative d2: Double, tolerance: Double) -> Int {
    let n = (d2 / (8 * tolerance)).squareRoot().rounded(.up)
    guard n.isFinite, n >= 1 else { return 1 }
    return n >= Double(maximumSegments) ? maximumSegments : Int(n)
  }

  private static func length(_ x: Double, _ y: Double) -> Double {
    (x * x + y * y).squareRoot()
  }

  @inline(__always)
  static func point(onQuad p0: Point, _ p1: Point, _ p2: Point, at t: Double) -> Point {
    let mt = 1 - t
    let (a, b, c) = (mt * mt, 2 * mt * t, t * t)
    return Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
  }

  @inline(__always)
  static func point(
    onCubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double
  ) -> Point {
    let mt = 1 - t
    let (a, b, c, d) = (mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t)
    return Point(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }
}
