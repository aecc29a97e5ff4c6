import CoreGraphics
import Foundation
import Testing

@testable import UIKit

// Trees the parser must build, written from the grammar in the "Visual Format Language"
// appendix of Apple's Auto Layout Guide, and the errors it must report, in UIKit's words
// where UIKit has words for them.

private let viewNames = [
  "a", "b", "c", "button", "find", "findNext", "findField", "circle0", "circle1", "_under9",
]

private func parse(
  _ format: String, metrics: [String: Any] = [:]
) throws(VisualFormatError) -> VisualFormat {
  try VisualFormatParser.parse(format, metrics: metrics, viewNames: viewNames)
}

private func parseError(_ format: String, metrics: [String: Any] = [:]) -> VisualFormatError? {
  do {
    _ = try parse(format, metrics: metrics)
    return nil
  } catch {
    return error
  }
}

private func view(
  _ name: String, _ predicates: VisualFormatPredicate<VisualFormatView.Object>...
) -> VisualFormatView {
  VisualFormatView(name: name, sizePredicates: predicates)
}

private func equal(
  _ constant: CGFloat, _ priority: Float? = nil
) -> VisualFormatPredicate<VisualFormatView.Object> {
  VisualFormatPredicate(relation: .equal, object: .constant(constant), priority: priority)
}

private func spacing(_ constant: CGFloat) -> VisualFormatConnection {
  .predicates([VisualFormatPredicate(relation: .equal, object: constant)])
}

