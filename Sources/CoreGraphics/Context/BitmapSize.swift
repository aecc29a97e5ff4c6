import Raster

/// The longest side, in pixels, a bitmap context may have.
package let maximumBitmapSide = Pixmap.maximumSide

/// The whole pixels of a bitmap showing `size` points at `scale` pixels a point; nil for a size
/// no bitmap can have: empty, negative or not finite, or a side longer than
/// `maximumBitmapSide` (which also keeps the pixel count within `Pixmap.maximumPixels`).
package func bitmapPixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
  // `size`, not `width`/`height` of a rectangle, which would make a negative size positive.
  let width = wholePixels(covering: size.width, scale: scale)
  let height = wholePixels(covering: size.height, scale: scale)
  let side = 1...CGFloat(maximumBitmapSide)
  guard scale.isFinite, scale > 0, side.contains(width), side.contains(height) else {
    return nil
  }
  return (Int(width), Int(height))
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
