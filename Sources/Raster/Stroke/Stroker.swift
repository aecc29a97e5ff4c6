import Foundation

/// Builds the outline of a stroke around polylines: for each open polyline one closed polygon
/// (the left offset forward, the end cap, the right offset backward, the start cap), for each
/// closed one two loops (the left offset forward, the right offset backward), and for each
/// single point a cap-shaped dot. Every piece winds the same way (negative shoelace sum), so
/// where pieces overlap the non-zero rule adds them and never cancels.
struct Stroker {
  let halfWidth: Double
  let cap: LineCap
  let join: LineJoin
  let miterLimit: Double
  /// Round joins and caps turn by at most this angle per straight segment.
  let arcStep: Double
  private let cosineOfArcStep: Double

  private(set) var outline = Path()

  init(style: StrokeStyle, width: Double, tolerance: Double) {
    halfWidth = width / 2
    cap = style.cap
    join = style.join
    miterLimit = style.miterLimit
    // A chord of an arc of radius r spanning angle θ strays r·(1 − cos(θ/2)) from it.
    let ratio = min(1, tolerance / max(halfWidth, .leastNormalMagnitude))
    arcStep = max(2 * acos(1 - ratio), Double.pi / 256)
    cosineOfArcStep = cos(arcStep)
  }

  /// Makes room in the outline for strokes of `lines`: about two offset points per vertex
  /// plus caps and round joins.
  mutating func reserve(for lines: [Polyline]) {
    let vertices = lines.reduce(0) { $0 + $1.points.count }
    outline.reserveCapacity(2 * vertices + 24 * lines.count)
  }

  mutating func add(_ line: Polyline) {
    let points = line.points
    if points.count == 1 {
      guard !line.closed else { return }
      addDot(at: points[0], direction: line.direction)
      return
    }
    if line.closed {
      var forward: [Point] = []
      appendOffset(points, closed: true, into: &forward)
      addPolygon(forward)
      // A closed single segment goes out and back: its one loop already runs round both
      // sides, and a second, identical one would double the coverage of its edge pixels.
      guard points.count > 2 else { return }
      var backward: [Point] = []
      appendOffset(points.reversed(), closed: true, into: &backward)
      addPolygon(backward)
      return
    }
    var polygon: [Point] = []
    let reversed = Array(points.reversed())
    appendOffset(points, closed: false, into: &polygon)
    appendCap(at: points[points.count - 1], from: points[points.count - 2], into: &polygon)
    appendOffset(reversed, closed: false, into: &polygon)
    appendCap(at: points[0], from: points[1], into: &polygon)
    addPolygon(polygon)
  }

  private mutating func addPolygon(_ points: [Point]) {
    guard let first = points.first else { return }
    outline.move(to: first)
    for p in points.dropFirst() { outline.line(to: p) }
    outline.close()
  }

  /// The cap of a zero-length subpath: a disc for round caps, a square facing `direction` for
  /// square caps, nothing for butt caps.
  private mutating func addDot(at p: Point, direction d: Point) {
    switch cap {
    case .butt:
      return
    case .round:
      let steps = max(8, Int((2 * Double.pi / arcStep).rounded(.up)))
      let radius = areaPreservingRadius(step: 2 * Double.pi / Double(steps))
      // Decreasing angles give the negative shoelace sum every piece shares.
      addPolygon(
        (0..<steps).map { i in
          let angle = -2 * Double.pi * Double(i) / Double(steps)
          return Point(p.x + radius * cos(angle), p.y + radius * sin(angle))
        })
    case .square:
      let (ux, uy) = (d.x * halfWidth, d.y * halfWidth)
      let (nx, ny) = (-uy, ux)
      addPolygon([
        Point(p.x - ux + nx, p.y - uy + ny), Point(p.x + ux + nx, p.y + uy + ny),
        Point(p.x + ux - nx, p.y + uy - ny), Point(p.x - ux - nx, p.y - uy - ny),
      ])
    }
  }

  /// The left normal of a segment, `halfWidth` long.
  private func normal(_ a: Point, _ b: Point) -> (Point, Point) {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = (dx * dx + dy * dy).squareRoot()
    let d = Point(dx / length, dy / length)
    return (d, Point(-d.y * halfWidth, d.x * halfWidth))
  }

