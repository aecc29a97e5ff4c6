import CoreGraphics
import Foundation
import Raster
import TestSupport
import Testing

@testable import UIKit

/// The SF Symbols drawn with Material Icons glyphs: the table's breadth, sizes on the hand-drawn
/// set's rules (cap height 1443/2048 of the point size at the medium scale, 3× pixel rounding),
/// weights, `.fill` variants, enclosures, and the warning for names with no drawing.
@MainActor @Suite struct MaterialSymbolTests {
  private static let capHeightPerPoint: CGFloat = 1443 / 2048

  /// `x` rounded up to the next third of a point, as a 3× image's size in points is.
  private func thirds(_ x: CGFloat) -> CGFloat { (x * 3 - 1e-9).rounded(.up) / 3 }

  private func symbol(_ name: String, _ configuration: UIImage.SymbolConfiguration? = nil) throws
    -> UIImage
  {
    try #require(UIImage(systemName: name, withConfiguration: configuration), "\(name)")
  }

  /// The coverage of each pixel of the symbol's 3× bitmap, row by row.
  private func alphas(_ image: UIImage) throws -> [UInt8] {
    let pixmap = try #require(image.cgImage?.pixmap)
    return (0..<pixmap.height).flatMap { y in (0..<pixmap.width).map { x in pixmap[x, y].a } }
  }

  /// How many pixels of the symbol's 3× bitmap have any ink.
  private func inkedPixels(_ image: UIImage) throws -> Int {
    try alphas(image).filter { $0 > 0 }.count
  }

  @Test func theTableMapsOverAThousandNames_eachOfWhichDraws() throws {
    #expect(MaterialSymbols.entries.count >= 1000)
    #expect(SymbolCatalog.names.count >= 1085)  // the hand-drawn set (85) and the table
    for name in MaterialSymbols.entries.keys {
      let image = try symbol(name)
      #expect(image.size.width > 0 && image.size.height > 0, "\(name)")
      #expect(try inkedPixels(image) > 0, "\(name) draws nothing")
    }
  }

  /// The hand-drawn set is kept where it exists: the table has no line for those names.
  @Test func handDrawnNames_stayHandDrawn() {
    for name in SymbolCatalog.glyphs.keys {
      #expect(MaterialSymbols.entries[name] == nil, "\(name)")
    }
  }

