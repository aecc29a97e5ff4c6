import CoreGraphics
import ImageIO

/// An immutable image: a bitmap with a scale (pixels per point), an orientation, and how it
/// draws — tinted, as a template, or resizable with fixed caps.
///
/// An image with an orientation other than `.up` draws turned as that orientation says, and
/// its `size` is the turned one (width and height swap for the left and right orientations).
open class UIImage: NSObject, @unchecked Sendable {
  // Only `let`s of immutable values: safe to share across threads.

  /// The bitmap; nil for an empty image.
  public let cgImage: CGImage?
  /// Pixels per point.
  public let scale: CGFloat
  /// How the bitmap is turned when the image is drawn.
  public let imageOrientation: Orientation
  /// Whether the image draws its own colours or only its shape in a tint colour.
  public let renderingMode: RenderingMode
  /// The caps of a resizable image, in points; `.zero` otherwise.
  public let capInsets: UIEdgeInsets
  /// How a resizable image fills the space between its caps.
  public let resizingMode: ResizingMode
  /// The colour `withTintColor(_:)` gave, drawn through the image's alpha.
  let tint: UIColor?
  /// A symbol image's vector drawing, which it draws with rather than its bitmap.
  let symbol: SymbolImageContent?
  /// The asset this image is one variant of (an asset catalog's image set, or images
  /// registered together), whose other variants stand in for it under other traits.
  let asset: UIImageAsset?

  /// How an image is turned before it is drawn.
  public enum Orientation: Int, Sendable {
    /// Upright; turned 180°; 90° anticlockwise; 90° clockwise; then the same four mirrored.
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// Whether an image draws its own colours or only its shape, in a tint colour.
  public enum RenderingMode: Int, Sendable {
    /// Chosen by context; always the image's own colours; always a template tinted by the tint
    /// colour.
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// How a resizable image fills the space between its caps.
  public enum ResizingMode: Int, Sendable {
    /// The middle is repeated; the middle is scaled.
    case tile, stretch
  }

  /// Whether an image view in a right-to-left layout draws the image flipped horizontally:
  /// false unless the image came from ``imageFlippedForRightToLeftLayoutDirection()``.
  public internal(set) var flipsForRightToLeftLayoutDirection = false

  init(
    cgImage: CGImage?, scale: CGFloat, orientation: Orientation,
    renderingMode: RenderingMode = .automatic, capInsets: UIEdgeInsets = .zero,
    resizingMode: ResizingMode = .tile, tint: UIColor? = nil, symbol: SymbolImageContent? = nil,
    asset: UIImageAsset? = nil
  ) {
    self.cgImage = cgImage
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    imageOrientation = orientation
    self.renderingMode = renderingMode
    self.capInsets = capInsets
    self.resizingMode = resizingMode
    self.tint = tint
    self.symbol = symbol
    self.asset = asset
    super.init()
  }

  /// An empty image: size zero, no bitmap.
  public override convenience init() {
    self.init(cgImage: nil, scale: 1, orientation: .up)
  }

  /// An image of `cgImage` at scale 1, upright.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image of `cgImage` with `scale` pixels per point, turned as `orientation` says.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
  }

  /// The image encoded in `data` (PNG), at scale 1; nil when it cannot be decoded.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The image encoded in `data` (PNG) at `scale`; nil when it cannot be decoded.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let source = CGImageSourceCreateWithData(data as NSData, nil),
      let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
    else { return nil }
    self.init(cgImage: image, scale: scale, orientation: .up)
  }

  /// The PNG image at `path`; nil when it cannot be read or decoded. A name ending in `@2x` or
  /// `@3x` before the extension (and any `~iphone` or `~ipad`) gives that scale, as on iOS.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data, scale: UIImage.scale(inFileName: path))
  }

  static func scale(inFileName path: String) -> CGFloat {
    var stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    // A device modifier follows the scale: `icon@2x~ipad.png`.
    for device in ["~iphone", "~ipad"] where stem.hasSuffix(device) {
      stem.removeLast(device.count)
    }
    for scale in 2...3 where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
    return 1
  }

  /// The size in points as drawn: pixels divided by scale, turned by the orientation.
  open var size: CGSize {
    guard let cgImage else { return .zero }
    let w = CGFloat(cgImage.width) / scale
    let h = CGFloat(cgImage.height) / scale
    return imageOrientation.swapsAxes ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
  }

  /// A renderer format for drawing images like this one: its scale, with transparency.
  open var imageRendererFormat: UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
  }

  /// The bitmap as PNG data; nil for an empty image.
  ///
  /// As on iOS, PNG has no orientation: the pixels are written as stored, unturned.
  open func pngData() -> Data? {
    guard let cgImage else { return nil }
    let data = NSMutableData()
    guard let destination = CGImageDestinationCreateWithData(data, kUTTypePNG, 1, nil) else {
      return nil
    }
    CGImageDestinationAddImage(destination, cgImage, nil)
    guard CGImageDestinationFinalize(destination) else { return nil }
    // Copied in one go: `data as Data` walks an NSData a byte at a time on Linux.
    return Data(bytes: data.bytes, count: data.length)
  }

  /// Images are equal when they show the same image data — the same decoded bitmap, as two
  /// `UIImage(named:)` of one name do, since the data is cached — drawn the same way (scale,
  /// orientation, rendering mode, tint, caps). Apple documents `isEqual(_:)` as the one
  /// reliable comparison of images; as on iOS, images made separately are not equal even when
  /// their pixels are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    if other === self { return true }
    guard let cgImage, let otherImage = other.cgImage else { return false }
    return cgImage === otherImage && scale == other.scale
      && imageOrientation == other.imageOrientation && renderingMode == other.renderingMode
      && capInsets == other.capInsets && resizingMode == other.resizingMode && tint == other.tint
  }

  /// Hashes what `isEqual(_:)` compares: the bitmap's identity.
  open override var hash: Int {
    cgImage.map { ObjectIdentifier($0).hashValue } ?? ObjectIdentifier(self).hashValue
  }

  /// A copy of this image with other drawing attributes.
  func with(
    renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil,
    resizingMode: ResizingMode? = nil, tint: UIColor?? = nil
  ) -> UIImage {
    let image = UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation,
      renderingMode: renderingMode ?? self.renderingMode, capInsets: capInsets ?? self.capInsets,
      resizingMode: resizingMode ?? self.resizingMode, tint: tint ?? self.tint, symbol: symbol,
      asset: asset)
    image.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
    return image
  }
}
