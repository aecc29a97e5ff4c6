/// A shape made of subpaths of straight and curved segments.
///
/// Building calls with a non-finite coordinate are dropped (the element is not appended), so a
/// path never holds NaN or infinity. Arcs, rectangles, rounded rectangles and ellipses are
/// built from these elements (see the other files in `Geometry/`).
public struct Path: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case move(Point)
    case line(Point)
    /// A quadratic Bézier: control point, end point.
    case quad(Point, Point)
    /// A cubic Bézier: two control points, end point.
    case cubic(Point, Point, Point)
    case close
  }

  public private(set) var elements: [Element] = []

  public init() {}

  public init(elements: [Element]) {
    for element in elements { append(element) }
  }

  public var isEmpty: Bool { elements.isEmpty }

  /// The last point reached, or nil when the path is empty.
  public private(set) var currentPoint: Point?
  private var subpathStart: Point?

  public mutating func move(to p: Point) {
    append(.move(p))
  }

  /// Adds a line; with no current point it starts a subpath at `p` instead.
  public mutating func line(to p: Point) {
    append(currentPoint == nil ? .move(p) : .line(p))
  }

  public mutating func quad(to p: Point, control c: Point) {
    if currentPoint == nil { append(.move(c)) }
    append(.quad(c, p))
  }

  public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
    if currentPoint == nil { append(.move(c1)) }
    append(.cubic(c1, c2, p))
  }

  public mutating func close() {
    append(.close)
  }

  /// Appends one element, dropping it when a coordinate is not finite.
  public mutating func append(_ element: Element) {
    switch element {
    case .move(let p):
      guard p.isFinite else { return }
      subpathStart = p
      currentPoint = p
    case .line(let p):
      guard p.isFinite, currentPoint != nil else { return }
      currentPoint = p
    case .quad(let c, let p):
      guard c.isFinite, p.isFinite, currentPoint != nil else { return }
      currentPoint = p
    case .cubic(let c1, let c2, let p):
      guard c1.isFinite, c2.isFinite, p.isFinite, currentPoint != nil else { return }
      currentPoint = p
    case .close:
      guard currentPoint != nil, elements.last != .close else { return }
      currentPoint = subpathStart
    }
    elements.append(element)
  }

  /// Makes room for `count` elements in all, so that building a large path copies nothing.
  mutating func reserveCapacity(_ count: Int) {
    elements.reserveCapacity(count)
  }

  /// Appends every element of `other`.
  public mutating func append(_ other: Path) {
    for element in other.elements { append(element) }
  }
}
