import CoreGraphics
import Foundation

/// A spinning wheel that shows a task is under way, drawn as a still frame: eight spokes
/// fading round the circle.
///
/// `.medium` is 20 × 20 points and `.large` 37 × 37. The view hides itself while stopped
/// unless ``hidesWhenStopped`` is false; a new indicator is stopped, so call
/// ``startAnimating()`` to show it, as on iOS.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The sizes and (deprecated) colours of the indicator.
  public enum Style: Int, Sendable {
    /// 20 × 20 points (deprecated name).
    case gray = 2
    /// 20 × 20 points, white (deprecated).
    case white = 1
    /// 37 × 37 points, white (deprecated).
    case whiteLarge = 0
    /// 20 × 20 points.
    case medium = 100
    /// 37 × 37 points.
    case large = 101
  }

  /// Creates a medium indicator with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
    isHidden = true
  }

  /// Creates an indicator of `style`, sized to it.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
    frame.size = intrinsicContentSize
  }

  /// Indicators are not archived here; this initialiser exists so that subclasses written for
  /// iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The style: `.medium` unless made with another.
  open var style = Style.medium {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// The spokes' colour; nil (the default) is the style's: grey, or white for the deprecated
  /// white styles.
  open var color: UIColor! {
    get { colorStorage ?? (style == .white || style == .whiteLarge ? .white : .systemGray) }
    set {
      appearancePropertyDidSet(\UIActivityIndicatorView.color, to: newValue)
      colorStorage = newValue
      setNeedsDisplay()
    }
  }
  var colorStorage: UIColor?

  /// Whether the view hides while stopped. True by default.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }

  /// Whether the indicator is spinning (headless: shown).
  open private(set) var isAnimating = false

  /// Starts the indicator: it is shown.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops the indicator: it hides when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// 20 × 20 points, or 37 × 37 for the large styles.
  open override var intrinsicContentSize: CGSize {
    let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
    return CGSize(width: side, height: side)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Draws the still frame: eight spokes from the top round clockwise, the first opaque and
  /// each next one fainter.
  open override func draw(_ rect: CGRect) {
    let side = intrinsicContentSize.width
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let outer = side / 2
    let inner = outer * 0.45
    let width = side * (side > 20 ? 0.09 : 0.11)
    for spoke in 0..<8 {
      let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
      let direction = CGPoint(x: cos(angle), y: sin(angle))
      let path = UIBezierPath()
      path.move(
        to: CGPoint(
          x: center.x + direction.x * (inner + width / 2),
          y: center.y + direction.y * (inner + width / 2)))
      path.addLine(
        to: CGPoint(
          x: center.x + direction.x * (outer - width / 2),
          y: center.y + direction.y * (outer - width / 2)))
      path.lineWidth = width
      path.lineCapStyle = .round
      color.withAlphaComponent(1 - CGFloat(spoke) * 0.1).setStroke()
      path.stroke()
    }
  }
}
