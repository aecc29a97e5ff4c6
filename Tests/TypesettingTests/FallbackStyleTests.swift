import Testing

@testable import Typesetting

// A fallback face keeps the weight and slant of the font the text asks for, as iOS's font
// cascade keeps a bold run bold. The machine has Noto Sans CJK in Regular (400) and Bold (700)
// only; fontconfig matches the nearest weight on its own scale, on which medium (100) is 20
// from Regular (80) and 100 from Bold (200), semibold (180) 100 from Regular and 20 from Bold,
// and heavy (205) nearest Bold.
@Test(arguments: [
  (FontWeight.regular, "Regular"), (.medium, "Regular"), (.semibold, "Bold"), (.bold, "Bold"),
  (.heavy, "Bold"),
])
func fallback_cjk_takesTheNearestInstalledWeight(weight: FontWeight, style: String) {
  for (text, family) in [("中文", "Noto Sans CJK SC"), ("한국어", "Noto Sans CJK KR")] {
    let font = FontLibrary.shared.systemFont(size: 17, weight: weight)
    let result = TextLayout(AttributedText(text, attributes: TextAttributes(font: font)))
    let faces = result.lines[0].runs.map(\.font.face)
    #expect(faces.map(\.familyName) == [family], "\(text)")
    #expect(faces.map(\.styleName) == [style], "\(text) at weight \(weight.value)")
  }
}

@Test func fallback_cjkBold_isAFaceDeclaringBoldWeight() {
  let bold = FontLibrary.shared.systemFont(size: 17, weight: .bold).face
  let regular = FontLibrary.shared.systemFont(size: 17).face
  let boldHan = FontLibrary.shared.face(for: "中".unicodeScalars, preferred: bold)
  let regularHan = FontLibrary.shared.face(for: "中".unicodeScalars, preferred: regular)
  // Noto Sans CJK Bold's OS/2 usWeightClass is 700, Regular's 400.
  #expect(boldHan.weight == .bold)
  #expect(regularHan.weight == .regular)
  #expect(boldHan.file.hasSuffix("NotoSansCJK-Bold.ttc"))
  #expect(regularHan.file.hasSuffix("NotoSansCJK-Regular.ttc"))
}

// Noto Sans CJK has no italic: an italic run falls back to the upright face of its weight.
@Test(arguments: [(FontWeight.regular, "Regular"), (.bold, "Bold")])
func fallback_cjkItalic_usesTheUprightFaceOfItsWeight(weight: FontWeight, style: String) {
  let italic = FontLibrary.shared.systemFont(size: 17, weight: weight, italic: true).face
  #expect(italic.isItalic)
  let face = FontLibrary.shared.face(for: "中".unicodeScalars, preferred: italic)
  #expect(face.familyName == "Noto Sans CJK SC")
  #expect(face.styleName == style)
}

// Inter has no Hebrew; DejaVu Sans, fontconfig's choice for it, comes in Book, Bold, Oblique
// and Bold Oblique.
@Test(arguments: [
  (FontWeight.regular, false, "Book"), (.bold, false, "Bold"), (.regular, true, "Oblique"),
  (.bold, true, "Bold Oblique"),
])
func fallback_otherScripts_keepWeightAndSlant(weight: FontWeight, italic: Bool, style: String) {
  let preferred = FontLibrary.shared.systemFont(size: 17, weight: weight, italic: italic).face
  let face = FontLibrary.shared.face(for: "א".unicodeScalars, preferred: preferred)
  #expect(face.familyName == "DejaVu Sans")
  #expect(face.styleName == style)
}

@Test func fallback_emoji_isTheColourFaceAtAnyWeight() {
  let bold = FontLibrary.shared.systemFont(size: 17, weight: .bold).face
  let face = FontLibrary.shared.face(for: "😀".unicodeScalars, preferred: bold)
  #expect(face.familyName == "Noto Color Emoji")
}

@Test(arguments: [
  (FontWeight.light, false), (.regular, false), (.semibold, false), (.bold, true),
])
func face_weightAndSlant_comeFromTheFont(weight: FontWeight, italic: Bool) {
  // Inter's OS/2 usWeightClass is the weight its style is named for.
  let face = FontLibrary.shared.systemFont(size: 17, weight: weight, italic: italic).face
  #expect(face.weight == weight)
  #expect(face.isItalic == italic)
}
