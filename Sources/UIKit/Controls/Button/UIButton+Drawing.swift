import CoreGraphics

extension UIButton {
  /// Draws what is behind the content: the configuration's background, the background image
  /// for the state, or the glyph of an info, add or close button.
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

  /// Draws an ⓘ, ⊕ or a ✕ in a grey circle, centred in the bounds, in the tint (grey when
  /// disabled). Divergence: drawn by Offscreen after the SF Symbols `info.circle`,
  /// `plus.circle` and `xmark.circle.fill`, not with them.
  private func drawGlyph() {
    let side = buttonType == .close ? 30.0 : 22.0
    let box = CGRect(
      x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    let color = isEnabled ? tintColor! : Self.disabledContentColor
    switch buttonType {
    case .close:
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
    case .contactAdd:
      strokeRing(in: box, color: color)
      let plus = UIBezierPath()
      plus.move(to: CGPoint(x: box.midX, y: box.minY + 6))
      plus.addLine(to: CGPoint(x: box.midX, y: box.maxY - 6))
      plus.move(to: CGPoint(x: box.minX + 6, y: box.midY))
      plus.addLine(to: CGPoint(x: box.maxX - 6, y: box.midY))
      plus.lineWidth = 1.5
      plus.lineCapStyle = .round
      plus.stroke()
    default:
      strokeRing(in: box, color: color)
      UIBezierPath(ovalIn: CGRect(x: box.midX - 1.1, y: box.minY + 5.2, width: 2.2, height: 2.2))
        .fill()
      let stem = UIBezierPath()
      stem.move(to: CGPoint(x: box.midX, y: box.minY + 9.5))
      stem.addLine(to: CGPoint(x: box.midX, y: box.maxY - 5.5))
      stem.lineWidth = 2
      stem.lineCapStyle = .round
      stem.stroke()
    }
  }

  /// Strokes the ring of an ⓘ or ⊕ in `box` and leaves `color` set for the stroke and fill
  /// of the mark inside.
  private func strokeRing(in box: CGRect, color: UIColor) {
    color.setStroke()
    color.setFill()
    let ring = UIBezierPath(ovalIn: box.insetBy(dx: 1.25, dy: 1.25))
    ring.lineWidth = 1.5
    ring.stroke()
  }
}
