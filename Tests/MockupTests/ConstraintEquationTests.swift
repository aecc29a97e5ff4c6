import Testing
import UIKit

@testable import Mockup

/// The anchor-equation syntax: `a.attr relation b.attr * m + c @priority`.
@MainActor @Suite struct ConstraintEquationTests {
  @Test func equation_withItemsConstantAndPriority() throws {
    let equation = try ConstraintEquation.parse("title.leading == safeArea.leading + 16")
    #expect(equation.first == .init(item: "title", attribute: .leading))
    #expect(equation.relation == .equal)
    #expect(equation.second == .init(item: "safeArea", attribute: .leading))
    #expect(equation.multiplier == 1)
    #expect(equation.constant == 16)
    #expect(equation.priority == .required)
  }

  @Test func inequality_withConstantAndPriority() throws {
    let equation = try ConstraintEquation.parse("card.height >= 120 @750")
    #expect(equation.relation == .greaterThanOrEqual)
    #expect(equation.second == nil)
    #expect(equation.constant == 120)
    #expect(equation.priority == UILayoutPriority(750))
  }

  @Test func multiplierAndNegativeConstant() throws {
    let equation = try ConstraintEquation.parse("a.width <= b.width * 0.5 - 4 @defaultLow")
    #expect(equation.relation == .lessThanOrEqual)
    #expect(equation.multiplier == 0.5)
    #expect(equation.constant == -4)
    #expect(equation.priority == .defaultLow)
  }

  @Test func exponents_readAsTheVisualFormatReadsThem() throws {
    #expect(try ConstraintEquation.parse("width == 1e3").constant == 1000)
    #expect(try ConstraintEquation.parse("a.width == b.width * 2.5E-1 + 1e1").multiplier == 0.25)
    #expect(try ConstraintEquation.parse("a.width == b.width * 2.5E-1 + 1e1").constant == 10)
  }

  /// A constant too large for a double is named as such at its column, not read as an
  /// attribute ("unknown attribute '999…'", as it was).
  @Test func aNumberTooLarge_isReportedAtItsColumn() {
    let digits = String(repeating: "9", count: 330)
    do {
      _ = try ConstraintEquation.parse("width == \(digits)")
      Issue.record("parsed a 330-digit constant")
    } catch {
      // "width == " is 9 characters: the number starts at column 10.
      #expect(error.column == 10)
      #expect(error.message.contains("too large"))
    }
    #expect(throws: ConstraintEquation.ParseError.self) {
      try ConstraintEquation.parse("width == 1e400")
    }
  }

  @Test func division_isAMultiplier() throws {
    #expect(try ConstraintEquation.parse("a.width == b.width / 4").multiplier == 0.25)
  }

  @Test func omittedItem_isSelf() throws {
    let equation = try ConstraintEquation.parse("width == 29")
    #expect(equation.first == .init(item: "self", attribute: .width))
  }

  @Test func guideOfAnotherView_keepsTheWholePath() throws {
    let equation = try ConstraintEquation.parse("a.top == card.margins.top")
    #expect(equation.second == .init(item: "card.margins", attribute: .top))
  }

  @Test func unknownAttribute_pointsAtItAndSuggests() {
    #expect(throws: ConstraintEquation.ParseError.self) {
      try ConstraintEquation.parse("a.leadng == b.leading")
    }
    do {
      _ = try ConstraintEquation.parse("a.leadng == b.leading")
    } catch {
      // "a." is two characters, so the attribute starts at column 3.
      #expect(error.column == 3)
      #expect(error.message.contains("'leading'"))
    }
  }

  @Test func missingRelation_saysWhatWasExpected() {
    do {
      _ = try ConstraintEquation.parse("a.width = 10")
      Issue.record("expected an error")
    } catch {
      // "a.width " is eight characters: the '=' is at column 9.
      #expect(error.column == 9)
      #expect(error.message == "expected '==', '>=' or '<='")
    }
  }

  @Test func priorityOutOfRange_isAnError() {
    #expect(throws: ConstraintEquation.ParseError.self) {
      try ConstraintEquation.parse("a.width == 10 @1001")
    }
  }

  @Test func trailingJunk_isAnError() {
    #expect(throws: ConstraintEquation.ParseError.self) {
      try ConstraintEquation.parse("a.width == 10 10")
    }
  }
}
