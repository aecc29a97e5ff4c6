import CoreGraphics

// What toolbars act with: turning arrows and the media transport marks.
extension SymbolGlyph {
  /// A circle open at its top right, its arrowhead at the top turning clockwise.
  static let arrowClockwise = SymbolGlyph([
    .arc(56, 54, radius: 50, from: -30, to: 270), .lines(38, -14, 58, 4, 38, 22),
  ])

  /// A U-turn: left along the top to an arrowhead, round and back along the bottom.
  private static let uturn = [
    Part.shape(.stroke) {
      $0.move(to: pt(4, 28))
      $0.addLine(to: pt(66, 28))
      $0.addArc(
        center: pt(66, 64), radius: 36, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
      $0.addLine(to: pt(30, 100))
    },
    .lines(30, 2, 4, 28, 30, 54),
  ]
  static let arrowUturnBackward = SymbolGlyph(uturn)
  static let arrowUturnForward = SymbolGlyph(uturn.map(mirrored))

  /// The reply arrow: a broad arrow pointing left, its shaft sweeping down to the right.
  static let arrowshapeTurnUpLeft = SymbolGlyph([
    .shape(.stroke) {
      $0.move(to: pt(0, 44))
      $0.addLine(to: pt(48, 0))
      $0.addLine(to: pt(48, 24))
      $0.addCurve(to: pt(124, 100), control1: pt(98, 24), control2: pt(124, 54))
      $0.addCurve(to: pt(48, 66), control1: pt(106, 74), control2: pt(82, 66))
      $0.addLine(to: pt(48, 88))
      $0.closeSubpath()
    }
  ])

  static let playFill = SymbolGlyph([.polygon(4, -2, 96, 50, 4, 102, paint: .solid)])
  static let pauseFill = SymbolGlyph([
    .roundedRect(0, -4, 30, 108, radius: 6, paint: .fill),
    .roundedRect(62, -4, 30, 108, radius: 6, paint: .fill),
  ])
  private static let rewindTriangles = [
    Part.polygon(60, 2, 4, 50, 60, 98, paint: .solid),
    Part.polygon(120, 2, 64, 50, 120, 98, paint: .solid),
  ]
  static let backwardFill = SymbolGlyph(rewindTriangles)
  static let forwardFill = SymbolGlyph(rewindTriangles.map(mirrored))

  /// The part flipped left to right about x = 62, the middle of these drawings.
  private static func mirrored(_ part: Part) -> Part {
    var flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 124, ty: 0)
    let path = part.path.copy(using: &flip) ?? part.path
    return Part(path: path, paint: part.paint)
  }
}
