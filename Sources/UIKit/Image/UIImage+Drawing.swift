import CoreGraphics

extension UIImage {
  /// Draws the image at its size in points with its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
  }

  /// Draws the image at its size in points with its top-left corner at `point`, composited with
  /// `blendMode` at `alpha`.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// Draws the image scaled into `rect` of the current UIKit context, upright; a resizable
  /// image keeps its caps at their size and stretches or tiles the rest.
  public func draw(in rect: CGRect) {
    draw(in: rect, blendMode: .normal, alpha: 1)
  }

  /// Draws into `rect` with `blendMode`, `alpha` multiplied into the image's own. Nothing is
  /// drawn without a current context or for an empty image.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    if let symbol, capInsets == .zero {
      // Drawn from its vectors, sharp at any size and scale.
      let color = symbol.configuredColor ?? tint ?? .black
      symbol.draw(in: r, context: context, color: color.cgColor)
    } else if let bitmap = drawnBitmap {
      if capInsets == .zero {
        UIImage.drawUpright(bitmap, in: r, context: context)
      } else {
        drawResizable(bitmap, in: r, context: context)
      }
    }
  }

  /// Tiles the image at its size in points over `rect`, on a grid through the origin of the
  /// context's user space, as a pattern colour would.
  public func drawAsPattern(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let bitmap = drawnBitmap else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite else { return }
    UIImage.drawTiled(bitmap, tile: size, from: .zero, in: r, context: context)
  }

  /// The bitmap as it draws: turned upright for its orientation, tinted when the image has a
  /// tint colour.
  private var drawnBitmap: CGImage? {
    guard let cgImage, let upright = uprightBitmap(cgImage) else { return nil }
    guard let tint else { return upright }
    return UIImage.tinted(upright, with: tint.cgColor) ?? upright
  }

  /// Draws `bitmap` into `rect` of a y-down UIKit space with its first row at the top. CoreGraphics
  /// puts an image's first row at the rect's maximum y, which is the bottom here, so this flips
  /// about the rect's middle first.
  static func drawUpright(_ bitmap: CGImage, in rect: CGRect, context: CGContext) {
    context.saveGState()
    context.translateBy(x: 0, y: rect.minY + rect.maxY)
    context.scaleBy(x: 1, y: -1)
    context.draw(bitmap, in: rect)
    context.restoreGState()
  }

  /// `bitmap` with every pixel's colour replaced by `color`, keeping the pixel's coverage: the
  /// colour painted in the source-in blend mode over the image.
  static func tinted(_ bitmap: CGImage, with color: CGColor) -> CGImage? {
    guard
      let context = CGContext(
        data: nil, width: bitmap.width, height: bitmap.height, bitsPerComponent: 8,
        bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return nil }
    let all = CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
    context.draw(bitmap, in: all)
    context.setBlendMode(.sourceIn)
    context.setFillColor(color)
    context.fill(all)
    return context.makeImage()
  }
}
