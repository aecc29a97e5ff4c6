import CoreGraphics

extension UIControl {
  /// How much a disabled control's drawing is dimmed: iOS draws disabled switches, sliders,
  /// steppers and segmented controls at about half opacity.
  static let disabledAlpha: CGFloat = 0.5

  /// Runs `body`, which draws the control, into the current context as one group: at
  /// ``disabledAlpha`` when the control is disabled, so that overlapping parts do not show
  /// through each other.
  func drawDimmedWhenDisabled(_ body: (CGContext) -> Void) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    guard !isEnabled else { return body(context) }
    context.saveGState()
    context.setAlpha(Self.disabledAlpha)
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    body(context)
    context.endTransparencyLayer()
    context.restoreGState()
  }

  /// Draws a round thumb (a switch's or slider's) filling `rect` in `color`, over the soft
  /// shadow iOS gives it.
  func drawThumb(in rect: CGRect, color: UIColor, context: CGContext) {
    context.saveGState()
    let shadow = UIColor(white: 0, alpha: 0.15).cgColor
    context.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: shadow)
    color.setFill()
    UIBezierPath(ovalIn: rect).fill()
    context.restoreGState()
    // A hairline ring keeps a white thumb visible on a light background.
    UIColor(white: 0, alpha: 0.04).setStroke()
    let ring = UIBezierPath(ovalIn: rect.insetBy(dx: 0.25, dy: 0.25))
    ring.lineWidth = 0.5
    ring.stroke()
  }
}
