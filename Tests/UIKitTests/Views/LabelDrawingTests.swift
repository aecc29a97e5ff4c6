import CoreGraphics
import Foundation
import Raster
import TestSupport
import Testing
import UIKit

/// Lays `view` out, runs its display pass and returns its backing store: what the view drew.
@MainActor
func displayedPixmap(of view: UIView) -> Pixmap? {
  view.layoutIfNeeded()
  view.layer.displayIfNeeded()
  return (view.layer.contents as? CGImage)?.pixmap
}

/// The ink box (maxima exclusive) of what `view` drew; fails the test when it drew nothing.
@MainActor
func displayedInk(
  of view: UIView, sourceLocation: SourceLocation = #_sourceLocation
) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
  let pixmap = try #require(displayedPixmap(of: view), sourceLocation: sourceLocation)
  return try #require(inkBounds(pixmap), sourceLocation: sourceLocation)
}

/// `views`' backing stores drawn at their frames over white, each on a light grey cell, at
/// `scale`: a picture of frame-positioned views that does not need layer compositing.
@MainActor
func composite(_ views: [UIView], size: CGSize, scale: CGFloat) throws -> Pixmap {
  let stores = try views.map { try #require(displayedPixmap(of: $0)) }
  let format = UIGraphicsImageRendererFormat()
  format.scale = scale
  let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
    UIColor.white.setFill()
    context.fill(CGRect(origin: .zero, size: size))
    for (view, store) in zip(views, stores) {
      UIColor(white: 0.9, alpha: 1).setFill()
      context.fill(view.frame)
      UIImage(cgImage: CGImage(adopting: store), scale: scale, orientation: .up)
        .draw(in: view.frame)
    }
  }
  return try #require(image.cgImage?.pixmap)
}

