import CoreGraphics
import ImageIO
import QuartzCore

/// Draws into bitmap contexts with UIKit's coordinates and makes images of them.
open class UIGraphicsRenderer: NSObject {
  let rendererFormat: UIGraphicsRendererFormat

  init(bounds: CGRect, format: UIGraphicsRendererFormat) {
    format.bounds = bounds
    rendererFormat = format
    super.init()
  }

  /// The format the renderer makes its contexts with.
  open var format: UIGraphicsRendererFormat { rendererFormat }

  /// Whether the renderer makes images (true for image renderers).
  open var allowsImageOutput: Bool { true }
}

/// Draws images: each call runs the drawing actions in a fresh bitmap context whose user space
/// is the renderer's bounds in points, origin at the top left, y down, scaled to pixels.
///
/// A context is `ceil(bounds.size × scale)` pixels. While the actions run it is the current
/// UIKit context (`UIGraphicsGetCurrentContext()`). Bounds that are empty, not finite or too
/// large for a bitmap draw nothing: the actions are not run and the image is empty.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// The drawing an image renderer runs, given the renderer's context.
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  let imageFormat: UIGraphicsImageRendererFormat

  /// A renderer of `size` points with the main screen's format.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: .init())
  }

  /// A renderer of `size` points with the settings of `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer whose user space shows `bounds`: its origin is at the image's top left.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    imageFormat = format.copyFormat()
    super.init(bounds: bounds, format: imageFormat)
  }

  /// A renderer whose user space shows `bounds`, with the main screen's format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .init())
  }

  /// A copy of the settings the renderer makes its contexts with.
  open override var format: UIGraphicsImageRendererFormat { imageFormat.copyFormat() }

  /// An image of what `actions` draw.
  ///
  /// As on iOS, the image has an alpha channel unless the format is opaque, and is grey when
  /// everything drawn was grey (iOS picks a grey backing store for such drawing, in the
  /// automatic and standard ranges): its PNG data is then grey and alpha, as iOS writes it.
  open func image(actions: DrawingActions) -> UIImage {
    // The context ends with the call, so its pixels become the image without a copy.
    guard let context = run(actions), let drawn = context.cgContext.makeImageOfFinishedDrawing()
    else { return UIImage() }
    var image = drawn
    // Divergence: iOS decides by what was drawn; Offscreen by the pixels that came of it.
    if imageFormat.preferredRange != .extended, drawn.pixmap.isGrey {
      image = CGImage(
        adopting: drawn.pixmap, alphaInfo: drawn.alphaInfo,
        colorSpace: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
    }
    return UIImage(cgImage: image, scale: imageFormat.scale, orientation: .up)
  }

  /// PNG data of what `actions` draw; empty when nothing could be drawn.
  open func pngData(actions: DrawingActions) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Runs `actions` in a new context and returns it, or nil for bounds that make no bitmap.
  private func run(_ actions: DrawingActions) -> UIGraphicsImageRendererContext? {
    guard let cgContext = makeContext() else { return nil }
    let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: imageFormat)
    UIGraphicsPushContext(cgContext)
    defer { UIGraphicsPopContext() }
    actions(context)
    return context
  }

  private func makeContext() -> CGContext? {
    makeUIKitBitmapContext(
      bounds: imageFormat.bounds, scale: imageFormat.scale, opaque: imageFormat.opaque)
  }
}
