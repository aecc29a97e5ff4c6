import Foundation

/// A subpath flattened to straight segments, ready to be dashed and stroked.
struct Polyline {
  /// The vertices, with no two consecutive ones equal (and, when closed, the last differs from
  /// the first: the closing segment is implied).
  var points: [Point]
  var closed: Bool
  /// The direction a zero-length polyline (a single point) faces, for its square caps.
  var direction = Point(1, 0)
}

extension Path {
  /// The subpaths as polylines in the path's own space, curves split so that the centre line
  /// stays within `tolerance` and turns by at most `maximumTurn` radians per segment (which
  /// keeps the offset lines of a wide stroke close too). A subpath that is only a move is left
  /// out.
  func polylines(tolerance: Double, maximumTurn: Double) -> [Polyline] {
    var result: [Polyline] = []
    var points: [Point] = []
    var hasSegments = false
    var start = Point.zero
    func add(_ p: Point) {
      if points.last != p { points.append(p) }
    }
    func finish(closed: Bool) {
      guard hasSegments else { return }
      if closed, points.count > 1, points.last == points.first { points.removeLast() }
      result.append(Polyline(points: points, closed: closed))
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        points = [p]
        start = p
        hasSegments = false
      case .line(let p):
        if points.isEmpty { points = [start] }
        add(p)
        hasSegments = true
      case .quad(let c, let p):
        if points.isEmpty { points = [start] }
        let p0 = points.last!
        let n = max(
          CurveFlattening.segmentCount(p0, c, p, tolerance: tolerance),
          Self.turnSegments([p0, c, p], maximumTurn))
        for i in 1..<n { add(CurveFlattening.point(onQuad: p0, c, p, at: Double(i) / Double(n))) }
        add(p)
        hasSegments = true
      case .cubic(let c1, let c2, let p):
        if points.isEmpty { points = [start] }
        let p0 = points.last!
        let n = max(
          CurveFlattening.segmentCount(p0, c1, c2, p, tolerance: tolerance),
          Self.turnSegments([p0, c1, c2, p], maximumTurn))
        for i in 1..<n {
          add(CurveFlattening.point(onCubic: p0, c1, c2, p, at: Double(i) / Double(n)))
        }
        add(p)
        hasSegments = true
      case .close:
        finish(closed: true)
        points = []
        hasSegments = false
      }
    }
    finish(closed: false)
    return result
  }

  /// Enough segments that each turns by at most `maximumTurn`, judged by the turning of the
  /// control polygon (which bounds the curve's own).
  private static func turnSegments(_ control: [Point], _ maximumTurn: Double) -> Int {
    var turn = 0.0
    var previous: Point?
    for i in 1..<control.count {
      let d = Point(control[i].x - control[i - 1].x, control[i].y - control[i - 1].y)
      guard d.x != 0 || d.y != 0 else { continue }
      if let a = previous { turn += abs(atan2(a.x * d.y - a.y * d.x, a.x * d.x + a.y * d.y)) }
      previous = d
    }
    let n = (turn / maximumTurn).rounded(.up)
    guard n.isFinite, n >= 1 else { return 1 }
    return min(Int(n), CurveFlattening.maximumSegments)
  }
}
