import Raster

/// A path being built. Every `transform` argument transforms the added points first.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path, ready for its first `move(to:)`.
  public init() {
    super.init(path: Path())
  }

  override init(path: Path) {
    super.init(path: path)
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.move(to: point.applying(transform).raster)
  }

  /// A straight line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.line(to: point.applying(transform).raster)
  }

  /// Moves to the first point, then joins the rest with straight lines.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    path.addLines(between: points.map { $0.applying(transform).raster })
  }

  /// A quadratic Bézier curve from the current point to `end`, pulled toward `control`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    path.quad(to: end.applying(transform).raster, control: control.applying(transform).raster)
  }

  /// A cubic Bézier curve from the current point to `end`, shaped by two control points.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    path.cubic(
      to: end.applying(transform).raster, control1: control1.applying(transform).raster,
      control2: control2.applying(transform).raster)
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() {
    path.close()
  }

  /// Adds `rect` as a closed subpath of its own.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addShape(transform) { $0.addRect(rect.raster) }
  }

  /// Adds each rectangle as a closed subpath of its own.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds the ellipse that fits `rect` as a closed subpath.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    addShape(transform) { $0.addEllipse(in: rect.raster) }
  }

  /// Adds `rect` with elliptical corners `cornerWidth` by `cornerHeight` as a closed subpath.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let shape = Path.roundedRect(
      rect.raster, cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight))
    path.append(transform.isIdentity ? shape : shape.applying(transform.raster))
  }

  /// An arc of the circle around `center`; a line joins it to the current point, if any.
  /// `clockwise` is in a y-up space: in UIKit's flipped contexts it looks anticlockwise.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    addConnected(transform) {
      $0.addArc(
        center: center.raster, radius: Double(radius), startAngle: Double(startAngle),
        endAngle: Double(endAngle), clockwise: clockwise)
    }
  }

  /// An arc that sweeps `delta` radians from `startAngle`; a line joins it to the current point.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    addConnected(transform) {
      $0.addRelativeArc(
        center: center.raster, radius: Double(radius), startAngle: Double(startAngle),
        delta: Double(delta))
    }
  }

  /// An arc tangent to the lines from the current point to `tangent1End` and from there to
  /// `tangent2End`.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard path.currentPoint != nil else { return }
    if transform.isIdentity {
      path.addArc(
        tangent1End: tangent1End.raster, tangent2End: tangent2End.raster, radius: Double(radius))
      return
    }
    // Build in untransformed space from the current point mapped back, then transform.
    let inverse = transform.inverted()
    var local = Path()
    local.move(to: currentPoint.applying(inverse).raster)
    local.addArc(
      tangent1End: tangent1End.raster, tangent2End: tangent2End.raster, radius: Double(radius))
    appendConnected(local.applying(transform.raster))
  }

  /// Appends every subpath of `other`, transformed by `transform`.
  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
    path.append(transform.isIdentity ? other.path : other.path.applying(transform.raster))
  }

  /// Adds a closed shape built in its own path, transformed.
  private func addShape(_ transform: CGAffineTransform, _ build: (inout Path) -> Void) {
    var shape = Path()
    build(&shape)
    path.append(transform.isIdentity ? shape : shape.applying(transform.raster))
  }

  /// Adds an open piece that starts with a line from the current point, as CoreGraphics' arcs do.
  private func addConnected(_ transform: CGAffineTransform, _ build: (inout Path) -> Void) {
    var piece = Path()
    build(&piece)
    appendConnected(transform.isIdentity ? piece : piece.applying(transform.raster))
  }

  private func appendConnected(_ piece: Path) {
    for (i, element) in piece.elements.enumerated() {
      if i == 0, case .move(let p) = element, let current = path.currentPoint {
        // A piece that starts where the path already is needs no joining line.
        let gap = abs(p.x - current.x) + abs(p.y - current.y)
        if gap > 1e-9 * max(1, abs(p.x) + abs(p.y)) { path.line(to: p) }
      } else {
        path.append(element)
      }
    }
  }
}
