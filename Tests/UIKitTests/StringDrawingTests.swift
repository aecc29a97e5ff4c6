import CoreGraphics
import Raster
import Testing
import UIKit

/// The pixels of what `draw` draws into a transparent scale-`scale` image of `size` points.
func renderText(_ size: CGSize, scale: CGFloat = 2, _ draw: () -> Void) -> Pixmap {
  let format = UIGraphicsImageRendererFormat()
  format.scale = scale
  return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw() }.cgImage!.pixmap
}

/// The smallest pixel box around every pixel with any alpha; nil when nothing was drawn.
func inkBounds(_ pixmap: Pixmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
  var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  for y in 0..<pixmap.height {
    for x in 0..<pixmap.width where pixmap[x, y].a > 0 {
      box = (
        min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x + 1),
        max(box?.maxY ?? y, y + 1)
      )
    }
  }
  return box
}

private let font = UIFont.systemFont(ofSize: 17)

@Test func drawAt_inkLiesInsideTheMeasuredBox() throws {
  let text = "Typography, quickly"
  let size = text.size(withAttributes: [.font: font])
  let origin = CGPoint(x: 6, y: 4)
  let pixels = renderText(CGSize(width: 200, height: 30)) {
    text.draw(at: origin, withAttributes: [.font: font])
  }
  let ink = try #require(inkBounds(pixels))
  // In pixels at scale 2; the box is the line box, so ink may touch but not pass it.
  #expect(Double(ink.minX) >= origin.x * 2 - 1)
  #expect(Double(ink.maxX) <= (origin.x + size.width) * 2 + 1)
  #expect(Double(ink.minY) >= origin.y * 2)
  #expect(Double(ink.maxY) <= (origin.y + size.height) * 2)
  // And the ink fills the box's width nearly to the ends (T and y reach the sides).
  #expect(Double(ink.maxX - ink.minX) > (size.width - 2) * 2)
}

@Test func drawIn_wrapsToTheWidthAndClipsToTheHeight() throws {
  let text = "one two three four five six seven eight nine ten"
  let rect = CGRect(x: 10, y: 10, width: 80, height: 30)
  let pixels = renderText(CGSize(width: 120, height: 120)) {
    text.draw(in: rect, withAttributes: [.font: font])
  }
  let ink = try #require(inkBounds(pixels))
  #expect(ink.minX >= 20 && ink.maxX <= 180)
  #expect(ink.minY >= 20 && ink.maxY <= 80)
  // Two lines (20.57 points each) do not fit in 30 points: the second is cut at the edge.
  #expect(ink.maxY == 80)
  let unclipped = text.boundingRect(
    with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude),
    options: .usesLineFragmentOrigin,
    attributes: [.font: font], context: nil)
  #expect(unclipped.height > rect.height)
}

@Test func draw_withoutACurrentContext_drawsNothingAndDoesNotCrash() {
  "nothing".draw(at: .zero, withAttributes: [.font: font])
  NSAttributedString(string: "nothing").draw(in: CGRect(x: 0, y: 0, width: 50, height: 50))
}

@Test func draw_foregroundColour_paintsGlyphsInIt() {
  let pixels = renderText(CGSize(width: 40, height: 30)) {
    "II".draw(
      at: CGPoint(x: 2, y: 2), withAttributes: [.font: font, .foregroundColor: UIColor.red])
  }
  let solid = (0..<pixels.height).flatMap { y in (0..<pixels.width).map { pixels[$0, y] } }
    .filter { $0.a == 255 }
  #expect(!solid.isEmpty)
  #expect(solid.allSatisfy { $0 == PremultipliedColor(r: 255, g: 0, b: 0, a: 255) })
}

@Test func draw_defaultColour_isBlack() {
  let pixels = renderText(CGSize(width: 40, height: 30)) {
    "II".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: font])
  }
  let solid = (0..<pixels.height).flatMap { y in (0..<pixels.width).map { pixels[$0, y] } }
    .filter { $0.a == 255 }
  #expect(!solid.isEmpty && solid.allSatisfy { $0.r == 0 && $0.g == 0 && $0.b == 0 })
}

