import Testing
import UIKit

@testable import Mockup

/// How scalars are read: the spaces around numbers and constraints, and `${name}` among other
/// dollar signs.
@MainActor @Suite struct ScalarReadingTests {
  @Test func trimmingSpaces_removesWhatFoundationsWhitespacesSetHolds() {
    // CharacterSet.whitespaces is Unicode's space separators (Zs) and the tab.
    #expect(" \t12 \t".trimmingSpaces() == "12")
    // U+00A0 (no-break space) and U+3000 (ideographic space) are Zs.
    #expect("\u{00A0}5\u{3000}".trimmingSpaces() == "5")
    // A newline is not in the set, and spaces inside stay.
    #expect("\n1 2 ".trimmingSpaces() == "\n1 2")
    #expect("   ".trimmingSpaces() == "")
    #expect("".trimmingSpaces() == "")
  }

  @Test func number_readsAroundNoBreakSpaces() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [100, 100], scale: 1}
      view:
        subviews:
          - {id: a, alpha: "\u{00A0}0.5 "}
      """)
    defer { renderer.close() }
    #expect(renderer.views.view(withID: "a")?.alpha == 0.5)
  }

  @Test func dollarSignsWithoutABrace_stayAsWritten() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [100, 100], scale: 1}
      variables: {n: 1}
      view:
        subviews:
          - {id: a, class: UILabel, text: "a$b $${n}$"}
      """)
    defer { renderer.close() }
    // "a$b " and the last "$" stay; "$" then "${n}" reads "$1".
    #expect((renderer.views.view(withID: "a") as? UILabel)?.text == "a$b $1$")
  }
}
