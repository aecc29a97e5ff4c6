import CoreGraphics
import Foundation

// Everyday objects, each an outline and, for the filled variants, the same outline solid with
// its inner details cut out.
extension SymbolGlyph {
  static let gear = SymbolGlyph([
    .polygon(cog(teeth: 8, outer: 60, root: 47, center: pt(60, 50))), .circle(60, 50, radius: 19),
  ])

  /// Settings' gear: more, shorter teeth than ``gear`` around a wider hole.
  private static let gearshapeCog = Part.polygon(
    cog(teeth: 12, outer: 60, root: 51, center: pt(60, 50)))
  static let gearshape = SymbolGlyph([gearshapeCog, .circle(60, 50, radius: 22)])
  static let gearshapeFill = SymbolGlyph([
    solid(gearshapeCog), .circle(60, 50, radius: 22, paint: .cutFill),
  ])

  static let house = SymbolGlyph([
    .lines(0, 50, 62, -4, 124, 50), .lines(20, 34, 20, 102, 104, 102, 104, 34),
    .lines(50, 102, 50, 70, 74, 70, 74, 102),
  ])
  static let houseFill = SymbolGlyph([
    .lines(0, 50, 62, -4, 124, 50),
    .polygon(20, 34, 62, -2, 104, 34, 104, 102, 20, 102, paint: .solid),
    .roundedRect(50, 68, 24, 50, radius: 3, paint: .cutFill),
  ])

  static let magnifyingglass = SymbolGlyph([.circle(42, 42, radius: 40), .lines(72, 72, 104, 104)])

  private static let bellBody = Part.shape(.stroke) {
    $0.move(to: pt(4, 84))
    $0.addLine(to: pt(16, 70))
    $0.addCurve(to: pt(56, 6), control1: pt(18, 28), control2: pt(30, 6))
    $0.addCurve(to: pt(96, 70), control1: pt(82, 6), control2: pt(94, 28))
    $0.addLine(to: pt(108, 84))
    $0.closeSubpath()
  }
  private static let bellClapper = Part.shape(.stroke) {
    $0.move(to: pt(42, 96))
    $0.addQuadCurve(to: pt(70, 96), control: pt(56, 112))
  }
  static let bell = SymbolGlyph([bellBody, bellClapper, .lines(56, 6, 56, -2)])
  static let bellFill = SymbolGlyph([
    solid(bellBody), solid(bellClapper), .lines(56, 6, 56, -2),
  ])

  private static let heartOutline = Part.shape(.stroke) {
    $0.move(to: pt(60, 100))
    $0.addCurve(to: pt(0, 32), control1: pt(26, 76), control2: pt(0, 56))
    $0.addCurve(to: pt(31, 0), control1: pt(0, 12), control2: pt(14, 0))
    $0.addCurve(to: pt(60, 18), control1: pt(44, 0), control2: pt(54, 8))
    $0.addCurve(to: pt(89, 0), control1: pt(66, 8), control2: pt(76, 0))
    $0.addCurve(to: pt(120, 32), control1: pt(106, 0), control2: pt(120, 12))
    $0.addCurve(to: pt(60, 100), control1: pt(120, 56), control2: pt(94, 76))
    $0.closeSubpath()
  }
  static let heart = SymbolGlyph([heartOutline])
  static let heartFill = SymbolGlyph([solid(heartOutline)])

  private static let starPoints = (0..<10).map { i -> CGPoint in
    // Points alternate between the tips and the notches, from the top tip clockwise.
    let angle = (-90 + 36 * CGFloat(i)) * .pi / 180
    let radius: CGFloat = i.isMultiple(of: 2) ? 62 : 29
    return pt(62 + radius * cos(angle), 54 + radius * sin(angle))
  }
  static let star = SymbolGlyph([.polygon(starPoints)])
  static let starFill = SymbolGlyph([.polygon(starPoints, paint: .solid)])

  static let trash = SymbolGlyph([
    .lines(0, 14, 112, 14), .lines(38, 14, 40, -2, 72, -2, 74, 14),
    .lines(12, 14, 18, 106, 94, 106, 100, 14), .lines(40, 34, 42, 86), .lines(56, 34, 56, 86),
    .lines(72, 34, 70, 86),
  ])

  static let squareAndArrowUp = SymbolGlyph([
    .lines(34, 34, 10, 34, 10, 110, 102, 110, 102, 34, 78, 34), .lines(56, -6, 56, 70),
    .lines(34, 16, 56, -6, 78, 16),
  ])

  static let calendar = SymbolGlyph(
    [
      .roundedRect(0, -2, 116, 106, radius: 18),
      .roundedRect(0, -2, 116, 26, radius: 14, paint: .solid),
    ]
      + [44, 68, 90].flatMap { y in
        [22, 46, 70, 94].map { x in Part.circle(CGFloat(x), CGFloat(y), radius: 6, paint: .fill) }
      })

  static let envelope = SymbolGlyph([
    .roundedRect(0, 6, 132, 92, radius: 12), .lines(6, 14, 66, 60, 126, 14),
  ])