  /// Material's `stop` is a 12-pixel square of its 24-pixel grid: 76.8 design units at 6.4 a
  /// pixel, drawn with the weight's strokes (regular 11.5 against the font's 12.8: 1.3 units
  /// thinner; bold 16.5: 3.7 thicker). At 100 pt the cap height is 70.46 pt, so regular is
  /// 75.5% of it, 53.20 → 53 1/3, and bold 80.5%, 56.72 → 57.
  @Test func aGlyphsSize_followsPointSizeAndWeight() throws {
    let capHeight = 100 * Self.capHeightPerPoint
    let regular = try symbol("stop.fill", .init(pointSize: 100, weight: .regular))
    let bold = try symbol("stop.fill", .init(pointSize: 100, weight: .bold))
    #expect(
      regular.size == CGSize(width: thirds(0.755 * capHeight), height: thirds(0.755 * capHeight)))
    #expect(
      bold.size == CGSize(width: thirds(0.805 * capHeight), height: thirds(0.805 * capHeight)))
    let small = try symbol("stop.fill", .init(pointSize: 100, weight: .regular, scale: .small))
    #expect(small.size.height == thirds(0.755 * capHeight * 0.783))
  }

  /// Glyphs are centred on the cap height's middle, as SF Symbols sit on text: the baseline is
  /// half the cap height below the image's middle.
  @Test func aGlyph_sitsCentredOnTheCapHeight() throws {
    let image = try symbol("stop.fill", .init(pointSize: 100, weight: .regular))
    let capHeight = 100 * Self.capHeightPerPoint
    #expect(abs(image.baselineOffsetFromBottom - (image.size.height / 2 - capHeight / 2)) < 1e-6)
  }

  /// An enclosed variant composed from a Material glyph is drawn in the hand-drawn circle, so it
  /// has the circle's size and baseline at every weight and scale.
  @Test func enclosedVariants_haveTheCirclesSizeAndBaseline() throws {
    for weight in [UIImage.SymbolWeight.ultraLight, .regular, .black] {
      for scale in [UIImage.SymbolScale.small, .medium, .large] {
        let configuration = UIImage.SymbolConfiguration(pointSize: 30, weight: weight, scale: scale)
        let circle = try symbol("circle", configuration)
        for name in ["trash.circle", "trash.circle.fill", "bolt.circle", "bolt.circle.fill"] {
          let enclosed = try symbol(name, configuration)
          #expect(enclosed.size == circle.size, "\(name) \(weight) \(scale)")
          #expect(enclosed.baselineOffsetFromBottom == circle.baselineOffsetFromBottom)
        }
      }
    }
    // Regular at 100 pt: the ring is 116 units across plus an 11.5-unit stroke.
    let ring = try symbol("bolt.circle", .init(pointSize: 100, weight: .regular))
    #expect(ring.size.width == thirds(1.275 * 100 * Self.capHeightPerPoint))
  }

  /// A filled enclosure is a disc with the glyph cut out: more ink than the ring, less than the
  /// plain disc.
  @Test func filledEnclosures_cutTheGlyphOut() throws {
    let ring = try inkedPixels(symbol("bolt.circle"))
    let disc = try inkedPixels(symbol("bolt.circle.fill"))
    let plainDisc = try inkedPixels(symbol("circle.fill"))
    #expect(disc > ring)
    #expect(disc < plainDisc)
  }

  /// `.fill` names draw Material's filled icon where it has one apart from the outlined one.
  @Test func fillVariants_differFromOutlines() throws {
    for base in [
      "mic", "cloud", "lightbulb", "briefcase", "hand.thumbsup", "chart.pie", "bubble.left",
    ] {
      let outline = try inkedPixels(symbol(base))
      let filled = try inkedPixels(symbol(base + ".fill"))
      #expect(filled > outline, "\(base)")
    }
    // Every pair the table gives two icons draws two different pictures.
    for (name, entry) in MaterialSymbols.entries where name.hasSuffix(".fill") {
      guard let plain = MaterialSymbols.entries[String(name.dropLast(5))],
        plain.icon != entry.icon || plain.enclosure != entry.enclosure
      else { continue }
      let filled = try symbol(name)
      let outline = try symbol(String(name.dropLast(5)))
      #expect(try filled.size != outline.size || alphas(filled) != alphas(outline), "\(name)")
    }
  }

  /// Heavier weights draw thicker strokes: more ink, in a box at least as large.
  @Test func weights_growAndThinTheGlyph() throws {
    let light = try symbol("mic", .init(pointSize: 40, weight: .ultraLight))
    let regular = try symbol("mic", .init(pointSize: 40, weight: .regular))
    let black = try symbol("mic", .init(pointSize: 40, weight: .black))
    #expect(try inkedPixels(light) < inkedPixels(regular))
    #expect(try inkedPixels(regular) < inkedPixels(black))
    #expect(light.size.width < regular.size.width && regular.size.width < black.size.width)
  }

  /// A name with no drawing gives nil, as iOS does for unknown names, and says so once.
  @Test func unmappedNames_giveNil_andWarnOnce() {
    let name = "offscreen.test.unmapped.symbol"
    #expect(UIImage(systemName: name) == nil)
    #expect(
      UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 9)) == nil
    )
    #expect(SymbolLog.messages.filter { $0.contains("\"\(name)\"") }.count == 1)
    // An SF Symbols name with no icon of the same meaning stays unmapped.
    #expect(UIImage(systemName: "swift") == nil)
  }

  /// Forty-eight common symbols drawn from Material's glyphs at 24 points, outline and filled or
  /// enclosed forms side by side, each on a red baseline with its name below.
  @Test func commonSymbols_matchTheGolden() throws {
    let names = Self.sheetNames
    let columns = 8
    let cell = CGSize(width: 84, height: 56)
    let rows = (names.count + columns - 1) / columns
    let size = CGSize(width: cell.width * CGFloat(columns), height: cell.height * CGFloat(rows))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
      UIColor.white.setFill()
      context.fill(CGRect(origin: .zero, size: size))
      for (index, name) in names.enumerated() {
        let origin = CGPoint(
          x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height)
        let baseline = origin.y + 34
        UIColor.systemRed.withAlphaComponent(0.5).setFill()
        context.fill(CGRect(x: origin.x + 4, y: baseline, width: cell.width - 8, height: 0.5))
        let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .regular)
        guard let symbol = UIImage(systemName: name, withConfiguration: configuration) else {
          continue
        }
        let box = CGRect(
          x: origin.x + (cell.width - symbol.size.width) / 2,
          y: baseline - symbol.size.height + symbol.baselineOffsetFromBottom,
          width: symbol.size.width, height: symbol.size.height)
        symbol.draw(in: box)
        NSAttributedString(
          string: name,
          attributes: [.font: UIFont.systemFont(ofSize: 8), .foregroundColor: UIColor.darkGray]
        ).draw(at: CGPoint(x: origin.x + 4, y: origin.y + 44))
      }
    }
    try GoldenImage.assertMatches(image.pixels, golden: "UIKit/Symbols/material-sheet.png")
  }

  static let sheetNames = [
    "trash.fill", "trash.circle", "heart.circle.fill", "star.square", "bell.slash",
    "person.2.fill", "person.crop.circle.fill", "envelope.fill", "lock.fill", "lock.open",
    "eye", "eye.slash", "hand.thumbsup", "hand.thumbsup.fill", "questionmark.circle",
    "exclamationmark.circle.fill", "play.circle.fill", "pause.circle", "forward.end.fill",
    "speaker.wave.2.fill", "mic", "mic.fill", "video.fill", "camera.fill", "photo.on.rectangle",
    "phone.fill", "bubble.left", "text.bubble.fill", "cart.fill", "creditcard", "gift.fill",
    "doc.on.doc", "paperclip", "link", "pencil", "scissors", "list.bullet", "slider.horizontal.3",
    "arrow.down.to.line", "arrow.up.circle.fill", "chevron.right.circle", "square.grid.2x2",
    "cloud.fill", "bolt.fill", "sun.max", "flame.fill", "mappin", "car.fill",
  ]
}
