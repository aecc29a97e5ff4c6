import CoreGraphics
import Foundation
import Raster
import Typesetting

extension StyledText {
  /// Draws `block` (laid out from this text) into the current UIKit context with its top-left
  /// corner at `origin`, clipped to `clip` when given: backgrounds first, then the glyphs.
  /// Nothing happens without a current context, as in UIKit.
  func draw(_ block: TextBlock, at origin: CGPoint, clip: CGRect? = nil) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let canvas = context.canvas
    canvas.save()
    defer { canvas.restore() }
    if let clip { canvas.clip(to: clip.raster) }
    for piece in block.pieces {
      let topLeft = Point(x: Double(origin.x), y: Double(origin.y) + piece.top)
      for background in backgrounds {
        canvas.fillPaint = .color(background.color)
        let range =
          background.range.lowerBound - piece.scalarStart..<background.range.upperBound
          - piece.scalarStart
        for box in piece.layout.boxes(scalars: range, at: topLeft) { canvas.fillRect(box) }
      }
      piece.layout.draw(in: canvas, at: topLeft)
    }
  }

  /// `draw(at:)`: unwrapped lines from `point`, the top left of the first line.
  func draw(at point: CGPoint) {
    draw(TextBlock(layout()), at: point)
  }

  /// `draw(in:)`: lines wrapped to the rectangle's width from its top left, clipped to it.
  func draw(in rect: CGRect) {
    let rect = rect.standardized
    guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else {
      return
    }
    draw(block(width: Double(rect.width)), at: rect.origin, clip: rect)
  }

  /// `draw(with:options:context:)`: the layout `boundingRect` measures, placed in `rect`
  /// (its top left with `.usesLineFragmentOrigin`, else the first baseline's left end).
  func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
    let (block, bounds) = measure(in: rect.size, options: options)
    context?.totalBounds = bounds
    draw(block, at: CGPoint(x: rect.minX + bounds.minX, y: rect.minY + bounds.minY))
  }
}

extension NSString {
  /// Draws the string with `attrs` into the current context, its first line's top left at
  /// `point`; lines break only at line breaks.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StyledText(self as String, attributes: attrs).draw(at: point)
  }

  /// Draws the string with `attrs` into the current context, wrapped to `rect`'s width from its
  /// top left and clipped to it.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StyledText(self as String, attributes: attrs).draw(in: rect)
  }

  /// Draws the string as `boundingRect(with:options:attributes:context:)` measures it, placed
  /// in `rect`.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) {
    StyledText(self as String, attributes: attributes).draw(
      with: rect, options: options, context: context)
  }
}

extension NSAttributedString {
  /// Draws the text into the current context, its first line's top left at `point`; lines
  /// break only at line breaks.
  public func draw(at point: CGPoint) {
    StyledText(self).draw(at: point)
  }

  /// Draws the text into the current context, wrapped to `rect`'s width from its top left and
  /// clipped to it.
  public func draw(in rect: CGRect) {
    StyledText(self).draw(in: rect)
  }

  /// Draws the text as `boundingRect(with:options:context:)` measures it, placed in `rect`.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) {
    StyledText(self).draw(with: rect, options: options, context: context)
  }
}

extension StringProtocol {
  /// `NSString.draw(at:withAttributes:)` on a Swift string.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StyledText(String(self), attributes: attrs).draw(at: point)
  }

  /// `NSString.draw(in:withAttributes:)` on a Swift string.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StyledText(String(self), attributes: attrs).draw(in: rect)
  }

  /// `NSString.draw(with:options:attributes:context:)` on a Swift string.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) {
    StyledText(String(self), attributes: attributes).draw(
      with: rect, options: options, context: context)
  }
}
