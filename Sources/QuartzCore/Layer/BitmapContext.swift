@_spi(Offscreen) import CoreGraphics
import Raster

/// A bitmap context showing `bounds` (points) at `scale` pixels a point, with UIKit's
/// top-left origin; nil when the size is empty, negative, not finite or too large.
///
/// Layers' backing stores and UIKit's image renderers are both made this way.
package func makeUIKitBitmapContext(bounds: CGRect, scale: CGFloat, opaque: Bool) -> CGContext? {
  // `size`, not `width`/`height`, which would make a negative size positive.
  let width = wholePixels(covering: bounds.size.width, scale: scale)
  let height = wholePixels(covering: bounds.size.height, scale: scale)
  guard scale.isFinite, scale > 0, bounds.origin.x.isFinite, bounds.origin.y.isFinite,
    width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16384, height <= 16384
  else { return nil }
  let alpha: CGImageAlphaInfo = opaque ? .noneSkipLast : .premultipliedLast
  guard
    let context = CGContext(
      data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue)
  else { return nil }
  // UIKit's user space is y down in points from bounds.origin; so is its base space, which
  // shadows are measured in.
  context.baseSpaceIsTopDown = true
  context.concatenate(
    CGAffineTransform(
      a: scale, b: 0, c: 0, d: -scale, tx: -bounds.origin.x * scale,
      ty: height + bounds.origin.y * scale))
  return context
}

/// The whole pixels covering `length` points at `scale` (not finite stays not finite).
///
/// Pixel-rounded frames come out a hair over their pixels (20.666…7 × 3 = 62.0000000000002);
/// rounding that up would make a backing store a pixel larger than its layer, and compositing
/// would then resample, blurring, the whole drawing.
package func wholePixels(covering length: CGFloat, scale: CGFloat) -> CGFloat {
  let pixels = length * scale
  let nearest = pixels.rounded()
  return abs(pixels - nearest) < 1e-6 ? nearest : pixels.rounded(.up)
}

/// A context drawing into `pixmap`, which shows `bounds` (points) at `scale` pixels a point,
/// with UIKit's top-left origin: how a view redraws part of its existing backing store.
package func makeUIKitContext(over pixmap: Pixmap, bounds: CGRect, scale: CGFloat) -> CGContext {
  let context = CGContext(pixmap: pixmap)
  context.baseSpaceIsTopDown = true
  context.concatenate(
    CGAffineTransform(
      a: scale, b: 0, c: 0, d: -scale, tx: -bounds.origin.x * scale,
      ty: CGFloat(pixmap.height) + bounds.origin.y * scale))
  return context
}
