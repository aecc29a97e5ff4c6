import CoreGraphics
import Foundation

/// A view that shows an image, placed in its bounds by its ``UIView/contentMode``.
///
/// Its intrinsic size is the image's size in points. Template images (rendering mode
/// `.alwaysTemplate`) are drawn in the view's ``UIView/tintColor``. Like every view the
/// image view ignores user events by default.
///
/// The image is drawn into the view's backing store, which is the size of its bounds: a
/// `.scaleAspectFill` image (or any image larger than the view) is therefore always clipped
/// to the bounds, where iOS shows the overflow unless ``UIView/clipsToBounds`` is set.
@preconcurrency @MainActor
open class UIImageView: UIView {
  // Accessibility: an image view is not an element unless made one; then it is an image.
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

  /// Creates an image view with `frame` and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureImageViewDefaults()
  }

  private func configureImageViewDefaults() {
    isUserInteractionEnabled = false
    isOpaque = false
  }

  /// Creates an image view showing `image`, its frame sized to the image.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Creates an image view showing `image`, and `highlightedImage` while highlighted, its
  /// frame sized to `image`.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// Creates an image view from a keyed archive with the defaults `init(frame: .zero)` gives; what
  /// the archive holds is not read, and a coder that is not keyed gives nil (see `UIView`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureImageViewDefaults()
  }

  /// The image shown; nil (the default) shows nothing.
  open var image: UIImage? {
    didSet { shownImageDidChange() }
  }

  /// The image shown while ``isHighlighted``; nil keeps ``image``.
  open var highlightedImage: UIImage? {
    didSet { shownImageDidChange() }
  }

  /// Whether the view shows ``highlightedImage``. False by default.
  open var isHighlighted = false {
    didSet { shownImageDidChange() }
  }

  // MARK: Animation images

  /// The images shown in turn while animating; nil (the default) animates nothing.
  open var animationImages: [UIImage]? {
    didSet { if isAnimating { shownImageDidChange() } }
  }

  /// The images shown in turn while animating and highlighted; nil keeps ``animationImages``.
  open var highlightedAnimationImages: [UIImage]? {
    didSet { if isAnimating { shownImageDidChange() } }
  }

  /// The seconds one cycle through the images takes; 0 (the default) makes it 1/30 of a
  /// second an image, as on iOS.
  open var animationDuration: TimeInterval = 0

  /// How many cycles an animation runs; 0 (the default) repeats for ever.
  open var animationRepeatCount = 0

  /// Whether the view shows its animation images: from ``startAnimating()`` (with images) to
  /// ``stopAnimating()``.
  open private(set) var isAnimating = false

  /// Starts showing the animation images in place of ``image``.
  ///
  /// Divergence: there is no clock headless: the view shows the first image (the frame at the
  /// animation's start) until ``stopAnimating()``, whatever the repeat count.
  open func startAnimating() {
    guard !(animationImages ?? []).isEmpty, !isAnimating else { return }
    isAnimating = true
    shownImageDidChange()
  }

  /// Stops the animation: ``image`` is shown again.
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    shownImageDidChange()
  }

  /// The image's size in points, or ``UIView/noIntrinsicMetric`` on both axes without one.
  open override var intrinsicContentSize: CGSize {
    guard let image = shownImage else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size
  }

  /// The image's size in points (zero without an image), whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    shownImage?.size ?? .zero
  }

  /// Draws the shown image where the content mode places it; template images in the tint
  /// colour. An image with variants (an asset catalog's, or a `UIImageAsset`'s) is drawn in
  /// the variant for the view's traits — the dark one in a dark interface — as on iOS.
  open override func draw(_ rect: CGRect) {
    guard let image = shownImage?.resolved(for: traitCollection) else { return }
    let drawn =
      image.renderingMode == .alwaysTemplate && image.tint == nil
      ? image.withTintColor(tintColor) : image
    let placement = contentMode.placement(ofContentSize: image.size, in: bounds)
    if image.flipsForRightToLeftLayoutDirection,
      effectiveUserInterfaceLayoutDirection == .rightToLeft,
      let context = UIGraphicsGetCurrentContext()
    {
      // Mirrored about the placement's vertical centre line, so it stays where it was placed.
      context.saveGState()
      context.translateBy(x: placement.midX * 2, y: 0)
      context.scaleBy(x: -1, y: 1)
      drawn.draw(in: placement)
      context.restoreGState()
    } else {
      drawn.draw(in: placement)
    }
  }

  /// The image is placed again in the new mode.
  open override var contentMode: ContentMode {
    didSet { setNeedsDisplay() }
  }

  // The drawing is made for the bounds' size, so every new size is drawn afresh rather than
  // having the old drawing moved by the content mode.
  open override var frame: CGRect {
    didSet { if frame.size != oldValue.size { setNeedsDisplay() } }
  }

  open override var bounds: CGRect {
    didSet { if bounds.size != oldValue.size { setNeedsDisplay() } }
  }

  /// A template image follows the new tint.
  open override func tintColorDidChange() {
    if shownImage?.renderingMode == .alwaysTemplate { setNeedsDisplay() }
  }

  /// The image drawn now: the first animation image while animating, else the image; the
  /// highlighted ones while highlighted, if there are any.
  private var shownImage: UIImage? {
    if isAnimating {
      let frames = isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
      if let first = frames?.first { return first }
    }
    return isHighlighted ? highlightedImage ?? image : image
  }

  private func shownImageDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }
}
