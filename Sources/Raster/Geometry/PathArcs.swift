import Foundation

extension Path {
  /// Adds an arc of the circle around `center`, with CoreGraphics' semantics: a line joins the
  /// current point (if any) to the arc's start, otherwise the arc starts a subpath.
  ///
  /// Angles are in radians from the positive x axis towards positive y. `clockwise` is meant in
  /// a y-up space, as in CoreGraphics: `true` sweeps towards decreasing angles (which looks
  /// anticlockwise on a y-down screen). The sweep is the angular distance from `startAngle` to
  /// `endAngle` in that direction, less than a full turn unless the angles are at least a turn
  /// apart in it. A negative or non-finite radius adds nothing.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    let turn = 2 * Double.pi
    var delta = endAngle - startAngle
    guard delta.isFinite else { return }
    if clockwise {
      delta = delta <= -turn ? -turn : -(-delta).truncatingRemainder(dividingBy: turn)
      if delta > 0 { delta -= turn }
    } else {
      delta = delta >= turn ? turn : delta.truncatingRemainder(dividingBy: turn)
      if delta < 0 { delta += turn }
    }
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
  }

  /// Adds an arc sweeping `delta` radians from `startAngle` (positive towards increasing
  /// angles), joined by a line to the current point as `addArc(center:…)` is. Sweeps beyond a
  /// full turn are limited to one turn.
  public mutating func addRelativeArc(
    center: Point, radius: Double, startAngle: Double, delta: Double
  ) {
    guard radius >= 0, radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
    let turn = 2 * Double.pi
    let sweep = min(max(delta, -turn), turn)
    let start = Point(center.x + radius * cos(startAngle), center.y + radius * sin(startAngle))
    if let current = currentPoint {
      if current != start { line(to: start) }
    } else {
      move(to: start)
    }
    // At most a quarter turn per cubic keeps the approximation within 0.03 % of the radius.
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3 * tan(step / 4) * radius
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
      cubic(
        to: Point(center.x + radius * c1, center.y + radius * s1),
        control1: Point(center.x + radius * c0 - k * s0, center.y + radius * s0 + k * c0),
        control2: Point(center.x + radius * c1 + k * s1, center.y + radius * s1 - k * c1))
      angle = next
    }
  }

  /// Adds an arc tangent to the line from the current point to `tangent1End` and to the line
  /// from `tangent1End` to `tangent2End` (CoreGraphics' `addArc(tangent1End:tangent2End:…)`,
  /// PostScript's `arct`): a line to the first tangent point, then the arc. When the points are
  /// collinear or the radius is 0, just a line to `tangent1End`. Needs a current point.
  public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
    guard let p0 = currentPoint, radius >= 0, radius.isFinite, p1.isFinite, p2.isFinite else {
      return
    }
    let (ux, uy) = (p0.x - p1.x, p0.y - p1.y)
    let (vx, vy) = (p2.x - p1.x, p2.y - p1.y)
    let (lu, lv) = ((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
    let cross = ux * vy - uy * vx
    guard radius > 0, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else {
      line(to: p1)
      return
    }
    // The angle between the two lines at p1, and the tangent points at r / tan(half of it).
    let cosine = max(-1, min(1, (ux * vx + uy * vy) / (lu * lv)))
    let half = acos(cosine) / 2
    let distance = radius / tan(half)
    let t1 = Point(p1.x + ux / lu * distance, p1.y + uy / lu * distance)
    let t2 = Point(p1.x + vx / lv * distance, p1.y + vy / lv * distance)
    // The centre lies along the bisector, r / sin(half) from p1.
    let (bx, by) = (ux / lu + vx / lv, uy / lu + vy / lv)
    let lb = (bx * bx + by * by).squareRoot()
    let reach = radius / sin(half)
    let center = Point(p1.x + bx / lb * reach, p1.y + by / lb * reach)
    let startAngle = atan2(t1.y - center.y, t1.x - center.x)
    let endAngle = atan2(t2.y - center.y, t2.x - center.x)
    var sweep = endAngle - startAngle
    if sweep > Double.pi { sweep -= 2 * Double.pi }
    if sweep < -Double.pi { sweep += 2 * Double.pi }
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep)
  }
}
