import Testing
import UIKit

@testable import Mockup

/// A view's `metrics` mapping, the numbers its visual format strings name, and a format's
/// options.
@MainActor @Suite struct MockupMetricsTests {
  @Test func metrics_placeViewsAndTakeVariables() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [200, 100]}
      variables: {height: 30}
      view:
        metrics: {pad: 20, tall: "${height}", low: 250}
        subviews: [{id: box}]
        constraints:
          - H:|-pad-[box]-pad-|
          - V:|-pad-[box(tall@low)]
          - V:[box(>=24)]
      """)
    defer { renderer.close() }
    // 200 wide less 20 at each side: x 20, width 160. The height 30 is only wanted (@250),
    // and the required >= 24 does not stop it.
    #expect(
      renderer.views.view(withID: "box")?.frame == CGRect(x: 20, y: 20, width: 160, height: 30))
  }

  @Test func unknownMetric_isAnUnknownNameAtItsColumn() throws {
    let error = try #require(
      MockupTesting.error(
        """
        view:
          metrics: {padding: 20}
          subviews: [{id: box}]
          constraints:
            - H:|-paddng-[box]|
        """))
    #expect(error.kind == .unknownName)
    // The item starts at column 7 of line 5; "H:|-" is four characters: the name is at 11.
    #expect(error.line == 5 && error.column == 11)
    #expect(error.message.contains("'paddng'"))
    #expect(error.suggestions == ["padding"])
    #expect(error.path == "view.constraints[0]")
  }

  @Test func unknownNameInAQuotedFormat_countsTheQuote() throws {
    let error = try #require(
      MockupTesting.error(
        """
        view:
          metrics: {wide: 80}
          subviews: [{id: box}]
          constraints: ["H:[box(wid)]"]
        """))
    // The quote is at column 17 of line 4 ("  constraints: [" is sixteen characters), so the
    // text starts at 18; "H:[box(" is seven characters: the name is at column 25.
    #expect(error.line == 4 && error.column == 25)
    #expect(error.suggestions == ["wide"])
  }

  @Test func unknownViewInAFormat_suggestsIDs() throws {
    let error = try #require(
      MockupTesting.error("view: {subviews: [{id: box}], constraints: ['H:|[bx]|']}"))
    #expect(error.kind == .unknownName)
    #expect(error.message.contains("no view has the id 'bx'"))
    #expect(error.suggestions == ["box"])
  }

  @Test func badMetrics_areBadValues() throws {
    let notANumber = try #require(
      MockupTesting.error("view: {metrics: {pad: wide}, constraints: ['H:|-pad-[self]']}"))
    #expect(notANumber.kind == .badValue && notANumber.path == "view.metrics.pad")
    let badName = try #require(
      MockupTesting.error("view: {metrics: {side-pad: 4}, constraints: ['H:|[self]']}"))
    #expect(badName.kind == .badValue && badName.message.contains("'side-pad'"))
  }

  @Test func componentInstances_takeMetrics() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [200, 100]}
      components:
        Box: {view: {id: inner}}
      view:
        subviews:
          - {component: Box, id: box, metrics: {inset: 12}, constraints: ['H:|-inset-[self]-inset-|', 'V:|[self(10)]']}
      """)
    defer { renderer.close() }
    // 200 less 12 at each side.
    #expect(
      renderer.views.view(withID: "box")?.frame == CGRect(x: 12, y: 0, width: 176, height: 10))
  }

  @Test func formatOptions_alignTheViews() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [200, 100]}
      view:
        subviews: [{id: a}, {id: b}]
        constraints:
          - {format: "H:|-10-[a(40)]-10-[b(50)]", options: [alignAllCenterY]}
          - V:|-20-[a(30)]
          - b.height == 10
      """)
    defer { renderer.close() }
    // a: x 10, y 20, 40 × 30, so its centre is at y 35; b follows 10 points after a's right
    // edge (x 60) and centres on y 35 with a height of 10: y 30.
    #expect(renderer.views.view(withID: "a")?.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
    #expect(renderer.views.view(withID: "b")?.frame == CGRect(x: 60, y: 30, width: 50, height: 10))
  }

  @Test func badFormatOptions_areErrors() throws {
    let unknown = try #require(
      MockupTesting.error(
        "view: {subviews: [{id: a}], constraints: [{format: 'H:|[a]', options: alignCenterY}]}"))
    #expect(unknown.kind == .unknownName && unknown.path == "view.constraints[0].options")
    #expect(unknown.suggestions.first == "alignAllCenterY")
    let onEquation = try #require(
      MockupTesting.error(
        "view: {subviews: [{id: a}], constraints: [{format: 'a.width == 4', options: []}]}"))
    #expect(onEquation.kind == .badValue && onEquation.message.contains("not a visual format"))
    let noFormat = try #require(
      MockupTesting.error("view: {constraints: [{options: [alignAllTop]}]}"))
    #expect(noFormat.kind == .syntax && noFormat.path == "view.constraints[0]")
  }
}
