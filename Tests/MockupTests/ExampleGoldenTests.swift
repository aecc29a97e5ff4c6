import Foundation
import TestSupport
import Testing

@testable import Mockup

/// Every mockup in Examples/ renders as its golden under Snapshots/Examples/ (the pictures the
/// README shows).
@MainActor @Suite struct ExampleGoldenTests {
  nonisolated static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  /// Each example, and the variables it is shown with: the profile also in dark.
  nonisolated static let cases: [(file: String, golden: String, variables: [String: String])] = [
    ("Settings", "Settings", [:]),
    ("SignIn-Korean", "SignIn-Korean", [:]),
    ("Article-Chinese", "Article-Chinese", [:]),
    ("Profile", "Profile", [:]),
    ("Profile", "Profile-dark", ["appearance": "dark"]),
    ("Dashboard", "Dashboard", [:]),
    ("Inbox", "Inbox", [:]),
  ]

  @Test(arguments: cases.map(\.golden))
  func example_matchesItsGolden(golden: String) throws {
    let example = try #require(Self.cases.first { $0.golden == golden })
    let mockup = try Mockup.load(
      path: Self.examples.appendingPathComponent("\(example.file).yaml").path,
      variables: example.variables)
    try GoldenImage.assertMatches(
      MockupRenderer.image(of: mockup), golden: "Examples/\(golden).png")
  }

  @Test func everyExampleFile_isShown() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
      .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
    #expect(Set(files) == Set(Self.cases.map(\.file)))
  }
}
