import Testing

@testable import Typesetting

private let inter17 = TextAttributes(font: .system(17))

private func layout(
  _ text: String, _ attributes: TextAttributes = inter17, style: ParagraphStyle = ParagraphStyle(),
  width: Double? = nil, lines: Int = 0
) -> TextLayout {
  TextLayout(
    AttributedText(text, attributes: attributes), style: style, width: width, maximumLines: lines)
}

private func width(_ text: String, _ attributes: TextAttributes = inter17) -> Double {
  layout(text, attributes).width
}

/// The system font's line metrics at `size`: SF Pro's, ascender 1950, descender 494 and no line
/// gap in 2048 units to the em, whichever face draws the glyphs.
private func systemMetrics(_ size: Double) -> (ascent: Double, descent: Double, gap: Double) {
  (size * 1950 / 2048, size * 494 / 2048, 0)
}

private func text(of line: TextLine, in string: String) -> String {
  let utf16 = Array(string.utf16)
  return String(decoding: utf16[line.range], as: UTF16.self)
}

@Test func layout_emptyText_hasNoLinesAndNoSize() {
  let empty = layout("")
  #expect(empty.lines.isEmpty)
  #expect(empty.width == 0 && empty.height == 0)
  #expect(empty.firstBaseline == nil)
}

@Test func layout_singleLine_baselineIsAscender() throws {
  let m = systemMetrics(17)
  let single = layout("Hello")
  #expect(single.lines.count == 1)
  #expect(abs(single.firstBaseline! - m.ascent) < 1e-9)
  #expect(abs(single.height - (m.ascent + m.descent + m.gap)) < 1e-9)
}

@Test func layout_wordWrap_breaksAfterTheSpace() {
  let string = "Hello world"
  let wrapped = layout(string, width: width(string) - 1)
  #expect(wrapped.lines.map { text(of: $0, in: string) } == ["Hello ", "world"])
  #expect(abs(wrapped.lines[0].width - width("Hello")) < 1e-9)
}

@Test func layout_hardBreaks_startNewLinesAndTrailingBreakAddsOne() {
  let string = "ab\ncd\r\nef\n"
  let result = layout(string)
  #expect(result.lines.map { text(of: $0, in: string) } == ["ab\n", "cd\r\n", "ef\n", ""])
}

@Test func layout_overlongWord_breaksByCharactersWithinWidth() {
  let string = "Supercalifragilistic"
  let result = layout(string, width: 60)
  #expect(result.lines.count > 1)
  #expect(result.lines.allSatisfy { $0.width <= 60 })
  #expect(result.lines.map { text(of: $0, in: string) }.joined() == string)
}

@Test func layout_narrowerThanALetter_givesOneLetterPerLineWithSpacesHanging() {
  let string = "ab c"
  let result = layout(string, width: 1)
  #expect(result.lines.map { text(of: $0, in: string) } == ["a", "b ", "c"])
}

@Test func layout_charWrap_fillsToTheLastFittingCharacter() {
  let string = "abc def"
  let style = ParagraphStyle(lineBreakMode: .charWrap)
  let result = layout(string, style: style, width: width("abc d") + 0.01)
  #expect(result.lines.map { text(of: $0, in: string) } == ["abc d", "ef"])
}

@Test func layout_chinese_breaksBetweenIdeographsNeverBeforeComma() {
  let string = "使用 Auto Layout 将 View 显示在屏幕上，需要经过三个步骤。"
  let attributes = TextAttributes(font: .system(17))
  let limit = width("使用 Auto Layout 将") + 3
  let result = layout(string, attributes, width: limit)
  let pieces = result.lines.map { text(of: $0, in: string) }
  #expect(pieces.count >= 2)
  #expect(pieces.joined() == string)
  #expect(result.lines.allSatisfy { $0.width <= limit })
  #expect(pieces.allSatisfy { !$0.hasPrefix("，") && !$0.hasPrefix("。") })
}

