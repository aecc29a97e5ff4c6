import CoreGraphics

extension UIImage.Orientation {
  /// Whether the displayed image is the stored one turned a quarter: width and height swap.
  var swapsAxes: Bool {
    switch self {
    case .left, .right, .leftMirrored, .rightMirrored: true
    case .up, .down, .upMirrored, .downMirrored: false
    }
  }

  /// Stored pixel coordinates (y down) to displayed ones, for a stored image `w` by `h`.
  ///
  /// `.right` is turned a quarter clockwise to display (the stored top-left corner ends at the
  /// top right), `.left` a quarter anticlockwise, `.down` a half turn; the mirrored ones flip
  /// horizontally first (`.downMirrored` is the vertical flip, `.leftMirrored` the transpose).
  func displayTransform(width w: CGFloat, height h: CGFloat) -> CGAffineTransform {
    switch self {
    case .up: .identity
    case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
    case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
    case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
    case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
    case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
    case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
    case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
    }
  }
}

extension UIImage {
  /// `bitmap` turned as the orientation says, so that drawing it as is shows the image upright.
  func uprightBitmap(_ bitmap: CGImage) -> CGImage? {
    guard imageOrientation != .up else { return bitmap }
    let w = CGFloat(bitmap.width)
    let h = CGFloat(bitmap.height)
    let displayed =
      imageOrientation.swapsAxes ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    guard
      let context = makeUIKitBitmapContext(
        bounds: CGRect(origin: .zero, size: displayed), scale: 1, opaque: false)
    else { return nil }
    context.concatenate(imageOrientation.displayTransform(width: w, height: h))
    UIImage.drawUpright(bitmap, in: CGRect(x: 0, y: 0, width: w, height: h), context: context)
    return context.makeImage()
  }
}
