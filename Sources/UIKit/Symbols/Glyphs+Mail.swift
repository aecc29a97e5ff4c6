import CoreGraphics
import Foundation

// What a mail or files app lists: boxes, papers and markers. Outlines, and for the filled
// variants the outline solid with its inner lines cut out.
extension SymbolGlyph {
  /// An in-tray: a box whose lip dips in the middle.
  private static let trayBox = Part.roundedRect(0, 4, 124, 98, radius: 16)
  private static let trayLip = Part.lines(0, 58, 36, 58, 44, 74, 80, 74, 88, 58, 124, 58)
  static let tray = SymbolGlyph([trayBox, trayLip])
  /// The filled tray: the box's outline with everything below the lip solid.
  static let trayFill = SymbolGlyph([
    trayBox,
    .shape(.solid) {
      $0.move(to: pt(0, 58))
      $0.addLines(between: [pt(0, 58), pt(36, 58), pt(44, 74), pt(80, 74), pt(88, 58)])
      $0.addLine(to: pt(124, 58))
      $0.addLine(to: pt(124, 86))
      $0.addQuadCurve(to: pt(108, 102), control: pt(124, 102))
      $0.addLine(to: pt(16, 102))
      $0.addQuadCurve(to: pt(0, 86), control: pt(0, 102))
      $0.closeSubpath()
    },
  ])

  /// A lidded box with a handle slot.
  static let archivebox = SymbolGlyph([
    .roundedRect(-4, -2, 132, 30, radius: 6), .roundedRect(6, 28, 112, 78, radius: 10),
    .lines(46, 54, 78, 54),
  ])

  /// A page with its top right corner folded.
  static let doc = SymbolGlyph([
    .polygon(4, -8, 64, -8, 96, 24, 96, 108, 4, 108), .lines(64, -8, 64, 24, 96, 24),
  ])

  /// A pennant on a pole, its free edge waving.
  private static let flagCloth = Part.shape(.stroke) {
    $0.move(to: pt(8, 4))
    $0.addCurve(to: pt(100, 4), control1: pt(38, -12), control2: pt(70, 20))
    $0.addLine(to: pt(100, 62))
    $0.addCurve(to: pt(8, 62), control1: pt(70, 78), control2: pt(38, 46))
    $0.closeSubpath()
  }
  private static let flagPole = Part.lines(8, -6, 8, 110)
  static let flag = SymbolGlyph([flagCloth, flagPole])
  static let flagFill = SymbolGlyph([solid(flagCloth), flagPole])

  /// A square open at its top right, where a pencil writes into it.
  static let squareAndPencil = SymbolGlyph([
    .lines(54, 8, 8, 8, 8, 108, 108, 108, 108, 62),
    .polygon(42, 76, 50, 54, 108, -4, 120, 8, 62, 66),
  ])

  /// A speech bubble: an oval with a tail at its bottom left.
  static let message = SymbolGlyph([
    .polygon(
      // The oval the long way round from the tail's upper root to its lower one, then the tip.
      stride(from: 135.0, through: 470.0, by: 5).map { degrees -> CGPoint in
        let angle = CGFloat(degrees) * .pi / 180
        return pt(62 + 62 * cos(angle), 46 + 48 * sin(angle))
      } + [pt(4, 106)])
  ])

  /// The navigation arrow: pointing up and to the right.
  static let location = SymbolGlyph([.polygon(0, 46, 110, -4, 60, 106, 54, 52)])

  /// A map folded in three panels.
  static let map = SymbolGlyph([
    .polygon(0, 8, 40, -4, 80, 8, 120, -4, 120, 96, 80, 108, 40, 96, 0, 108),
    .lines(40, -4, 40, 96), .lines(80, 8, 80, 108),
  ])

  /// An open book: two pages meeting at the spine (the bookmarks bar item's).
  static let book = SymbolGlyph([
    .polygon(64, 10, 32, -2, 0, 4, 0, 98, 32, 92, 64, 104),
    .polygon(64, 10, 96, -2, 128, 4, 128, 98, 96, 92, 64, 104),
  ])
}