  /// Appends the offset `halfWidth` to the left of `points`, with joins at the inner vertices
  /// (and, when closed, at every vertex, starting with the first).
  private func appendOffset(_ points: [Point], closed: Bool, into out: inout [Point]) {
    let n = points.count
    let segments = closed ? n : n - 1
    if !closed {
      let (_, nrm) = normal(points[0], points[1])
      out.append(Point(points[0].x + nrm.x, points[0].y + nrm.y))
    }
    let firstJoin = closed ? 0 : 1
    for j in firstJoin..<(closed ? n : n - 1) {
      let previous = points[(j - 1 + n) % n]
      let vertex = points[j]
      let next = points[(j + 1) % n]
      appendJoin(
        previous: previous, vertex: vertex, next: next,
        incomingLength: distance(previous, vertex), outgoingLength: distance(vertex, next),
        into: &out)
    }
    if !closed {
      let (_, nrm) = normal(points[segments - 1], points[segments])
      out.append(Point(points[segments].x + nrm.x, points[segments].y + nrm.y))
    }
  }

  private func distance(_ a: Point, _ b: Point) -> Double {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }

  /// The left side of the corner at `vertex`.
  private func appendJoin(
    previous: Point, vertex p: Point, next: Point, incomingLength: Double,
    outgoingLength: Double, into out: inout [Point]
  ) {
    let (a, na) = normal(previous, p)
    let (b, nb) = normal(p, next)
    let cross = a.x * b.y - a.y * b.x
    let dot = a.x * b.x + a.y * b.y
    let startPoint = Point(p.x + na.x, p.y + na.y)
    let endPoint = Point(p.x + nb.x, p.y + nb.y)
    if abs(cross) < 1e-12 && dot > 0 {
      out.append(startPoint)
      return
    }
    if cross > 0 {
      // Turning left: this side is the inner one. Where the two offset lines cross within the
      // near half of both segments that crossing is the corner (the neighbouring corners use
      // the other halves, so the offset never folds back on itself — it would where the
      // curve is tighter than the half width, leaving a hole). Otherwise go through the
      // vertex, so that the overlap winds the same way as the rest.
      let w = Point(nb.x - na.x, nb.y - na.y)
      let t = (w.x * b.y - w.y * b.x) / cross
      let s = (w.x * a.y - w.y * a.x) / cross
      if t <= 0, t >= -incomingLength / 2, s >= 0, s <= outgoingLength / 2 {
        out.append(Point(startPoint.x + t * a.x, startPoint.y + t * a.y))
      } else {
        out.append(startPoint)
        out.append(p)
        out.append(endPoint)
      }
      return
    }
    out.append(startPoint)
    switch join {
    case .bevel:
      break
    case .miter:
      // The miter's length over the line width is 1 / sin(φ/2), φ the angle between the
      // segments; cos φ = −a·b.
      let halfSine = ((1 + dot) / 2).squareRoot()
      if halfSine > 0, 1 / halfSine <= miterLimit {
        let scale = 1 / (1 + dot)
        out.append(Point(p.x + (na.x + nb.x) * scale, p.y + (na.y + nb.y) * scale))
      }
    case .round:
      // A turn smaller than one arc step needs no points between the two offsets.
      guard dot < cosineOfArcStep else { break }
      // From na to nb the short way, which is on this (outer) side; a full reversal turns
      // through the direction of travel.
      let start = atan2(na.y, na.x)
      var sweep = atan2(na.x * nb.y - na.y * nb.x, na.x * nb.x + na.y * nb.y)
      if cross == 0 { sweep = -Double.pi }
      appendArc(around: p, from: start, sweep: sweep, into: &out)
    }
    out.append(endPoint)
  }

  /// The points strictly inside an arc of radius `halfWidth`.
  private func appendArc(
    around c: Point, from start: Double, sweep: Double, into out: inout [Point]
  ) {
    let steps = Int((abs(sweep) / arcStep).rounded(.up))
    guard steps > 1 else { return }
    let radius = areaPreservingRadius(step: abs(sweep) / Double(steps))
    for i in 1..<steps {
      let angle = start + sweep * Double(i) / Double(steps)
      out.append(Point(c.x + radius * cos(angle), c.y + radius * sin(angle)))
    }
  }

  /// The radius at which chords of `step` radians enclose the area of the true arc of radius
  /// `halfWidth`: chords at the radius itself would cut inside and shrink every round cap.
  private func areaPreservingRadius(step: Double) -> Double {
    halfWidth * (step / sin(step)).squareRoot()
  }

  /// The cap at `end`, arriving from `from`: from the left offset to the right one.
  private func appendCap(at end: Point, from: Point, into out: inout [Point]) {
    let (d, nrm) = normal(from, end)
    switch cap {
    case .butt:
      break
    case .square:
      let (ux, uy) = (d.x * halfWidth, d.y * halfWidth)
      out.append(Point(end.x + nrm.x + ux, end.y + nrm.y + uy))
      out.append(Point(end.x - nrm.x + ux, end.y - nrm.y + uy))
    case .round:
      appendArc(around: end, from: atan2(nrm.y, nrm.x), sweep: -Double.pi, into: &out)
    }
  }
}
