import CoreGraphics
import Raster

extension CALayer {
  /// Draws the contents image, when there is one, as ``contentsPieces(imageWidth:imageHeight:)``
  /// places it.
  func drawContents(in ctx: CGContext) {
    guard let image = contentsImage else { return }
    for piece in contentsPieces(imageWidth: image.width, imageHeight: image.height) {
      let nearest = filter(for: piece, of: image, in: ctx) == .nearest
      let quality = ctx.canvas.interpolationQuality
      if nearest { ctx.canvas.interpolationQuality = .none }
      draw(image, part: piece.source, in: piece.destination, ctx: ctx)
      ctx.canvas.interpolationQuality = quality
    }
  }

  /// The filter that samples `piece`: the magnification filter when it is drawn over more
  /// device pixels than it has, else the minification filter.
  ///
  /// Divergence: `.linear` and `.trilinear` sample as the canvas does (bicubic, no mipmaps);
  /// `.nearest` takes the nearest pixel, as on iOS.
  private func filter(for piece: ContentsPiece, of image: CGImage, in ctx: CGContext)
    -> CALayerContentsFilter
  {
    let t = ctx.canvas.transform
    let deviceWidth = piece.destination.width * CGFloat((t.a * t.a + t.b * t.b).squareRoot())
    let pixelWidth = piece.source.width * CGFloat(image.width)
    return deviceWidth > pixelWidth ? magnificationFilter : minificationFilter
  }

  /// The contents when they are an image (Core Animation ignores anything else).
  var contentsImage: CGImage? { contents.flatMap { $0 as? CGImage } }

  /// Draws the part `source` (unit coordinates, y down) of `image` stretched over `rect`.
  private func draw(_ image: CGImage, part source: CGRect, in rect: CGRect, ctx: CGContext) {
    let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
    if source == whole {
      ctx.canvas.drawImage(image.pixmap, in: rect)
      return
    }
    let pixels = CGRect(
      x: source.minX * CGFloat(image.width), y: source.minY * CGFloat(image.height),
      width: source.width * CGFloat(image.width), height: source.height * CGFloat(image.height))
    if pixels == pixels.integral, whole.contains(source), let crop = image.cropping(to: pixels) {
      // A cut on pixel edges: the piece is sampled alone, so stretching it cannot bleed in the
      // pixels next to it.
      ctx.canvas.drawImage(crop.pixmap, in: rect)
      return
    }
    // Anywhere else: the whole image scaled so the part covers `rect`, clipped to `rect`
    // (beyond the image its edge pixels continue, as Core Animation extends them).
    let scaleX = rect.width / source.width
    let scaleY = rect.height / source.height
    let full = CGRect(
      x: rect.minX - source.minX * scaleX, y: rect.minY - source.minY * scaleY, width: scaleX,
      height: scaleY)
    ctx.canvas.save()
    ctx.canvas.clip(to: rect.raster)
    ctx.canvas.draw(image: image.pixmap, in: full.raster)
    ctx.canvas.restore()
  }
}

extension Canvas {
  /// Draws `image` over `rect` (its first row at the top, minY); when that maps its pixels one
  /// to one onto whole device pixels, as a view's backing store at the screen's scale does, it
  /// is blended straight, with no resampling.
  func drawImage(_ image: Pixmap, in rect: CGRect) {
    let t = transform
    if t.isScaleTranslate, t.a > 0, t.d > 0 {
      let x = t.a * Double(rect.minX) + t.tx
      let y = t.d * Double(rect.minY) + t.ty
      let width = t.a * Double(rect.width)
      let height = t.d * Double(rect.height)
      let tolerance = 1e-6
      if abs(width - Double(image.width)) < tolerance,
        abs(height - Double(image.height)) < tolerance,
        abs(x - x.rounded()) < tolerance, abs(y - y.rounded()) < tolerance,
        abs(x) < 1e9, abs(y) < 1e9
      {
        draw(image: image, atDeviceX: Int(x.rounded()), y: Int(y.rounded()))
        return
      }
    }
    draw(image: image, in: rect.raster)
  }
}
