import CoreGraphics

extension CGPath {
  /// The part of the path from `start` to `end` (fractions of its whole length, across all its
  /// subpaths), as `CAShapeLayer`'s `strokeStart` and `strokeEnd` take it. Curves stay curves:
  /// they are cut at the parameter where the length falls.
  func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
    let segments = PathSegment.segments(of: self)
    let total = segments.reduce(0) { $0 + $1.length }
    let result = CGMutablePath()
    guard total > 0 else { return result }
    let from = start * total
    let to = end * total
    var travelled: CGFloat = 0
    // Whether the subpath being walked has been emitted from its very start.
    var subpathWhole = false
    var penDown = false
    for segment in segments {
      let (s0, s1) = (travelled, travelled + segment.length)
      travelled = s1
      if segment.startsSubpath { penDown = false }
      if segment.length == 0 {
        // A close where the subpath already ended at its start still joins the ends.
        if segment.closesSubpath && penDown && subpathWhole && s1 <= to { result.closeSubpath() }
        continue
      }
      guard s1 > from, s0 < to else { continue }
      let t0 = from > s0 ? segment.parameter(atLength: from - s0) : 0
      let t1 = to < s1 ? segment.parameter(atLength: to - s0) : 1
      let piece = segment.points(from: t0, to: t1)
      if !penDown {
        result.move(to: piece[0])
        subpathWhole = segment.startsSubpath && t0 == 0
        penDown = true
      }
      switch piece.count {
      case 2: result.addLine(to: piece[1])
      case 3: result.addQuadCurve(to: piece[2], control: piece[1])
      default: result.addCurve(to: piece[3], control1: piece[1], control2: piece[2])
      }
      if segment.closesSubpath && t1 == 1 && subpathWhole { result.closeSubpath() }
    }
    return result
  }
}

/// One line, quadratic or cubic of a path, from its first point to its last.
private struct PathSegment {
  var controlPoints: [CGPoint]
  /// Whether a subpath starts with this segment.
  var startsSubpath: Bool
  /// Whether this is the line a `closeSubpath` draws back to the subpath's start.
  var closesSubpath = false
  /// Lengths along the curve at evenly spaced parameters, the first 0.
  private(set) var lengths: [CGFloat] = []

  init(_ points: [CGPoint], startsSubpath: Bool, closesSubpath: Bool = false) {
    controlPoints = points
    self.startsSubpath = startsSubpath
    self.closesSubpath = closesSubpath
    let steps = points.count == 2 ? 1 : Self.curveSteps
    var previous = points[0]
    lengths = [0]
    for i in 1...steps {
      let p = point(at: CGFloat(i) / CGFloat(steps))
      lengths.append(lengths[i - 1] + hypot(p.x - previous.x, p.y - previous.y))
      previous = p
    }
  }

  /// Chords a curve's length is measured along: far below a pixel's error for UI-sized curves.
  private static let curveSteps = 64

  var length: CGFloat { lengths.last ?? 0 }

  /// The parameter where `length` along the segment is reached.
  func parameter(atLength distance: CGFloat) -> CGFloat {
    guard let step = lengths.firstIndex(where: { $0 >= distance }), step > 0 else { return 0 }
    let (a, b) = (lengths[step - 1], lengths[step])
    let within = b > a ? (distance - a) / (b - a) : 0
    return (CGFloat(step - 1) + within) / CGFloat(lengths.count - 1)
  }

  /// The point at parameter `t`, by de Casteljau.
  func point(at t: CGFloat) -> CGPoint {
    var points = controlPoints
    while points.count > 1 {
      points = zip(points, points.dropFirst()).map { a, b in
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      }
    }
    return points[0]
  }

  /// The control points of the piece from `t0` to `t1`.
  func points(from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
    let head = Self.split(controlPoints, at: t1).first
    guard t0 > 0, t1 > 0 else { return head }
    return Self.split(head, at: t0 / t1).second
  }

  /// The two halves of the curve `points` at `t`.
  private static func split(
    _ points: [CGPoint], at t: CGFloat
  ) -> (first: [CGPoint], second: [CGPoint]) {
    var first: [CGPoint] = []
    var second: [CGPoint] = []
    var level = points
    while !level.isEmpty {
      first.append(level[0])
      second.insert(level[level.count - 1], at: 0)
      level = zip(level, level.dropFirst()).map { a, b in
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      }
    }
    return (first, second)
  }

  /// The segments of `path`, a close adding the line back to its subpath's start.
  static func segments(of path: CGPath) -> [PathSegment] {
    var segments: [PathSegment] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    var starting = true
    func add(_ points: [CGPoint], closing: Bool = false) {
      segments.append(PathSegment(points, startsSubpath: starting, closesSubpath: closing))
      starting = false
      current = points[points.count - 1]
    }
    path.applyWithBlock { element in
      let e = element.pointee
      switch e.type {
      case .moveToPoint:
        current = e.points[0]
        subpathStart = current
        starting = true
      case .addLineToPoint: add([current, e.points[0]])
      case .addQuadCurveToPoint: add([current, e.points[0], e.points[1]])
      case .addCurveToPoint: add([current, e.points[0], e.points[1], e.points[2]])
      case .closeSubpath:
        add([current, subpathStart], closing: true)
        starting = true
      }
    }
    return segments
  }
}
