import Foundation
import Testing

@testable import Typesetting

/// Below 20 points the system font's stand-in takes SF Pro Text's advance widths, so strings are
/// as wide as iOS draws them. The expected widths are SF Pro Text's `hmtx` advances (2048 units
/// to the em; version 13.0d1e33) plus Apple's tracking after each character, worked out by hand.

/// Width of `text` laid out on one line in `font`.
private func width(_ text: String, _ font: Font) -> Double {
  TextLayout(AttributedText(text, attributes: TextAttributes(font: font))).width
}

@Test func axisLabel_isSFProTextsWidth() {
  // DGCharts sizes a y axis from its longest label at the 10-point system font. SF Pro Text:
  // "-" 966, "8" 1308, "0" 1290 units; tracking at 10 points is 0.012 em after each.
  let font = FontLibrary.shared.systemFont(size: 10)
  let expected = Double(966 + 1308 + 1290) / 2048 * 10 + 3 * 0.012 * 10
  #expect(abs(width("-80", font) - expected) < 1e-9)
  // "1" 955, "2" 1237, "0" 1290.
  #expect(abs(width("120", font) - (Double(955 + 1237 + 1290) / 2048 * 10 + 0.36)) < 1e-9)
}

@Test func semiboldHeadline_isSFProTextsWidth() {
  // iOS gives the 16-point semibold "What's" 52.67 points (swift-snapshot-testing's testTraits
  // reference); SF Pro Text Semibold: W 2036, h 1274, a 1179, t 808, ' 540, s 1128 units, and
  // tracking -0.020 em after each of the six characters: 52.494, 52.67 once ceiled to pixels.
  let font = FontLibrary.shared.systemFont(size: 16, weight: .semibold)
  let expected = Double(2036 + 1274 + 1179 + 808 + 540 + 1128) / 2048 * 16 + 6 * -0.020 * 16
  #expect(abs(width("What's", font) - expected) < 1e-9)
  #expect((expected * 3).rounded(.up) / 3 == 158.0 / 3)
}

@Test(arguments: [
  (FontWeight.regular, 1308), (.medium, 1349), (.semibold, 1380), (.bold, 1421),
])
func eachMeasuredWeight_takesItsOwnAdvance(weight: FontWeight, units: Int) {
  let font = FontLibrary.shared.systemFont(size: 12, weight: weight)  // no tracking at 12
  #expect(abs(width("8", font) - Double(units) / 2048 * 12) < 1e-9)
}

@Test func glyph_isCentredInTheWiderAdvance() throws {
  // Inter's "8" (1736 of 2816 units) sits centred in SF Pro Text's (1308 of 2048), after "-"
  // (966) and its tracking.
  let font = FontLibrary.shared.systemFont(size: 10)
  let layout = TextLayout(AttributedText("-8", attributes: TextAttributes(font: font)))
  let glyphs = try #require(layout.lines.first?.runs.first?.glyphs)
  let widening = (1308.0 / 2048 - 1736.0 / 2816) * 10
  #expect(abs(glyphs[0].x - (966.0 / 2048 - 1296.0 / 2816) * 10 / 2) < 1e-9)
  #expect(abs(glyphs[1].x - (966.0 / 2048 * 10 + 0.12 + widening / 2)) < 1e-9)
}

@Test func fromTwentyPoints_interKeepsItsOwnAdvances() {
  // iOS draws SF Pro Display from 20 points, whose widths were not measured.
  let system = FontLibrary.shared.systemFont(size: 20)
  let plain = Font(face: system.face, size: 20)
  #expect(abs(width("-80", system) - (width("-80", plain) + 3 * system.tracking)) < 1e-9)
}

@Test func tabularFigures_keepInters() {
  // `monospacedDigitSystemFont`: Inter's tabular digit (1824 of 2816 units) is SF Pro Text's
  // (1328 of 2048) to 0.001 em, so digits keep it; the minus sign still takes SF Pro's.
  let font = FontLibrary.shared.monospacedDigitSystemFont(size: 12)
  let expected = Double(966) / 2048 * 12 + 2 * 1824.0 / 2816 * 12
  #expect(abs(width("-80", font) - expected) < 1e-9)
}

@Test func namedInterAndItalics_keepInters() {
  let named = FontLibrary.shared.font(named: "Inter", size: 10)
  #expect(named.sfProTextAdvances == nil)
  #expect(abs(width("8", named) - 1736.0 / 2816 * 10) < 1e-9)
  #expect(FontLibrary.shared.systemFont(size: 10, italic: true).sfProTextAdvances == nil)
  #expect(FontLibrary.shared.systemFont(size: 10, weight: .light).sfProTextAdvances == nil)
}

@Test func installedSFPro_drawsWithItsOwnAdvances() {
  // The SF Pro path (stood in for by DejaVu Sans, as SystemFontTests does) takes no table.
  let installed = SystemFontDesign.Families(
    text: "DejaVu Sans", display: "DejaVu Sans", displayFromSize: 20, lineMetrics: nil)
  let library = FontLibrary(
    glyphCacheBytes: 1 << 20, systemFamilies: [installed, .inter], warn: { _ in })
  #expect(library.systemFont(size: 10).sfProTextAdvances == nil)
  #expect(SystemFontDesign.Families.sfPro.takesSFProAdvances == false)
}
