import CoreGraphics

/// The drawing environment a renderer hands to its drawing actions.
open class UIGraphicsRendererContext: NSObject {
  /// The Core Graphics context to draw into, with UIKit's top-left origin in points.
  public let cgContext: CGContext
  let rendererFormat: UIGraphicsRendererFormat

  init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
    self.cgContext = cgContext
    rendererFormat = format
    super.init()
  }

  /// The format the renderer made this context with.
  open var format: UIGraphicsRendererFormat { rendererFormat }

  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) {
    cgContext.fill(rect)
  }

  /// Fills `rect` with the current fill colour in `blendMode`.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    withBlendMode(blendMode) { cgContext.fill(rect) }
  }

  /// Strokes `rect` with the current stroke colour and line width.
  open func stroke(_ rect: CGRect) {
    cgContext.stroke(rect)
  }

  /// Strokes `rect` with the current stroke colour and line width in `blendMode`.
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    withBlendMode(blendMode) { cgContext.stroke(rect) }
  }

  /// Intersects the clip with `rect`.
  open func clip(to rect: CGRect) {
    cgContext.clip(to: rect)
  }

  private func withBlendMode(_ mode: CGBlendMode, _ draw: () -> Void) {
    cgContext.saveGState()
    cgContext.setBlendMode(mode)
    draw()
    cgContext.restoreGState()
  }
}

/// The drawing environment of an image renderer.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
  let imageFormat: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    imageFormat = format
    super.init(cgContext: cgContext, format: format)
  }

  /// The settings the context was made with.
  open override var format: UIGraphicsImageRendererFormat { imageFormat }

  /// An image of what has been drawn so far.
  open var currentImage: UIImage {
    guard let image = cgContext.makeImage() else { return UIImage() }
    return UIImage(cgImage: image, scale: imageFormat.scale, orientation: .up)
  }
}
