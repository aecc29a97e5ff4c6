import Raster
import Testing

@testable import Typesetting

private let attributes = TextAttributes(font: .system(17))

@Test(arguments: [Double.nan, .infinity, -20, 0])
func layout_degenerateWidth_neverHangsAndKeepsEveryCharacter(width: Double) {
  let string = "Hello 世界 😀"
  let result = TextLayout(AttributedText(string, attributes: attributes), width: width)
  let covered = result.lines.map(\.range.count).reduce(0, +)
  #expect(covered == string.utf16.count)
  #expect(result.width.isFinite && result.height.isFinite)
}

@Test(arguments: [Double.nan, -3, 0, 1e9])
func font_degenerateSize_laysOutAndDrawsWithoutCrashing(size: Double) {
  let font = FontLibrary.shared.systemFont(size: size)
  let result = TextLayout(AttributedText("Ag", attributes: TextAttributes(font: font)))
  let pixmap = try! Pixmap(width: 20, height: 20)
  result.draw(in: Canvas(pixmap: pixmap), at: .zero)
  #expect(result.width.isFinite && result.height.isFinite)
}

@Test func layout_unpairedControlAndPrivateUseCharacters_layOut() {
  let string = "a\u{0}\u{7}\u{E000}\u{FFFF}\u{10FFFF}b"
  let result = TextLayout(AttributedText(string, attributes: attributes), width: 50)
  #expect(result.lines.map(\.range.count).reduce(0, +) == string.utf16.count)
}

@Test func layout_concurrentLayoutsAndDraws_agree() async {
  let text = AttributedText("並行 concurrent 동시 😀", attributes: attributes)
  let results = await withTaskGroup(of: [UInt8].self) { group in
    for _ in 0..<4 {
      group.addTask {
        let pixmap = try! Pixmap(width: 200, height: 30)
        TextLayout(text, width: 200).draw(in: Canvas(pixmap: pixmap), at: .zero)
        return Array(UnsafeBufferPointer(start: pixmap.data, count: 200 * 30 * 4))
      }
    }
    return await group.reduce(into: []) { $0.append($1) }
  }
  #expect(Set(results).count == 1)
}

@Test func layout_nonFiniteLengthsSetAfterInit_countAsZero() {
  var odd = attributes
  odd.kern = .nan
  odd.baselineOffset = .infinity
  var style = ParagraphStyle()
  style.lineSpacing = .nan
  style.headIndent = -5
  let result = TextLayout(AttributedText("a b\nc", attributes: odd), style: style)
  let plain = TextLayout(AttributedText("a b\nc", attributes: attributes))
  #expect(result.width == plain.width && result.height == plain.height)
}
