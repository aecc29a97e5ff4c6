import CoreGraphics

extension UIButton {
  /// Draws what is behind the content: the configuration's background, the background image
  /// for the state, or the close button's glyph.
  func drawBackground() {
    if let configuration = shownConfiguration {
      return drawConfiguredBackground(configuration)
    }
    if let image = currentBackgroundImage {
      image.resolved(for: traitCollection).draw(in: bounds)
    }
    if glyphButtonSize != nil { drawGlyph() }
  }

  /// The configuration's background: the background configuration's colour or the style's,
  /// inset and rounded, with the background configuration's stroke.
  private func drawConfiguredBackground(_ configuration: Configuration) {
    let background = configuration.background
    let rect = bounds.inset(by: resolved(background.backgroundInsets))
    let radius = min(
      rect.height / 2,
      configuration.cornerStyle.radius(
        height: rect.height, size: configuration.buttonSize, fixed: background.cornerRadius))
    let path = UIBezierPath(roundedRect: rect, cornerRadius: radius)
    if let color = background.backgroundColor ?? configuration.backgroundColor(tint: tintColor) {
      color.setFill()
      path.fill()
    }
    guard let stroke = background.strokeColor, background.strokeWidth > 0 else { return }
    let width = background.strokeWidth
    let line = UIBezierPath(
      roundedRect: rect.insetBy(dx: width / 2, dy: width / 2),
      cornerRadius: max(0, radius - width / 2))
    line.lineWidth = width
    stroke.setStroke()
    line.stroke()
  }

  /// Draws a ✕ in a grey circle, centred in the bounds (grey when disabled). Divergence:
  /// drawn by Offscreen after the SF Symbol `xmark.circle.fill`, not with it.
  private func drawGlyph() {
    let side = 30.0
    let box = CGRect(
      x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(ovalIn: box).fill()
    let cross = UIBezierPath()
    let arm = side * 0.16
    cross.move(to: CGPoint(x: box.midX - arm, y: box.midY - arm))
    cross.addLine(to: CGPoint(x: box.midX + arm, y: box.midY + arm))
    cross.move(to: CGPoint(x: box.midX + arm, y: box.midY - arm))
    cross.addLine(to: CGPoint(x: box.midX - arm, y: box.midY + arm))
    cross.lineWidth = 2.5
    cross.lineCapStyle = .round
    (isEnabled ? UIColor.secondaryLabel : Self.disabledContentColor).setStroke()
    cross.stroke()
  }
}
