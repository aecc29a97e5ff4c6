import CoreGraphics

/// The scale of the screen Offscreen pretends to have when nothing else says: 3, that of the
/// iPhone presets. A format made while `UITraitCollection.current` has a display scale uses
/// that scale instead.
let defaultScreenScale: CGFloat = 3

/// The settings a graphics renderer makes its contexts with.
open class UIGraphicsRendererFormat: NSObject {
  /// The renderer's bounds, in points.
  public internal(set) var bounds: CGRect = .zero

  /// The format suited to the main screen.
  public required override init() {
    super.init()
  }

  /// The format suited to the main screen.
  open class func `default`() -> Self {
    Self()
  }

  /// The format suited to the device's best settings; the same as `default()` here.
  open class func preferred() -> Self {
    Self()
  }
}

/// The settings of an image renderer: scale, opacity and colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  /// Colour ranges an image renderer may draw in.
  public enum Range: Int, Sendable {
    /// Chosen by the system.
    case unspecified = -1
    /// Extended range where the display supports it, standard otherwise.
    case automatic = 0
    /// Extended range, with components outside 0…1.
    case extended = 1
    /// Standard sRGB range.
    case standard = 2
  }

  /// Pixels per point; the main screen's scale by default.
  open var scale: CGFloat
  /// Whether the context has no alpha channel: it starts black (no transparency to start
  /// from) and every pixel of the image is opaque. False by default.
  open var opaque = false
  /// Divergence: every range draws 8-bit sRGB.
  open var preferredRange = Range.automatic

  /// Whether the renderer draws in extended range (never here).
  @available(*, deprecated, renamed: "preferredRange")
  open var prefersExtendedRange: Bool {
    get { preferredRange == .extended }
    set { preferredRange = newValue ? .extended : .standard }
  }

  /// The main screen's format: the display scale of `UITraitCollection.current` if it has one,
  /// otherwise Offscreen's default screen scale of 3.
  public required init() {
    let traitScale = UITraitCollection.current.displayScale
    scale = traitScale > 0 ? traitScale : defaultScreenScale
    super.init()
  }

  /// The format for a display with `traitCollection`'s scale (the main screen's if it has
  /// none).
  public convenience init(for traitCollection: UITraitCollection) {
    self.init()
    if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
  }

  func copyFormat() -> UIGraphicsImageRendererFormat {
    let copy = UIGraphicsImageRendererFormat()
    copy.scale = scale
    copy.opaque = opaque
    copy.preferredRange = preferredRange
    copy.bounds = bounds
    return copy
  }
}
