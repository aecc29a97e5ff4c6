import CoreGraphics

/// The circle or square that SF Symbols' enclosed variants (`heart.circle`, `trash.square.fill`)
/// draw around a symbol: outlined, or filled with the symbol cut out of it.
///
/// Both reach past the cap height by about a fifth of it above and below, centred on its
/// middle, as SF Symbols' enclosed variants do.
enum SymbolEnclosure: String, Sendable, CaseIterable {
  case circle
  case circleFill = "circle.fill"
  case square
  case squareFill = "square.fill"

  /// The centre of the enclosure, in design units.
  static let center = CGPoint(x: 60, y: 50)
  /// The circle's radius, to the middle of its stroke.
  static let radius: CGFloat = 58
  /// The square's side, to the middle of its stroke, and its corners' radius: a little inside
  /// the circle, as SF's squares sit at the circle's size with rounded corners.
  static let squareSide: CGFloat = 108
  static let squareCornerRadius: CGFloat = 24

  /// Whether the shape is filled, so the symbol inside is cut out of it.
  var isFilled: Bool { self == .circleFill || self == .squareFill }

  /// The shape alone: a ring or disc, an outlined or filled rounded square.
  var shape: SymbolGlyph.Part {
    let paint: SymbolGlyph.Paint = isFilled ? .solid : .stroke
    let (x, y, r, side) = (Self.center.x, Self.center.y, Self.radius, Self.squareSide)
    switch self {
    case .circle, .circleFill:
      return .circle(x, y, radius: r, paint: paint)
    case .square, .squareFill:
      return .roundedRect(
        x - side / 2, y - side / 2, side, side, radius: Self.squareCornerRadius, paint: paint)
    }
  }
}
