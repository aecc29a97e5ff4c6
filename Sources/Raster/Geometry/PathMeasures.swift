import Foundation

extension Path {
  /// The smallest rectangle containing every point of the path, curves included; a zero
  /// rectangle at the origin for an empty path.
  public var bounds: Rect {
    var box = BoundsAccumulator()
    var current = Point.zero
    for element in elements {
      switch element {
      case .move(let p), .line(let p):
        box.add(p)
        current = p
      case .quad(let c, let p):
        box.add(p)
        for axis in [\Point.x, \Point.y] {
          // B'(t) = 0 at t = (p0 - c) / (p0 - 2c + p2).
          let denominator = current[keyPath: axis] - 2 * c[keyPath: axis] + p[keyPath: axis]
          guard denominator != 0 else { continue }
          let t = (current[keyPath: axis] - c[keyPath: axis]) / denominator
          if t > 0 && t < 1 { box.add(CurveFlattening.point(onQuad: current, c, p, at: t)) }
        }
        current = p
      case .cubic(let c1, let c2, let p):
        box.add(p)
        for axis in [\Point.x, \Point.y] {
          for t in Self.cubicExtremes(
            current[keyPath: axis], c1[keyPath: axis], c2[keyPath: axis], p[keyPath: axis])
          {
            box.add(CurveFlattening.point(onCubic: current, c1, c2, p, at: t))
          }
        }
        current = p
      case .close:
        break
      }
    }
    return box.rect
  }

  /// The smallest rectangle containing every point and control point of the path; a zero
  /// rectangle at the origin for an empty path.
  public var controlPointBounds: Rect {
    var box = BoundsAccumulator()
    for element in elements {
      switch element {
      case .move(let p), .line(let p): box.add(p)
      case .quad(let c, let p):
        box.add(c)
        box.add(p)
      case .cubic(let c1, let c2, let p):
        box.add(c1)
        box.add(c2)
        box.add(p)
      case .close: break
      }
    }
    return box.rect
  }

  /// The path with every point mapped by `t`. Elements that a non-finite transform would make
  /// non-finite are dropped.
  public func applying(_ t: Transform) -> Path {
    var out = Path()
    out.reserveCapacity(elements.count)
    for element in elements {
      switch element {
      case .move(let p): out.append(.move(t.apply(p)))
      case .line(let p): out.append(.line(t.apply(p)))
      case .quad(let c, let p): out.append(.quad(t.apply(c), t.apply(p)))
      case .cubic(let c1, let c2, let p):
        out.append(.cubic(t.apply(c1), t.apply(c2), t.apply(p)))
      case .close: out.append(.close)
      }
    }
    return out
  }

  /// Whether the path, filled with `fillRule` (every subpath implicitly closed), encloses `p`.
  public func contains(_ p: Point, fillRule: FillRule) -> Bool {
    guard p.isFinite, !isEmpty else { return false }
    let box = controlPointBounds
    guard p.x >= box.minX, p.x <= box.maxX, p.y >= box.minY, p.y <= box.maxY else {
      return false
    }
    var counter = WindingCounter(point: p)
    let size = max(box.width, box.height)
    let tolerance = max(size * 1e-5, .leastNormalMagnitude)
    let everywhere = DeviceBox(
      minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
    _ = flatten(transform: .identity, tolerance: tolerance, visible: everywhere, into: &counter)
    switch fillRule {
    case .nonZero: return counter.winding != 0
    case .evenOdd: return counter.winding % 2 != 0
    }
  }

  /// The parameters in (0, 1) where one coordinate of a cubic has a zero derivative.
  private static func cubicExtremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double)
    -> [Double]
  {
    // B'(t)/3 = a t² + b t + c.
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [Double] = []
    if abs(a) < 1e-12 * (abs(b) + abs(c) + 1e-300) {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let s = discriminant.squareRoot()
        roots.append((-b + s) / (2 * a))
        roots.append((-b - s) / (2 * a))
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}

/// Grows a rectangle around points.
private struct BoundsAccumulator {
  var minX = Double.infinity
  var minY = Double.infinity
  var maxX = -Double.infinity
  var maxY = -Double.infinity

  mutating func add(_ p: Point) {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  var rect: Rect {
    guard minX <= maxX else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// Counts the signed crossings of the lines of a closed outline with the ray from a point
/// towards positive x.
private struct WindingCounter: LineSink {
  let point: Point
  var winding = 0

  mutating func addLine(from p0: Point, to p1: Point) {
    // Half-open in y so a vertex on the ray is counted once.
    let upward = p0.y <= point.y && p1.y > point.y
    let downward = p1.y <= point.y && p0.y > point.y
    guard upward || downward else { return }
    let t = (point.y - p0.y) / (p1.y - p0.y)
    guard p0.x + t * (p1.x - p0.x) > point.x else { return }
    winding += upward ? 1 : -1
  }
}
