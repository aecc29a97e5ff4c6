import CoreGraphics
import Foundation
import UIKit

extension Snapshotting where Value == CGPath, Format == UIImage {
  /// A snapshot strategy for comparing bezier paths based on pixel equality.
  public static var image: Snapshotting { .image() }

  /// A snapshot strategy for comparing bezier paths based on pixel equality: the path filled
  /// in black on a transparent image of its bounding box (`boundingBoxOfPath`), as on iOS.
  ///
  /// - Parameters:
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match (CIE ΔE 1994, as `Diffing.image` explains).
  ///   - scale: The image's scale, and the one the reference is read at: 1 by default.
  ///   - drawingMode: How the path is drawn: filled with the even-odd rule by default.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
    drawingMode: CGPathDrawingMode = .eoFill
  ) -> Snapshotting {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { path in
      pathImage(bounds: path.boundingBoxOfPath, scale: scale) { context in
        context.addPath(path)
        context.drawPath(using: drawingMode)
      }
    }
  }
}

extension Snapshotting where Value == CGPath, Format == String {
  /// A snapshot strategy for comparing bezier paths based on element descriptions: one line
  /// an element (`MoveTo (0.0, 0.0)`, `QuadCurveTo (3.75, 86.25) (30.0, 90.0)`, `Close `), a
  /// blank line before each subpath after the first, numbers with one to three decimals.
  public static var elementsDescription: Snapshotting {
    .elementsDescription(numberFormatter: pathNumberFormatter())
  }

  /// A snapshot strategy for comparing bezier paths based on element descriptions.
  ///
  /// - Parameter numberFormatter: The number formatter used for formatting points.
  public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
    SimplySnapshotting.lines.pullback { path in
      var text = ""
      path.applyWithBlock { pointer in
        let element = pointer.pointee
        let (name, count) = elementNameAndPointCount(element.type)
        if element.type == .moveToPoint && !text.isEmpty { text += "\n" }
        let points = UnsafeBufferPointer(start: element.points, count: count).map { point in
          "(\(format(point.x, numberFormatter)), \(format(point.y, numberFormatter)))"
        }
        // Upstream joins the points after a space even when there are none ("Close ").
        text += name + " " + points.joined(separator: " ") + "\n"
      }
      return text
    }
  }
}

/// The name upstream prints for an element and the number of points it has.
private func elementNameAndPointCount(_ type: CGPathElementType) -> (String, Int) {
  switch type {
  case .moveToPoint: ("MoveTo", 1)
  case .addLineToPoint: ("LineTo", 1)
  case .addQuadCurveToPoint: ("QuadCurveTo", 2)
  case .addCurveToPoint: ("CurveTo", 3)
  case .closeSubpath: ("Close", 0)
  }
}

private func format(_ value: CGFloat, _ formatter: NumberFormatter) -> String {
  formatter.string(from: NSNumber(value: Double(value))) ?? "\(value)"
}

/// The formatter upstream describes path points with: at least one and at most three
/// decimals, `.` as the separator, no grouping (`83.284`, `1234567.5`). Upstream leaves the
/// style `.none`, which Linux's Foundation formats with the minimum fraction digits only
/// (`83.3`); `.decimal` without grouping prints what the `.none` style prints on iOS.
private func pathNumberFormatter() -> NumberFormatter {
  let formatter = NumberFormatter()
  formatter.numberStyle = .decimal
  formatter.usesGroupingSeparator = false
  formatter.decimalSeparator = "."
  formatter.minimumFractionDigits = 1
  formatter.maximumFractionDigits = 3
  return formatter
}

/// A transparent image of `bounds` at `scale` with `draw` run in it, in `bounds`' coordinates.
func pathImage(bounds: CGRect, scale: CGFloat, _ draw: @escaping (CGContext) -> Void) -> UIImage {
  let format = UIGraphicsImageRendererFormat.preferred()
  format.scale = scale
  return UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
    draw(context.cgContext)
  }
}
