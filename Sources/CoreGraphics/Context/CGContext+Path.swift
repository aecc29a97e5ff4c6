import Raster

extension CGContext {
  /// Points of user space in device pixels, under the CTM now.
  private func device(_ p: CGPoint) -> Point {
    canvas.transform.apply(p.raster)
  }

  /// Adds a shape built in user space, transformed to device space now. The shape is built
  /// after a move to the current point, so arcs that join it with a line can.
  private func addUserPath(_ build: (inout Path) -> Void) {
    var user = Path()
    var leads = false
    if let current = devicePath.currentPoint, let inverse = canvas.transform.inverted() {
      user.move(to: inverse.apply(current))
      leads = true
    }
    build(&user)
    for (i, element) in user.applying(canvas.transform).elements.enumerated()
    where !(leads && i == 0) {
      devicePath.append(element)
    }
  }

  /// Empties the current path.
  public func beginPath() {
    devicePath = Path()
  }

  /// Starts a new subpath of the current path at `point`.
  public func move(to point: CGPoint) {
    devicePath.move(to: device(point))
  }

  /// A straight line from the current point to `point`.
  public func addLine(to point: CGPoint) {
    devicePath.line(to: device(point))
  }

  /// Moves to the first point, then joins the rest with straight lines.
  public func addLines(between points: [CGPoint]) {
    devicePath.addLines(between: points.map(device))
  }

  /// A quadratic Bézier curve from the current point to `end`, pulled toward `control`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    devicePath.quad(to: device(end), control: device(control))
  }

  /// A cubic Bézier curve from the current point to `end`, shaped by two control points.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    devicePath.cubic(to: device(end), control1: device(control1), control2: device(control2))
  }

  /// Closes the current subpath with a line back to its start.
  public func closePath() {
    devicePath.close()
  }

  /// Adds `rect` to the current path as a closed subpath.
  public func addRect(_ rect: CGRect) {
    addUserPath { $0.addRect(rect.raster) }
  }

  /// Adds each rectangle to the current path as a closed subpath.
  public func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds the ellipse that fits `rect` to the current path.
  public func addEllipse(in rect: CGRect) {
    addUserPath { $0.addEllipse(in: rect.raster) }
  }

  /// An arc of the circle around `center`, joined by a line to the current point if any.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    addUserPath {
      $0.addArc(
        center: center.raster, radius: Double(radius), startAngle: Double(startAngle),
        endAngle: Double(endAngle), clockwise: clockwise)
    }
  }

  /// An arc tangent to the lines from the current point to `tangent1End` and on to
  /// `tangent2End`.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    guard devicePath.currentPoint != nil else { return }
    addUserPath {
      $0.addArc(
        tangent1End: tangent1End.raster, tangent2End: tangent2End.raster, radius: Double(radius))
    }
  }

  /// Appends `path`, transformed by the current transformation matrix.
  public func addPath(_ path: CGPath) {
    devicePath.append(path.path.applying(canvas.transform))
  }

  /// Whether the current path has no elements.
  public var isPathEmpty: Bool { devicePath.isEmpty }

  /// The current point in user space, `.zero` when the path is empty.
  public var currentPointOfPath: CGPoint {
    guard let p = devicePath.currentPoint, let user = canvas.transform.inverted()?.apply(p)
    else { return .zero }
    return CGPoint(x: user.x, y: user.y)
  }

  /// The current path in user space, nil when it is empty.
  public var path: CGPath? {
    guard !devicePath.isEmpty, let user = userPath else { return nil }
    return CGPath(path: user)
  }

  /// The bounds of the current path in user space; `.null` when empty.
  public var boundingBoxOfPath: CGRect {
    guard let p = path else { return .null }
    return p.boundingBox
  }

  /// Replaces the current path with the outline its stroke would paint.
  public func replacePathWithStrokedPath() {
    guard let user = userPath else { return }
    devicePath = strokeOutline(user, style: canvas.strokeStyle, transform: canvas.transform)
  }

  /// The current path mapped back to user space; nil under a singular CTM.
  var userPath: Path? {
    canvas.transform.inverted().map { devicePath.applying($0) }
  }
}
