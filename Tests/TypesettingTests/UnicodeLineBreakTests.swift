import Foundation
import Testing

@testable import Typesetting

/// Unicode's own line-breaking test data (UAX #14), installed by `scripts/bootstrap` through
/// Debian's `unicode-data` package.
let lineBreakTestPath = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

/// One line of LineBreakTest.txt: `× 0023 × 0020 ÷ 0023 ÷  # … NUMBER SIGN (AL) × [7.01] …`.
struct LineBreakTestLine: CustomTestStringConvertible, Sendable {
  var lineNumber: Int
  var scalars: [UInt32]
  /// `breaks[k]`: the file allows a break after scalar `k` ("÷").
  var breaks: [Bool]
  /// Each scalar's line-breaking class as the comment column names it (`CM1_CM`, `OP_OP30`, …).
  var classes: [String]
  /// The rule number (the numbering of LineBreakTest.html) deciding the break after scalar `k`.
  var rules: [String]

  var testDescription: String {
    "line \(lineNumber): "
      + zip(scalars, breaks).map { String($0, radix: 16, uppercase: true) + ($1 ? " ÷" : " ×") }
      .joined(separator: " ")
  }

  /// Parses a test line, or returns nil for a comment, a blank line or a malformed line.
  init?(_ line: Substring, lineNumber: Int) {
    guard let hash = line.firstIndex(of: "#"), hash != line.startIndex else { return nil }
    let marks = line[..<hash].split(whereSeparator: \.isWhitespace)
    guard marks.count >= 3, marks.count % 2 == 1 else { return nil }
    // Each segment of the comment is "rule] NAME (CLASS) × [": the class is the last
    // parenthesised word, since names such as "<CARRIAGE RETURN (CR)>" hold parentheses too.
    let segments = line[line.index(after: hash)...].split(separator: "[").dropFirst()
    var rules: [String] = []
    var classes: [String] = []
    for segment in segments {
      guard let close = segment.firstIndex(of: "]") else { return nil }
      rules.append(String(segment[..<close]))
      if let open = segment.lastIndex(of: "("), let end = segment[open...].firstIndex(of: ")") {
        classes.append(String(segment[segment.index(after: open)..<end]))
      }
    }
    self.lineNumber = lineNumber
    self.scalars = stride(from: 1, to: marks.count, by: 2).compactMap {
      UInt32(marks[$0], radix: 16)
    }
    self.breaks = stride(from: 2, to: marks.count, by: 2).map { marks[$0] == "÷" }
    // The first rule ("0.3", start of text) sits before the first scalar.
    self.rules = Array(rules.dropFirst())
    self.classes = classes
    guard scalars.count == breaks.count, self.rules.count == scalars.count,
      classes.count == scalars.count
    else { return nil }
  }

  /// The class that decides breaks after scalar `k`: combining marks take their base's class
  /// (LB9), or AL where they have no base (LB10).
  func baseClass(at k: Int) -> String {
    var j = k
    while classes[j] == "CM1_CM" {
      guard j > 0, !["BK", "CR", "LF", "NL", "SP", "ZW"].contains(classes[j - 1]) else {
        return "AL"
      }
      j -= 1
    }
    return classes[j]
  }

  /// The pairs of classes around each position inside the line, with the file's break.
  var pairs: [(left: String, right: String, isBreak: Bool)] {
    (0..<scalars.count - 1).map { k in (baseClass(at: k), classes[k + 1], breaks[k]) }
  }
}

