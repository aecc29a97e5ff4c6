@testable import Raster

/// The exact area of a polygon inside each pixel, computed independently of the rasteriser:
/// the polygon is clipped to the pixel square by Sutherland–Hodgman and measured with the
/// shoelace formula. Valid for simple (non-self-intersecting) polygons.
enum CoverageAreaOracle {
  static func area(of polygon: [Point], inPixelX px: Int, y py: Int) -> Double {
    let x0 = Double(px)
    let y0 = Double(py)
    var clipped = polygon
    clipped = clip(clipped) {
      $0.x >= x0
    } intersect: { p, q in
      cross(p, q, x: x0)
    }
    clipped = clip(clipped) {
      $0.x <= x0 + 1
    } intersect: { p, q in
      cross(p, q, x: x0 + 1)
    }
    clipped = clip(clipped) {
      $0.y >= y0
    } intersect: { p, q in
      cross(p, q, y: y0)
    }
    clipped = clip(clipped) {
      $0.y <= y0 + 1
    } intersect: { p, q in
      cross(p, q, y: y0 + 1)
    }
    return abs(shoelace(clipped))
  }

  static func shoelace(_ points: [Point]) -> Double {
    guard points.count >= 3 else { return 0 }
    var sum = 0.0
    for i in points.indices {
      let (p, q) = (points[i], points[(i + 1) % points.count])
      sum += p.x * q.y - q.x * p.y
    }
    return sum / 2
  }

  private static func clip(
    _ polygon: [Point], inside: (Point) -> Bool, intersect: (Point, Point) -> Point
  ) -> [Point] {
    guard !polygon.isEmpty else { return [] }
    var out: [Point] = []
    for i in polygon.indices {
      let current = polygon[i]
      let previous = polygon[(i + polygon.count - 1) % polygon.count]
      if inside(current) {
        if !inside(previous) { out.append(intersect(previous, current)) }
        out.append(current)
      } else if inside(previous) {
        out.append(intersect(previous, current))
      }
    }
    return out
  }

  private static func cross(_ p: Point, _ q: Point, x: Double) -> Point {
    let t = (x - p.x) / (q.x - p.x)
    return Point(x: x, y: p.y + (q.y - p.y) * t)
  }

  private static func cross(_ p: Point, _ q: Point, y: Double) -> Point {
    let t = (y - p.y) / (q.y - p.y)
    return Point(x: p.x + (q.x - p.x) * t, y: y)
  }
}

extension Path {
  /// A closed polygon through `points`.
  init(polygon points: [Point]) {
    self.init()
    move(to: points[0])
    for p in points.dropFirst() { line(to: p) }
    close()
  }
}
