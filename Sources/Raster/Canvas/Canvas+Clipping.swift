extension Canvas {
  /// Intersects the clip with `path`'s inside under the CTM (anti-aliased unless
  /// `shouldAntialias` is off).
  public func clip(to path: Path, rule: FillRule = .nonZero) {
    state.clip.intersect(
      path, transform: state.transform, rule: rule, antialias: state.antialias)
  }

  /// Intersects the clip with `rect` under the CTM: a pixel-aligned rectangle stays a plain
  /// pixel rectangle, any other one becomes a mask like a path.
  public func clip(to rect: Rect) {
    guard rect.isFinite, !rect.isEmpty else {
      state.clip.intersect(IntRect(x: 0, y: 0, width: 0, height: 0))
      return
    }
    // Edges beyond the clip cannot change it: clamped there first, a rectangle far larger
    // than the canvas (`CGRect.infinite`) stays a pixel rectangle instead of a full mask.
    if let pixels = rect.pixelAligned(under: state.transform, within: state.clip.bounds) {
      state.clip.intersect(pixels)
    } else {
      clip(to: Path(rect: rect))
    }
  }
}

extension Rect {
  /// The device pixels exactly covered by the rectangle under `transform`, when the transform
  /// keeps it axis-aligned and every edge lands on a pixel boundary. With `bounds`, the edges
  /// are first clamped to it — an edge clamped there is on a pixel boundary — and the result
  /// is only the part inside `bounds` (empty when the rectangle misses it).
  func pixelAligned(under transform: Transform, within bounds: IntRect? = nil) -> IntRect? {
    guard transform.isScaleTranslate, isFinite, !isEmpty else { return nil }
    let p = transform.apply(Point(minX, minY))
    let q = transform.apply(Point(maxX, maxY))
    var edges = [min(p.x, q.x), min(p.y, q.y), max(p.x, q.x), max(p.y, q.y)]
    if let bounds, !edges.contains(where: \.isNaN) {
      let low = [Double(bounds.minX), Double(bounds.minY)]
      let high = [Double(bounds.maxX), Double(bounds.maxY)]
      for i in 0..<4 { edges[i] = min(max(edges[i], low[i % 2]), high[i % 2]) }
    }
    let limit = Double(1 << 30)
    guard edges.allSatisfy({ abs($0) < limit && abs($0 - $0.rounded()) < 1e-9 }) else {
      return nil
    }
    let e = edges.map { Int($0.rounded()) }
    return IntRect(x: e[0], y: e[1], width: max(e[2] - e[0], 0), height: max(e[3] - e[1], 0))
  }
}

extension Canvas {
  /// Drops every clip (CoreGraphics' `resetClip`): back to the whole pixmap, or inside a
  /// transparency layer to the layer, which holds only what its starting clip let through.
  public func resetClip() {
    state.clip = Clip(bounds: surface.bounds)
  }
}

extension Canvas {
  /// Intersects the clip with a mask image stretched over `rect` under the CTM, placed as
  /// `draw(image:in:)` places an image: the mask's alpha is the coverage, and nothing outside
  /// `rect` remains. (CoreGraphics' `clip(to:mask:)`; the façade turns a grey mask or an image
  /// mask into alpha.) Sampled with the interpolation quality.
  public func clip(toMask mask: Pixmap, in rect: Rect) {
    guard
      let alpha = ImageShader(
        mask, in: rect, transform: state.transform, quality: state.interpolationQuality,
        alpha: 1)
    else {
      state.clip.intersect(IntRect(x: 0, y: 0, width: 0, height: 0))
      return
    }
    state.clip.intersect(
      Path(rect: rect), transform: state.transform, rule: .nonZero, antialias: state.antialias,
      alphaSource: alpha)
  }
}
