import Testing

@testable import OffscreenPortLibrary

/// A mirror file maps its lines back to the original (`#sourceLocation`), so compiler errors,
/// `#filePath` (where snapshot tests keep their references) and `#line` name the original
/// file and line, even where the port added or removed lines.
@Suite struct LineMappingTests {
  /// The original line number each line of `ported` claims, after the directives.
  static func claimedLines(_ ported: String) -> [(line: Int, text: String)] {
    var claimed: [(Int, String)] = []
    var current = 0
    for line in ported.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#sourceLocation(file: ") {
        current = Int(line.split(separator: "line: ").last!.dropLast())!
        continue
      }
      claimed.append((current, String(line)))
      current += 1
    }
    return claimed
  }

  @Test(arguments: [
    "Delegates", "Overrides", "Platform", "Selectors", "ForeignOverrides", "Lookups", "Swizzling",
  ])
  func everyUnchangedLineKeepsItsNumber(name: String) throws {
    let original = try FixtureTests.text("\(name).input.swift")
    let port = TargetPort(
      sources: [(path: "\(name).swift", text: original)], displayRoot: "/src", mapsLines: true)
    let text = port.files[0].text
    #expect(text.hasPrefix("#sourceLocation(file: \"/src/\(name).swift\", line: 1)\n"))
    let originalLines = original.split(separator: "\n", omittingEmptySubsequences: false)
    var checked = 0
    for (line, content) in Self.claimedLines(text)
    where content.count > 8 && originalLines.filter({ $0 == content }).count == 1 {
      #expect(originalLines[line - 1] == content, "\(name): \"\(content)\" claims line \(line)")
      checked += 1
    }
    #expect(checked > 5)
  }
}
