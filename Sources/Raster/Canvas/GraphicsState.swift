/// Everything `save()` saves and `restore()` brings back, as CoreGraphics' graphics state.
struct GraphicsState {
  var transform = Transform.identity
  var clip: Clip
  var fillPaint = Paint.color(.black)
  var strokePaint = Paint.color(.black)
  var strokeStyle = StrokeStyle()
  var alpha: Double = 1
  var blendMode = BlendMode.normal
  var shadow: Shadow?
  var interpolationQuality = InterpolationQuality.high
  var antialias = true

  init(clip: Clip) {
    self.clip = clip
  }

  /// Global alpha as the paints take it: clamped to 0…1, NaN as 0.
  var paintAlpha: Float { Color.clamp(Float(alpha)) }
}
