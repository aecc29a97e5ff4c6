/// What a fill or a stroke paints with.
///
/// CoreGraphics fills with a colour; its gradients are separate calls that fill the clip
/// (`Canvas.drawLinearGradient`). A gradient paint lets a path be filled with a gradient
/// directly, which is what `CAGradientLayer`-like drawing and the benchmark's gradient
/// rectangles need.
public enum Paint: Hashable, Sendable {
  case color(Color)
  case linearGradient(Gradient, start: Point, end: Point, extend: GradientExtension)
  case radialGradient(
    Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
    extend: GradientExtension)

  /// The source for one draw call under `transform` with global alpha `alpha`, or nil when it
  /// paints nothing.
  func source(transform: Transform, alpha: Float) -> PaintSource? {
    let source: PaintSource
    switch self {
    case .color(var c):
      c.alpha = Color.clamp(c.alpha) * alpha
      source = .solid(c.premultiplied.packed)
    case .linearGradient(let g, let start, let end, let extend):
      guard
        let shader = LinearGradientShader(
          g, start: start, end: end, extend: extend, transform: transform, alpha: alpha)
      else { return nil }
      source = .shaded(shader)
    case .radialGradient(let g, let c0, let r0, let c1, let r1, let extend):
      guard
        let shader = RadialGradientShader(
          g, startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, extend: extend,
          transform: transform, alpha: alpha)
      else { return nil }
      source = .shaded(shader)
    }
    return source
  }
}
