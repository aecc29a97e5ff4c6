import CoreGraphics
import Foundation
import Raster
import Testing
import UIKit

/// `CATextLayer` draws its string from the top left of its bounds as string drawing does, in
/// its font at its font size and colour, aligned, wrapped and truncated as it is told; an
/// attributed string with its own attributes.
@MainActor
@Suite struct TextLayerTests {
  let size = CGSize(width: 120, height: 40)
  let black = UIColor.black

  /// The pixels of `layer`, `size` points at the origin, rendered at 2x.
  func pixels(of layer: CATextLayer) -> Pixmap {
    layer.frame = CGRect(origin: .zero, size: size)
    layer.contentsScale = 2
    return renderText(size) { layer.render(in: UIGraphicsGetCurrentContext()!) }
  }

  /// The pixels of `text` drawn with `attributes` in the layer's rectangle, lines from the top.
  func pixels(of text: String, _ attributes: [NSAttributedString.Key: Any]) -> Pixmap {
    renderText(size) {
      text.draw(
        with: CGRect(origin: .zero, size: size), options: .usesLineFragmentOrigin,
        attributes: attributes, context: nil)
    }
  }

  /// Whether the two pictures have the same size and the same pixels.
  func same(_ a: Pixmap, _ b: Pixmap) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    return (0..<a.height).allSatisfy { y in
      memcmp(a.row(y), b.row(y), a.width * 4) == 0
    }
  }

  /// The pixels of `text` drawn by string drawing in black `font` (the 20-point system font
  /// by default), aligned and broken as given.
  func expected(
    _ text: String, font: UIFont = .systemFont(ofSize: 20), _ alignment: NSTextAlignment = .natural,
    _ lineBreak: NSLineBreakMode = .byClipping
  ) -> Pixmap {
    let style = NSMutableParagraphStyle()
    style.alignment = alignment
    style.lineBreakMode = lineBreak
    return pixels(of: text, [.font: font, .foregroundColor: black, .paragraphStyle: style])
  }

  func layer(_ string: Any?, font: CFTypeRef? = UIFont.systemFont(ofSize: 12)) -> CATextLayer {
    let layer = CATextLayer()
    layer.string = string
    layer.font = font
    layer.fontSize = 20
    layer.foregroundColor = black.cgColor
    return layer
  }

  @Test func defaults() {
    let layer = CATextLayer()
    #expect(layer.string == nil && layer.font == nil)
    #expect(layer.fontSize == 36)
    #expect(layer.foregroundColor == CGColor(gray: 1, alpha: 1))
    #expect(!layer.isWrapped)
    #expect(layer.truncationMode == .none && layer.alignmentMode == .natural)
    #expect(layer.needsDisplay())
  }

  /// A `UIFont` gives the face; the layer's font size gives the size (20, not 12).
  @Test func aPlainStringDrawsInTheFontAtTheLayersSize() {
    let drawn = pixels(of: layer("Hello"))
    #expect(inkBounds(drawn) != nil)
    #expect(same(drawn, expected("Hello")))
  }

  /// A `CGFont` made from a name draws that face, as the `UIFont` of that name draws it (with the
  /// face's own metrics: not the system font's, which iOS does not give a font looked up by name).
  @Test func aCGFontDrawsItsFace() throws {
    let bold = try #require(UIFont(name: "Inter-Bold", size: 20))
    let font = try #require(CGFont(bold.fontName as CFString))
    #expect(font.postScriptName == bold.fontName)
    #expect(same(pixels(of: layer("Hello", font: font)), expected("Hello", font: bold)))
    #expect(CGFont("No Such Font Anywhere" as CFString) == nil)
  }

  @Test func alignmentModeAlignsTheLines() {
    let centred = layer("Hi")
    centred.alignmentMode = .center
    let middle = expected("Hi", .center)
    #expect(same(pixels(of: centred), middle))
    #expect(inkBounds(middle)!.minX > inkBounds(pixels(of: layer("Hi")))!.minX + 60)
  }

  /// Unwrapped, a long line runs past the bounds and is clipped; wrapped, it breaks into
  /// lines; truncated at the end, it ends in an ellipsis inside the bounds.
  @Test func wrappingAndTruncation() {
    let text = "one two three four five six"
    let font = UIFont.systemFont(ofSize: 20)
    #expect(text.size(withAttributes: [.font: font]).width > size.width)
    let clipped = pixels(of: layer(text))
    #expect(same(clipped, expected(text)))
    // One line, at 2x: its ink is less than a line height and a half tall.
    let unwrapped = inkBounds(clipped)!
    #expect(CGFloat(unwrapped.maxY - unwrapped.minY) < font.lineHeight * 3)
    let wrapping = layer(text)
    wrapping.isWrapped = true
    let wrapped = pixels(of: wrapping)
    #expect(inkBounds(wrapped)!.maxY > unwrapped.maxY + 20)
    #expect(same(wrapped, expected(text, .natural, .byWordWrapping)))
    let truncating = layer(text)
    truncating.truncationMode = .end
    #expect(same(pixels(of: truncating), expected(text, .natural, .byTruncatingTail)))
  }

  /// An attributed string keeps its own font and colour; the layer's are for plain strings.
  @Test func anAttributedStringDrawsWithItsAttributes() {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.red,
    ]
    let drawn = pixels(of: layer(NSAttributedString(string: "Red", attributes: attributes)))
    #expect(same(drawn, pixels(of: "Red", attributes)))
  }

  /// Changing what the layer draws marks it for display, as a new size does.
  @Test func changesMarkTheLayerForDisplay() {
    let layer = layer("A")
    layer.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
    layer.displayIfNeeded()
    #expect(!layer.needsDisplay())
    layer.string = "B"
    #expect(layer.needsDisplay())
    layer.displayIfNeeded()
    layer.bounds.size.width = 60
    #expect(layer.needsDisplay())
  }
}
