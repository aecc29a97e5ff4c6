import Raster

extension TextLayout {
  /// Draws the layout through `canvas` with its top-left corner at `origin` in the canvas's
  /// user space: every run in its own colour, through the canvas's CTM, clip, global alpha,
  /// blend mode and shadow. The canvas's fill paint is left as it was.
  ///
  /// Under a CTM that only scales uniformly and translates, glyphs come from the glyph cache:
  /// rendered once per face, glyph, device size and quarter-pixel pen position, then painted
  /// as device masks, and colour glyphs as images. Under any other CTM the outlines are filled
  /// as paths (colour bitmaps are then left out). Underlines and strikethroughs are filled
  /// rectangles.
  public func draw(in canvas: Canvas, at origin: Point) {
    guard origin.isFinite else { return }
    let transform = canvas.transform
    let cached = transform.isScaleTranslate && transform.a == transform.d && transform.a > 0
    library.withLock {
      canvas.save()
      defer { canvas.restore() }
      if !cached {
        for outline in outlines(at: origin) where outline.color.premultiplied.a > 0 {
          canvas.fillPaint = .color(outline.color)
          canvas.fill(outline.path)
        }
      }
      for line in lines {
        let base = Point(x: origin.x + line.origin.x, y: origin.y + line.origin.y)
        if cached {
          var batch = MaskBatch(canvas: canvas)
          for run in line.runs where run.attributes.color.premultiplied.a > 0 {
            place(run, base: base, transform: transform, into: &batch)
          }
          batch.flush()
        }
        for run in line.runs where run.attributes.underline || run.attributes.strikethrough {
          drawDecorations(run, base: base, canvas: canvas)
        }
      }
    }
  }

  /// Finds (or renders) the cached image of each glyph of `run` and paints it where it goes.
  private func place(
    _ run: GlyphRun, base: Point, transform: Transform, into batch: inout MaskBatch
  ) {
    let deviceSize = run.font.size * transform.a
    guard deviceSize > 0, deviceSize < 4096 else { return }
    let steps = Double(GlyphCache.subpixelSteps)
    let color = run.attributes.color
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
      switch image.pixels {
      case .mask(let coverage):
        batch.add(
          DeviceMask(
            x: x + image.left, y: y + image.top, width: image.width, height: image.height,
            coverage: coverage),
          color: color)
      case .color(let pixmap):
        batch.flush()
        batch.drawImage(pixmap, x: x + image.left, y: y + image.top, opacity: color.alpha)
      }
    }
  }

  private func drawDecorations(_ run: GlyphRun, base: Point, canvas: Canvas) {
    let metrics = run.font.metrics
    let thickness = max(metrics.underlineThickness, run.font.size / 18)
    var centres: [Double] = []
    if run.attributes.underline { centres.append(-metrics.underlinePosition) }
    if run.attributes.strikethrough { centres.append(-metrics.xHeight / 2) }
    canvas.fillPaint = .color(run.attributes.color)
    for centre in centres {
      let top = base.y + centre - run.attributes.baselineOffset - thickness / 2
      var path = Path()
      path.move(to: Point(x: base.x + run.startX, y: top))
      path.line(to: Point(x: base.x + run.endX, y: top))
      path.line(to: Point(x: base.x + run.endX, y: top + thickness))
      path.line(to: Point(x: base.x + run.startX, y: top + thickness))
      path.close()
      canvas.fill(path)
    }
  }
}

/// Glyph masks of one colour waiting to be painted in one sweep.
private struct MaskBatch {
  let canvas: Canvas
  private var color: Color?
  private var masks: [DeviceMask] = []

  init(canvas: Canvas) {
    self.canvas = canvas
  }

  mutating func add(_ mask: DeviceMask, color: Color) {
    if color != self.color {
      flush()
      self.color = color
    }
    masks.append(mask)
  }

  /// Paints the waiting masks.
  mutating func flush() {
    guard let color, !masks.isEmpty else { return }
    canvas.fillPaint = .color(color)
    canvas.fill(masks: masks)
    masks.removeAll(keepingCapacity: true)
  }

  /// Paints a colour glyph, faded by the text colour's alpha.
  func drawImage(_ image: Pixmap, x: Int, y: Int, opacity: Float) {
    let alpha = canvas.alpha
    canvas.alpha = alpha * Double(opacity.isNaN ? 0 : min(max(opacity, 0), 1))
    canvas.draw(image: image, atDeviceX: x, y: y)
    canvas.alpha = alpha
  }
}