/// Why a test line is left out of the Latin, Chinese and Korean subset, or nil when it is in it.
///
/// The subset is the lines whose characters all belong to classes that Latin, Chinese and Korean
/// text uses, and whose breaks follow rules that libunibreak 2.2 (Debian 12's, written to
/// Unicode 6.2's UAX #14) implements:
/// - Classes kept: letters and digits (AL, NU), Han (ID), Hangul (H2, H3, JL, JV, JT),
///   combining marks (CM), spaces and glue (SP, GL, ZW, WJ), line ends (BK, CR, LF, NL) and the
///   punctuation of Latin and Chinese text (BA, BB, B2, HY, CL, CP, OP, QU, EX, IS, SY, PO, PR,
///   NS, IN).
/// - Classes left out, with their rules: Japanese small kana (CJ, resolved by a tailoring),
///   Hebrew (HL, LB21a = 21.1, 21.2), Thai (SA), regional indicators (RI, LB30a = 30.11–30.13),
///   emoji bases and modifiers (EB, EM, LB30b = 30.21, 30.22), the zero-width joiner (ZWJ,
///   LB8a = 8.1), the object replacement character (CB), ambiguous-width and unassigned
///   characters (AI, XX, which the file resolves to AL).
/// - Rules changed after Unicode 6.2: LB22 (22.0, now "× IN" after any class, where 6.2 listed
///   AL, HL, ID, IN and NU), LB24 (24.03, letters before prefix and postfix signs, which 6.2
///   did not glue), LB30's exception for East Asian wide brackets (a letter or digit before a
///   wide OP breaks by 999.0, where 6.2's LB30 glued it).
/// - LB25: the file follows the regular-expression tailoring of numbers (UAX #14 Example 7),
///   so an LB25 pair (such as IS NU or PR OP) that is not part of a number breaks by 999.0;
///   libunibreak keeps the base rule's pairs together everywhere.
/// - Where Offscreen's own rules differ from UAX #14, the test expects Offscreen's (see
///   `iOSBreaks`), except for a combining mark on a space: UAX #14 breaks before the mark and
///   reads it as a letter (LB10), while Offscreen keeps the space's cluster whole and breaks
///   after it as after a space, since iOS ends lines only between clusters.
/// - A combining mark on a tab or U+2060 WORD JOINER: these are controls to grapheme
///   clustering, so the mark is a cluster of its own, which libunibreak 2.2 reads as a letter
///   instead of taking its base's class (LB9); no Latin, Chinese or Korean text has them.
/// - U+3000 IDEOGRAPHIC SPACE: BA in the file, while libunibreak 2.2 breaks around it as
///   around an ideograph.
/// - A break after spaces at the very start of the text (LB18): libunibreak glues text-initial
///   spaces to what follows them.
func lineBreakExclusion(_ line: LineBreakTestLine) -> String? {
  let kept: Set<String> = [
    "AL", "NU", "ID", "H2", "H3", "JL", "JV", "JT", "CM1_CM", "SP", "GL", "ZW", "WJ", "BK", "CR",
    "LF", "NL", "BA", "BB", "B2", "HY", "CL", "CP_CP30", "OP", "OP_OP30", "QU", "EX", "IS", "SY",
    "PO", "PR", "NS", "IN",
  ]
  if let other = line.classes.first(where: { !kept.contains($0) }) {
    return "class \(other) is not used by Latin, Chinese or Korean text"
  }
  if let rule = line.rules.first(where: { ["22.0", "24.03"].contains($0) }) {
    return "rule \(rule) changed after Unicode 6.2"
  }
  let numberPairs: Set<String> = [
    "CL PO", "CP_CP30 PO", "CL PR", "CP_CP30 PR", "NU PO", "NU PR", "PO OP", "PO OP_OP30",
    "PO NU", "PR OP", "PR OP_OP30", "PR NU", "HY NU", "IS NU", "NU NU", "SY NU",
  ]
  for pair in line.pairs where pair.isBreak {
    if numberPairs.contains("\(pair.left) \(pair.right)") {
      return "LB25 pair \(pair.left) \(pair.right) outside a number (Example 7 tailoring)"
    }
    if ["AL", "NU"].contains(pair.left) && pair.right == "OP" {
      return "LB30's East Asian wide bracket exception"
    }
  }
  for k in 1..<line.scalars.count where line.classes[k] == "CM1_CM" {
    if line.classes[k - 1] == "SP" { return "a combining mark on a space (LB10 and clusters)" }
    if line.scalars[k - 1] == 0x09 || line.classes[k - 1] == "WJ" {
      return "a combining mark on a control that is no line-break control"
    }
  }
  if line.scalars.contains(0x3000) { return "U+3000 breaks as an ideograph in libunibreak 2.2" }
  if let text = line.classes.firstIndex(where: { $0 != "SP" }), text > 0, line.breaks[text - 1] {
    return "libunibreak glues text-initial spaces to what follows"
  }
  return nil
}

/// Every test line of the file, or none when the file is missing.
func lineBreakTestLines() -> [LineBreakTestLine] {
  guard let text = try? String(contentsOfFile: lineBreakTestPath, encoding: .utf8) else {
    return []
  }
  return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    .compactMap { LineBreakTestLine($1, lineNumber: $0 + 1) }
}

/// Where Offscreen's iOS rules expect breaks: the file's breaks, except none inside a grapheme
/// cluster (clusters by the standard library's `Character`) and none between two Hangul
/// scalars (Korean breaks between words).
func iOSBreaks(_ line: LineBreakTestLine) -> [Bool] {
  var text = ""
  text.unicodeScalars.append(contentsOf: line.scalars.compactMap(Unicode.Scalar.init))
  var clusterEnds = Set<Int>()
  var offset = 0
  for character in text {
    offset += character.unicodeScalars.count
    clusterEnds.insert(offset - 1)
  }
  let hangul: Set<String> = ["H2", "H3", "JL", "JV", "JT"]
  return line.breaks.indices.map { k in
    guard k < line.scalars.count - 1 else { return line.breaks[k] }
    let withinKorean = hangul.contains(line.classes[k]) && hangul.contains(line.classes[k + 1])
    return line.breaks[k] && clusterEnds.contains(k) && !withinKorean
  }
}

@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: lineBreakTestPath),
    "needs \(lineBreakTestPath) (Debian's unicode-data package, installed by scripts/bootstrap)"))
struct UnicodeLineBreakTests {
  @Test func lineBreakTest_everyLineParses() {
    let text = (try? String(contentsOfFile: lineBreakTestPath, encoding: .utf8)) ?? ""
    let testLines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lineBreakTestLines().count == testLines.count)
    #expect(testLines.count > 1000)
  }

  /// One test over the whole selection (not one per line: four thousand cases would bury the
  /// run's output); a failing line is named by its number and its text in the file.
  @Test func breakOpportunities_latinChineseKorean_matchUnicodeTestData() {
    let selected = lineBreakTestLines().filter { lineBreakExclusion($0) == nil }
    #expect(selected.count > 4000)
    for line in selected {
      let string = String(String.UnicodeScalarView(line.scalars.compactMap(Unicode.Scalar.init)))
      let buffer = TextBuffer(
        AttributedText(string, attributes: TextAttributes(font: .system(17))), library: .shared)
      guard buffer.scalars == line.scalars else {
        Issue.record("\(line.testDescription): the text buffer changed the scalars")
        continue
      }
      let breaks = BreakOpportunities.compute(buffer, in: 0..<buffer.count)
      #expect(breaks == iOSBreaks(line), "\(line.testDescription)")
    }
  }
}
