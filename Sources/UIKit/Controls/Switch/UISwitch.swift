import CoreGraphics
import Foundation

/// A control that turns an option on or off: a capsule track, green when on, with a white
/// thumb at the end of the state.
///
/// A switch is always 51 × 31 points: the size of its frame is ignored, as on iOS.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The visual styles a switch can have.
  public enum Style: Int, Sendable {
    /// The platform's style: sliding on iOS.
    case automatic = 0
    /// A check box (Mac Catalyst).
    case checkbox = 1
    /// The sliding track and thumb.
    case sliding = 2
  }

  /// The size of every switch: 51 × 31 points.
  public static let switchSize = CGSize(width: 51, height: 31)

  /// Creates a switch at `frame`'s origin; its size is always 51 × 31.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
    contentMode = .redraw
  }

  /// Creates a switch from a keyed archive with the defaults `init(frame: .zero)` gives; what
  /// the archive holds is not read, and a coder that is not keyed gives nil (see `UIView`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame.size = Self.switchSize
    contentMode = .redraw
  }

  /// Whether the switch is on. False by default. Setting it sends no event, as on iOS.
  open var isOn = false {
    didSet { if isOn != oldValue { setNeedsDisplay() } }
  }

  /// Turns the switch on or off; headless, there is no animation.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// The track's colour when on; nil (the default) is the system green.
  open var onTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UISwitch.onTintColor, to: onTintColor)
      setNeedsDisplay()
    }
  }

  /// The thumb's colour; nil (the default) is white.
  open var thumbTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UISwitch.thumbTintColor, to: thumbTintColor)
      setNeedsDisplay()
    }
  }

  /// The style asked for: `.automatic` by default.
  open var preferredStyle = Style.automatic

  /// The style shown: always `.sliding` on iOS.
  open var style: Style { .sliding }

  /// A title shown with a check-box style switch (Mac Catalyst); stored only.
  open var title: String?

  /// The fixed size.
  open override var intrinsicContentSize: CGSize { Self.switchSize }

  /// The fixed size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

  /// The frame keeps the switch's fixed size.
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: Self.switchSize) }
  }

  /// Draws the track and the thumb, dimmed when disabled.
  open override func draw(_ rect: CGRect) {
    drawDimmedWhenDisabled { context in
      let track = CGRect(origin: .zero, size: Self.switchSize)
      (isOn ? onTintColor ?? .systemGreen : .secondarySystemFill).setFill()
      UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
      // The thumb is 27 points across, 2 points in from the track's ends.
      let thumb = CGRect(x: isOn ? track.maxX - 29 : 2, y: 2, width: 27, height: 27)
      drawThumb(in: thumb, color: thumbTintColor ?? .white, context: context)
    }
  }
}
