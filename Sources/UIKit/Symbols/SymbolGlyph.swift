import CoreGraphics
import Foundation

/// A symbol's drawing: vector parts in design units, each stroked, filled or cut out.
///
/// The design grid is y-down with the cap height spanning y = 0 (cap line) to y = 100
/// (baseline), as SF Symbols are drawn against the cap height of the text they sit with;
/// shapes may reach past it (circles do, by about a fifth). Strokes are drawn with the width
/// the weight gives (``SymbolGlyph/lineWidth(for:)``), with round caps and joins, so one
/// drawing serves every weight.
struct SymbolGlyph: Sendable {
  /// How a part is painted.
  enum Paint: Sendable, Equatable {
    /// The outline stroked at the weight's width.
    case stroke
    /// Filled and stroked: a solid shape that grows with the weight.
    case solid
    /// Filled as is, not growing with the weight.
    case fill
    /// Cut out of what is drawn before it: stroked, or filled as is.
    case cutStroke, cutFill
    /// A glyph outline from an icon font, filled, its strokes grown or thinned to the weight.
    case outline(OutlineWeight)
    /// A glyph outline cut out of what is drawn before it, grown or thinned to the weight.
    case cutOutline(OutlineWeight)

    var isCut: Bool {
      switch self {
      case .cutStroke, .cutFill, .cutOutline: true
      case .stroke, .solid, .fill, .outline: false
      }
    }

    var isStroked: Bool { self == .stroke || self == .solid || self == .cutStroke }
  }

  /// How a font glyph's strokes follow the symbol's weight. An icon font has one weight, whose
  /// strokes are `natural` design units wide; a weight's strokes are `share` of its line width
  /// (``SymbolGlyph/lineWidth(for:)``), reached by stroking along the outline's edges, in the
  /// glyph's paint to grow it or cutting to thin it, as FreeType's emboldening moves each edge
  /// by half the difference.
  struct OutlineWeight: Sendable, Equatable {
    let natural: CGFloat
    let share: CGFloat

    /// How much wider the strokes are drawn than the font draws them (negative: narrower).
    func growth(lineWidth: CGFloat) -> CGFloat { share * lineWidth - natural }
  }

  struct Part: Sendable {
    let path: CGPath
    let paint: Paint
  }

  let parts: [Part]

  init(_ parts: [Part]) {
    self.parts = parts
  }

  /// The stroke width, in design units, of a weight. Close to the stems of the system font's
  /// weights measured against its cap height (a regular stem is about 12% of the cap height).
  static func lineWidth(for weight: UIImage.SymbolWeight) -> CGFloat {
    switch weight {
    case .ultraLight: 3.5
    case .thin: 5.5
    case .light: 8.5
    case .unspecified, .regular: 11.5
    case .medium: 13
    case .semibold: 14.5
    case .bold: 16.5
    case .heavy: 19.5
    case .black: 22
    }
  }

  /// The box the ink covers in design units at `lineWidth`: the parts' outlines grown by half
  /// the stroke where they are stroked (round caps and joins reach no further). Cut-outs add
  /// nothing.
  func inkBounds(lineWidth: CGFloat) -> CGRect {
    parts.filter { !$0.paint.isCut }.reduce(CGRect.null) { box, part in
      let outline = part.path.boundingBoxOfPath
      var grow: CGFloat = part.paint.isStroked ? lineWidth / 2 : 0
      if case .outline(let weight) = part.paint { grow = weight.growth(lineWidth: lineWidth) / 2 }
      return box.union(outline.insetBy(dx: -grow, dy: -grow))
    }
  }

  /// Draws the parts in `color` in the context's current space (design units), cut-outs
  /// removing only what the glyph itself drew: the glyph is composed in a transparency layer.
  func draw(in context: CGContext, color: CGColor, lineWidth: CGFloat) {
    context.saveGState()
    defer { context.restoreGState() }
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    context.setLineWidth(lineWidth)
    context.setLineCap(.round)
    context.setLineJoin(.round)
    context.setFillColor(color)
    context.setStrokeColor(color)
    for part in parts {
      context.setBlendMode(part.paint.isCut ? .clear : .normal)
      context.addPath(part.path)
      switch part.paint {
      case .stroke, .cutStroke: context.strokePath()
      case .fill, .cutFill: context.fillPath()
      case .solid: context.drawPath(using: .fillStroke)
      case .outline(let weight), .cutOutline(let weight):
        context.fillPath()
        drawEdges(
          of: part.path, growth: weight.growth(lineWidth: lineWidth), cut: part.paint.isCut,
          in: context)
        context.setLineWidth(lineWidth)
      }
    }
    context.endTransparencyLayer()
  }

  /// Moves a filled outline's edges out by half of `growth` (in by half of −`growth`): a
  /// stroke along them in the outline's own paint grows it, in the other paint thins it.
  private func drawEdges(of path: CGPath, growth: CGFloat, cut: Bool, in context: CGContext) {
    guard growth != 0 else { return }
    context.setBlendMode((growth > 0) == cut ? .clear : .normal)
    context.setLineWidth(abs(growth))
    context.addPath(path)
    context.strokePath()
  }
}
