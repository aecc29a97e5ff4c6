import Raster

extension CGContext {
  /// Intersects the clip with the current path's inside, then empties the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    let ctm = canvas.transform
    canvas.transform = .identity
    canvas.clip(to: devicePath, rule: rule.raster)
    canvas.transform = ctm
    beginPath()
  }

  /// Intersects the clip with `rect`; the current path is left alone.
  public func clip(to rect: CGRect) {
    canvas.clip(to: rect.raster)
  }

  /// Intersects the clip with the union of `rects`.
  public func clip(to rects: [CGRect]) {
    var p = Path()
    for rect in rects { p.addRect(rect.raster) }
    canvas.clip(to: p)
  }

  /// The bounds of the clip in user space.
  public var boundingBoxOfClipPath: CGRect {
    let b = canvas.clipBounds
    let device = CGRect(x: b.x, y: b.y, width: b.width, height: b.height)
    return device.applying(userSpaceToDeviceSpaceTransform.inverted())
  }

  /// Intersects the clip with `mask` stretched over `rect`, upright as `draw(_:in:)` places
  /// images. An image with transparency clips by its alpha (the iOS idiom for tinting an
  /// icon); an opaque image clips by its grey level, white letting paint through, as a
  /// DeviceGray mask image does.
  public func clip(to rect: CGRect, mask: CGImage) {
    let r = rect.standardized
    // Not save/restore: that would undo the clip too.
    let transform = canvas.transform
    canvas.concatenate(Transform.flippingVertically(within: r))
    canvas.clip(toMask: mask.maskCoverage, in: r.raster)
    canvas.transform = transform
  }

  /// Sets the clip back to the whole context.
  public func resetClip() {
    canvas.resetClip()
  }
}
