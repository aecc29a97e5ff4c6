import CoreGraphics
import Foundation

/// A view that shows how far a task has come: a thin track filled in the tint from the
/// leading end.
///
/// A progress view is 4 points tall and as wide as it is laid out.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The looks of a progress view.
  public enum Style: Int, Sendable {
    /// A rounded track in the system fill.
    case `default` = 0
    /// A square track with no fill of its own, for toolbars.
    case bar = 1
  }

  /// The height of a progress view.
  static let height: CGFloat = 4

  /// Creates a default-style progress view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// Creates a progress view of `style`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Progress views are not archived here; this initialiser exists so that subclasses
  /// written for iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The style: `.default` unless made with another.
  open var progressViewStyle = Style.default {
    didSet { setNeedsDisplay() }
  }

  var progressStorage: Float = 0

  /// How far the task has come, 0…1 (values outside are pinned). 0 by default.
  open var progress: Float {
    get { progressStorage }
    set {
      progressStorage = newValue.isFinite ? max(0, min(1, newValue)) : 0
      setNeedsDisplay()
    }
  }

  /// Sets the progress; headless, there is no animation.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// The colour of the filled part; nil (the default) is the tint.
  open var progressTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UIProgressView.progressTintColor, to: progressTintColor)
      setNeedsDisplay()
    }
  }

  /// The colour of the track; nil (the default) is the system fill (none for `.bar`).
  open var trackTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UIProgressView.trackTintColor, to: trackTintColor)
      setNeedsDisplay()
    }
  }

  /// An image for the filled part, stretched; nil by default.
  open var progressImage: UIImage? {
    didSet {
      appearancePropertyDidSet(\UIProgressView.progressImage, to: progressImage)
      setNeedsDisplay()
    }
  }

  /// An image for the track, stretched; nil by default.
  open var trackImage: UIImage? {
    didSet {
      appearancePropertyDidSet(\UIProgressView.trackImage, to: trackImage)
      setNeedsDisplay()
    }
  }

  /// An object reporting the progress; stored only (there is no Progress observation).
  open var observedProgress: Progress?

  /// No intrinsic width; 4 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  /// The width asked for, 4 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.height)
  }

  /// Draws the track and the filled part from the leading edge.
  open override func draw(_ rect: CGRect) {
    let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
    let defaultTrack: UIColor? = progressViewStyle == .bar ? nil : .systemFill
    fill(bounds, image: trackImage, color: trackTintColor ?? defaultTrack, radius: radius)
    var filled = bounds
    filled.size.width = bounds.width * CGFloat(progress)
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      filled.origin.x = bounds.maxX - filled.width
    }
    fill(filled, image: progressImage, color: progressTintColor ?? tintColor, radius: radius)
  }

  /// A change of tint recolours the filled part.
  open override func tintColorDidChange() { setNeedsDisplay() }

  /// A forced layout direction moves the filled part to the other end.
  open override var semanticContentAttribute: UISemanticContentAttribute {
    didSet { setNeedsDisplay() }
  }

  /// A change of layout direction moves the filled part to the other end.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.layoutDirection != previousTraitCollection?.layoutDirection {
      setNeedsDisplay()
    }
  }

  private func fill(_ rect: CGRect, image: UIImage?, color: UIColor?, radius: CGFloat) {
    guard rect.width > 0 else { return }
    if let image { return image.resolved(for: traitCollection).draw(in: rect) }
    guard let color else { return }
    color.setFill()
    UIBezierPath(roundedRect: rect, cornerRadius: min(radius, rect.width / 2)).fill()
  }
}
