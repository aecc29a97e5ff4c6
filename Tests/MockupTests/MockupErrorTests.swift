import Testing
import UIKit

@testable import Mockup

/// Bad mockups: each error names its kind (and so its exit status), where it is, and for an
/// unknown name the nearest known ones.
@MainActor @Suite struct MockupErrorTests {
  @Test func syntaxError_givesLineColumnAndWhatWasExpected() throws {
    let error = try #require(MockupTesting.error("view:\n  class: UILabel\n  text: [a, b\n"))
    #expect(error.kind == .syntax)
    #expect(error.file == "test.yaml")
    // The flow list opened on line 3 is still open when the input ends on line 4.
    #expect(error.line == 4)
    #expect(error.message.contains("expected"))
  }

  @Test func unknownClass_suggestsTheNearest() throws {
    let error = try #require(MockupTesting.error("view:\n  class: UILabl\n"))
    #expect(error.kind == .unknownName)
    #expect(error.path == "view.class")
    #expect(error.line == 2 && error.column == 10)
    #expect(error.suggestions.first == "UILabel")
  }

  @Test func unknownProperty_namesItsPathAndSuggests() throws {
    let error = try #require(
      MockupTesting.error("view:\n  subviews:\n    - {class: UILabel, txt: Hi}\n"))
    #expect(error.path == "view.subviews[0].txt")
    #expect(error.suggestions.contains("text"))
    #expect(error.description.contains("UILabel has no property 'txt'"))
  }

  @Test func unknownValue_deepInTheTree() throws {
    let error = try #require(
      MockupTesting.error(
        """
        view:
          subviews:
            - {class: UIView}
            - {class: UILabel, font: {size: 17, weight: bld}}
        """))
    #expect(error.kind == .unknownName)
    #expect(error.path == "view.subviews[1].font.weight")
    #expect(error.suggestions == ["bold"])
  }

  @Test func unknownColour_suggestsSystemNames() throws {
    let error = try #require(MockupTesting.error("view: {backgroundColor: systemBlu}"))
    #expect(error.suggestions.first == "systemBlue")
  }

  /// `axis: diagonal` is near no value: the few there are are listed instead of suggestions.
  @Test func unknownValueNearNone_listsTheValues() throws {
    let error = try #require(MockupTesting.error("view: {class: UIStackView, axis: diagonal}"))
    #expect(error.kind == .unknownName)
    #expect(error.suggestions.isEmpty)
    #expect(error.message == "unknown value 'diagonal'; the values are 'horizontal', 'vertical'")
  }

  @Test func unknownSymbol_suggestsTheNearestName() throws {
    let error = try #require(
      MockupTesting.error("view: {class: UIImageView, systemName: gearshap.fill}"))
    #expect(error.kind == .image)
    #expect(error.suggestions.first == "gearshape.fill")
  }

  @Test func valueOutOfRange_isABadValue() throws {
    let error = try #require(MockupTesting.error("view: {alpha: 2}"))
    #expect(error.kind == .badValue)
    #expect(error.path == "view.alpha")
  }

  @Test func unreadableImage_namesTheFile() throws {
    let error = try #require(
      MockupTesting.error("view: {subviews: [{class: UIImageView, image: no-such-file.png}]}"))
    #expect(error.kind == .image)
    #expect(error.message.contains("no-such-file.png"))
  }

  @Test func unknownIDInAConstraint_suggestsIDs() throws {
    let error = try #require(
      MockupTesting.error(
        "view: {constraints: [titel.top == self.top], subviews: [{id: title}]}"))
    #expect(error.kind == .unknownName)
    #expect(error.path == "view.constraints[0]")
    #expect(error.suggestions.first == "title")
  }

  @Test func equationSyntaxError_pointsIntoTheString() throws {
    let error = try #require(
      MockupTesting.error("view:\n  constraints:\n    - width = 10\n"))
    #expect(error.kind == .syntax)
    // The item starts at column 7 of line 3; "width " is six characters: '=' is at column 13.
    #expect(error.line == 3 && error.column == 13)
  }

  @Test func mixedAxes_areRejected() throws {
    let error = try #require(
      MockupTesting.error("view: {constraints: [a.top == self.leading], subviews: [{id: a}]}"))
    #expect(error.kind == .badValue)
    #expect(error.message.contains("not on the same axis"))
  }

  @Test func unknownVariable_suggestsKnownOnes() throws {
    let error = try #require(
      MockupTesting.error(
        "variables: {name: Ann}\nview: {subviews: [{class: UILabel, text: \"${nmae}\"}]}"))
    #expect(error.suggestions == ["name"])
  }

  @Test func componentArguments_areChecked() throws {
    let text = """
      components:
        Tag: {parameters: {title: }, view: {class: UILabel, text: "${title}"}}
      view: {subviews: [{component: Tag, arguments: {%@}}]}
      """
    let missing = try #require(MockupTesting.error(text.replacingOccurrences(of: "%@", with: "")))
    #expect(missing.message.contains("needs an argument 'title'"))
    let misspelt = try #require(
      MockupTesting.error(text.replacingOccurrences(of: "%@", with: "titel: A")))
    #expect(misspelt.suggestions == ["title"])
  }

  @Test func duplicateID_isAnError() throws {
    let error = try #require(MockupTesting.error("view: {subviews: [{id: a}, {id: a}]}"))
    #expect(error.message.contains("used twice"))
  }

  @Test func arrangedSubviewsOutsideAStack_isAnError() throws {
    let error = try #require(MockupTesting.error("view: {arrangedSubviews: [{}]}"))
    #expect(error.message.contains("only a UIStackView"))
  }

  @Test func unknownTopLevelKey_suggests() throws {
    let error = try #require(MockupTesting.error("canvass: {}\nview: {}"))
    #expect(error.suggestions == ["canvas"])
  }

  @Test func nearestNames_ignoreCaseMostly() {
    #expect(NearestNames.to("uilabel", in: ["UILabel", "UIView"]) == ["UILabel"])
    #expect(NearestNames.to("zzzz", in: ["UILabel", "UIView"]).isEmpty)
  }
}
