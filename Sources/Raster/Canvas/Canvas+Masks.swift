/// An 8-bit coverage mask placed on device pixels: a rendered glyph, for instance.
public struct DeviceMask {
  /// The device pixel the mask's top-left corner covers.
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int
  /// `width × height` coverage bytes, row by row (0 leaves a pixel alone, 255 paints it fully).
  public var coverage: [UInt8]

  /// A mask; one whose coverage holds fewer than `width × height` bytes paints nothing.
  public init(x: Int, y: Int, width: Int, height: Int, coverage: [UInt8]) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.coverage = coverage
  }

  var isPaintable: Bool {
    width > 0 && height > 0 && !Pixmap.exceedsLimits(width: width, height: height)
      && abs(x) < 1 << 30 && abs(y) < 1 << 30 && coverage.count >= width * height
  }

  var bounds: IntRect { IntRect(x: x, y: y, width: width, height: height) }
}

extension Canvas {
  /// Paints the fill paint through each mask in turn, as `fill(_:)` paints through a path's
  /// coverage: through the clip, global alpha, blend mode and shadow (one shadow, cast by all
  /// the masks together). The masks sit on device pixels, so the CTM does not move them; it
  /// still maps a gradient fill paint.
  ///
  /// The masks are swept row by row, each row through every mask in order, so the pixels are
  /// written front to back along their rows (mask by mask, every row of a line of glyphs
  /// would land in another cache line of a large pixmap); overlapping masks still blend in
  /// their order.
  public func fill(masks: [DeviceMask]) {
    let masks = masks.allSatisfy(\.isPaintable) ? masks : masks.filter(\.isPaintable)
    guard let first = masks.first,
      let source = state.fillPaint.source(transform: state.transform, alpha: state.paintAlpha)
    else { return }
    let mode = state.blendMode
    if mode == .normal && source.isInvisible { return }
    hasPainted = true
    let extent = masks.dropFirst().reduce(first.bounds) { $0.union($1.bounds) }
    if let shadow = state.shadow {
      castShadow(shadow, of: masks, extent: extent, source: source, mode: mode)
    }
    let bounds = state.clip.bounds.intersection(surface.bounds)
    guard !bounds.isEmpty else { return }
    var sink = CompositeSink(
      surface: surface, clipMask: state.clip.mask, antialias: state.antialias, source: source,
      mode: mode, width: bounds.width)
    Self.sweep(masks, rows: extent, clip: bounds, into: &sink)
  }

  /// Draws premultiplied `image` one pixel to one device pixel, its top-left pixel at device
  /// pixel (x, y), through the clip, global alpha, blend mode and shadow; the CTM does not
  /// apply. (Colour glyphs, already rendered at their device size, go through here.)
  public func draw(image: Pixmap, atDeviceX x: Int, y: Int) {
    let placed = Surface(image, originX: x, originY: y)
    draw(.pixels(placed.bounds), source: .shaded(SurfaceShader(placed, alpha: state.paintAlpha)))
  }

  /// The shadow of the masks: their coverage painted into a scratch surface, which then casts
  /// the shadow as any shape does.
  private func castShadow(
    _ shadow: Shadow, of masks: [DeviceMask], extent: IntRect, source: PaintSource,
    mode: BlendMode
  ) {
    guard let scratch = try? Pixmap(width: extent.width, height: extent.height) else { return }
    let caster = Surface(scratch, originX: extent.x, originY: extent.y)
    var sink = CompositeSink(
      surface: caster, clipMask: nil, antialias: state.antialias, source: source, mode: .normal,
      width: extent.width)
    Self.sweep(masks, rows: extent, clip: extent, into: &sink)
    paintShadow(
      shadow, of: .pixels(extent), source: .shaded(SurfaceShader(caster, alpha: 1)),
      shapeBounds: extent, mode: mode, into: surface, clip: state.clip,
      antialias: state.antialias)
  }

  /// Hands every mask row inside `clip` to `sink`, row by row through all the masks.
  private static func sweep<Sink: CoverageSink>(
    _ masks: [DeviceMask], rows extent: IntRect, clip: IntRect, into sink: inout Sink
  ) {
    let top = max(extent.minY, clip.minY)
    let bottom = min(extent.maxY, clip.maxY)
    guard top < bottom else { return }
    // Through a buffer pointer, the masks are borrowed, not copied and retained per row.
    masks.withUnsafeBufferPointer { list in
      for row in top..<bottom {
        for m in list.indices {
          let mask = list.baseAddress! + m
          let maskRow = row - mask.pointee.y
          guard maskRow >= 0, maskRow < mask.pointee.height else { continue }
          let x = mask.pointee.x
          let width = mask.pointee.width
          mask.pointee.coverage.withUnsafeBufferPointer { coverage in
            // Glyph rows are mostly blank at their ends: the sink sees only the covered middle.
            let pixels = coverage.baseAddress! + maskRow * width
            var start = max(x, clip.minX) - x
            var end = min(x + width, clip.maxX) - x
            while start < end && pixels[start] == 0 { start += 1 }
            while end > start && pixels[end - 1] == 0 { end -= 1 }
            // Fully covered stretches (glyph stems) go as full spans, which an opaque paint
            // fills without blending; the rest as coverage.
            while start < end {
              var next = start
              while next < end && pixels[next] == 255 { next += 1 }
              if next > start {
                sink.blendFull(y: row, x: x + start, count: next - start)
              } else {
                while next < end && pixels[next] != 255 { next += 1 }
                sink.blend(
                  y: row, x: x + start,
                  coverage: UnsafeBufferPointer(start: pixels + start, count: next - start))
              }
              start = next
            }
          }
        }
      }
    }
  }
}
