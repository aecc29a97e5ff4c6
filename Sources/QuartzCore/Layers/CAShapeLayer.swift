import CoreGraphics
import Foundation

/// A layer that draws a path — filled, stroked, or both — between its contents and its
/// sublayers, at render time at the device's resolution.
open class CAShapeLayer: CALayer {
  /// The shape, in the layer's bounds space. Not clipped to the bounds.
  open var path: CGPath?
  /// The colour the path's inside is filled with; `nil` for none. Defaults to opaque black.
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// How the inside is decided. Defaults to `.nonZero`.
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// The colour the path is stroked with; `nil` (the default) for none.
  open var strokeColor: CGColor?
  /// Where along the path the stroke starts, 0 to 1 of its length. Defaults to 0.
  open var strokeStart: CGFloat = 0
  /// Where along the path the stroke ends, 0 to 1 of its length. Defaults to 1.
  open var strokeEnd: CGFloat = 1
  /// The width of the stroke. Defaults to 1.
  open var lineWidth: CGFloat = 1
  /// The limit past which a mitred join is bevelled. Defaults to 10.
  open var miterLimit: CGFloat = 10
  /// How the open ends of the stroke are drawn. Defaults to `.butt`.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// How the segments of the stroke are joined. Defaults to `.miter`.
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// How far into the dash pattern the stroke starts. Defaults to 0.
  open var lineDashPhase: CGFloat = 0
  /// Painted and unpainted lengths of the stroke, alternating; `nil` strokes solid.
  open var lineDashPattern: [NSNumber]?

  /// Creates a layer with no path.
  public required init() {
    super.init()
  }

  /// Creates a copy of `layer`, its shape included when it is a shape layer.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAShapeLayer else { return }
    path = other.path
    fillColor = other.fillColor
    fillRule = other.fillRule
    strokeColor = other.strokeColor
    strokeStart = other.strokeStart
    strokeEnd = other.strokeEnd
    lineWidth = other.lineWidth
    miterLimit = other.miterLimit
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    lineDashPhase = other.lineDashPhase
    lineDashPattern = other.lineDashPattern
  }

  private var fills: Bool { path != nil && (fillColor?.alpha ?? 0) > 0 }

  /// The part of the path between ``strokeStart`` and ``strokeEnd``, when the stroke shows.
  private var strokedPath: CGPath? {
    guard let path, let color = strokeColor, color.alpha > 0, lineWidth > 0 else { return nil }
    let start = min(max(strokeStart, 0), 1)
    let end = min(max(strokeEnd, 0), 1)
    guard start < end else { return nil }
    return start == 0 && end == 1 ? path : path.trimmed(from: start, to: end)
  }
}

extension CAShapeLayer: VectorContent {
  var vectorDrawingCalls: Int { (fills ? 1 : 0) + (strokedPath != nil ? 1 : 0) }

  func hashVectorState(into hasher: inout Hasher) {
    hasher.feed(path, fillColor, fillRule, strokeColor, strokeStart, strokeEnd, lineWidth)
    hasher.feed(miterLimit, lineCap, lineJoin, lineDashPhase)
    hasher.feed(lineDashPattern?.map(\.doubleValue))
  }

  var vectorExtent: CGRect {
    guard let box = path?.boundingBox, !box.isNull else { return .null }
    // A mitred corner reaches out at most half the width times the miter limit; a square
    // cap half the width times √2.
    let reach = lineWidth / 2 * max(lineJoin == .miter ? miterLimit : 1, 1.5) + 1
    return strokedPath == nil ? box : box.insetBy(dx: -reach, dy: -reach)
  }

  func drawVectors(in ctx: CGContext) {
    guard let path else { return }
    if fills, let fillColor {
      ctx.setFillColor(fillColor)
      ctx.addPath(path)
      ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
    }
    if let stroked = strokedPath, let strokeColor {
      ctx.saveGState()
      ctx.setStrokeColor(strokeColor)
      ctx.setLineWidth(lineWidth)
      ctx.setMiterLimit(miterLimit)
      ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
      ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
      ctx.setLineDash(
        phase: lineDashPhase, lengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
      ctx.addPath(stroked)
      ctx.strokePath()
      ctx.restoreGState()
    }
  }
}