/// What labels draw, checked against the same text drawn with NSString's drawing, or against
/// where UIKit places it (vertically centred, aligned, shrunk, in its state's colour).
@MainActor
@Suite struct LabelDrawingTests {
  /// A label sized to `text` at the given scale, with black text.
  func label(_ text: String, width: CGFloat, height: CGFloat) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
    label.text = text
    label.textColor = .black
    return label
  }

  /// Two lines of a long text end in an ellipsis: exactly what NSString draws with
  /// `.truncatesLastVisibleLine` in a rectangle two lines tall, word wrapping.
  @Test func twoLineLabel_truncatesLikeStringDrawing() throws {
    let text = LabelSizingTests.sentence + " " + LabelSizingTests.sentence
    let label = label(text, width: 200, height: 0)
    label.numberOfLines = 2
    label.preferredMaxLayoutWidth = 200
    label.frame.size.height = label.intrinsicContentSize.height
    let drawn = try #require(displayedPixmap(of: label))
    var attributes = LabelSizingTests.wrappingAttributes
    attributes[.foregroundColor] = UIColor.black
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let expected = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { _ in
      text.draw(
        with: CGRect(origin: .zero, size: label.bounds.size),
        options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes,
        context: nil)
    }
    let difference = PixelDifference(try #require(expected.cgImage?.pixmap), drawn)
    #expect(difference.count == 0, "\(difference)")
  }

  /// Text in a label taller than the text is centred: its ink sits half the spare height
  /// (rounded to pixels) lower than in a label exactly as tall as the text.
  @Test func text_isCentredVertically() throws {
    let tight = label("Hg", width: 100, height: 0)
    tight.frame.size.height = tight.intrinsicContentSize.height
    let tall = label("Hg", width: 100, height: 60)
    let tightInk = try displayedInk(of: tight)
    let tallInk = try displayedInk(of: tall)
    // Spare height in pixels at 3x, halved and rounded.
    let spare = ((60 - tight.bounds.height) * 3 / 2).rounded()
    #expect(tallInk.minY - tightInk.minY == Int(spare))
    #expect(tallInk.maxY - tightInk.maxY == Int(spare))
    #expect(tallInk.minX == tightInk.minX)
  }

  /// Centre and right alignment move the line within the width; natural alignment is right
  /// in a right-to-left layout.
  @Test func alignment_placesTheLine() throws {
    let left = try displayedInk(of: label("Hi", width: 120, height: 30))
    let centred = label("Hi", width: 120, height: 30)
    centred.textAlignment = .center
    let right = label("Hi", width: 120, height: 30)
    right.textAlignment = .right
    let rtl = label("Hi", width: 120, height: 30)
    rtl.semanticContentAttribute = .forceRightToLeft
    let c = try displayedInk(of: centred)
    let r = try displayedInk(of: right)
    let n = try displayedInk(of: rtl)
    let inkWidth = left.maxX - left.minX
    // The line is the same ink, moved: by (width - line)/2 centred, by (width - line) right.
    // Moved by a fraction of a pixel, anti-aliased ink can reach one pixel column more or less.
    #expect(abs((c.maxX - c.minX) - inkWidth) <= 1)
    #expect(abs((c.minX - left.minX) - (360 - inkWidth) / 2) <= 6)
    #expect(r.maxX >= 360 - 6 && r.maxX <= 360)
    #expect(n.minX == r.minX && n.maxX == r.maxX)
  }

  /// A one-line label too narrow for its text shrinks the font to fit: the capitals' ink is
  /// as much shorter as the width is short of the full line (100 points over the line width).
  @Test func adjustsFontSizeToFitWidth_shrinksToTheWidth() throws {
    let text = "HHHH HHHH HHHH"
    let fullWidth = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
    #expect(fullWidth > 120)
    let plain = label(text, width: 100, height: 30)
    let shrinking = label(text, width: 100, height: 30)
    shrinking.adjustsFontSizeToFitWidth = true
    shrinking.minimumScaleFactor = 0.5
    let full = try displayedInk(of: plain)
    let shrunk = try displayedInk(of: shrinking)
    let fullCapHeight = CGFloat(full.maxY - full.minY)
    // The size at which the text is 100 points wide; not 17 × 100 / fullWidth, since the system
    // font's tracking changes with its size, as SF Pro's does.
    var (low, high): (CGFloat, CGFloat) = (8.5, 17)
    for _ in 0..<30 {
      let size = (low + high) / 2
      let width = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: size)]).width
      if width > 100 { high = size } else { low = size }
    }
    let expected = fullCapHeight * low / 17
    #expect(abs(CGFloat(shrunk.maxY - shrunk.minY) - expected) <= 2)
    // The shrunk line fits the width: its ink ends inside the 300 pixels, near the end.
    #expect(shrunk.maxX <= 300 && shrunk.maxX > 270)
    // The minimum scale is a floor: at 0.9 the text stays at 90% and is truncated.
    let floored = label(text, width: 100, height: 30)
    floored.adjustsFontSizeToFitWidth = true
    floored.minimumScaleFactor = 0.9
    let flooredInk = try displayedInk(of: floored)
    #expect(abs(CGFloat(flooredInk.maxY - flooredInk.minY) - fullCapHeight * 0.9) <= 2)
  }

  /// The highlighted colour replaces the text colour while highlighted; a disabled label is
  /// dimmed; a shadow is drawn at its offset.
  @Test func stateColours_andShadow() throws {
    let highlighted = label("H", width: 40, height: 30)
    highlighted.highlightedTextColor = .red
    highlighted.isHighlighted = true
    let pixmap = try #require(displayedPixmap(of: highlighted))
    let ink = try #require(inkBounds(pixmap))
    let middle = pixmap[ink.minX + 1, (ink.minY + ink.maxY) / 2]
    #expect(middle.r == 255 && middle.g == 0 && middle.a == 255)

    let disabled = label("H", width: 40, height: 30)
    disabled.isEnabled = false
    let dim = try #require(displayedPixmap(of: disabled))
    let dimInk = try #require(inkBounds(dim))
    #expect(dim[dimInk.minX + 1, (dimInk.minY + dimInk.maxY) / 2].a == 128)

    let shadowed = label("H", width: 40, height: 30)
    shadowed.shadowColor = .red
    shadowed.shadowOffset = CGSize(width: 2, height: 2)
    let withShadow = try #require(displayedPixmap(of: shadowed))
    let shadowInk = try #require(inkBounds(withShadow))
    // The red copy sits 2 points (6 pixels) right of and below the black text.
    let plainInk = try displayedInk(of: label("H", width: 40, height: 30))
    #expect(shadowInk.maxX == plainInk.maxX + 6 && shadowInk.maxY == plainInk.maxY + 6)
    let corner = withShadow[shadowInk.maxX - 2, shadowInk.maxY - 2]
    #expect(corner.r == 255 && corner.g == 0)
  }

  /// A gallery of alignments, fonts, wrapping and truncation, composed from each label's
  /// backing store.
  @Test func gallery_golden() throws {
    func make(_ text: String, _ frame: CGRect, _ configure: (UILabel) -> Void) -> UILabel {
      let label = UILabel(frame: frame)
      label.text = text
      label.textColor = .black
      label.contentScaleFactor = 2
      configure(label)
      return label
    }
    let long = LabelSizingTests.sentence
    let labels = [
      make("Left", CGRect(x: 10, y: 10, width: 180, height: 24)) { _ in },
      make("Centre", CGRect(x: 10, y: 40, width: 180, height: 24)) { $0.textAlignment = .center },
      make("Right", CGRect(x: 10, y: 70, width: 180, height: 24)) { $0.textAlignment = .right },
      make("Bold 24", CGRect(x: 10, y: 100, width: 180, height: 34)) {
        $0.font = .boldSystemFont(ofSize: 24)
      },
      make("Small italic caption", CGRect(x: 10, y: 140, width: 180, height: 18)) {
        $0.font = .italicSystemFont(ofSize: 12)
        $0.textColor = .systemBlue
      },
      make(long, CGRect(x: 10, y: 165, width: 180, height: 24)) { _ in },
      make(long, CGRect(x: 10, y: 195, width: 180, height: 90)) { $0.numberOfLines = 0 },
      make(long + " " + long, CGRect(x: 10, y: 290, width: 180, height: 44)) {
        $0.numberOfLines = 2
        $0.lineBreakMode = .byTruncatingMiddle
      },
      make("Shadowed", CGRect(x: 10, y: 340, width: 180, height: 30)) {
        $0.font = .boldSystemFont(ofSize: 20)
        $0.shadowColor = .systemGray
        $0.shadowOffset = CGSize(width: 1, height: 1)
      },
    ]
    let image = try composite(labels, size: CGSize(width: 200, height: 380), scale: 2)
    try GoldenImage.assertMatches(image, golden: "UIKit/Views/label-gallery.png")
  }
}
