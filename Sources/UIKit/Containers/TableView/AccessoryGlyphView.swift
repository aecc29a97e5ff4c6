import CoreGraphics

/// The standard accessories of a table row, drawn as paths in the shapes of the system's
/// symbols: the `chevron.right` disclosure indicator (tertiary label colour), the `checkmark`
/// and the `info.circle` detail button (tint colour).
final class AccessoryGlyphView: UIView {
  enum Kind {
    case disclosure, checkmark, detail, detailDisclosure

    init?(_ type: UITableViewCell.AccessoryType) {
      switch type {
      case .none: return nil
      case .disclosureIndicator: self = .disclosure
      case .checkmark: self = .checkmark
      case .detailButton: self = .detail
      case .detailDisclosureButton: self = .detailDisclosure
      }
    }
  }

  var kind: Kind {
    didSet {
      guard kind != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  init(kind: Kind) {
    self.kind = kind
    super.init(frame: .zero)
    isOpaque = false
    contentMode = .redraw
  }

  required init?(coder: NSCoder) { nil }

  /// The chevron's box; the checkmark's; the info circle's; and the space between the info
  /// circle and the chevron.
  private static let chevron = CGSize(width: 8, height: 13)
  private static let check = CGSize(width: 14, height: 13)
  private static let info: CGFloat = 22
  private static let detailSpacing: CGFloat = 12

  override var intrinsicContentSize: CGSize {
    switch kind {
    case .disclosure: Self.chevron
    case .checkmark: Self.check
    case .detail: CGSize(width: Self.info, height: Self.info)
    case .detailDisclosure:
      CGSize(width: Self.info + Self.detailSpacing + Self.chevron.width, height: Self.info)
    }
  }

  override func draw(_ rect: CGRect) {
    switch kind {
    case .disclosure: drawChevron(in: centred(Self.chevron))
    case .checkmark: drawCheckmark(in: centred(Self.check))
    case .detail: drawInfo(in: CGRect(x: 0, y: 0, width: Self.info, height: Self.info))
    case .detailDisclosure:
      drawInfo(in: CGRect(x: 0, y: 0, width: Self.info, height: Self.info))
      drawChevron(
        in: CGRect(
          x: Self.info + Self.detailSpacing, y: (Self.info - Self.chevron.height) / 2,
          width: Self.chevron.width, height: Self.chevron.height))
    }
  }

  private func centred(_ size: CGSize) -> CGRect {
    CGRect(
      x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
      width: size.width, height: size.height)
  }

  private func stroke(_ points: [CGPoint], width: CGFloat, color: UIColor) {
    let path = UIBezierPath()
    path.move(to: points[0])
    for point in points.dropFirst() { path.addLine(to: point) }
    path.lineWidth = width
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    color.setStroke()
    path.stroke()
  }

  private func drawChevron(in box: CGRect) {
    let inset = box.insetBy(dx: 1, dy: 1)
    stroke(
      [
        CGPoint(x: inset.minX, y: inset.minY), CGPoint(x: inset.maxX, y: inset.midY),
        CGPoint(x: inset.minX, y: inset.maxY),
      ], width: 2, color: .tertiaryLabel)
  }

  private func drawCheckmark(in box: CGRect) {
    let inset = box.insetBy(dx: 1, dy: 1)
    stroke(
      [
        CGPoint(x: inset.minX, y: inset.minY + inset.height * 0.55),
        CGPoint(x: inset.minX + inset.width * 0.36, y: inset.maxY),
        CGPoint(x: inset.maxX, y: inset.minY),
      ], width: 2, color: tintColor)
  }

  private func drawInfo(in box: CGRect) {
    let color: UIColor = tintColor
    let ring = UIBezierPath(ovalIn: box.insetBy(dx: 0.75, dy: 0.75))
    ring.lineWidth = 1.5
    color.setStroke()
    ring.stroke()
    color.setFill()
    UIBezierPath(ovalIn: CGRect(x: box.midX - 1.25, y: box.minY + 5, width: 2.5, height: 2.5))
      .fill()
    UIBezierPath(
      roundedRect: CGRect(x: box.midX - 1, y: box.minY + 9.5, width: 2, height: 7.5),
      cornerRadius: 1
    ).fill()
  }
}
