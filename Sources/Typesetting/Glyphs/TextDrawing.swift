import Raster

extension TextLayout {
  /// Draws the layout into `pixmap` with its top-left corner at `origin`, both mapped to device
  /// pixels by `transform`.
  ///
  /// Under a uniform scale and translation, glyphs come from the glyph cache: rendered once per
  /// face, glyph, device size and quarter-pixel pen position, then blended as masks. Under any
  /// other transform the outlines are rasterised directly (colour bitmaps are then left out).
  /// Underlines and strikethroughs are filled rectangles.
  /// - Parameter clip: device pixels outside it are left alone; the whole pixmap by default.
  public func draw(
    into pixmap: Pixmap, at origin: Point, transform: Transform = .identity,
    clip: IntRect? = nil
  ) {
    let bounds = clip.map { $0.intersection(pixmap.bounds) } ?? pixmap.bounds
    guard !bounds.isEmpty, origin.isFinite else { return }
    let cached = transform.isScaleTranslate && transform.a == transform.d && transform.a > 0
    library.withLock {
      for line in lines {
        let base = Point(x: origin.x + line.origin.x, y: origin.y + line.origin.y)
        var placements: [GlyphPlacement] = []
        for run in line.runs {
          let color = run.attributes.color.premultiplied
          guard color.a > 0 else { continue }
          if cached {
            place(run, base: base, transform: transform, color: color, into: &placements)
          } else {
            drawOutlines(run, base: base, transform: transform, color: color, into: pixmap, bounds)
          }
        }
        GlyphBlitter.blit(placements, into: pixmap, clip: bounds)
        for run in line.runs where run.attributes.underline || run.attributes.strikethrough {
          let color = run.attributes.color.premultiplied
          drawDecorations(run, base: base, transform: transform, color: color, into: pixmap, bounds)
        }
      }
    }
  }

  /// Finds (or renders) the cached image of each glyph of `run` and where it goes.
  private func place(
    _ run: GlyphRun, base: Point, transform: Transform, color: PremultipliedColor,
    into placements: inout [GlyphPlacement]
  ) {
    let deviceSize = run.font.size * transform.a
    guard deviceSize > 0, deviceSize < 4096 else { return }
    let steps = Double(GlyphCache.subpixelSteps)
    for glyph in run.glyphs {
      let pen = transform.apply(Point(x: base.x + glyph.x, y: base.y + glyph.y))
      guard pen.isFinite, abs(pen.x) < 1e9, abs(pen.y) < 1e9 else { continue }
      var x = Int(pen.x.rounded(.down))
      var step = Int(((pen.x - Double(x)) * steps).rounded())
      if step == GlyphCache.subpixelSteps {
        x += 1
        step = 0
      }
      let y = Int(pen.y.rounded())
      let image = library.glyphImage(
        face: run.font.face, glyph: glyph.glyph, size: deviceSize, subpixelStep: step)
      guard image.width > 0 else { continue }
      placements.append(
        GlyphPlacement(image: image, x: x + image.left, y: y + image.top, color: color))
    }
  }

  private func drawOutlines(
    _ run: GlyphRun, base: Point, transform: Transform, color: PremultipliedColor,
    into pixmap: Pixmap, _ bounds: IntRect
  ) {
    let scale = run.font.scale
    var sink = SolidColorSink(pixmap: pixmap, color: color)
    for glyph in run.glyphs {
      guard let outline = library.glyphCache.outline(face: run.font.face, glyph: glyph.glyph)
      else { continue }
      let placement = Transform(
        a: scale, b: 0, c: 0, d: -scale, tx: base.x + glyph.x, ty: base.y + glyph.y)
      library.rasterizer.fill(
        outline, transform: placement.concatenating(transform), fillRule: .nonZero,
        clip: bounds, into: &sink)
    }
  }

  private func drawDecorations(
    _ run: GlyphRun, base: Point, transform: Transform, color: PremultipliedColor,
    into pixmap: Pixmap, _ bounds: IntRect
  ) {
    let metrics = run.font.metrics
    let thickness = max(metrics.underlineThickness, run.font.size / 18)
    var centres: [Double] = []
    if run.attributes.underline { centres.append(-metrics.underlinePosition) }
    if run.attributes.strikethrough { centres.append(-metrics.xHeight / 2) }
    var sink = SolidColorSink(pixmap: pixmap, color: color)
    for centre in centres {
      let top = base.y + centre - run.attributes.baselineOffset - thickness / 2
      var path = Path()
      path.move(to: Point(x: base.x + run.startX, y: top))
      path.line(to: Point(x: base.x + run.endX, y: top))
      path.line(to: Point(x: base.x + run.endX, y: top + thickness))
      path.line(to: Point(x: base.x + run.startX, y: top + thickness))
      path.close()
      library.rasterizer.fill(
        path, transform: transform, fillRule: .nonZero, clip: bounds, into: &sink)
    }
  }
}