@Test func layout_korean_breaksOnlyBetweenWords() {
  let string = "제약조건의 갱신은 뷰 계층구조를 따라 하위 뷰에서 상위 뷰 방향으로 이루어짐"
  let result = layout(string, width: 120)
  let pieces = result.lines.map { text(of: $0, in: string) }
  #expect(pieces.count >= 3)
  #expect(pieces.dropLast().allSatisfy { $0.hasSuffix(" ") })
  #expect(pieces.joined() == string)
}

@Test(arguments: [LineBreakMode.truncateTail, .truncateHead, .truncateMiddle])
func layout_truncation_fitsWidthAndShowsEllipsis(mode: LineBreakMode) {
  let string = "The quick brown fox jumps over the lazy dog"
  let result = layout(string, style: ParagraphStyle(lineBreakMode: mode), width: 150, lines: 1)
  #expect(result.lines.count == 1)
  #expect(result.isTruncated)
  let line = result.lines[0]
  #expect(line.isTruncated && line.width <= 150 && line.width > 100)
  let ellipsis = layout("\u{2026}").lines[0].runs[0].glyphs[0].glyph
  let glyphs = line.runs.flatMap(\.glyphs).map(\.glyph)
  let position = glyphs.firstIndex(of: ellipsis)
  switch mode {
  case .truncateTail: #expect(position == glyphs.count - 1)
  case .truncateHead: #expect(position == 0)
  default: #expect(position != nil && position! > 0 && position! < glyphs.count - 1)
  }
}

@Test func layout_numberOfLines_truncatesOnlyTheLastLine() {
  let string = "one two three four five six seven eight nine ten"
  let limit = width("one two three") + 1
  let style = ParagraphStyle(lineBreakMode: .truncateTail)
  let result = layout(string, style: style, width: limit, lines: 2)
  #expect(result.lines.count == 2)
  #expect(text(of: result.lines[0], in: string) == "one two three ")
  #expect(!result.lines[0].isTruncated && result.lines[1].isTruncated)
  #expect(result.lines[1].width <= limit)
}

@Test func layout_numberOfLinesWithWordWrap_dropsLaterLines() {
  let result = layout("one two three four", width: width("one two") + 1, lines: 1)
  #expect(result.lines.count == 1 && result.isTruncated && !result.lines[0].isTruncated)
}

@Test func layout_shortTextWithTruncation_isUntouched() {
  let result = layout(
    "Hi", style: ParagraphStyle(lineBreakMode: .truncateTail), width: 100, lines: 1)
  #expect(!result.isTruncated && abs(result.width - width("Hi")) < 1e-9)
}

@Test(arguments: [TextAlignment.left, .natural, .right, .center])
func layout_alignment_placesLineInContainer(alignment: TextAlignment) {
  let result = layout("Hello", style: ParagraphStyle(alignment: alignment), width: 300)
  let line = result.lines[0]
  let expected: Double
  switch alignment {
  case .right: expected = 300 - line.width
  case .center: expected = (300 - line.width) / 2
  default: expected = 0
  }
  #expect(abs(line.origin.x - expected) < 1e-9)
}

@Test func layout_justified_stretchesAllButTheLastLine() {
  let string = "one two three four five six seven eight nine ten eleven"
  let result = layout(string, style: ParagraphStyle(alignment: .justified), width: 150)
  #expect(result.lines.count >= 3)
  for line in result.lines.dropLast() {
    #expect(abs(line.width - 150) < 1e-6)
    let glyphs = line.runs.flatMap(\.glyphs)
    // The last glyph ends at the right edge.
    let last = glyphs.last!
    let advance = line.runs.last!.endX - last.x
    #expect(abs(last.x + advance - 150) < 1e-6)
  }
  #expect(result.lines.last!.width < 150)
}

