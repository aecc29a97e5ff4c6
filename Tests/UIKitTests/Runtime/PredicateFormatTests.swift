import Foundation
import Testing
import UIKit

/// Predicates from format strings, evaluated as Apple's predicate programming guide describes.
/// (`UIKit.` names Offscreen's comparison predicates and expressions, which share their names
/// with Foundation's unavailable ones.)
@MainActor @Suite struct PredicateFormatTests {
  @Test func matchesIsARegularExpressionOfTheWholeString() {
    let email = NSPredicate(
      format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}")
    #expect(email.evaluate(with: "ada@example.org"))
    #expect(!email.evaluate(with: "ada@example"))
    #expect(!email.evaluate(with: "write to ada@example.org"))
  }

  @Test func variablesComeFromTheBindings() {
    let older = NSPredicate(format: "$age > 23")
    #expect(older.evaluate(with: nil, substitutionVariables: ["age": 30]))
    #expect(!older.evaluate(with: nil, substitutionVariables: ["age": 23]))
    #expect(!older.evaluate(with: nil, substitutionVariables: ["age": NSNull()]))
    let missing = NSPredicate(format: "$name == nil")
    #expect(missing.evaluate(with: nil, substitutionVariables: ["name": NSNull()]))
    #expect(!missing.evaluate(with: nil, substitutionVariables: ["name": "Ada"]))
  }

  @Test func stringComparisonsTakeTheirOptions() {
    let greeting = NSPredicate(format: "$text contains 'morning'")
    #expect(greeting.evaluate(with: nil, substitutionVariables: ["text": "good morning"]))
    #expect(!greeting.evaluate(with: nil, substitutionVariables: ["text": "Good Morning"]))
    let anyCase = NSPredicate(format: "$text CONTAINS[c] 'morning'")
    #expect(anyCase.evaluate(with: nil, substitutionVariables: ["text": "Good Morning"]))
    #expect(NSPredicate(format: "SELF BEGINSWITH 'Ad'").evaluate(with: "Ada"))
    #expect(NSPredicate(format: "SELF ENDSWITH[cd] 'E'").evaluate(with: "café"))
    #expect(NSPredicate(format: "SELF LIKE 'A?a*'").evaluate(with: "Ada Lovelace"))
    #expect(NSPredicate(format: "SELF IN %@", argumentArray: [["a", "b"]]).evaluate(with: "b"))
  }

  @Test func compoundsJoinComparisons() {
    let both = NSPredicate(format: "$on == true AND NOT ($count < 2 OR $count > 5)")
    #expect(both is NSCompoundPredicate)
    #expect(both.evaluate(with: nil, substitutionVariables: ["on": true, "count": 3]))
    #expect(!both.evaluate(with: nil, substitutionVariables: ["on": true, "count": 6]))
    #expect(!both.evaluate(with: nil, substitutionVariables: ["on": false, "count": 3]))
  }

  /// A comparison is an `NSComparisonPredicate` whose operands can be read back, as code that
  /// finds a predicate's variables reads them.
  @Test func aComparisonKeepsItsOperands() throws {
    let predicate = try #require(
      NSPredicate(format: "$IntRow > 23") as? UIKit.NSComparisonPredicate)
    #expect(predicate.predicateOperatorType == .greaterThan)
    #expect(predicate.leftExpression.expressionType == .variable)
    #expect(predicate.leftExpression.variable == "IntRow")
    #expect("\(predicate.leftExpression)" == "$IntRow")
    #expect(predicate.rightExpression.constantValue as? NSNumber == 23)
    #expect(predicate.predicateFormat == "$IntRow > 23")
  }

  @Test func keyPathsAreReadFromTheObject() {
    let person: [String: Any] = ["name": "Ada", "age": 36]
    #expect(NSPredicate(format: "name == 'Ada' && age >= %d", 36).evaluate(with: person))
    #expect(NSPredicate(format: "%K == %@", "name", "Ada").evaluate(with: person))
  }

  /// A string that cannot be read raises `NSInvalidArgumentException` naming the problem, as
  /// iOS does for one it cannot parse.
  @Test func anUnreadableFormatRaises() async {
    await #expect(processExitsWith: .failure) { _ = NSPredicate(format: "$a >") }
    await #expect(processExitsWith: .failure) { _ = NSPredicate(format: "ANY tags == 'x'") }
  }
}
