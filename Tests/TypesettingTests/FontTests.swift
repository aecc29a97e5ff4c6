import Foundation
import Testing

@testable import Typesetting

/// Collects warnings from a library under test.
final class WarningLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  func append(_ line: String) { lock.withLock { lines.append(line) } }
  var all: [String] { lock.withLock { lines } }
}

let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
let cjkCollection = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

@Test func systemFont_isInterRegular() {
  let font = FontLibrary.shared.systemFont(size: 17)
  #expect(font.face.familyName == "Inter")
  #expect(font.face.styleName == "Regular")
  #expect(font.face.file == interRegular)
}

@Test(arguments: [
  (FontWeight.bold, false, "Bold"), (.semibold, false, "Semi Bold"), (.light, false, "Light"),
  (.regular, true, "Italic"), (.bold, true, "Bold Italic"),
])
func systemFont_weightAndSlant_pickInterStyle(weight: FontWeight, italic: Bool, style: String) {
  let face = FontLibrary.shared.systemFont(size: 17, weight: weight, italic: italic).face
  #expect(face.familyName == "Inter")
  #expect(
    face.styleName.replacingOccurrences(of: " ", with: "")
      == style.replacingOccurrences(of: " ", with: ""))
}

@Test(arguments: [(interRegular, 0, 17.0), (dejaVuSans, 0, 51.0), (cjkCollection, 2, 15.0)])
func metrics_matchTheFontTables(file: String, index: Int, size: Double) throws {
  let tables = try SfntTables(file: file, index: index)
  let metrics = try FontLibrary.shared.face(file: file, index: index).metrics(size: size)
  let scale = size / Double(tables.unitsPerEm)
  #expect(abs(metrics.ascender - Double(tables.ascender) * scale) < 1e-9)
  #expect(abs(metrics.descender - Double(tables.descender) * scale) < 1e-9)
  #expect(abs(metrics.leading - Double(tables.lineGap) * scale) < 1e-9)
  // DejaVu Sans has a version 1 OS/2 table: its H is 1493 units tall and its x 1120.
  #expect(abs(metrics.capHeight - Double(tables.capHeight ?? 1493) * scale) < 1e-9)
  #expect(abs(metrics.xHeight - Double(tables.xHeight ?? 1120) * scale) < 1e-9)
  let lineHeight = Double(tables.ascender - tables.descender + tables.lineGap) * scale
  #expect(abs(metrics.lineHeight - lineHeight) < 1e-9)
  #expect(metrics.pointSize == size)
}

@Test func fontNamed_postScriptName_findsThatFace() {
  let font = FontLibrary.shared.font(named: "Inter-Bold", size: 12)
  #expect(font.face.familyName == "Inter")
  #expect(font.face.styleName == "Bold")
  #expect(font.size == 12)
}

@Test func fontNamed_family_findsRegularStyle() {
  let face = FontLibrary.shared.installedFace(named: "DejaVu Sans")
  #expect(face?.file == dejaVuSans)
}

@Test func fontNamed_missing_givesSystemFontAndOneWarning() {
  let log = WarningLog()
  let library = FontLibrary(warn: { log.append($0) })
  let first = library.font(named: "Helvetica-Nowhere", size: 14)
  let second = library.font(named: "Helvetica-Nowhere", size: 20)
  #expect(first.face.familyName == "Inter")
  #expect(second.size == 20)
  #expect(log.all.count == 1)
  #expect(log.all.first?.contains("Helvetica-Nowhere") == true)
  #expect(log.all.first?.contains("\n") == false)
}

@Test func face_missingFile_throwsCannotOpen() {
  #expect(throws: FontError.self) {
    try FontLibrary.shared.face(file: "/nonexistent/font.ttf")
  }
}

@Test func monospacedDigitFont_turnsOnTabularFigures() {
  let font = FontLibrary.shared.monospacedDigitSystemFont(size: 17)
  #expect(font.features == [.tabularFigures])
  let plain = TextLayout(AttributedText("1111", attributes: TextAttributes(font: .system(17))))
  let ones = TextLayout(AttributedText("1111", attributes: TextAttributes(font: font)))
  let zeros = TextLayout(AttributedText("0000", attributes: TextAttributes(font: font)))
  // Inter's proportional 1 is narrower than its 0; tabular figures share one advance.
  #expect(abs(ones.width - zeros.width) < 1e-9)
  #expect(plain.width < ones.width)
}

@Test func monospacedFont_isDejaVuSansMono() {
  #expect(FontLibrary.shared.monospacedFont(size: 12).face.familyName == "DejaVu Sans Mono")
}

@Test(arguments: [
  ("使", "Noto Sans CJK SC"), ("한", "Noto Sans CJK KR"), ("😀", "Noto Color Emoji"),
  ("A", "Inter"), ("é", "Inter"),
])
func fallback_picksFaceByScript(character: String, family: String) {
  let inter = FontLibrary.shared.systemFont(size: 17).face
  let face = FontLibrary.shared.face(for: Substring(character).unicodeScalars, preferred: inter)
  #expect(face.familyName == family)
}

extension Font {
  /// The shared library's system font, for brevity in tests.
  static func system(_ size: Double, weight: FontWeight = .regular) -> Font {
    FontLibrary.shared.systemFont(size: size, weight: weight)
  }
}

@Test func systemFont_missingFamily_warnsOnceNamingTheFont() {
  let log = WarningLog()
  let absent = SystemFontDesign.Families(
    text: "Offscreen Absent Sans", display: "Offscreen Absent Sans", displayFromSize: 24,
    lineMetrics: nil)
  let library = FontLibrary(
    glyphCacheBytes: 1 << 20, systemFamilies: [absent], warn: { log.append($0) })
  let regular = library.systemFont(size: 17)
  _ = library.systemFont(size: 20, weight: .bold)
  // Drawing goes on with fontconfig's sans-serif, but not silently, and only once.
  #expect(regular.face.familyName != "Offscreen Absent Sans")
  #expect(
    log.all == [
      "warning: Offscreen: the system font Offscreen Absent Sans is not installed: install a"
        + " font whose family is \"Offscreen Absent Sans\" (drawing with another font, so"
        + " snapshots will not match references)"
    ])
}

@Test func missingFamilyWarning_namesTheDebianPackage() {
  #expect(
    FontLibrary.missingFamilyWarning("Inter", role: "system")
      == "warning: Offscreen: the system font Inter is not installed: apt-get install"
      + " fonts-inter (drawing with another font, so snapshots will not match references)")
  #expect(
    FontLibrary.missingFamilyWarning("Noto Sans CJK KR", role: "CJK").contains(
      "apt-get install fonts-noto-cjk"))
}

@Test func systemFont_installed_warnsNothing() {
  let log = WarningLog()
  let library = FontLibrary(warn: { log.append($0) })
  #expect(library.systemFont(size: 17).face.familyName == "Inter")
  #expect(log.all.isEmpty)
}
