import Testing
import UIKit

// The system font reports SF Pro's metrics (hhea ascender 1950, descender −494, line gap 0;
// OS/2 sCapHeight 1443, sxHeight 1078; 2048 units to the em), whichever face draws it.
private let unitsPerEm = 2048.0

@Test func systemFont17_metricsAreSFProsScaled() {
  let font = UIFont.systemFont(ofSize: 17)
  let scale = 17 / unitsPerEm
  #expect(font.familyName == "Inter")
  #expect(font.fontName == "Inter-Regular")
  #expect(font.pointSize == 17)
  #expect(abs(font.ascender - 1950 * scale) < 1e-9)
  #expect(abs(font.descender - -494 * scale) < 1e-9)
  #expect(font.leading == 0)
  #expect(abs(font.capHeight - 1443 * scale) < 1e-9)
  #expect(abs(font.xHeight - 1078 * scale) < 1e-9)
  // UIKit's lineHeight: ascender − descender + leading, unrounded (20.2871… here, as on iOS).
  #expect(abs(font.lineHeight - 2444 * scale) < 1e-9)
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

@Test func withSize_keepsTheWeightAndChangesTheSize() {
  let font = UIFont.boldSystemFont(ofSize: 10).withSize(20)
  #expect(font.fontName == "Inter-Bold")
  #expect(font.pointSize == 20)
  #expect(abs(font.ascender - 1950 * 20 / unitsPerEm) < 1e-9)
  // From 24 points the system font draws with Inter's Display design, as SF Pro turns to its.
  #expect(UIFont.boldSystemFont(ofSize: 10).withSize(30).fontName == "InterDisplay-Bold")
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

@Test func plainInitialiser_givesTheSystemFontAtTheSystemSize() {
  // Apple documents no plain initialiser for fonts; `UIFont()` is a usable font here.
  #expect(UIFont() == UIFont.systemFont(ofSize: 14))
}
