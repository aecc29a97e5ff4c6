import CoreGraphics

extension UIButton {
  /// The size of the ⊕ and ⓘ images the add and info buttons show: iOS's `plus.circle` at
  /// the size those buttons use, 24.33 × 23.67 points (swift-snapshot-testing's iOS-recorded
  /// description of a `.contactAdd` button: one image view of that size, the button sized to
  /// it). SF Symbols' circled variants share the circle, so `info.circle` is the same size.
  static let systemGlyphSize = CGSize(width: 73.0 / 3, height: 71.0 / 3)

  /// The image an add or info button shows when no image is set, as a template the button
  /// tints; nil for the other types.
  var systemGlyphImage: UIImage? {
    switch buttonType {
    case .contactAdd: Self.addGlyph
    case .detailDisclosure, .infoLight, .infoDark: Self.infoGlyph
    case .custom, .system, .close, .plain: nil
    }
  }

  private static let addGlyph = glyphImage { box in
    let plus = UIBezierPath()
    plus.move(to: CGPoint(x: box.midX, y: box.minY + 6))
    plus.addLine(to: CGPoint(x: box.midX, y: box.maxY - 6))
    plus.move(to: CGPoint(x: box.minX + 6, y: box.midY))
    plus.addLine(to: CGPoint(x: box.maxX - 6, y: box.midY))
    plus.lineWidth = 1.5
    plus.lineCapStyle = .round
    plus.stroke()
  }

  private static let infoGlyph = glyphImage { box in
    UIBezierPath(ovalIn: CGRect(x: box.midX - 1.1, y: box.minY + 5.2, width: 2.2, height: 2.2))
      .fill()
    let stem = UIBezierPath()
    stem.move(to: CGPoint(x: box.midX, y: box.minY + 9.5))
    stem.addLine(to: CGPoint(x: box.midX, y: box.maxY - 5.5))
    stem.lineWidth = 2
    stem.lineCapStyle = .round
    stem.stroke()
  }

  /// A ring 21 points across in the middle of a ``systemGlyphSize`` template image, and the
  /// mark `drawMark` draws inside the 22-point box around it. Divergence: drawn by Offscreen
  /// after the SF Symbols, not with them.
  private static func glyphImage(_ drawMark: (CGRect) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let size = systemGlyphSize
    let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
      let box = CGRect(x: (size.width - 22) / 2, y: (size.height - 22) / 2, width: 22, height: 22)
      UIColor.black.setStroke()
      UIColor.black.setFill()
      let ring = UIBezierPath(ovalIn: box.insetBy(dx: 1.25, dy: 1.25))
      ring.lineWidth = 1.5
      ring.stroke()
      drawMark(box)
    }
    return image.withRenderingMode(.alwaysTemplate)
  }
}