@Test func draw_backgroundColour_fillsTheLineBoxBehindTheText() throws {
  let text = "Hi"
  let size = text.size(withAttributes: [.font: font])
  let pixels = renderText(CGSize(width: 60, height: 40)) {
    text.draw(
      at: CGPoint(x: 5, y: 5), withAttributes: [.font: font, .backgroundColor: UIColor.blue])
  }
  let ink = try #require(inkBounds(pixels))
  // The background covers the text's measured box, whose edges are fractional at 2x: the
  // covered pixels reach from the box's start to its end, rounded out.
  #expect(ink.minX == 10 && ink.minY == 10)
  #expect(ink.maxX == Int(((5 + size.width) * 2).rounded(.up)))
  #expect(ink.maxY == Int(((5 + size.height) * 2).rounded(.up)))
  #expect(pixels[10, 11] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
}

@Test func draw_underline_addsInkBelowTheBaseline() throws {
  let origin = CGPoint(x: 4, y: 4)
  let plain = renderText(CGSize(width: 60, height: 30)) {
    "ace".draw(at: origin, withAttributes: [.font: font])
  }
  let underlined = renderText(CGSize(width: 60, height: 30)) {
    "ace".draw(
      at: origin,
      withAttributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue])
  }
  let plainInk = try #require(inkBounds(plain))
  let underlinedInk = try #require(inkBounds(underlined))
  // "ace" has no descenders (only the round letters' overshoot): the underline is the lowest
  // ink, below the overshoot.
  let baseline = (origin.y + font.ascender) * 2
  #expect(Double(plainInk.maxY) <= baseline + 2)
  #expect(underlinedInk.maxY >= plainInk.maxY + 2)
  #expect(underlinedInk.minX <= plainInk.minX && underlinedInk.maxX >= plainInk.maxX)
}

@Test func drawWithOptions_baselineOrigin_putsTheBaselineAtTheRectsTop() throws {
  let pixels = renderText(CGSize(width: 60, height: 40)) {
    ("x" as NSString).draw(
      with: CGRect(x: 5, y: 30, width: 50, height: 10), options: [],
      attributes: [.font: font], context: nil)
  }
  let ink = try #require(inkBounds(pixels))
  // Without .usesLineFragmentOrigin the rect's origin is the baseline: the x sits on y = 30.
  #expect(ink.maxY == 60)
  // The x is Inter's, 1536 of 2816 units tall (`font.xHeight` reports SF Pro's, 1078 of 2048).
  #expect(abs(Double(ink.minY) - (30 - 17.0 * 1536 / 2816) * 2) <= 1)
}

@Test func draw_contextShadowAndClip_applyToText() throws {
  let unshadowed = renderText(CGSize(width: 60, height: 30)) {
    "I".draw(at: CGPoint(x: 4, y: 2), withAttributes: [.font: font])
  }
  let shadowed = renderText(CGSize(width: 60, height: 30)) {
    let context = UIGraphicsGetCurrentContext()!
    // Offsets are in base space, unaffected by the CTM: 10 pixels right.
    context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: UIColor.red.cgColor)
    context.clip(to: CGRect(x: 0, y: 0, width: 60, height: 10))
    "I".draw(at: CGPoint(x: 4, y: 2), withAttributes: [.font: font])
  }
  let stem = try #require(inkBounds(unshadowed))
  let ink = try #require(inkBounds(shadowed))
  // The red copy lands 10 pixels right of the black stem; nothing passes the clip's bottom.
  #expect(ink.maxX == stem.maxX + 10)
  #expect(ink.maxY == 20)
  let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
  #expect((0..<20).contains { shadowed[stem.minX + 10 + 1, $0] == red })
}

@Test func drawIn_truncatingTail_drawsOneLineEndingInAnEllipsis() throws {
  let style = NSMutableParagraphStyle()
  style.lineBreakMode = .byTruncatingTail
  let rect = CGRect(x: 0, y: 0, width: 80, height: 60)
  let pixels = renderText(CGSize(width: 80, height: 60)) {
    "one two three four five six seven".draw(
      in: rect, withAttributes: [.font: font, .paragraphStyle: style])
  }
  let ink = try #require(inkBounds(pixels))
  #expect(Double(ink.maxY) <= font.lineHeight * 2)
  #expect(ink.maxX <= 160)
}