  /// An old handset: the earpiece at the top left, the mouthpiece at the bottom right.
  static let phone = SymbolGlyph([
    .shape(.stroke) {
      $0.move(to: pt(20, -2))
      $0.addLine(to: pt(36, 0))
      $0.addLine(to: pt(46, 28))
      $0.addLine(to: pt(34, 40))
      $0.addCurve(to: pt(68, 76), control1: pt(42, 56), control2: pt(52, 70))
      $0.addLine(to: pt(80, 64))
      $0.addLine(to: pt(108, 74))
      $0.addLine(to: pt(110, 90))
      $0.addCurve(to: pt(90, 106), control1: pt(110, 100), control2: pt(100, 106))
      $0.addCurve(to: pt(2, 18), control1: pt(40, 104), control2: pt(4, 66))
      $0.addCurve(to: pt(20, -2), control1: pt(2, 6), control2: pt(10, -2))
      $0.closeSubpath()
    }
  ])

  static let photo = SymbolGlyph([
    .roundedRect(0, -2, 132, 104, radius: 16), .lines(10, 90, 46, 52, 72, 78, 88, 62, 122, 94),
    .circle(94, 28, radius: 9),
  ])

  static let camera = SymbolGlyph([
    .roundedRect(0, 16, 132, 88, radius: 16), .lines(38, 16, 46, 0, 86, 0, 94, 16),
    .circle(66, 60, radius: 24),
  ])

  static let lock = SymbolGlyph([
    .roundedRect(6, 46, 96, 62, radius: 12),
    .shape(.stroke) {
      $0.move(to: pt(24, 46))
      $0.addLine(to: pt(24, 28))
      $0.addArc(center: pt(54, 28), radius: 30, startAngle: .pi, endAngle: 0, clockwise: false)
      $0.addLine(to: pt(84, 46))
    },
  ])

  private static let paperplaneOutline = Part.polygon(0, 48, 118, -6, 70, 106, 54, 60)
  static let paperplane = SymbolGlyph([paperplaneOutline, .lines(54, 60, 118, -6)])
  static let paperplaneFill = SymbolGlyph([solid(paperplaneOutline)])

  private static let bookmarkOutline = Part.polygon(0, 0, 76, 0, 76, 104, 38, 78, 0, 104)
  static let bookmark = SymbolGlyph([bookmarkOutline])
  static let bookmarkFill = SymbolGlyph([solid(bookmarkOutline)])

  private static let folderOutline = Part.polygon(0, 4, 42, 4, 54, 18, 132, 18, 132, 100, 0, 100)
  static let folder = SymbolGlyph([folderOutline, .lines(0, 34, 132, 34)])
  static let folderFill = SymbolGlyph([solid(folderOutline)])

  /// Three arcs over a wedge, fanning up from the bottom middle.
  static let wifi = SymbolGlyph([
    .shape(.solid) {
      $0.move(to: pt(64, 100))
      $0.addArc(
        center: pt(64, 100), radius: 12, startAngle: -0.75 * .pi, endAngle: -0.25 * .pi,
        clockwise: false)
      $0.closeSubpath()
    },
    .arc(64, 100, radius: 44, from: -135, to: -45), .arc(64, 100, radius: 78, from: -135, to: -45),
  ])

  /// A crescent: a disc less an overlapping one up and to the right.
  static let moon = SymbolGlyph([crescent(paint: .stroke)])
  static let moonFill = SymbolGlyph([crescent(paint: .solid)])

  /// The outline of the disc around (54, 50) of radius 54 less the disc around (86, 26) of
  /// radius 44: the outer arc the long way round between the two circles' crossings, the
  /// inner arc back.
  private static func crescent(paint: Paint) -> Part {
    let (c1, r1, c2, r2) = (pt(54, 50), CGFloat(54), pt(86, 26), CGFloat(44))
    let d = hypot(c2.x - c1.x, c2.y - c1.y)
    let base = atan2(c2.y - c1.y, c2.x - c1.x)
    // The crossings seen from each centre: the law of cosines gives their angle off the line
    // between the centres.
    let off1 = acos((d * d + r1 * r1 - r2 * r2) / (2 * d * r1))
    let off2 = acos((d * d + r2 * r2 - r1 * r1) / (2 * d * r2))
    let back = base + .pi
    return .shape(paint) {
      $0.addArc(
        center: c1, radius: r1, startAngle: base + off1, endAngle: base - off1 + 2 * .pi,
        clockwise: false)
      $0.addArc(
        center: c2, radius: r2, startAngle: back + off2, endAngle: back - off2, clockwise: true)
      $0.closeSubpath()
    }
  }

  /// A cog outline around `center`: `teeth` flat-topped teeth between `root` and `outer`.
  private static func cog(teeth: Int, outer: CGFloat, root: CGFloat, center: CGPoint) -> [CGPoint] {
    let step = 2 * CGFloat.pi / CGFloat(teeth)
    return (0..<teeth).flatMap { i -> [CGPoint] in
      let a = CGFloat(i) * step - .pi / 2
      // A tooth's top spans a fifth of the step, its flanks widen to two fifths at the root.
      return [(-0.3, root), (-0.12, outer), (0.12, outer), (0.3, root)].map { f, radius in
        pt(center.x + radius * cos(a + f * step), center.y + radius * sin(a + f * step))
      }
    }
  }

  /// The outline part drawn solid.
  static func solid(_ part: Part) -> Part { Part(path: part.path, paint: .solid) }
}
