import CoreGraphics

// Chevrons, arrows and the plain marks: strokes only, centred on the cap height's middle.
extension SymbolGlyph {
  static let chevronRight = SymbolGlyph([.lines(0, 2, 44, 50, 0, 98)])
  static let chevronLeft = SymbolGlyph([.lines(44, 2, 0, 50, 44, 98)])
  static let chevronUp = SymbolGlyph([.lines(0, 74, 48, 26, 96, 74)])
  static let chevronDown = SymbolGlyph([.lines(0, 26, 48, 74, 96, 26)])

  static let arrowRight = SymbolGlyph([.lines(0, 50, 100, 50), .lines(58, 8, 100, 50, 58, 92)])
  static let arrowLeft = SymbolGlyph([.lines(100, 50, 0, 50), .lines(42, 8, 0, 50, 42, 92)])
  static let arrowUp = SymbolGlyph([.lines(50, 104, 50, -4), .lines(8, 38, 50, -4, 92, 38)])
  static let arrowDown = SymbolGlyph([.lines(50, -4, 50, 104), .lines(8, 62, 50, 104, 92, 62)])

  static let checkmark = SymbolGlyph([.lines(0, 56, 38, 96, 104, 4)])
  static let xmark = SymbolGlyph([.lines(4, 4, 96, 96), .lines(96, 4, 4, 96)])
  static let plus = SymbolGlyph([.lines(50, -6, 50, 106), .lines(-6, 50, 106, 50)])
  static let minus = SymbolGlyph([.lines(-6, 50, 106, 50)])

  /// Three dots on the middle of the cap height.
  static let ellipsis = SymbolGlyph([
    .circle(0, 50, radius: 5, paint: .solid), .circle(48, 50, radius: 5, paint: .solid),
    .circle(96, 50, radius: 5, paint: .solid),
  ])
}

extension SymbolGlyph {
  /// A warning triangle with rounded corners around an exclamation mark.
  static let exclamationmarkTriangle = SymbolGlyph([
    .polygon(64, -12, 128, 104, 0, 104), .lines(64, 24, 64, 66),
    .circle(64, 84, radius: 3, paint: .solid),
  ])
}