@Suite struct VisualFormatParserTests {
  @Test func singleView_isHorizontalWithNoEdges() throws {
    #expect(
      try parse("[a]")
        == VisualFormat(axis: .horizontal, views: [view("a")], spacings: []))
    #expect(try parse("H:[a]").axis == .horizontal)
    #expect(try parse("V:[a]").axis == .vertical)
  }

  @Test func superviewEdges_recordTheirConnectionAndColumn() throws {
    let format = try parse("|-[a]-|")
    #expect(format.leadingEdge == VisualFormatEdge(connection: .standard, column: 0))
    #expect(format.trailingEdge == VisualFormatEdge(connection: .standard, column: 6))

    let flush = try parse("V:|[a]|")
    #expect(flush.leadingEdge == VisualFormatEdge(connection: spacing(0), column: 2))
    #expect(flush.trailingEdge == VisualFormatEdge(connection: spacing(0), column: 6))

    let fixed = try parse("|-50-[a]-50-|")
    #expect(fixed.leadingEdge?.connection == spacing(50))
    #expect(fixed.trailingEdge?.connection == spacing(50))
  }

  @Test func connectionsBetweenViews() throws {
    #expect(try parse("[a]-[b]").spacings == [.standard])
    #expect(try parse("[a][b]").spacings == [spacing(0)])
    #expect(try parse("[a]-10-[b]-2.5-[c]").spacings == [spacing(10), spacing(2.5)])
    #expect(
      try parse("[a]-(>=8,<=20@750)-[b]").spacings == [
        .predicates([
          VisualFormatPredicate(relation: .greaterThanOrEqual, object: 8),
          VisualFormatPredicate(relation: .lessThanOrEqual, object: 20, priority: 750),
        ])
      ])
    #expect(try parse("[a]-(-5)-[b]").spacings == [spacing(-5)])
  }

  @Test func metrics_acceptEverySwiftNumberTypeAndNSNumber() throws {
    let metrics: [String: Any] = [
      "int": 12, "double": 2.5, "float": Float(0.25), "cgFloat": CGFloat(7),
      "uint8": UInt8(3), "number": NSNumber(value: 40),
    ]
    let format = try parse(
      "[a]-int-[b]-double-[c]-(float)-[a]-cgFloat-[b]-uint8-[c]-number-[a]", metrics: metrics)
    #expect(format.spacings == [12, 2.5, 0.25, 7, 3, 40].map(spacing))
  }

  @Test func sizePredicates() throws {
    #expect(
      try parse("[button(>=50)]").views == [
        view("button", VisualFormatPredicate(relation: .greaterThanOrEqual, object: .constant(50)))
      ])
    #expect(try parse("[button(100@20)]").views == [view("button", equal(100, 20))])
    #expect(
      try parse("[a(==b)]").views == [
        view("a", VisualFormatPredicate(relation: .equal, object: .view("b")))
      ])
    #expect(
      try parse("[a(b@500)]").views == [
        view("a", VisualFormatPredicate(relation: .equal, object: .view("b"), priority: 500))
      ])
    #expect(
      try parse("[a(>=70,<=100)]").views == [
        view(
          "a",
          VisualFormatPredicate(relation: .greaterThanOrEqual, object: .constant(70)),
          VisualFormatPredicate(relation: .lessThanOrEqual, object: .constant(100)))
      ])
    #expect(
      try parse("[a(width@high)]", metrics: ["width": 44, "high": 750]).views == [
        view("a", equal(44, 750))
      ])
  }

  @Test func numbers_readLikeStrtod() throws {
    let format = try parse("[a(0.5)][b(.5)][c(-3)][a(+4)][b(1e2)][c(2.5E-1)][a(7.)]")
    #expect(
      format.views.map(\.sizePredicates) == [0.5, 0.5, -3, 4, 100, 0.25, 7].map { [equal($0)] })
    // An `e` without digits is not an exponent; it is where the number stops.
    #expect(parseError("[a(1e)]")?.column == 4)
  }

  @Test func metricNames_winOverViewNamesInPredicates() throws {
    #expect(try parse("[a(b)]", metrics: ["b": 9]).views == [view("a", equal(9))])
  }

  @Test func identifiers_areCIdentifiers() throws {
    #expect(try parse("[_under9]").views == [view("_under9")])
    #expect(parseError("[9a]")?.problem == "Expected a view")
  }

  @Test func appleCompleteLine() throws {
    let format = try parse("|-[find]-[findNext]-[findField(>=20)]-|")
    #expect(format.leadingEdge?.connection == .standard)
    #expect(format.trailingEdge?.connection == .standard)
    #expect(format.spacings == [.standard, .standard])
    #expect(
      format.views == [
        view("find"), view("findNext"),
        view(
          "findField",
          VisualFormatPredicate(relation: .greaterThanOrEqual, object: .constant(20))),
      ])
  }

  @Test func errorDescription_hasUIKitsLayout() {
    let error = parseError("H:|-[button]-[")
    #expect(
      error?.description == """
        Unable to parse constraint format:
        Expected a view
        H:|-[button]-[
                      ^
        """)
  }

  static let badFormats: [(format: String, problem: String, column: Int)] = [
    ("", "Expected a view", 0),
    ("H:|-10-|", "Expected a view", 7),
    ("H:|-[button]-[", "Expected a view", 14),
    ("[a]-", "Expected a view", 4),
    ("[]", "Expected a view", 1),
    ("[a] -[b]", "Expected a view", 3),
    ("V|[a]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
    ("H[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
    ("[missing]", "missing is not a key in the views dictionary.", 1),
    ("[a]-[self.arrows]", "self is not a key in the views dictionary.", 5),
    ("[a]-pad-[b]", "pad is not a key in the metrics dictionary.", 4),
    ("[a]-(>=pad)-[b]", "pad is not a key in the metrics dictionary.", 7),
    ("[a(==x)]", "x is not a key in the metrics or the views dictionary.", 5),
    ("[a(50@p)]", "p is not a key in the metrics dictionary.", 6),
    (
      "H:|[circle0]- (padding)-[circle1]|",
      "Expected a number or key from the metrics dictionary, but encountered something else", 13
    ),
    (
      "[a]--5-[b]",
      "Expected a number or key from the metrics dictionary, but encountered something else", 4
    ),
    (
      "[a(==)]",
      "Expected a number or key from the metrics dictionary, but encountered something else", 5
    ),
    (
      "[a]-(b)-[b]",
      "b is a view; only a predicate on a view's width or height can name another view", 5
    ),
    (
      "[a(5@b)]",
      "b is a view; only a predicate on a view's width or height can name another view", 5
    ),
    ("[a(>50)]", "Expected a relation: '==', '<=' or '>='", 3),
    ("[a(50]", "Expected ',' or ')'", 5),
    ("[a(50)", "Expected ']'", 6),
    ("[a.b]", "Expected ']'", 2),
    ("[a]-10[b]", "Expected '-' after the spacing", 6),
    ("[a]-|[b]", "Expected the end of the format after the trailing '|'", 5),
    ("[a(50@0)]", "Priority must be greater than 0 and less than or equal to 1000", 6),
    ("[a(50@1001)]", "Priority must be greater than 0 and less than or equal to 1000", 6),
    ("[a(1e999)]", "The number is too large", 3),
  ]

  @Test(arguments: badFormats)
  func badFormat_reportsTheProblemWhereItStands(format: String, problem: String, column: Int) {
    #expect(
      parseError(format) == VisualFormatError(problem: problem, format: format, column: column))
  }

  @Test func metricThatIsNotANumber_isReported() {
    for value: Any in ["wide", CGFloat.infinity, Double.nan] {
      #expect(
        parseError("[a]-pad-[b]", metrics: ["pad": value])
          == VisualFormatError(
            problem: "The value of pad in the metrics dictionary is not a finite number.",
            format: "[a]-pad-[b]", column: 4))
    }
  }
}
