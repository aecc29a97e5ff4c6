import CoreGraphics

// A person: a head over shoulders, as SF Symbols' person.
extension SymbolGlyph {
  private static let head = Part.circle(52, 22, radius: 24)
  private static let shoulders = Part.shape(.stroke) {
    $0.move(to: CGPoint(x: 0, y: 104))
    $0.addCurve(
      to: CGPoint(x: 104, y: 104), control1: CGPoint(x: 2, y: 56), control2: CGPoint(x: 102, y: 56))
    $0.closeSubpath()
  }

  static let person = SymbolGlyph([head, shoulders])
  static let personFill = SymbolGlyph([
    Part(path: head.path, paint: .solid), Part(path: shoulders.path, paint: .solid),
  ])
}
