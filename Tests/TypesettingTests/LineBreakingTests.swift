import Testing

@testable import Typesetting

/// The text with "÷" wherever a line may end (the notation of Unicode's LineBreakTest.txt,
/// with "×" left implicit).
func markedBreaks(_ text: String) -> String {
  let attributes = TextAttributes(font: .system(17))
  let buffer = TextBuffer(AttributedText(text, attributes: attributes), library: .shared)
  let breaks = BreakOpportunities.compute(buffer, in: 0..<buffer.count)
  var marked = ""
  for i in 0..<buffer.count {
    marked.unicodeScalars.append(buffer.scalar(i))
    if breaks[i], i < buffer.count - 1 { marked += "÷" }
  }
  return marked
}

/// Cases worked out by hand from UAX #14's rules, in the notation of its test data.
@Test(arguments: [
  // Latin: after spaces (LB18), after hyphens (LB21), never inside numbers (LB25).
  "The ÷quick ÷fox",
  "well-÷known",
  "$100.00 ÷off",
  "(hello) ÷world",
  "a\u{A0}b ÷c",  // no-break space glues (LB12)
  "e\u{301}e",  // combining marks stay with their base (LB9)
  "50% ÷more",
  // Chinese: between any two ideographs (LB31); closing punctuation never starts a line
  // (LB13), opening punctuation never ends one (LB14).
  "使÷用÷设÷置",
  "然÷后，÷选÷择。",
  "「你÷好」",
  "《三÷体》",
  "Auto ÷Layout ÷将 ÷View",
  // Korean: between words, as iOS breaks it.
  "제약조건의 ÷갱신은 ÷뷰",
  "하위 ÷뷰에서 ÷상위",
])
func breakOpportunities_followUnicodeRules(expected: String) {
  let text = expected.replacingOccurrences(of: "÷", with: "")
  #expect(markedBreaks(text) == expected)
}

@Test func breakOpportunities_neverInsideAGraphemeCluster() {
  // A flag is two regional indicators, one cluster; libunibreak alone may split the pair.
  let marked = markedBreaks("🇰🇷🇨🇳")
  #expect(!marked.unicodeScalars.dropFirst().prefix(1).contains("÷"))
}
