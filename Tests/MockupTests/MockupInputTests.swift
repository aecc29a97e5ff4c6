import Testing
import UIKit

@testable import Mockup

/// Malformed mockup and data files (issue #8): each is a located error of the right kind,
/// never a crash, a hang or a picture that silently drops part of the file.
@MainActor @Suite struct MockupInputTests {
  @Test func duplicateKey_inAView_givesBothPositions() throws {
    let error = try #require(
      MockupTesting.error(
        "view:\n  constraints: [width == 1]\n  subviews: []\n  constraints: [height == 2]\n"))
    #expect(error.kind == .syntax)
    // The second key starts line 4 after two spaces; the first is at line 2, column 3.
    #expect(error.line == 4 && error.column == 3)
    #expect(error.message == "duplicate key 'constraints' (first at line 2, column 3)")
    #expect(error.path == "view.constraints")
  }

  /// Every mapping is checked: the top level, the canvas, components, a property's value and
  /// the variables.
  @Test(arguments: [
    // `view` twice: the second at the start of line 2.
    ("view: {}\nview: {alpha: 1}\n", "view", 2, 1, 1),
    // "canvas: {" is 9 characters: the first scale is at column 10; "scale: 1, " is 10 more.
    ("canvas: {scale: 1, scale: 2}\nview: {}\n", "scale", 1, 20, 1),
    ("components:\n  Tag: {view: {}}\n  Tag: {view: {}}\nview: {}\n", "Tag", 3, 3, 2),
    // "view: {subviews: [{class: UILabel, font: {" is 42 characters; "size: 17, " is 10 more.
    ("view: {subviews: [{class: UILabel, font: {size: 17, size: 12}}]}", "size", 1, 53, 1),
    ("variables:\n  name: Ann\n  name: Bo\nview: {}\n", "name", 3, 3, 2),
  ])
  func duplicateKey_anywhere(text: String, key: String, line: Int, column: Int, firstLine: Int)
    throws
  {
    let error = try #require(MockupTesting.error(text))
    #expect(error.kind == .syntax)
    #expect(error.message.hasPrefix("duplicate key '\(key)' (first at line \(firstLine),"))
    #expect(error.line == line && error.column == column)
  }

  @Test func duplicateKey_inJSON() throws {
    let error = try #require(MockupTesting.error(#"{"view": {"alpha": 0.5, "alpha": 1}}"#))
    // `{"view": {` is 10 characters, so the first "alpha" is at column 11; `"alpha": 0.5, ` is
    // 14 more.
    #expect(error.line == 1 && error.column == 25)
    #expect(error.message == "duplicate key 'alpha' (first at line 1, column 11)")
  }

  @Test func duplicateKey_inADataRecord() throws {
    let error = try #require(throws: MockupError.self) {
      try DataRecords.parse(#"[{"a": "1", "a": "2"}]"#, file: "data.json")
    }
    // `[{` then `"a": "1", ` (10 characters): the second "a" is at column 13.
    #expect(error.kind == .syntax && error.file == "data.json")
    #expect(error.line == 1 && error.column == 13)
    #expect(error.message == "duplicate key 'a' (first at line 1, column 3)")
  }

  @Test func alias_isRefusedWhereItIsWritten() throws {
    let error = try #require(
      MockupTesting.error("view:\n  subviews:\n    - &x {class: UILabel}\n    - *x\n"))
    #expect(error.kind == .syntax)
    // `    - ` is six characters: the `*` is at line 4, column 7.
    #expect(error.line == 4 && error.column == 7)
    #expect(error.message.hasPrefix("the alias '*x' (anchored at line 3)"))
    #expect(error.message.contains("use a component or a variable"))
    #expect(error.path == "view.subviews[1]")
  }

  @Test func alias_inAFlowList() throws {
    let error = try #require(MockupTesting.error("view:\n  subviews: [&a {}, *a]\n"))
    // "  subviews: [&a {}, " is 20 characters.
    #expect(error.line == 2 && error.column == 21)
  }

  @Test func anchorWithoutAlias_changesNothing() throws {
    let renderer = try MockupTesting.layOut("view: &root {alpha: 0.5}")
    defer { renderer.close() }
    #expect(renderer.views.root.alpha == 0.5)
  }

  @Test func mergeKey_isRefused() throws {
    let error = try #require(MockupTesting.error("view:\n  <<: {alpha: 1}\n  alpha: 0.5\n"))
    #expect(error.kind == .syntax)
    #expect(error.line == 2 && error.column == 3)
    #expect(error.message.contains("merge keys ('<<') are not supported"))
  }

  @Test func tabIndentation_saysToIndentWithSpaces() throws {
    let error = try #require(MockupTesting.error("view:\n\tclass: UILabel\n"))
    #expect(error.kind == .syntax)
    #expect(error.line == 2 && error.column == 1)
    #expect(error.message.contains("indent with spaces"))
  }

  @Test func byteOrderMark_isIgnoredAndColumnsStillCount() throws {
    let error = try #require(MockupTesting.error("\u{FEFF}view: {class: UILabl}"))
    // The mark is invisible in an editor: "view: {class: " is 14 characters.
    #expect(error.line == 1 && error.column == 15)
    #expect(error.kind == .unknownName)
  }

  @Test(arguments: ["", "\n  \n", "# only a comment\n"])
  func emptyFile_isASyntaxError(text: String) throws {
    let error = try #require(MockupTesting.error(text))
    #expect(error.kind == .syntax)
    #expect(error.message.contains("the file is empty"))
  }

  @Test(arguments: ["- view: {}\n", "hello\n", "42"])
  func rootNotAMapping_isASyntaxError(text: String) throws {
    let error = try #require(MockupTesting.error(text))
    #expect(error.kind == .syntax)
    #expect(error.line == 1 && error.column == 1)
    #expect(error.message.contains("expected a mapping with 'view'"))
  }

  @Test(arguments: [
    "canvas: {size: [.nan, 10]}\nview: {}", "canvas: {size: [.inf, 10]}\nview: {}",
    "canvas: {size: [1e308, 10]}\nview: {}", "canvas: {scale: 1e400}\nview: {}",
    "view: {subviews: [{frame: [0, 0, -.inf, 1]}]}", "view: {layer.cornerRadius: .NaN}",
  ])
  func nonFiniteOrHugeSize_isABadValue(text: String) throws {
    let error = try #require(MockupTesting.error(text))
    #expect(error.kind == .badValue)
    #expect(error.line != nil)
  }

  /// 10 000 levels would overflow the stack of a recursive reader: the text is measured first.
  @Test(arguments: [
    "view: " + String(repeating: "{subviews: [", count: 10_000)
      + String(repeating: "]}", count: 10_000),
    // A list in a list … written compactly on one line.
    "view:\n" + String(repeating: "- ", count: 10_000) + "x\n",
    // An apostrophe in a plain scalar opens no quote that would hide the brackets after it.
    "variables: {decade: the '90s}\nview: " + String(repeating: "[", count: 10_000),
    // A quoted "]" closes nothing.
    "variables: {a: \"]]]]\"}\nview: " + String(repeating: "[", count: 10_000),
  ])
  func tenThousandLevels_isAnErrorNotACrash(text: String) throws {
    let error = try #require(MockupTesting.error(text))
    #expect(error.kind == .syntax)
    #expect(error.message.contains("nests too deeply"))
    #expect(error.line != nil)
  }

  @Test func pastTheDepthLimit_isLocated() throws {
    // 101 views nested as {subviews: [ … ]} are 202 levels under the root mapping.
    let text =
      "{\"view\": " + String(repeating: "{\"subviews\": [", count: 101) + "{}"
      + String(repeating: "]}", count: 101) + "}"
    let error = try #require(MockupTesting.error(text))
    #expect(error.kind == .syntax)
    #expect(error.message == "the file nests more than 200 levels deep")
    #expect(error.line == 1)
  }

  @Test func componentUsingItself_namesTheCycle() throws {
    let error = try #require(
      MockupTesting.error(
        """
        components:
          A: {view: {subviews: [{component: B}]}}
          B: {view: {component: A}}
        view: {subviews: [{component: A}]}
        """))
    #expect(error.kind == .badValue)
    #expect(error.message == "component 'A' uses itself (A → B → A)")
    // B's body is on line 3; "  B: {view: {component: " is 24 characters.
    #expect(error.line == 3 && error.column == 25)
  }

  @Test func componentUsingItselfDirectly() throws {
    let error = try #require(
      MockupTesting.error(
        "components:\n  A: {view: {subviews: [{component: A}]}}\nview: {component: A}"))
    #expect(error.message == "component 'A' uses itself (A → A)")
  }

  @Test func sameComponentTwiceSideBySide_isNoCycle() throws {
    let renderer = try MockupTesting.layOut(
      "components:\n  A: {view: {}}\nview: {subviews: [{component: A}, {component: A}]}")
    defer { renderer.close() }
    #expect(renderer.views.root.subviews.count == 2)
  }

  @Test func givenVariableTheFileDoesNotDeclare_suggestsDeclaredOnes() throws {
    let error = try #require(
      MockupTesting.error(
        "variables: {color: red}\nview: {backgroundColor: \"${color}\"}",
        variables: ["colr": "blue"]))
    #expect(error.kind == .unknownName)
    #expect(error.message.contains("'colr'"))
    #expect(error.suggestions == ["color"])
  }

  @Test(arguments: [
    ("[]", "the list of records is empty"),
    (#"{"color": "red"}"#, "expected a list of records"),
    (#"[["red"]]"#, "expected a mapping"),
  ])
  func badDataFile_isASyntaxError(text: String, message: String) throws {
    let error = try #require(throws: MockupError.self) {
      try DataRecords.parse(text, file: "data.json")
    }
    #expect(error.kind == .syntax)
    #expect(error.message.contains(message))
    #expect(error.file == "data.json" && error.line == 1)
  }
}
