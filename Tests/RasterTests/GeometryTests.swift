import Foundation
import Testing

@testable import Raster

@Suite struct GeometryTests {
  /// The point at `t` on the segment that ends at element `index` (which must be a curve).
  static func point(_ path: Path, element index: Int, at t: Double) -> Point {
    var start = Point.zero
    for element in path.elements[..<index] {
      switch element {
      case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): start = p
      case .close: break
      }
    }
    switch path.elements[index] {
    case .cubic(let c1, let c2, let p):
      return CurveFlattening.point(onCubic: start, c1, c2, p, at: t)
    case .quad(let c, let p): return CurveFlattening.point(onQuad: start, c, p, at: t)
    case .line(let p): return Point(start.x + (p.x - start.x) * t, start.y + (p.y - start.y) * t)
    default: return start
    }
  }

  static func distance(_ a: Point, _ b: Point) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  static func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
  }

  @Test func addRect_followsCoreGraphicsElementOrder() {
    var p = Path()
    p.addRect(Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      p.elements == [
        .move(Point(1, 2)), .line(Point(4, 2)), .line(Point(4, 6)), .line(Point(1, 6)), .close,
      ])
  }

  @Test func addLines_movesThenLines() {
    var p = Path()
    p.addLines(between: [Point(0, 0), Point(1, 0), Point(1, 1)])
    #expect(p.elements == [.move(Point(0, 0)), .line(Point(1, 0)), .line(Point(1, 1))])
  }

  @Test func addEllipse_startsAtMaxXMiddle_goesTowardsMaxY_andHasRectBounds() {
    var p = Path()
    let r = Rect(x: 2, y: 3, width: 10, height: 6)
    p.addEllipse(in: r)
    #expect(p.elements.first == .move(Point(12, 6)))
    guard case .cubic(_, _, let end) = p.elements[1] else {
      Issue.record("expected a cubic")
      return
    }
    #expect(end == Point(7, 9))
    #expect(p.elements.last == .close)
    #expect(Self.close(p.bounds, r))
    // Every sampled point lies on the ellipse to within the four-cubic approximation (0.03 %).
    for index in 1...4 {
      for t in stride(from: 0.0, through: 1, by: 0.125) {
        let q = Self.point(p, element: index, at: t)
        let e = pow((q.x - 7) / 5, 2) + pow((q.y - 6) / 3, 2)
        #expect(abs(e - 1) < 1e-3)
      }
    }
  }

  @Test(arguments: [false, true])
  func addArc_quarterFromZeroToHalfPi_sweepsTheRightWay(clockwise: Bool) {
    var p = Path()
    let c = Point(10, 10)
    p.addArc(center: c, radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
    #expect(p.elements.first == .move(Point(15, 10)))
    let end = p.currentPoint!
    #expect(Self.distance(end, Point(10, 15)) < 1e-9)
    // Anticlockwise in y-up terms is the short quarter through angle π/4; clockwise is the
    // long way round through the top (angle −π/2) and the left (angle π).
    let expected =
      clockwise
      ? Rect(x: 5, y: 5, width: 10, height: 10) : Rect(x: 10, y: 10, width: 5, height: 5)
    #expect(Self.close(p.bounds, expected, 1e-6))
    #expect(p.elements.count == (clockwise ? 4 : 2))
    for index in 1..<p.elements.count {
      for t in stride(from: 0.0, through: 1, by: 0.25) {
        #expect(abs(Self.distance(Self.point(p, element: index, at: t), c) - 5) < 0.002)
      }
    }
  }

  @Test func addArc_withCurrentPoint_startsWithALineToTheArc() {
    var p = Path()
    p.move(to: Point(0, 0))
    p.addArc(center: Point(10, 0), radius: 2, startAngle: .pi, endAngle: 0, clockwise: true)
    guard case .line(let start) = p.elements[1] else {
      Issue.record("expected a line to the arc")
      return
    }
    #expect(Self.distance(start, Point(8, 0)) < 1e-12)
    // π → 0 decreasing: through angle π/2, i.e. y = +2.
    #expect(Self.close(p.bounds, Rect(x: 0, y: 0, width: 12, height: 2), 1e-6))
  }

  @Test func addArc_fullTurnAnticlockwise_isACircle_andZeroSweepIsAPoint() {
    var circle = Path()
    circle.addArc(
      center: Point(0, 0), radius: 3, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    #expect(circle.elements.count == 5)
    #expect(Self.close(circle.bounds, Rect(x: -3, y: -3, width: 6, height: 6), 1e-6))
    var none = Path()
    none.addArc(center: Point(0, 0), radius: 3, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(Self.close(none.bounds, Rect(x: 3, y: 0, width: 0, height: 0), 1e-9))
  }

  @Test func addRelativeArc_negativeDelta_decreasesTheAngle() {
    var p = Path()
    p.addRelativeArc(center: Point(0, 0), radius: 1, startAngle: 0, delta: -.pi / 2)
    #expect(Self.distance(p.currentPoint!, Point(0, -1)) < 1e-9)
    #expect(Self.close(p.bounds, Rect(x: 0, y: -1, width: 1, height: 1), 1e-6))
  }

  @Test func addArcTangent_roundsTheCornerBetweenTwoLines() {
    var p = Path()
    p.move(to: Point(0, 0))
    p.addArc(tangent1End: Point(10, 0), tangent2End: Point(10, 10), radius: 3)
    #expect(p.elements[1] == .line(Point(7, 0)))
    #expect(Self.distance(p.currentPoint!, Point(10, 3)) < 1e-9)
    for t in stride(from: 0.0, through: 1, by: 0.25) {
      #expect(abs(Self.distance(Self.point(p, element: 2, at: t), Point(7, 3)) - 3) < 0.001)
    }
  }

  @Test func addArcTangent_collinearPoints_addJustALine() {
    var p = Path()
    p.move(to: Point(0, 0))
    p.addArc(tangent1End: Point(5, 0), tangent2End: Point(9, 0), radius: 2)
    #expect(p.elements == [.move(Point(0, 0)), .line(Point(5, 0))])
  }

  @Test(arguments: [CornerCurve.circular, .continuous])
  func addRoundedRect_hasRectBounds_evenWithOversizedRadii(curve: CornerCurve) {
    let r = Rect(x: 1, y: 2, width: 40, height: 20)
    for radius in [0.0, 3, 10, 50] {
      var p = Path()
      p.addRoundedRect(r, cornerRadii: CornerRadii(all: radius), curve: curve)
      #expect(Self.close(p.bounds, r, 1e-9))
      #expect(p.contains(Point(21, 12), fillRule: .nonZero))
    }
  }

  @Test func addRoundedRect_continuousCorner_leavesSidesTangentially_at1528Radius() {
    var p = Path()
    let r = Rect(x: 0, y: 0, width: 100, height: 80)
    p.addRoundedRect(
      r, cornerRadii: CornerRadii(topLeft: 10, topRight: 10, bottomLeft: 10, bottomRight: 10),
      curve: .continuous)
    #expect(p.elements[1] == .line(Point(100 - 15.28665, 0)))
    guard case .cubic(let c1, _, _) = p.elements[2], case .cubic(_, let c2, let end) = p.elements[4]
    else {
      Issue.record("expected three cubics for the corner")
      return
    }
    // The first control point lies on the top side (tangent there), the last on the right side.
    #expect(c1.y == 0 && c1.x < 100 - 10)
    #expect(c2.x == 100 && abs(end.y - 15.28665) < 1e-9)
    // The middle of the corner is the circular one's (about (r, r) at distance r)…
    let middle = Self.point(p, element: 3, at: 0.5)
    #expect(abs(Self.distance(middle, Point(90, 10)) - 10) < 0.1)
    // …but the curve has already left the side one radius from the vertex, where a circular
    // corner only begins.
    let early = Self.point(p, element: 2, at: 0.5)
    #expect(abs(early.x - 90) < 0.1 && early.y > 0.05)
  }

  @Test func addRoundedRect_continuousInTooSmallRect_becomesCircular() {
    let r = Rect(x: 0, y: 0, width: 20, height: 20)
    var continuous = Path()
    continuous.addRoundedRect(r, cornerRadii: CornerRadii(all: 10), curve: .continuous)
    var circle = Path()
    circle.addEllipse(in: r)
    // A radius of half the side: the shape is the circle, sampled anywhere.
    for index in continuous.elements.indices {
      guard case .cubic = continuous.elements[index] else { continue }
      for t in stride(from: 0.0, through: 1, by: 0.25) {
        let q = Self.point(continuous, element: index, at: t)
        #expect(abs(Self.distance(q, Point(10, 10)) - 10) < 0.01)
      }
    }
  }

  @Test func addRoundedRect_differentRadii_perCorner() {
    var p = Path()
    p.addRoundedRect(
      Rect(x: 0, y: 0, width: 30, height: 30),
      cornerRadii: CornerRadii(topLeft: 0, topRight: 5, bottomLeft: 10, bottomRight: 0),
      curve: .circular)
    #expect(p.contains(Point(0.1, 0.1), fillRule: .nonZero))
    #expect(!p.contains(Point(29.5, 0.5), fillRule: .nonZero))
    #expect(p.contains(Point(29.9, 29.9), fillRule: .nonZero))
    #expect(!p.contains(Point(1, 29), fillRule: .nonZero))
  }

  @Test func bounds_ofCurves_matchDenseSampling() {
    var p = Path()
    p.move(to: Point(0, 0))
    p.cubic(to: Point(30, 0), control1: Point(10, 20), control2: Point(20, -20))
    p.quad(to: Point(40, 10), control: Point(50, 30))
    var box = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for index in 1...2 {
      for i in 0...10_000 {
        let q = Self.point(p, element: index, at: Double(i) / 10_000)
        box = (min(box.0, q.x), min(box.1, q.y), max(box.2, q.x), max(box.3, q.y))
      }
    }
    let sampled = Rect(x: box.0, y: box.1, width: box.2 - box.0, height: box.3 - box.1)
    #expect(Self.close(p.bounds, sampled, 1e-3))
    #expect(p.controlPointBounds == Rect(x: 0, y: -20, width: 50, height: 50))
    #expect(Path().bounds == Rect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func contains_sameDirectionRing_evenOddHasHole_nonZeroDoesNot() {
    var ring = Path()
    ring.addEllipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
    ring.addEllipse(in: Rect(x: 5, y: 5, width: 10, height: 10))
    #expect(ring.contains(Point(10, 10), fillRule: .nonZero))
    #expect(!ring.contains(Point(10, 10), fillRule: .evenOdd))
    #expect(ring.contains(Point(2.5, 10), fillRule: .evenOdd))
    #expect(!ring.contains(Point(0.5, 0.5), fillRule: .nonZero))
  }

  @Test func applying_mapsEveryPoint() {
    var p = Path()
    p.addRect(Rect(x: 0, y: 0, width: 2, height: 1))
    let moved = p.applying(Transform.scale(x: 2, y: 3).concatenating(.translation(x: 5, y: 7)))
    #expect(moved.bounds == Rect(x: 5, y: 7, width: 4, height: 3))
  }

  @Test func fill_ring_evenOddHole_andCircleAreaIsExact() {
    var ring = Path()
    ring.addEllipse(in: Rect(x: 2, y: 2, width: 36, height: 36))
    ring.addEllipse(in: Rect(x: 12, y: 12, width: 16, height: 16))
    let evenOdd = coverageMask(ring, width: 40, height: 40, fillRule: .evenOdd)
    let nonZero = coverageMask(ring, width: 40, height: 40, fillRule: .nonZero)
    #expect(evenOdd[20, 20] == 0 && nonZero[20, 20] == 255)
    #expect(evenOdd[6, 20] == 255)
    let area = { (m: CoverageMaskSink) in m.mask.reduce(0.0) { $0 + Double($1) / 255 } }
    // Chords cut inside a curve by at most the flattening tolerance: well under 0.2 % here.
    #expect(abs(area(nonZero) - .pi * 18 * 18) < 1.5)
    #expect(abs(area(evenOdd) - .pi * (18 * 18 - 8 * 8)) < 1.5)
  }
}
