import CoreGraphics
import Foundation

/// A control that steps a value up or down: a grey rounded rectangle with a minus and a plus,
/// each dimmed when the value is at its end.
///
/// A stepper is 94 × 32 points.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The size of a stepper.
  public static let stepperSize = CGSize(width: 94, height: 32)

  /// Creates a stepper with `frame`, value 0 in 0…100, step 1.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// Steppers are not archived here; this initialiser exists so that subclasses written for
  /// iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  var valueStorage: Double = 0

  /// The value, kept within ``minimumValue``…``maximumValue``. 0 by default. Setting it sends
  /// no event, as on iOS.
  open var value: Double {
    get { valueStorage }
    set {
      valueStorage =
        newValue.isFinite ? max(minimumValue, min(maximumValue, newValue)) : minimumValue
      setNeedsDisplay()
    }
  }

  /// The lowest value: 0 by default.
  open var minimumValue: Double = 0 {
    didSet { rangeDidChange() }
  }

  /// The highest value: 100 by default.
  open var maximumValue: Double = 100 {
    didSet { rangeDidChange() }
  }

  /// How much a tap changes the value: 1 by default; a value of 0 or less is ignored with a
  /// warning, where iOS raises an exception.
  open var stepValue: Double = 1 {
    didSet {
      guard stepValue <= 0 || !stepValue.isFinite else { return }
      Selector.warn("UIStepper.stepValue must be greater than 0; \(stepValue) is ignored")
      stepValue = oldValue
    }
  }

  /// Whether stepping past an end wraps to the other end. False by default.
  open var wraps = false

  /// Whether holding a button repeats; stored only (no touches).
  open var autorepeat = true

  /// Whether each repeat sends `.valueChanged`; stored only (no touches).
  open var isContinuous = true

  /// The fixed size.
  open override var intrinsicContentSize: CGSize { Self.stepperSize }

  /// The fixed size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

  /// Draws the background, the divider, and the minus and plus.
  open override func draw(_ rect: CGRect) {
    drawDimmedWhenDisabled { _ in
      UIColor.tertiarySystemFill.setFill()
      UIBezierPath(roundedRect: bounds, cornerRadius: 8).fill()
      UIColor.separator.setFill()
      UIRectFill(CGRect(x: bounds.midX - 0.5, y: bounds.midY - 9, width: 1, height: 18))
      let half = bounds.width / 4
      let canDecrease = wraps || value > minimumValue
      let canIncrease = wraps || value < maximumValue
      drawSign(at: CGPoint(x: bounds.minX + half, y: bounds.midY), plus: false, on: canDecrease)
      drawSign(at: CGPoint(x: bounds.maxX - half, y: bounds.midY), plus: true, on: canIncrease)
    }
  }

  /// A minus or plus 14 points across, in the label colour (the tertiary label when its
  /// end is reached).
  private func drawSign(at center: CGPoint, plus: Bool, on: Bool) {
    (on ? UIColor.label : .tertiaryLabel).setStroke()
    let sign = UIBezierPath()
    sign.move(to: CGPoint(x: center.x - 7, y: center.y))
    sign.addLine(to: CGPoint(x: center.x + 7, y: center.y))
    if plus {
      sign.move(to: CGPoint(x: center.x, y: center.y - 7))
      sign.addLine(to: CGPoint(x: center.x, y: center.y + 7))
    }
    sign.lineWidth = 2
    sign.lineCapStyle = .round
    sign.stroke()
  }

  /// A new end pulls the other end and the value within the range.
  private func rangeDidChange() {
    if maximumValue < minimumValue { maximumValue = minimumValue }
    valueStorage = max(minimumValue, min(maximumValue, valueStorage))
    setNeedsDisplay()
  }
}
