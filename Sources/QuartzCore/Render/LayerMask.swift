import CoreGraphics
import Raster

extension CALayer {
  /// Intersects the clip with the alpha of `mask`, rendered as a sublayer of this layer would
  /// be (its geometry in this layer's bounds space) at the device's resolution.
  func clip(toAlphaOf mask: CALayer, in ctx: CGContext) {
    let canvas = ctx.canvas
    let placement = mask.transformToSuperlayer
    let extent = mask.paintedExtent.applying(placement)
      .applying(ctx.userSpaceToDeviceSpaceTransform).integral
    let area = canvas.clipBounds.intersection(extent.raster.roundedOut)
    guard mask.isVisible, !area.isEmpty,
      let pixels = try? Pixmap(width: area.width, height: area.height)
    else {
      canvas.clip(to: Rect(x: 0, y: 0, width: 0, height: 0))
      return
    }
    let maskContext = CGContext(pixmap: pixels)
    maskContext.baseSpaceIsTopDown = ctx.baseSpaceIsTopDown
    maskContext.canvas.transform = canvas.transform.concatenating(
      .translation(x: -Double(area.x), y: -Double(area.y)))
    maskContext.concatenate(placement)
    mask.composite(in: maskContext)

    let transform = canvas.transform
    let quality = canvas.interpolationQuality
    canvas.transform = .identity
    // One mask pixel on one device pixel: sampled as it is.
    canvas.interpolationQuality = .none
    canvas.clip(
      toMask: pixels,
      in: Rect(
        x: Double(area.x), y: Double(area.y), width: Double(area.width),
        height: Double(area.height)))
    canvas.transform = transform
    canvas.interpolationQuality = quality
  }
}
