import Foundation

/// An offscreen drawing surface made for one context, drawn into it (often many times) with
/// `CGContext.draw(_:in:)`: a bitmap at the reference context's resolution, so what is drawn
/// in it is as sharp as what is drawn directly.
public final class CGLayer {
  /// The layer's size in the reference context's user space.
  public let size: CGSize
  /// The context to draw the layer's content in; its origin is the layer's lower left, as in
  /// any CoreGraphics context (flip it for UIKit's top-left origin).
  public let context: CGContext?

  /// A layer of `size` for drawing into `context`; nil for an empty or too large size.
  public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
    let transform = context.userSpaceToDeviceSpaceTransform
    let scale = max(
      (transform.a * transform.a + transform.b * transform.b).squareRoot(),
      (transform.c * transform.c + transform.d * transform.d).squareRoot(), 1)
    // `Int(exactly:)`: a size or transform too large (or not finite) for pixels gives no layer.
    guard let width = Int(exactly: (size.width * scale).rounded(.up)),
      let height = Int(exactly: (size.height * scale).rounded(.up)), width > 0, height > 0,
      let layerContext = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return nil }
    layerContext.scaleBy(x: CGFloat(width) / size.width, y: CGFloat(height) / size.height)
    self.size = size
    self.context = layerContext
  }
}

extension CGContext {
  /// Draws `layer`'s content scaled into `rect`.
  public func draw(_ layer: CGLayer, in rect: CGRect) {
    guard let image = layer.context?.makeImage() else { return }
    draw(image, in: rect)
  }

  /// Draws `layer`'s content at its own size with its lower left corner at `point`.
  public func draw(_ layer: CGLayer, at point: CGPoint) {
    draw(layer, in: CGRect(origin: point, size: layer.size))
  }
}
