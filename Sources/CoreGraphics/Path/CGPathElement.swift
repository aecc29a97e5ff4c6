import Raster

/// The kind of one element of a path.
public enum CGPathElementType: Int32, Sendable {
  /// Starts a subpath at one point.
  case moveToPoint = 0
  /// A line to one point.
  case addLineToPoint = 1
  /// A quadratic curve: control point, then end point.
  case addQuadCurveToPoint = 2
  /// A cubic curve: two control points, then end point.
  case addCurveToPoint = 3
  /// Closes the current subpath; no points.
  case closeSubpath = 4
}

/// One element of a path: its kind and its points (one for a move or a line, two for a
/// quadratic curve — control point, end — and three for a cubic; none for a close).
public struct CGPathElement {
  /// What the element does.
  public var type: CGPathElementType
  /// The element's points; how many depends on `type`.
  public var points: UnsafeMutablePointer<CGPoint>

  /// An element of `type` with its points.
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

extension CGPath {
  /// Calls `block` with each element of the path in order. The element and its points are
  /// valid only during the call.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
      let points = buffer.baseAddress!
      for element in path.elements {
        var item: CGPathElement
        switch element {
        case .move(let p):
          points[0] = CGPoint(x: p.x, y: p.y)
          item = CGPathElement(type: .moveToPoint, points: points)
        case .line(let p):
          points[0] = CGPoint(x: p.x, y: p.y)
          item = CGPathElement(type: .addLineToPoint, points: points)
        case .quad(let c, let p):
          points[0] = CGPoint(x: c.x, y: c.y)
          points[1] = CGPoint(x: p.x, y: p.y)
          item = CGPathElement(type: .addQuadCurveToPoint, points: points)
        case .cubic(let c1, let c2, let p):
          points[0] = CGPoint(x: c1.x, y: c1.y)
          points[1] = CGPoint(x: c2.x, y: c2.y)
          points[2] = CGPoint(x: p.x, y: p.y)
          item = CGPathElement(type: .addCurveToPoint, points: points)
        case .close:
          item = CGPathElement(type: .closeSubpath, points: points)
        }
        withUnsafePointer(to: &item) { block($0) }
      }
    }
  }
}
