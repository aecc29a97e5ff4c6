/// The region drawing may touch: a pixel rectangle, refined by an anti-aliased mask once a
/// path (or a rectangle that is not pixel-aligned) has been clipped to.
struct Clip {
  /// Nothing outside these device pixels is drawn; always inside the mask's bounds.
  private(set) var bounds: IntRect
  /// Coverage inside `bounds`; nil while the clip is a plain rectangle.
  private(set) var mask: ClipMask?

  init(bounds: IntRect) {
    self.bounds = bounds
    mask = nil
  }

  var isEmpty: Bool { bounds.isEmpty }

  /// Intersects with a pixel rectangle: the fast path, no mask.
  mutating func intersect(_ rect: IntRect) {
    bounds = bounds.intersection(rect)
  }

  /// Intersects with a path's coverage under `transform`, times the alpha of `alphaSource`
  /// when given (a mask image clip).
  mutating func intersect(
    _ path: Path, transform: Transform, rule: FillRule, antialias: Bool,
    alphaSource: (any Shader)? = nil
  ) {
    guard !bounds.isEmpty else { return }
    let newMask = ClipMask(bounds: bounds)
    var sink = MaskWriterSink(
      mask: newMask, previous: mask, antialias: antialias, alphaSource: alphaSource)
    rasterize(path, transform: transform, fillRule: rule, clip: bounds, into: &sink)
    guard let touched = sink.touched else {
      bounds = IntRect(x: bounds.x, y: bounds.y, width: 0, height: 0)
      mask = nil
      return
    }
    bounds = touched
    mask = newMask
  }
}
