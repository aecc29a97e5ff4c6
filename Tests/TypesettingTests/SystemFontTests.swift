import Foundation
import Testing

@testable import Typesetting

/// The system font stands in for SF Pro: SF Pro's line metrics, Apple's tracking per size, and
/// Inter's Text and Display designs where SF Pro changes optical size.

@Test(arguments: [17.0, 28, 58])
func systemFont_hasSFProsLineMetrics(size: Double) {
  let metrics = FontLibrary.shared.systemFont(size: size).metrics
  // SF Pro: ascender 1950, descender -494, no line gap, cap height 1443, x height 1078, in
  // 2048 units to the em. At 17 points the line is 17 × 2444 / 2048 = 20.287109375 tall.
  #expect(metrics.ascender == size * 1950 / 2048)
  #expect(metrics.descender == -size * 494 / 2048)
  #expect(metrics.leading == 0)
  #expect(metrics.capHeight == size * 1443 / 2048)
  #expect(metrics.xHeight == size * 1078 / 2048)
  #expect(abs(metrics.lineHeight - size * 2444 / 2048) < 1e-12)
}

@Test func namedInter_keepsItsOwnMetricsAndSpacing() {
  // Asked for by name, Inter is Inter: its own tables, no tracking.
  let font = FontLibrary.shared.font(named: "Inter", size: 17)
  #expect(font.system == nil && font.tracking == 0)
  #expect(font.metrics.ascender == 17.0 * 2728 / 2816)
}

@Test(arguments: [
  // Apple's table lists these sizes; between two listed sizes the tracking is interpolated,
  // and beyond the ends it is held.
  (17.0, -26.0), (12, 0), (24, 3), (28, 14), (58, 5), (80, 0), (96, 0), (6, 41), (4, 41),
  (16.5, -23), (55, 6), (78, 0.5),
])
func tracking_followsApplesTable(size: Double, perMille: Double) {
  #expect(abs(SystemFontDesign.tracking(size: size) - perMille / 1000 * size) < 1e-12)
  #expect(
    FontLibrary.shared.systemFont(size: size).tracking == SystemFontDesign.tracking(size: size))
}

@Test func tracking_goesAfterEveryCharacter() {
  // At 22 points, where Inter keeps its own advances (SF Pro Text's stop at 20).
  let system = FontLibrary.shared.systemFont(size: 22)
  let plain = Font(face: system.face, size: 22)
  let tracked = TextLayout(AttributedText("point", attributes: TextAttributes(font: system)))
  let untracked = TextLayout(AttributedText("point", attributes: TextAttributes(font: plain)))
  // Five characters, each followed by -0.012 em.
  #expect(abs(tracked.width - (untracked.width + 5 * -0.012 * 22)) < 1e-9)
}

@Test func tracking_isNotGivenToFallbackFaces() {
  // The CJK fallback keeps its own spacing, as PingFang does under SF Pro on iOS.
  let system = FontLibrary.shared.systemFont(size: 17)
  let cjk = FontLibrary.shared.face(for: "使".unicodeScalars, preferred: system.face)
  let tracked = TextLayout(AttributedText("使使", attributes: TextAttributes(font: system)))
  let plain = TextLayout(
    AttributedText("使使", attributes: TextAttributes(font: Font(face: cjk, size: 17))))
  #expect(abs(tracked.width - plain.width) < 1e-9)
}

@Test(arguments: [(17.0, "Inter"), (23.5, "Inter"), (24, "Inter Display"), (58, "Inter Display")])
func systemFont_displayDesignFrom24Points(size: Double, family: String) {
  #expect(FontLibrary.shared.systemFont(size: size).face.familyName == family)
  #expect(FontLibrary.shared.systemFont(size: 17).withSize(size).face.familyName == family)
  let bold = FontLibrary.shared.systemFont(size: size, weight: .bold).face
  #expect(bold.familyName == family && bold.weight == .bold)
}

@Test func installedPreferredFamily_drawsTheSystemFont() {
  // DejaVu Sans stands in for SF Pro being installed: the first installed choice wins, its own
  // metrics are used, and the summary says which face draws.
  let installed = SystemFontDesign.Families(
    text: "DejaVu Sans", display: "DejaVu Sans", displayFromSize: 20, lineMetrics: nil)
  let log = WarningLog()
  let library = FontLibrary(
    glyphCacheBytes: 1 << 20, systemFamilies: [installed, .inter], warn: { log.append($0) })
  let font = library.systemFont(size: 17)
  #expect(font.face.familyName == "DejaVu Sans")
  #expect(font.metrics == font.face.metrics(size: 17))
  #expect(library.systemFontSummary == "DejaVu Sans (DejaVuSans) and Apple's tracking")
  #expect(log.all.isEmpty)
}

@Test func absentPreferredFamily_fallsBackToInterSilently() {
  let absent = SystemFontDesign.Families(
    text: "Offscreen Absent Pro Text", display: "Offscreen Absent Pro Display",
    displayFromSize: 20, lineMetrics: nil)
  let log = WarningLog()
  let library = FontLibrary(
    glyphCacheBytes: 1 << 20, systemFamilies: [absent, .inter], warn: { log.append($0) })
  #expect(library.systemFont(size: 17).face.familyName == "Inter")
  #expect(
    library.systemFontSummary
      == "Inter (Inter-Regular), Inter Display from 24 pt, with SF Pro's line metrics,"
      + " SF Pro Text's widths below 20 pt and Apple's tracking")
  // SF Pro is optional: its absence is not worth a warning.
  #expect(log.all.isEmpty)
}

@Test func defaultFamilies_preferSFProThenInter() {
  #expect(FontLibrary.systemFamilies == [.sfPro, .inter])
  #expect(SystemFontDesign.Families.sfPro.text == "SF Pro Text")
  #expect(SystemFontDesign.Families.sfPro.display == "SF Pro Display")
  #expect(SystemFontDesign.Families.sfPro.displayFromSize == 20)
}
