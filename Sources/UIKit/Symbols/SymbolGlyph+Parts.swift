import CoreGraphics
import Foundation

// Shorthands the glyph tables are written in: coordinates in design units, y down, the cap
// height from y = 0 to the baseline at y = 100.
extension SymbolGlyph.Part {
  /// An open polyline through x, y pairs: `lines(0, 0, 10, 10)`.
  static func lines(_ xy: CGFloat..., paint: SymbolGlyph.Paint = .stroke) -> Self {
    polyline(xy, closed: false, paint: paint)
  }

  /// A closed polygon through x, y pairs.
  static func polygon(_ xy: CGFloat..., paint: SymbolGlyph.Paint = .stroke) -> Self {
    polyline(xy, closed: true, paint: paint)
  }

  /// A closed polygon through `points`.
  static func polygon(_ points: [CGPoint], paint: SymbolGlyph.Paint = .stroke) -> Self {
    polyline(points.flatMap { [$0.x, $0.y] }, closed: true, paint: paint)
  }

  /// A circle around (`x`, `y`).
  static func circle(
    _ x: CGFloat, _ y: CGFloat, radius r: CGFloat, paint: SymbolGlyph.Paint = .stroke
  ) -> Self {
    shape(paint) { $0.addEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)) }
  }

  /// A rectangle with circular corners of `radius`.
  static func roundedRect(
    _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, radius: CGFloat,
    paint: SymbolGlyph.Paint = .stroke
  ) -> Self {
    shape(paint) {
      $0.addRoundedRect(
        in: CGRect(x: x, y: y, width: width, height: height), cornerWidth: radius,
        cornerHeight: radius)
    }
  }

  /// An arc of the circle around (`x`, `y`) from angle `from` to `to`, in degrees clockwise
  /// from the +x axis on the y-down grid (so −90 is straight up).
  static func arc(
    _ x: CGFloat, _ y: CGFloat, radius: CGFloat, from: CGFloat, to: CGFloat,
    paint: SymbolGlyph.Paint = .stroke
  ) -> Self {
    shape(paint) {
      $0.addArc(
        center: CGPoint(x: x, y: y), radius: radius, startAngle: from * .pi / 180,
        endAngle: to * .pi / 180, clockwise: to < from)
    }
  }

  /// Any path, built by `build`.
  static func shape(_ paint: SymbolGlyph.Paint, _ build: (CGMutablePath) -> Void) -> Self {
    let path = CGMutablePath()
    build(path)
    return Self(path: path, paint: paint)
  }

  private static func polyline(_ xy: [CGFloat], closed: Bool, paint: SymbolGlyph.Paint) -> Self {
    shape(paint) { path in
      let points = stride(from: 0, to: xy.count - 1, by: 2).map {
        CGPoint(x: xy[$0], y: xy[$0 + 1])
      }
      path.addLines(between: points)
      if closed { path.closeSubpath() }
    }
  }
}

/// A point on the design grid.
func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
