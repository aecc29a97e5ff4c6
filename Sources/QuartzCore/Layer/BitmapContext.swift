import CoreGraphics
import Raster

/// A bitmap context showing `bounds` (points) at `scale` pixels a point, with UIKit's
/// top-left origin; nil when the size is empty, negative, not finite or too large.
///
/// Layers' backing stores and UIKit's image renderers are both made this way.
package func makeUIKitBitmapContext(bounds: CGRect, scale: CGFloat, opaque: Bool) -> CGContext? {
  guard bounds.origin.x.isFinite, bounds.origin.y.isFinite,
    let (width, height) = bitmapPixelSize(of: bounds.size, scale: scale)
  else { return nil }
  let alpha: CGImageAlphaInfo = opaque ? .noneSkipLast : .premultipliedLast
  guard
    let context = CGContext(
      data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue)
  else { return nil }
  // UIKit's user space is y down in points from bounds.origin; so is its base space, which
  // shadows are measured in.
  context.baseSpaceIsTopDown = true
  context.concatenate(
    CGAffineTransform(
      a: scale, b: 0, c: 0, d: -scale, tx: -bounds.origin.x * scale,
      ty: CGFloat(height) + bounds.origin.y * scale))
  return context
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
