import Testing
import UIKit

// Inter Regular's tables, read off the font file by hand (hhea ascender 2728, descender −680,
// line gap 0; head unitsPerEm 2816; OS/2 sxHeight 1536, sCapHeight 2048).
private let unitsPerEm = 2816.0

@Test func systemFont17_metricsAreInterTablesScaled() {
  let font = UIFont.systemFont(ofSize: 17)
  let scale = 17 / unitsPerEm
  #expect(font.familyName == "Inter")
  #expect(font.fontName == "Inter-Regular")
  #expect(font.pointSize == 17)
  #expect(abs(font.ascender - 2728 * scale) < 1e-9)
  #expect(abs(font.descender - -680 * scale) < 1e-9)
  #expect(font.leading == 0)
  #expect(abs(font.capHeight - 2048 * scale) < 1e-9)
  #expect(abs(font.xHeight - 1536 * scale) < 1e-9)
  // UIKit's lineHeight: ascender − descender + leading, unrounded (20.5738… here).
  #expect(abs(font.lineHeight - 3408 * scale) < 1e-9)
  #expect(font.descender < 0)
}

@Test(arguments: [
  (UIFont.TextStyle.largeTitle, 34.0), (.title1, 28), (.title2, 22), (.title3, 20),
  (.headline, 17), (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13),
  (.caption1, 12), (.caption2, 11),
])
func preferredFont_textStyle_hasIOSDefaultSize(style: UIFont.TextStyle, size: CGFloat) {
  let font = UIFont.preferredFont(forTextStyle: style)
  #expect(font.pointSize == size)
  #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: nil) == font)
}

@Test func preferredFont_headlineIsSemiboldAndBodyRegular() {
  #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
  #expect(UIFont.preferredFont(forTextStyle: .body).fontName == "Inter-Regular")
}

@Test(arguments: [
  // Inter calls its 100 weight Thin and its 200 ExtraLight; UIKit's two lightest are 100, 200.
  (UIFont.Weight.ultraLight, -0.8, "Inter-Thin"), (.thin, -0.6, "Inter-ExtraLight"),
  (.light, -0.4, "Inter-Light"), (.regular, 0, "Inter-Regular"), (.medium, 0.23, "Inter-Medium"),
  (.semibold, 0.3, "Inter-SemiBold"), (.bold, 0.4, "Inter-Bold"),
  (.heavy, 0.56, "Inter-ExtraBold"), (.black, 0.62, "Inter-Black"),
])
func systemFont_weight_hasIOSRawValueAndPicksInterStyle(
  weight: UIFont.Weight, raw: CGFloat, name: String
) {
  #expect(weight.rawValue == raw)
  #expect(UIFont.systemFont(ofSize: 12, weight: weight).fontName == name)
}

@Test func systemFont_weightBetweenNamedOnes_picksTheNearerStyle() {
  // 0.38 lies 80 % of the way from semibold to bold: OpenType weight 680, nearest 700.
  #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.38)).fontName == "Inter-Bold")
  #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(.nan)).fontName == "Inter-Regular")
}

@Test func boldAndItalicSystemFonts_pickThoseStyles() {
  #expect(UIFont.boldSystemFont(ofSize: 14).fontName == "Inter-Bold")
  #expect(UIFont.italicSystemFont(ofSize: 14).fontName == "Inter-Italic")
  #expect(UIFont.boldSystemFont(ofSize: 14).pointSize == 14)
}

@Test func monospacedSystemFont_isMonospaced() {
  let font = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
  let attributes: [NSAttributedString.Key: Any] = [.font: font]
  #expect(
    "iiii".size(withAttributes: attributes).width == "MMMM".size(withAttributes: attributes).width)
}

@Test func monospacedDigitSystemFont_givesEveryDigitOneWidth() {
  let tabular: [NSAttributedString.Key: Any] = [
    .font: UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
  ]
  let proportional: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
  #expect("1111".size(withAttributes: tabular).width == "0000".size(withAttributes: tabular).width)
  #expect(
    "1111".size(withAttributes: proportional).width
      < "0000".size(withAttributes: proportional).width)
}

@Test func fontNamed_installedPostScriptName_givesThatFace() throws {
  let font = try #require(UIFont(name: "Inter-Bold", size: 15))
  #expect(font.fontName == "Inter-Bold")
  #expect(font.pointSize == 15)
}

@Test func fontNamed_missing_givesTheSystemFontNotNil() {
  // The one-line warning goes to standard error (Typesetting's tests count it).
  let font = UIFont(name: "No Such Font Anywhere", size: 19)
  #expect(font?.fontName == "Inter-Regular")
  #expect(font?.pointSize == 19)
}

@Test func withSize_keepsTheFaceAndChangesTheSize() {
  let font = UIFont.boldSystemFont(ofSize: 10).withSize(30)
  #expect(font.fontName == "Inter-Bold")
  #expect(font.pointSize == 30)
  #expect(abs(font.ascender - 2728 * 30 / unitsPerEm) < 1e-9)
}

@Test func standardSizes_areUIKits() {
  #expect(UIFont.systemFontSize == 14)
  #expect(UIFont.labelFontSize == 17)
  #expect(UIFont.buttonFontSize == 18)
  #expect(UIFont.smallSystemFontSize == 12)
}

@Test func fonts_equalWhenFaceAndSizeMatch() {
  #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
  #expect(UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
  #expect(UIFont.systemFont(ofSize: 12) != UIFont.boldSystemFont(ofSize: 12))
}
