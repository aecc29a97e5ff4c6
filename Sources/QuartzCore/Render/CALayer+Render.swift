import CoreGraphics
import Raster

extension CALayer {
  /// Renders the layer and its sublayers into `ctx`, whose current user space is taken as the
  /// layer's bounds space (the layer's own position and transform are not applied).
  ///
  /// Each layer is drawn as Core Animation composites it: shadow, background, contents,
  /// sublayers, border, with its opacity applied to the whole group and its mask's alpha over
  /// all of it. A layer marked as needing display is displayed first; none is laid out.
  ///
  /// Divergence: `public`, not `open` — a method added in an extension cannot be overridden.
  public func render(in ctx: CGContext) {
    ctx.saveGState()
    ctx.canvas.shadow = nil
    composite(in: ctx)
    ctx.restoreGState()
  }

  /// Draws the layer, in its own bounds space, with everything Core Animation applies to it.
  func composite(in ctx: CGContext) {
    guard isVisible else { return }
    displayIfNeeded()
    let canvas = ctx.canvas
    canvas.save()
    defer { canvas.restore() }
    // Masking to bounds cuts off the shadow too, as it does on iOS.
    if masksToBounds { clipToRoundedBounds(in: ctx) }
    if let mask { clip(toAlphaOf: mask, in: ctx) }
    guard !canvas.clipBounds.isEmpty else { return }
    canvas.alpha *= Double(min(opacity, 1))
    if let backdrop { frost(with: backdrop, in: ctx) }

    let calls = drawingCalls
    let castsShadow = hasShadow && shadowPath == nil
    let sublayerCount = (sublayers ?? []).lazy.filter(\.isVisible).count
    // One drawing call can take the opacity and shadow itself; several that overlap must be
    // composited as one image first, or they would blend and cast shadows one by one.
    let needsGroup =
      (opacity < 1 && calls > 1) || (castsShadow && (calls > 1 || sublayerCount > 0))
    if castsShadow { applyShadow(to: ctx) }
    guard needsGroup else {
      drawLayers(in: ctx)
      return
    }
    // The group is only as large as what it can hold, in whole device pixels.
    ctx.clip(toDevicePixelsOf: paintedExtent)
    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    drawLayers(in: ctx)
    ctx.endTransparencyLayer()
  }

  /// How many separate drawing calls the layer makes, its sublayers counting one each.
  private var drawingCalls: Int {
    var calls = (sublayers ?? []).lazy.filter(\.isVisible).count * sublayerCopies.count
    if hasShadow && shadowPath != nil { calls += 1 }
    if let color = backgroundColor, color.alpha > 0 { calls += 1 }
    if let image = contentsImage {
      calls += contentsPieces(imageWidth: image.width, imageHeight: image.height).count
    }
    if let vectors = self as? any VectorContent { calls += vectors.vectorDrawingCalls }
    if hasBorder { calls += 1 }
    return calls
  }

  private var hasBorder: Bool {
    guard borderWidth > 0, let color = borderColor else { return false }
    return color.alpha > 0
  }

  /// The layer's own drawing and its sublayers', back to front.
  private func drawLayers(in ctx: CGContext) {
    if hasShadow, let shadowPath { drawShadow(of: shadowPath, in: ctx) }
    if let color = backgroundColor, color.alpha > 0 {
      ctx.setFillColor(color)
      fillRoundedBounds(in: ctx)
    }
    drawContents(in: ctx)
    (self as? any VectorContent)?.drawVectors(in: ctx)
    // A replicator draws its sublayers once per copy; any other layer draws them once.
    for copy in sublayerCopies {
      for layer in sublayers ?? [] where layer.isVisible && !clipsAway(layer) {
        ctx.canvas.save()
        ctx.canvas.alpha *= Double(copy.alpha)
        ctx.concatenate(copy.transform)
        ctx.concatenate(layer.transformToSuperlayer)
        layer.composite(in: ctx)
        ctx.canvas.restore()
      }
    }
    if hasBorder, let color = borderColor {
      ctx.setFillColor(color)
      ctx.canvas.fill(borderRing, rule: .evenOdd)
    }
  }
}

extension CALayer {
  /// Whether `sublayer` paints nothing inside these bounds, which clip it: it is then not
  /// displayed or drawn at all (the rows a scroll view has scrolled out of view, say).
  package func clipsAway(_ sublayer: CALayer) -> Bool {
    masksToBounds && !extent(of: sublayer).intersects(bounds)
  }
}

extension CGContext {
  /// Intersects the clip with the device pixels `rect` (user space) touches: a pixel
  /// rectangle, never a mask. A rectangle that is not finite leaves the clip alone.
  func clip(toDevicePixelsOf rect: CGRect) {
    let device = rect.applying(userSpaceToDeviceSpaceTransform)
    guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy(\.isFinite) else {
      return
    }
    let saved = canvas.transform
    canvas.transform = .identity
    canvas.clip(to: device.integral.raster)
    canvas.transform = saved
  }
}
