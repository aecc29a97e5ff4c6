/// Shades a gradient between two circles, with CoreGraphics' (and PDF type-3 shading's)
/// semantics: the circles c(s) = start + s·(end − start), r(s) = r0 + s·(r1 − r0) sweep the
/// plane and each point takes the colour of the largest s whose circle passes through it with
/// r(s) ≥ 0, s limited to 0…1 unless the gradient extends past that end.
final class RadialGradientShader: Shader {
  private let table: GradientTable
  private let extend: GradientExtension
  private let inverse: Transform
  private let c0: Point
  private let r0: Double
  /// end centre − start centre, end radius − start radius.
  private let cdx: Double
  private let cdy: Double
  private let dr: Double
  /// |cd|² − dr², the quadratic's leading coefficient.
  private let a: Double

  /// Nil when the transform is singular, a radius is negative or not finite, or both circles
  /// are the same: nothing to draw.
  init?(
    _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point,
    endRadius: Double, extend: GradientExtension, transform: Transform, alpha: Float
  ) {
    guard let inverse = transform.inverted(), startCenter.isFinite, endCenter.isFinite,
      startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius >= 0,
      startCenter != endCenter || startRadius != endRadius, !gradient.stops.isEmpty
    else { return nil }
    self.inverse = inverse
    c0 = startCenter
    r0 = startRadius
    cdx = endCenter.x - startCenter.x
    cdy = endCenter.y - startCenter.y
    dr = endRadius - startRadius
    a = cdx * cdx + cdy * cdy - dr * dr
    table = GradientTable(gradient, alpha: alpha)
    self.extend = extend
  }

  /// Even extended both ways, the circles need not sweep the whole plane (one circle inside
  /// the other leaves the outside bare; a cone leaves its flanks).
  var paintsEverywhere: Bool { false }

  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    for i in 0..<count {
      out[i] = parameter(y: y, x: x + i).map { table.entry($0) } ?? 0
    }
  }

  func limitCoverage(y: Int, x: Int, count: Int, _ coverage: UnsafeMutablePointer<UInt8>) {
    for i in 0..<count where parameter(y: y, x: x + i) == nil { coverage[i] = 0 }
  }

  /// s at the centre of device pixel (x, y).
  @inline(__always)
  private func parameter(y: Int, x: Int) -> Double? {
    parameter(at: inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5)))
  }

  /// s for user-space point `p`, or nil where no allowed circle passes through it.
  func parameter(at p: Point) -> Double? {
    // |p − c0 − s·cd|² = (r0 + s·dr)²  ⇔  a·s² − 2·b·s + c = 0.
    let px = p.x - c0.x
    let py = p.y - c0.y
    let b = px * cdx + py * cdy + r0 * dr
    let c = px * px + py * py - r0 * r0
    if abs(a) < 1e-9 * max(1, cdx * cdx + cdy * cdy + dr * dr) {
      guard b != 0 else { return nil }
      return allowed(c / (2 * b))
    }
    let discriminant = b * b - a * c
    guard discriminant >= 0 else { return nil }
    let root = discriminant.squareRoot()
    let s1 = (b + root) / a
    let s2 = (b - root) / a
    return allowed(max(s1, s2)) ?? allowed(min(s1, s2))
  }

  private func allowed(_ s: Double) -> Double? {
    guard s.isFinite, r0 + s * dr >= 0 else { return nil }
    if s < 0 && !extend.contains(.drawsBeforeStartLocation) { return nil }
    if s > 1 && !extend.contains(.drawsAfterEndLocation) { return nil }
    return s
  }
}
