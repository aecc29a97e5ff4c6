import CoreGraphics
import TestSupport
import Testing
import UIKit

@Suite struct ImageRenderingTests {
  /// A 20-point "bubble" at scale 2: a grey rounded rect with a darker 2-point border and a
  /// red dot in the middle, to show which parts stretch.
  static func bubble() -> UIImage {
    renderer2x(CGSize(width: 20, height: 20)).image { _ in
      UIColor.darkGray.setFill()
      UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8).fill()
      UIColor.systemGray5.setFill()
      UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 16, height: 16), cornerRadius: 6).fill()
      UIColor.systemRed.setFill()
      UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 4, height: 4)).fill()
    }
  }

  /// A 16-point glyph-like shape with transparency: a ring and a bar, in black.
  static func glyph() -> UIImage {
    renderer2x(CGSize(width: 16, height: 16)).image { _ in
      let ring = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 14, height: 14))
      ring.lineWidth = 2
      UIColor.black.setStroke()
      ring.stroke()
      UIColor.black.setFill()
      UIRectFill(CGRect(x: 7, y: 3, width: 2, height: 7))
    }
  }

  /// Left: the bubble drawn as is, then stretched to 60×30 with 9-point caps, then tiled the
  /// same way. Right column: the glyph as is, tinted system blue, and tinted at half alpha.
  @Test func tintedAndResizableImages_matchTheGolden() throws {
    let bubble = Self.bubble()
    let caps = UIEdgeInsets(top: 9, left: 9, bottom: 9, right: 9)
    let glyph = Self.glyph()
    let image = renderer2x(CGSize(width: 170, height: 60)).image { context in
      UIColor.white.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 170, height: 60))
      bubble.draw(at: CGPoint(x: 4, y: 4))
      bubble.resizableImage(withCapInsets: caps, resizingMode: .stretch)
        .draw(in: CGRect(x: 28, y: 4, width: 60, height: 30))
      bubble.resizableImage(withCapInsets: caps, resizingMode: .tile)
        .draw(in: CGRect(x: 92, y: 4, width: 50, height: 50))
      glyph.draw(at: CGPoint(x: 148, y: 2))
      glyph.withTintColor(.systemBlue).draw(at: CGPoint(x: 148, y: 21))
      glyph.withTintColor(.systemBlue).draw(
        at: CGPoint(x: 148, y: 40), blendMode: .normal, alpha: 0.5)
    }
    try GoldenImage.assertMatches(image.pixels, golden: "UIKit/Drawing/tinted-resizable.png")
  }
}
