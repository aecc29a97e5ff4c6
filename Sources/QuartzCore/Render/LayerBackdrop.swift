import CoreGraphics
import Raster

/// How a layer frosts what is drawn behind it, inside its rounded bounds: blurred, then
/// covered with a tint. The private machinery of `UIVisualEffectView`, which Core Animation
/// keeps out of its public API.
package struct CALayerBackdrop: Hashable {
  /// The standard deviation of the Gaussian blur, in points.
  public var blurRadius: CGFloat
  /// The colour laid over the blurred backdrop; nil for none.
  public var tint: CGColor?

  public init(blurRadius: CGFloat, tint: CGColor?) {
    self.blurRadius = blurRadius
    self.tint = tint
  }
}

extension CALayer {
  /// Blurs the pixels already drawn under the layer's rounded bounds, then fills them with the
  /// tint, before the layer draws anything of its own.
  func frost(with backdrop: CALayerBackdrop, in ctx: CGContext) {
    let canvas = ctx.canvas
    canvas.save()
    defer { canvas.restore() }
    clipToRoundedBounds(in: ctx)
    let toDevice = ctx.userSpaceToDeviceSpaceTransform
    let device = bounds.applying(toDevice).integral
    // Device pixels per point, whatever the display scale (and any rotation) of the context.
    let scale = abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
    let limit = CGFloat(Pixmap.maximumSide * 2)
    if [device.minX, device.minY, device.width, device.height, scale].allSatisfy(\.isFinite) {
      let rect = IntRect(
        x: Int(min(max(device.minX, -limit), limit)), y: Int(min(max(device.minY, -limit), limit)),
        width: Int(min(device.width, limit)), height: Int(min(device.height, limit)))
      canvas.blurBackdrop(in: rect, sigma: Double(backdrop.blurRadius * scale))
    }
    if let tint = backdrop.tint, tint.alpha > 0 {
      ctx.setFillColor(tint)
      fillRoundedBounds(in: ctx)
    }
  }
}