@Test func layout_lineSpacing_addsBetweenLinesOnly() throws {
  let m = systemMetrics(17)
  let lineHeight = m.ascent + m.descent + m.gap
  let result = layout("A\nB", style: ParagraphStyle(lineSpacing: 6))
  #expect(abs(result.lines[1].origin.y - result.lines[0].origin.y - (lineHeight + 6)) < 1e-9)
  #expect(abs(result.height - (2 * lineHeight + 6)) < 1e-9)
  #expect(abs(result.lastBaseline! - (lineHeight + 6 + m.ascent)) < 1e-9)
}

@Test func layout_paragraphSpacing_addsAfterParagraphs() throws {
  let m = systemMetrics(17)
  let lineHeight = m.ascent + m.descent + m.gap
  let result = layout("A\nB", style: ParagraphStyle(paragraphSpacing: 7, paragraphSpacingBefore: 2))
  #expect(abs(result.lines[1].top - (lineHeight + 9)) < 1e-9)
}

@Test func layout_lineHeightMultiple_addsSpaceAboveGlyphs() throws {
  let m = systemMetrics(17)
  let natural = m.ascent + m.descent + m.gap
  let result = layout("A", style: ParagraphStyle(lineHeightMultiple: 1.5))
  #expect(abs(result.height - natural * 1.5) < 1e-9)
  #expect(abs(result.firstBaseline! - (natural * 1.5 - m.descent - m.gap)) < 1e-9)
}

@Test func layout_minimumAndMaximumLineHeight_clampTheLine() throws {
  let m = systemMetrics(17)
  let tall = layout("A", style: ParagraphStyle(minimumLineHeight: 40))
  let short = layout("A", style: ParagraphStyle(maximumLineHeight: 12))
  #expect(abs(tall.height - 40) < 1e-9)
  #expect(abs(tall.firstBaseline! - (40 - m.descent - m.gap)) < 1e-9)
  #expect(abs(short.height - 12) < 1e-9)
}

@Test func layout_indents_offsetFirstAndOtherLines() {
  let style = ParagraphStyle(firstLineHeadIndent: 20, headIndent: 5)
  let result = layout("one two three four five six", style: style, width: 90)
  #expect(result.lines.count >= 2)
  #expect(result.lines[0].origin.x == 20)
  #expect(result.lines.dropFirst().allSatisfy { $0.origin.x == 5 })
  #expect(result.lines[0].width <= 70)
}

@Test func shaping_kerning_tightensAV() throws {
  let face = try FontLibrary.shared.face(file: dejaVuSans)
  let attributes = TextAttributes(font: Font(face: face, size: 40))
  #expect(width("AV", attributes) < width("A", attributes) + width("V", attributes) - 1)
}

@Test func shaping_combiningMark_takesNoAdvance() {
  #expect(abs(width("e\u{301}") - width("e")) < 1e-9)
}

@Test func shaping_conjoiningJamo_composeIntoOneSyllable() {
  let jamo = layout("\u{1112}\u{1161}\u{11AB}")
  let syllable = layout("한")
  #expect(abs(jamo.width - syllable.width) < 1e-9)
  #expect(jamo.lines[0].runs.flatMap(\.glyphs).count == 1)
}

@Test func shaping_ligature_joinsFi() throws {
  let face = try FontLibrary.shared.face(file: dejaVuSans)
  let result = layout("fi", TextAttributes(font: Font(face: face, size: 20)))
  #expect(result.lines[0].runs.flatMap(\.glyphs).count == 1)
}

@Test func shaping_kernAttribute_addsAfterEachCharacter() {
  var spaced = inter17
  spaced.kern = 3
  #expect(abs(width("abc", spaced) - (width("abc") + 9)) < 1e-9)
}

@Test func shaping_mixedScripts_useFallbackFaces() {
  let result = layout("Hi 你好 한글 😀")
  let families = Set(result.lines[0].runs.map(\.font.face.familyName))
  #expect(families == ["Inter", "Noto Sans CJK SC", "Noto Sans CJK KR", "Noto Color Emoji"])
}
