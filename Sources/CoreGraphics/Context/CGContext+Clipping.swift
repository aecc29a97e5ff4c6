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

  /// Sets the clip back to the whole context.
  public func resetClip() {
    canvas.resetClip()
  }
}
