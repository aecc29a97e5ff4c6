extension Canvas {
  /// Fills `path`'s inside under the CTM with the fill paint.
  public func fill(_ path: Path, rule: FillRule = .nonZero) {
    guard let source = state.fillPaint.source(transform: state.transform, alpha: state.paintAlpha)
    else { return }
    draw(.path(path, state.transform, rule), source: source)
  }

  /// Strokes `path` with the stroke paint and style: its outline, filled non-zero.
  public func stroke(_ path: Path) {
    guard
      let source = state.strokePaint.source(transform: state.transform, alpha: state.paintAlpha)
    else { return }
    let outline = strokeOutline(path, style: state.strokeStyle, transform: state.transform)
    draw(.path(outline, .identity, .nonZero), source: source)
  }

  /// Fills a rectangle with the fill paint; a pixel-aligned one skips rasterisation.
  public func fillRect(_ rect: Rect) {
    guard rect.isFinite, !rect.isEmpty,
      let source = state.fillPaint.source(transform: state.transform, alpha: state.paintAlpha)
    else { return }
    draw(shape(of: rect), source: source)
  }

  /// Makes a rectangle transparent (through the clip; no shadow, alpha or blend mode).
  public func clearRect(_ rect: Rect) {
    guard rect.isFinite, !rect.isEmpty else { return }
    hasPainted = true
    paint(
      shape(of: rect), source: .solid(0), mode: .clear, into: surface, clip: state.clip,
      antialias: state.antialias)
  }

  /// Fills the clip with a gradient along the line from `start` to `end` in user space;
  /// beyond either end only when `extend` says so (CoreGraphics' `drawLinearGradient`).
  public func drawLinearGradient(
    _ gradient: Gradient, start: Point, end: Point, extend: GradientExtension = []
  ) {
    let paint = Paint.linearGradient(gradient, start: start, end: end, extend: extend)
    guard let source = paint.source(transform: state.transform, alpha: state.paintAlpha)
    else { return }
    draw(.clipRegion, source: source)
  }

  /// Fills the clip with a gradient between two circles in user space (CoreGraphics'
  /// `drawRadialGradient`).
  public func drawRadialGradient(
    _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point,
    endRadius: Double, extend: GradientExtension = []
  ) {
    let paint = Paint.radialGradient(
      gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
      endRadius: endRadius, extend: extend)
    guard let source = paint.source(transform: state.transform, alpha: state.paintAlpha)
    else { return }
    draw(.clipRegion, source: source)
  }

  /// Draws `image` stretched over `rect` in user space, its top row at `rect.minY`, sampled
  /// with the interpolation quality.
  public func draw(image: Pixmap, in rect: Rect) {
    guard
      let shader = ImageShader(
        image, in: rect, transform: state.transform, quality: state.interpolationQuality,
        alpha: state.paintAlpha)
    else { return }
    draw(shape(of: rect), source: .shaded(shader))
  }

  /// Pixel-aligned rectangles as whole pixels, others as paths.
  private func shape(of rect: Rect) -> CoverageShape {
    if let pixels = rect.pixelAligned(under: state.transform) { return .pixels(pixels) }
    return .path(Path(rect: rect), state.transform, .nonZero)
  }

  /// Draws with the current state: shadow first, then the shape itself.
  func draw(_ shape: CoverageShape, source: PaintSource) {
    let mode = state.blendMode
    if mode == .normal && source.isInvisible { return }
    hasPainted = true
    if let shadow = state.shadow {
      paintShadow(
        shadow, of: shape, source: source, shapeBounds: shape.deviceBounds, mode: mode,
        into: surface, clip: state.clip, antialias: state.antialias)
    }
    paint(
      shape, source: source, mode: mode, into: surface, clip: state.clip,
      antialias: state.antialias)
  }
}

extension CoverageShape {
  /// Device pixels the shape can cover, when cheaply known (nil: anywhere).
  var deviceBounds: IntRect? {
    switch self {
    case .pixels(let rect): return rect
    case .clipRegion: return nil
    case .path(let path, let transform, _):
      guard !path.isEmpty else { return IntRect(x: 0, y: 0, width: 0, height: 0) }
      // A curve lies inside its control points' hull.
      let box = path.applying(transform).controlPointBounds
      let limit = Double(1 << 30)
      guard [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ abs($0) < limit }) else {
        return nil
      }
      let r = box.roundedOut
      return IntRect(x: r.x, y: r.y, width: r.width + 1, height: r.height + 1)
    }
  }
}

extension Path {
  /// A closed rectangle.
  init(rect: Rect) {
    self.init()
    addRect(rect)
  }
}
