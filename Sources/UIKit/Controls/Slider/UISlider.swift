import CoreGraphics
import Foundation

/// A control that picks a value from a continuous range: a track, filled in the tint up to
/// the value, with a round thumb at the value.
///
/// A slider is 31 points tall and as wide as it is laid out (it has no intrinsic width).
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The height of a slider, and the thumb's and track's sizes.
  static let height: CGFloat = 31
  static let thumbSide: CGFloat = 28
  static let trackHeight: CGFloat = 4

  /// Creates a slider with `frame`, value 0 in 0…1.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// Sliders are not archived here; this initialiser exists so that subclasses written for
  /// iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  var valueStorage: Float = 0

  /// The value, kept within ``minimumValue``…``maximumValue``. 0 by default. Setting it sends
  /// no event, as on iOS.
  open var value: Float {
    get { valueStorage }
    set {
      valueStorage = clamped(newValue)
      setNeedsDisplay()
    }
  }

  /// Sets the value; headless, there is no animation.
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// The value at the left end: 0 by default. A larger value moves up to it.
  open var minimumValue: Float = 0 {
    didSet { rangeDidChange() }
  }

  /// The value at the right end: 1 by default.
  open var maximumValue: Float = 1 {
    didSet { rangeDidChange() }
  }

  /// Whether dragging sends `.valueChanged` continuously; stored only (no touches).
  open var isContinuous = true

  /// The colour of the track left of the thumb; nil (the default) is the tint.
  open var minimumTrackTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UISlider.minimumTrackTintColor, to: minimumTrackTintColor)
      setNeedsDisplay()
    }
  }

  /// The colour of the track right of the thumb; nil (the default) is the system fill.
  open var maximumTrackTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UISlider.maximumTrackTintColor, to: maximumTrackTintColor)
      setNeedsDisplay()
    }
  }

  /// The thumb's colour; nil (the default) is white.
  open var thumbTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UISlider.thumbTintColor, to: thumbTintColor)
      setNeedsDisplay()
    }
  }

  /// An image at the left end, before the track.
  open var minimumValueImage: UIImage? {
    didSet { setNeedsDisplay() }
  }

  /// An image at the right end, after the track.
  open var maximumValueImage: UIImage? {
    didSet { setNeedsDisplay() }
  }

  /// No intrinsic width; 31 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  /// The width asked for, 31 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.height)
  }

  /// Where the left image goes: at the left end, centred vertically.
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = minimumValueImage?.size else {
      return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
    }
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Where the right image goes: at the right end, centred vertically.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = maximumValueImage?.size else {
      return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
    }
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The track: the width between the end images (with 8 points of space next to each),
  /// 4 points tall, centred vertically.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    let gap: CGFloat = 8
    var left = bounds.minX
    var right = bounds.maxX
    if minimumValueImage != nil { left = minimumValueImageRect(forBounds: bounds).maxX + gap }
    if maximumValueImage != nil { right = maximumValueImageRect(forBounds: bounds).minX - gap }
    return CGRect(
      x: left, y: bounds.midY - Self.trackHeight / 2, width: max(0, right - left),
      height: Self.trackHeight)
  }

  /// The 28-point thumb for `value`: its left edge at the track's left end for the minimum,
  /// its right edge at the track's right end for the maximum.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat((clamped(value) - minimumValue) / span) : 0
    let travel = max(0, rect.width - Self.thumbSide)
    return CGRect(
      x: rect.minX + travel * fraction, y: rect.midY - Self.thumbSide / 2,
      width: Self.thumbSide, height: Self.thumbSide)
  }

  /// Draws the end images, the two parts of the track and the thumb, dimmed when disabled.
  open override func draw(_ rect: CGRect) {
    drawDimmedWhenDisabled { context in
      let track = trackRect(forBounds: bounds)
      let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
      minimumValueImage?.resolved(for: traitCollection)
        .draw(in: minimumValueImageRect(forBounds: bounds))
      maximumValueImage?.resolved(for: traitCollection)
        .draw(in: maximumValueImageRect(forBounds: bounds))
      let radius = Self.trackHeight / 2
      (maximumTrackTintColor ?? .systemFill).setFill()
      UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
      var filled = track
      filled.size.width = max(0, thumb.midX - track.minX)
      (minimumTrackTintColor ?? tintColor).setFill()
      UIBezierPath(roundedRect: filled, cornerRadius: radius).fill()
      drawThumb(in: thumb, color: thumbTintColor ?? .white, context: context)
    }
  }

  /// A value change of the tint recolours the track.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsDisplay()
  }

  /// `value` within the range; the minimum when the range is empty or inverted.
  private func clamped(_ value: Float) -> Float {
    guard value.isFinite else { return minimumValue }
    return max(minimumValue, min(max(minimumValue, maximumValue), value))
  }

  /// A new end pulls the other end and the value within the range, as UIKit does.
  private func rangeDidChange() {
    if maximumValue < minimumValue { maximumValue = minimumValue }
    valueStorage = clamped(valueStorage)
    setNeedsDisplay()
  }
}
