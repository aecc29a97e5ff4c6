import CoreGraphics
import Foundation
import Raster

extension CAGradientLayer {
  /// Fills the clip with `gradient` swept around `center`, from the direction of `towards`,
  /// clockwise on iOS's y-down screen: each device pixel takes the colour at its angle.
  ///
  /// Raster has no conic paint, so the pixels are computed here, exactly, from the gradient's
  /// colours as CoreGraphics interpolates them along a line.
  func drawConicGradient(
    _ gradient: CGGradient, center: CGPoint, towards: CGPoint, in ctx: CGContext
  ) {
    let canvas = ctx.canvas
    let device = bounds.applying(ctx.userSpaceToDeviceSpaceTransform).integral
    let area = canvas.clipBounds.intersection(device.raster.roundedOut)
    guard !area.isEmpty, let inverse = canvas.transform.inverted(),
      let colors = Self.colorsAlong(gradient),
      let pixels = try? Pixmap(width: area.width, height: area.height)
    else { return }
    let zero = atan2(Double(towards.y - center.y), Double(towards.x - center.x))
    let turn = 2 * Double.pi
    colors.withUnsafeBufferPointer { table in
      for row in 0..<area.height {
        let out = UnsafeMutableRawPointer(pixels.row(row)).assumingMemoryBound(to: UInt32.self)
        for column in 0..<area.width {
          let p = inverse.apply(
            Point(Double(area.x + column) + 0.5, Double(area.y + row) + 0.5))
          var fraction = (atan2(p.y - Double(center.y), p.x - Double(center.x)) - zero) / turn
          fraction -= fraction.rounded(.down)
          out[column] = table[min(Int(fraction * Double(table.count)), table.count - 1)]
        }
      }
    }
    canvas.draw(image: pixels, atDeviceX: area.x, y: area.y)
  }

  /// How many colours the sweep is divided into: finer than 8-bit colour steps.
  private static let sweepSteps = 1024

  /// The gradient sampled at `sweepSteps` evenly spaced locations, as packed premultiplied
  /// pixels, drawn by CoreGraphics itself so the colours match the other gradient types.
  private static func colorsAlong(_ gradient: CGGradient) -> [UInt32]? {
    guard let strip = try? Pixmap(width: sweepSteps, height: 1) else { return nil }
    let context = CGContext(pixmap: strip)
    context.drawLinearGradient(
      gradient, start: .zero, end: CGPoint(x: sweepSteps, y: 0),
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    let row = UnsafeRawPointer(strip.row(0)).assumingMemoryBound(to: UInt32.self)
    return Array(UnsafeBufferPointer(start: row, count: sweepSteps))
  }
}
