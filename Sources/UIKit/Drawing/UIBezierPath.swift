import CoreGraphics
import Raster

/// A path with the pen to draw it: line width, caps, joins, dashes and fill rule.
///
/// Coordinates are UIKit's (y down), so `clockwise` means clockwise as seen on screen. Drawing
/// goes to the current UIKit context (`UIGraphicsGetCurrentContext()`) and leaves that
/// context's graphics state as it was.
open class UIBezierPath: NSObject, NSCopying {
  private var path = CGMutablePath()

  /// The width of stroked lines, in points.
  open var lineWidth: CGFloat = 1
  /// How the open ends of stroked lines are drawn.
  open var lineCapStyle = CGLineCap.butt
  /// How stroked segments are joined at corners.
  open var lineJoinStyle = CGLineJoin.miter
  /// The limit past which a mitred join is drawn bevelled.
  open var miterLimit: CGFloat = 10
  /// Accepted for source compatibility: curves are always flattened finely enough.
  open var flatness: CGFloat = 0.6
  /// Whether the inside is decided by the even-odd rule rather than nonzero winding.
  open var usesEvenOddFillRule = false
  private var dashes: [CGFloat] = []
  private var dashPhase: CGFloat = 0

  /// An empty path with the default pen.
  public override init() {
    super.init()
  }

  /// A closed rectangle, clockwise on screen from the top-left corner.
  public convenience init(rect: CGRect) {
    self.init()
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    close()
  }

  /// The ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect.standardized)
  }

  /// A rounded rectangle with iOS's continuous corners (since iOS 7): the curvature rises
  /// gradually from the straight sides. The radius is limited to half the shorter side.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(roundedRect: rect, radii: CornerRadii(all: Double(cornerRadius)))
  }

  /// A rectangle with continuous rounded corners at `corners` only. As on iOS, only
  /// `cornerRadii.width` is used.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    let r = Double(cornerRadii.width)
    self.init(
      roundedRect: rect,
      radii: CornerRadii(
        topLeft: corners.contains(.topLeft) ? r : 0,
        topRight: corners.contains(.topRight) ? r : 0,
        bottomLeft: corners.contains(.bottomLeft) ? r : 0,
        bottomRight: corners.contains(.bottomRight) ? r : 0))
  }

  private convenience init(roundedRect rect: CGRect, radii: CornerRadii) {
    self.init()
    var shape = Path()
    shape.addRoundedRect(rect.raster, cornerRadii: radii, curve: .continuous)
    append(shape)
  }

  /// An open arc of the circle around `center`; `clockwise` as seen on screen (y down), so an
  /// arc from 0 to π/2 clockwise passes below the centre.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with a copy of `cgPath`'s elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// A new path with the same elements and pen.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIBezierPath(cgPath: path)
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.miterLimit = miterLimit
    copy.flatness = flatness
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    copy.dashes = dashes
    copy.dashPhase = dashPhase
    return copy
  }

  // MARK: The path

  /// A copy of the path; setting it replaces the path with a copy of the new one.
  open var cgPath: CGPath {
    get { path.copy() ?? CGMutablePath() }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included;
  /// `.null` for an empty path.
  open var bounds: CGRect { path.boundingBox }

  /// The end of the last segment; `.zero` for an empty path.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) {
    path.move(to: point)
  }

  /// A straight line from the current point to `point`.
  open func addLine(to point: CGPoint) {
    path.addLine(to: point)
  }

  /// A cubic Bézier curve from the current point to `endPoint`, shaped by two control points.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// A quadratic Bézier curve from the current point to `endPoint`, pulled toward `controlPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// An arc joined by a line to the current point, if any; `clockwise` as seen on screen.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    // CoreGraphics' `clockwise` is meant in a y-up space; on a y-down screen it is reversed.
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath with a line back to its start.
  open func close() {
    path.closeSubpath()
  }

  /// Adds `bezierPath`'s elements (not its drawing attributes).
  open func append(_ bezierPath: UIBezierPath) {
    path.addPath(bezierPath.path)
  }

  /// Transforms every point of the path.
  open func apply(_ transform: CGAffineTransform) {
    var t = transform
    if let moved = path.copy(using: &t)?.mutableCopy() { path = moved }
  }

  /// Empties the path, keeping its drawing attributes.
  open func removeAllPoints() {
    path = CGMutablePath()
  }

  /// Whether `point` is inside the path under its fill rule.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: fillRule)
  }

  var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

  /// Adds the elements of a Raster path.
  private func append(_ shape: Path) {
    for element in shape.elements {
      switch element {
      case .move(let p): path.move(to: CGPoint(p))
      case .line(let p): path.addLine(to: CGPoint(p))
      case .quad(let c, let p): path.addQuadCurve(to: CGPoint(p), control: CGPoint(c))
      case .cubic(let c1, let c2, let p):
        path.addCurve(to: CGPoint(p), control1: CGPoint(c1), control2: CGPoint(c2))
      case .close: path.closeSubpath()
      }
    }
  }

  // MARK: Dashes

  /// Dashes of alternating painted and unpainted lengths, starting `phase` into the pattern;
  /// a nil pattern or a count of 0 strokes solid.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else {
      dashes = []
      dashPhase = 0
      return
    }
    dashes = Array(UnsafeBufferPointer(start: pattern, count: count))
    dashPhase = phase
  }

  /// Copies the dash pattern into `pattern` (when given; it must hold `count` values) and
  /// reports its count and phase.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern {
      for (i, length) in dashes.enumerated() { pattern[i] = length }
    }
    count?.pointee = dashes.count
    phase?.pointee = dashPhase
  }

  // MARK: Drawing

  /// Fills the path with the current context's fill colour.
  open func fill() {
    fill(with: .normal, alpha: 1)
  }

  /// Fills the path with the current context's fill colour, composited with `blendMode` at `alpha`.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    draw(blendMode: blendMode, alpha: alpha) { $0.fillPath(using: fillRule) }
  }

  /// Strokes the path with the current context's stroke colour and this path's pen.
  open func stroke() {
    stroke(with: .normal, alpha: 1)
  }

  /// Strokes the path with the current context's stroke colour, composited with `blendMode` at
  /// `alpha`.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    draw(blendMode: blendMode, alpha: alpha) { context in
      context.setLineWidth(lineWidth)
      context.setLineCap(lineCapStyle)
      context.setLineJoin(lineJoinStyle)
      context.setMiterLimit(miterLimit)
      context.setLineDash(phase: dashPhase, lengths: dashes)
      context.strokePath()
    }
  }

  /// Intersects the current context's clip with the path's inside (kept after the call, as on
  /// iOS: save and restore the graphics state around it to undo it).
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(path)
    context.clip(using: fillRule)
  }

  private func draw(blendMode: CGBlendMode, alpha: CGFloat, _ paint: (CGContext) -> Void) {
    guard let context = UIGraphicsGetCurrentContext(), !path.isEmpty else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    context.beginPath()
    context.addPath(path)
    paint(context)
  }
}

extension CGPoint {
  fileprivate init(_ p: Raster.Point) {
    self.init(x: p.x, y: p.y)
  }
}
