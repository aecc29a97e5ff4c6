import Testing
import UIKit

/// Frames across the axis for each alignment, worked out by hand. Rows are 300×100 with a =
/// 40×20, b = 60×30 and c = 100×10 (c hugs least, so it takes the 100 spare points: a at x 0,
/// b at 40, c at 100…300); columns are 200 wide.
@MainActor
@Suite struct StackViewAlignmentTests {
  /// A 300×100 row with `alignment`, laid out.
  private func row(_ alignment: UIStackView.Alignment) -> [StackTestItem] {
    let (a, b, c) = StackTestItem.abc()
    c.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.alignment = alignment
    StackTestItem.pin(stack, in: CGSize(width: 300, height: 100))
    return [a, b, c]
  }

  /// A column 200 wide with `alignment`, as tall as its content (20 + 30 + 10), laid out.
  private func column(_ alignment: UIStackView.Alignment) -> [StackTestItem] {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    stack.alignment = alignment
    StackTestItem.pin(
      stack, in: CGSize(width: 200, height: 400), edges: [.leading, .trailing, .top])
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
    return [a, b, c]
  }

  @Test func fillStretchesAcrossTheAxis() {
    let views = row(.fill)
    #expect(views.map(\.frame.minY) == [0, 0, 0])
    #expect(views.map(\.frame.height) == [100, 100, 100])
  }

  /// Top: every view at y 0 at its intrinsic height.
  @Test func topAlignsTopEdges() {
    let views = row(.top)
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(views[1].frame == CGRect(x: 40, y: 0, width: 60, height: 30))
    #expect(views[2].frame == CGRect(x: 100, y: 0, width: 200, height: 10))
  }

  /// Bottom: y = 100 − height: 80, 70, 90.
  @Test func bottomAlignsBottomEdges() {
    let views = row(.bottom)
    #expect(views.map(\.frame.minY) == [80, 70, 90])
    #expect(views.map(\.frame.height) == [20, 30, 10])
  }

  /// Centre: y = (100 − height) / 2: 40, 35, 45.
  @Test func centerCentresAcrossTheAxis() {
    let views = row(.center)
    #expect(views.map(\.frame.minY) == [40, 35, 45])
  }

  /// Views without text have their baselines at their bottom edges, so first-baseline
  /// alignment lines up bottoms; a row that nothing sizes vertically is as tall as its
  /// tallest view (30): b at 0, a at 30 − 20 = 10, c at 30 − 10 = 20.
  @Test(arguments: [UIStackView.Alignment.firstBaseline, .lastBaseline])
  func baselinesOfViewsWithoutTextAreTheirBottoms(alignment: UIStackView.Alignment) {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.alignment = alignment
    StackTestItem.pinTopLeading(stack)
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
    #expect([a, b, c].map(\.frame.minY) == [10, 0, 20])
    #expect([a, b, c].map(\.frame.maxY) == [30, 30, 30])
  }

  /// A column's leading alignment puts every view at x 0.
  @Test func leadingAlignsLeadingEdgesOfAColumn() {
    let views = column(.leading)
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(views[1].frame == CGRect(x: 0, y: 20, width: 60, height: 30))
    #expect(views[2].frame == CGRect(x: 0, y: 50, width: 100, height: 10))
  }

  /// Trailing: x = 200 − width: 160, 140, 100.
  @Test func trailingAlignsTrailingEdgesOfAColumn() {
    #expect(column(.trailing).map(\.frame.minX) == [160, 140, 100])
  }

  /// Centre: x = (200 − width) / 2: 80, 70, 50.
  @Test func centerCentresAColumn() {
    #expect(column(.center).map(\.frame.minX) == [80, 70, 50])
  }

  /// In right-to-left layouts a row runs from the right: c (hugging least) takes the spare
  /// room at the left. a at 300 − 40 = 260, b at 260 − 60 = 200, c at 0…200.
  @Test func rowsRunFromTheRightInRightToLeftLayouts() {
    let (a, b, c) = StackTestItem.abc()
    c.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    for view in [container, stack, a, b, c] { view.semanticContentAttribute = .forceRightToLeft }
    StackTestItem.pin(stack, in: container)
    #expect([a, b, c].map(\.frame.minX) == [260, 200, 0])
    #expect(c.frame.width == 200)
  }
}
