import CoreGraphics

// Symbols in or on a circle (``SymbolEnclosure``).
extension SymbolGlyph {
  /// The enclosing circle's centre and radius (of the stroke's middle line).
  private static let cx: CGFloat = SymbolEnclosure.center.x
  private static let cy: CGFloat = SymbolEnclosure.center.y
  private static let r: CGFloat = SymbolEnclosure.radius

  private static let ring = SymbolEnclosure.circle.shape
  private static let disc = SymbolEnclosure.circleFill.shape

  static let circle = SymbolGlyph([ring])
  static let circleFill = SymbolGlyph([disc])

  private static let innerCheckmark = Part.lines(36, 52, 53, 70, 84, 30)
  private static let innerXmark = [Part.lines(40, 30, 80, 70), .lines(80, 30, 40, 70)]
  private static let innerPlus = [Part.lines(60, 22, 60, 78), .lines(32, 50, 88, 50)]
  private static let innerMinus = Part.lines(32, 50, 88, 50)

  static let checkmarkCircle = SymbolGlyph([ring, innerCheckmark])
  static let checkmarkCircleFill = SymbolGlyph([disc, cut(innerCheckmark)])
  static let xmarkCircle = SymbolGlyph([ring] + innerXmark)
  static let xmarkCircleFill = SymbolGlyph([disc] + innerXmark.map(cut))
  static let plusCircle = SymbolGlyph([ring] + innerPlus)
  static let plusCircleFill = SymbolGlyph([disc] + innerPlus.map(cut))
  static let minusCircle = SymbolGlyph([ring, innerMinus])

  private static let innerInfo = [
    Part.circle(cx, 24, radius: 2.5, paint: .solid), .lines(50, 42, 60, 42, 60, 78),
    .lines(48, 78, 72, 78),
  ]
  static let infoCircle = SymbolGlyph([ring] + innerInfo)
  static let infoCircleFill = SymbolGlyph([disc] + innerInfo.map(cut))

  static let ellipsisCircle = SymbolGlyph([
    ring, .circle(cx - 28, cy, radius: 2.5, paint: .solid),
    .circle(cx, cy, radius: 2.5, paint: .solid), .circle(cx + 28, cy, radius: 2.5, paint: .solid),
  ])

  /// A clock face showing ten past ten's short cousin: the hands at twelve and about four.
  static let clock = SymbolGlyph([ring, .lines(cx, 16, cx, cy, 84, 66)])

  /// A globe: the outline, the middle meridian and an ellipse for the side ones, the equator
  /// and two parallels (straight lines, as seen from the front).
  static let globe = SymbolGlyph([
    ring,
    .shape(.stroke) { $0.addEllipse(in: CGRect(x: cx - 26, y: cy - r, width: 52, height: 2 * r)) },
    .lines(cx, cy - r, cx, cy + r), .lines(cx - r, cy, cx + r, cy),
    .lines(cx - 48, cy - 32, cx + 48, cy - 32), .lines(cx - 48, cy + 32, cx + 48, cy + 32),
  ])

  static let personCircle = SymbolGlyph([
    ring, .circle(cx, 34, radius: 17),
    .shape(.stroke) {
      $0.move(to: CGPoint(x: 24, y: 94))
      $0.addCurve(
        to: CGPoint(x: 96, y: 94), control1: CGPoint(x: 34, y: 64), control2: CGPoint(x: 86, y: 64))
    },
  ])

  /// The same part drawn as a cut-out.
  private static func cut(_ part: Part) -> Part {
    Part(path: part.path, paint: part.paint == .fill ? .cutFill : .cutStroke)
  }
}
