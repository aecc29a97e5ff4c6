import Raster

/// An immutable graphics path.
///
/// `CGMutablePath` is the subclass that builds one; the two share `Raster.Path` underneath.
public class CGPath: Hashable, @unchecked Sendable {
  // Mutated only through CGMutablePath, whose instances are not shared across threads by
  // contract (as on Apple's platforms).
  var path: Path

  init(path: Path) {
    self.path = path
  }

  /// A path of one rectangle.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var p = Path()
    p.addRect(rect.raster)
    self.init(path: p.transformed(by: transform))
  }

  /// A path of the ellipse that fits `rect`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var p = Path()
    p.addEllipse(in: rect.raster)
    self.init(path: p.transformed(by: transform))
  }

  /// A rounded rectangle whose corners are quarter ellipses `cornerWidth` by `cornerHeight`.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(
      path: Path.roundedRect(
        rect.raster, cornerWidth: Double(cornerWidth),
        cornerHeight: Double(cornerHeight)
      ).transformed(by: transform))
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }

  /// The last point of the path, or `.zero` when it is empty.
  public var currentPoint: CGPoint {
    path.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero
  }

  /// The bounds of every point, control points included; `.null` for an empty path.
  public var boundingBox: CGRect {
    path.isEmpty ? .null : CGRect(path.controlPointBounds)
  }

  /// The tight bounds of the curves; `.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    path.isEmpty ? .null : CGRect(path.bounds)
  }

  /// Whether `point` is inside the path under `rule`, with the path transformed by `transform`.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    path.applying(transform.raster).contains(point.raster, fillRule: rule.raster)
  }

  /// An immutable copy of the path.
  public func copy() -> CGPath? { CGPath(path: path) }

  /// A copy of the path with `transform` applied to every point (none when nil).
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(path: path.transformed(by: transform))
  }

  /// A mutable copy of the path.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

  /// The outline of this path stroked with the given pen, as a path to fill.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath {
    var style = StrokeStyle()
    style.width = Double(lineWidth)
    style.cap = lineCap.raster
    style.join = lineJoin.raster
    style.miterLimit = Double(miterLimit)
    return CGPath(path: strokeOutline(path, style: style, transform: transform.raster))
  }

  /// Paths are equal when they hold the same elements with the same points.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
  /// Hashes the path's elements, consistently with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

extension Path {
  func transformed(by transform: UnsafePointer<CGAffineTransform>?) -> Path {
    guard let t = transform?.pointee, !t.isIdentity else { return self }
    return applying(t.raster)
  }

  /// A rounded rectangle with elliptical corners: a circular one in a space stretched so the
  /// corner height becomes the corner width.
  static func roundedRect(_ rect: Rect, cornerWidth: Double, cornerHeight: Double) -> Path {
    var p = Path()
    guard cornerWidth > 0, cornerHeight > 0 else {
      p.addRect(rect)
      return p
    }
    let stretch = cornerWidth / cornerHeight
    let r = cornerWidth
    let stretched = Rect(
      x: rect.x, y: rect.y * stretch, width: rect.width, height: rect.height * stretch)
    p.addRoundedRect(
      stretched, cornerRadii: CornerRadii(topLeft: r, topRight: r, bottomLeft: r, bottomRight: r),
      curve: .circular)
    return stretch == 1 ? p : p.applying(.scale(x: 1, y: 1 / stretch))
  }
}

extension CGPathFillRule {
  var raster: FillRule { self == .winding ? .nonZero : .evenOdd }
}

extension CGLineCap {
  var raster: LineCap {
    switch self {
    case .butt: .butt
    case .round: .round
    case .square: .square
    }
  }
}

extension CGLineJoin {
  var raster: LineJoin {
    switch self {
    case .miter: .miter
    case .round: .round
    case .bevel: .bevel
    }
  }
}
