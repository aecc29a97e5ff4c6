import Foundation

/// The radius of each corner of a rounded rectangle; top is the min-y side.
public struct CornerRadii: Hashable, Sendable {
  public var topLeft: Double
  public var topRight: Double
  public var bottomLeft: Double
  public var bottomRight: Double

  /// Radii per corner; top is the min-y side.
  public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
  }

  /// The same radius at every corner.
  public init(all r: Double) {
    self.init(topLeft: r, topRight: r, bottomLeft: r, bottomRight: r)
  }
}

/// The shape of a rounded rectangle's corners (Core Animation's `cornerCurve`).
public enum CornerCurve: Sendable, Hashable {
  /// A quarter circle meeting the sides at `radius` from the corner.
  case circular
  /// iOS's continuous ("squircle") corner: the curvature rises gradually from the sides, which
  /// it leaves about 1.53 × radius from the corner.
  case continuous
}

extension Path {
  /// Adds a closed rounded rectangle, clockwise on screen (y down), starting on the top side
  /// where the top-left corner ends.
  ///
  /// Each radius is clamped, as Core Animation clamps it, to at most half the shorter side
  /// (negative or non-finite radii count as 0). A continuous corner needs 1.528665 × its radius
  /// of straight side; where half the shorter side is less than that, the corner is blended
  /// towards the circular one so that it fits — at a radius of half the shorter side it is
  /// exactly circular (a divergence from UIKit, whose exact shapes in that regime are not
  /// documented).
  public mutating func addRoundedRect(_ r: Rect, cornerRadii: CornerRadii, curve: CornerCurve) {
    guard r.isFinite, r.width >= 0, r.height >= 0 else { return }
    let limit = min(r.width, r.height) / 2
    func shape(_ radius: Double) -> CornerShape {
      CornerShape(
        radius: radius.isFinite ? min(max(radius, 0), limit) : 0, curve: curve, limit: limit)
    }
    let topLeft = (
      RectCorner(vertex: Point(r.minX, r.minY), incoming: Point(0, -1), outgoing: Point(1, 0)),
      shape(cornerRadii.topLeft)
    )
    let corners = [
      (
        RectCorner(vertex: Point(r.maxX, r.minY), incoming: Point(1, 0), outgoing: Point(0, 1)),
        shape(cornerRadii.topRight)
      ),
      (
        RectCorner(vertex: Point(r.maxX, r.maxY), incoming: Point(0, 1), outgoing: Point(-1, 0)),
        shape(cornerRadii.bottomRight)
      ),
      (
        RectCorner(vertex: Point(r.minX, r.maxY), incoming: Point(-1, 0), outgoing: Point(0, -1)),
        shape(cornerRadii.bottomLeft)
      ),
      topLeft,
    ]
    move(to: topLeft.0.point(0, topLeft.1.extent))
    for (corner, shape) in corners { shape.append(to: &self, corner) }
    close()
  }
}

/// A rectangle's corner: its vertex, the direction of travel arriving at it and leaving it.
private struct RectCorner {
  let vertex: Point
  let incoming: Point
  let outgoing: Point

  /// The point `u` back from the vertex along the arriving side and `v` along the leaving one.
  func point(_ u: Double, _ v: Double) -> Point {
    Point(
      vertex.x - u * incoming.x + v * outgoing.x, vertex.y - u * incoming.y + v * outgoing.y)
  }
}

/// One corner of a rounded rectangle in corner coordinates: `u` is the distance back from the
/// vertex along the side arriving at it, `v` the distance along the side leaving it.
private struct CornerShape {
  /// How far along each side the corner reaches.
  let extent: Double
  /// Control points after the start `(extent, 0)`, three per cubic.
  let controls: [(Double, Double)]

  /// The continuous corner in units of the radius: three cubics, the middle one close to a
  /// circular arc about (1, 1), the outer ones easing the curvature in from the sides. This is
  /// the construction widely reproduced from UIKit's output since iOS 7.
  private static let continuousExtent = 1.528665
  private static let continuous: [(Double, Double)] = [
    (1.088492957618529, 0), (0.868406944063002, 0), (0.631493792830993, 0.074911387847016),
    (0.372823826625747, 0.16905955604437), (0.16905955604437, 0.372823826625747),
    (0.074911387847016, 0.631493792830993),
    (0, 0.868406944063002), (0, 1.088492957618529), (0, 1.528665),
  ]

  /// The circular quarter split where the continuous corner's pieces meet, so that the two can
  /// be blended point by point.
  private static let circular: [(Double, Double)] = {
    // The continuous corner's middle arc spans these angles, seen from (1, 1).
    let split = atan2(1 - 0.631493792830993, 1 - 0.074911387847016)
    let angles: [Double] = [0, split, Double.pi / 2 - split, Double.pi / 2]
    var points: [(Double, Double)] = []
    for i in 0..<3 {
      let (a, b) = (angles[i], angles[i + 1])
      let k = 4.0 / 3 * tan((b - a) / 4)
      // The point at angle θ is (1 − sin θ, 1 − cos θ): θ = 0 at (1, 0) on the arriving side.
      let p0 = (1 - sin(a), 1 - cos(a))
      let p3 = (1 - sin(b), 1 - cos(b))
      points.append((p0.0 - k * cos(a), p0.1 + k * sin(a)))
      points.append((p3.0 + k * cos(b), p3.1 - k * sin(b)))
      points.append(p3)
    }
    return points
  }()

  init(radius: Double, curve: CornerCurve, limit: Double) {
    guard radius > 0 else {
      extent = 0
      controls = []
      return
    }
    var blend = 0.0
    if curve == .continuous {
      // 1 where the whole continuous corner fits, down to 0 where only a circle does.
      blend = min(max((limit / radius - 1) / (Self.continuousExtent - 1), 0), 1)
    }
    extent = radius * (1 + blend * (Self.continuousExtent - 1))
    controls = zip(Self.circular, Self.continuous).map { c, s in
      (radius * (c.0 + blend * (s.0 - c.0)), radius * (c.1 + blend * (s.1 - c.1)))
    }
  }

  /// Adds the straight side up to the corner, then the corner.
  func append(to path: inout Path, _ corner: RectCorner) {
    path.line(to: corner.point(extent, 0))
    guard !controls.isEmpty else { return }
    for i in stride(from: 0, to: controls.count, by: 3) {
      let (c1, c2, end) = (controls[i], controls[i + 1], controls[i + 2])
      path.cubic(
        to: corner.point(end.0, end.1), control1: corner.point(c1.0, c1.1),
        control2: corner.point(c2.0, c2.1))
    }
  }
}
