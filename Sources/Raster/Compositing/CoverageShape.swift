/// Which device pixels a draw call covers, before the clip.
enum CoverageShape {
  /// A path under a transform, rasterised with anti-aliasing.
  case path(Path, Transform, FillRule)
  /// Whole pixels: the fast path for pixel-aligned rectangles, no rasterisation.
  case pixels(IntRect)
  /// Everything the clip lets through (gradients, as CoreGraphics draws them).
  case clipRegion
}

/// Paints `source` through `shape` into `surface`, limited by `clip`, blended with `mode`.
func paint(
  _ shape: CoverageShape, source: PaintSource, mode: BlendMode, into surface: Surface,
  clip: Clip, antialias: Bool
) {
  let bounds = clip.bounds.intersection(surface.bounds)
  guard !bounds.isEmpty else { return }
  var sink = CompositeSink(
    surface: surface, clipMask: clip.mask, antialias: antialias, source: source, mode: mode,
    width: bounds.width)
  switch shape {
  case .path(let path, let transform, let rule):
    rasterize(path, transform: transform, fillRule: rule, clip: bounds, into: &sink)
  case .pixels(let rect):
    sink.fill(rect.intersection(bounds))
  case .clipRegion:
    sink.fill(bounds)
  }
}

extension CoverageSink {
  /// Reports every pixel of `rect` fully covered.
  mutating func fill(_ rect: IntRect) {
    guard !rect.isEmpty else { return }
    for y in rect.minY..<rect.maxY { blendFull(y: y, x: rect.minX, count: rect.width) }
  }
}
