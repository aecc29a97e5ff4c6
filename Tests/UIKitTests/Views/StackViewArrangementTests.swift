import Testing

@testable import UIKit

/// The arranged-subviews API, spacing, hidden views, margins, nesting and sizing by content,
/// with frames worked out by hand (a = 40×20, b = 60×30, c = 100×10).
@MainActor
@Suite struct StackViewArrangementTests {
  @Test func arrangedSubviewsBecomeSubviewsLaidOutByConstraints() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.addArrangedSubview(c)
    #expect(stack.arrangedSubviews == [a, b, c])
    #expect(stack.subviews == [a, b, c])
    #expect([a, b, c].allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
  }

  /// Inserting reorders the arranged subviews only; the subviews keep their order.
  @Test func insertingMovesAnArrangedSubviewWithoutRestackingIt() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.insertArrangedSubview(c, at: 0)
    #expect(stack.arrangedSubviews == [c, a, b])
    #expect(stack.subviews == [a, b, c])
    stack.addArrangedSubview(c)
    #expect(stack.arrangedSubviews == [a, b, c])
  }

  @Test func insertingBeyondTheEndIsReportedAndIgnored() {
    var messages: [String] = []
    LayoutLog.capture = { messages.append($0) }
    defer { LayoutLog.capture = nil }
    let (a, b, _) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a])
    stack.insertArrangedSubview(b, at: 2)
    #expect(stack.arrangedSubviews == [a])
    #expect(b.superview == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("index 2") == true)
  }

  /// removeArrangedSubview keeps the view as a subview; removeFromSuperview also stops it
  /// being arranged. Either way the others close up: b alone is at x 0.
  @Test func removingAnArrangedSubview() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews == [b, c])
    #expect(a.superview === stack)
    c.removeFromSuperview()
    #expect(stack.arrangedSubviews == [b])
    StackTestItem.pinTopLeading(stack)
    #expect(b.frame == CGRect(x: 0, y: 0, width: 60, height: 30))
    #expect(stack.frame.size == CGSize(width: 60, height: 30))
  }

  /// Spacing 10 with 30 after a: a 0…40, b 70…130, c 140…240. The system spacing after b
  /// (8) then moves c to 138.
  @Test func customSpacingOverridesSpacingAfterOneView() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    stack.setCustomSpacing(30, after: a)
    #expect(stack.customSpacing(after: a) == 30)
    #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
    let container = StackTestItem.pinTopLeading(stack)
    #expect([a, b, c].map(\.frame.minX) == [0, 70, 140])
    #expect(stack.frame.width == 240)
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
    container.layoutIfNeeded()
    #expect(c.frame.minX == 138)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
    container.layoutIfNeeded()
    #expect([a, b, c].map(\.frame.minX) == [0, 50, 118])
  }

  /// Custom spacing is ignored for views that are not arranged and forgotten when a view
  /// stops being arranged.
  @Test func customSpacingBelongsToArrangedSubviews() {
    let (a, b, _) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a])
    stack.setCustomSpacing(20, after: b)
    #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(20, after: a)
    stack.removeArrangedSubview(a)
    stack.addArrangedSubview(a)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
  }

  /// System spacing as the stack's spacing: 8 between views, so b is at 48.
  @Test func systemSpacing() {
    let (a, b, _) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.spacing = UIStackView.spacingUseSystem
    StackTestItem.pinTopLeading(stack)
    #expect(b.frame.minX == 48)
  }

  /// Hiding b (spacing 10) collapses it and one gap: a 0…40, c 50…150, the stack 150 wide;
  /// b is 0 wide just after a. Showing it again restores a, b at 50, c at 120.
  @Test func hiddenArrangedSubviewsTakeNoSpaceAndNoSpacing() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    let container = StackTestItem.pinTopLeading(stack)
    #expect(stack.frame.width == 220)
    b.isHidden = true
    container.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(c.frame.minX == 50)
    #expect(b.frame.width == 0)
    #expect(b.frame.minX == 40)
    #expect(stack.frame.width == 150)
    #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
    b.isHidden = false
    container.layoutIfNeeded()
    #expect([a, b, c].map(\.frame.minX) == [0, 50, 120])
    #expect(stack.frame.width == 220)
  }

  /// The spacing after a hidden first view goes with it: hiding a (custom spacing 30 after
  /// it) leaves b at 0 and c at 70.
  @Test func aHiddenViewTakesItsCustomSpacingWithIt() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    stack.setCustomSpacing(30, after: a)
    a.isHidden = true
    StackTestItem.pinTopLeading(stack)
    #expect([b, c].map(\.frame.minX) == [0, 70])
    #expect(stack.frame.width == 170)
  }

  /// Margins (10, 20, 10, 20) in a 300×100 stack leave a 260×80 canvas at (20, 10); two
  /// equal views with 10 between are (260 − 10) / 2 = 125 wide.
  @Test func layoutMarginsRelativeArrangement() {
    let (a, b, _) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.distribution = .fillEqually
    stack.spacing = 10
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    stack.isLayoutMarginsRelativeArrangement = true
    StackTestItem.pin(stack, in: CGSize(width: 300, height: 100))
    #expect(a.frame == CGRect(x: 20, y: 10, width: 125, height: 80))
    #expect(b.frame == CGRect(x: 155, y: 10, width: 125, height: 80))
  }

  /// A column holding a row (a, b, 5 apart) and c, 10 apart, sized by content. The row is 105
  /// wide and 30 tall (fill alignment: a and b share the taller height). The column's fill
  /// alignment makes c as wide as the row: stretching c breaks its hugging (250), narrowing
  /// the row would break a's or b's compression resistance (750), so both are 105. The column
  /// is 30 + 10 + 10 = 50 tall.
  @Test func nestedStacks() {
    let (a, b, c) = StackTestItem.abc()
    let row = UIStackView(arrangedSubviews: [a, b])
    row.spacing = 5
    let column = UIStackView(arrangedSubviews: [row, c])
    column.axis = .vertical
    column.spacing = 10
    StackTestItem.pinTopLeading(column)
    #expect(column.frame == CGRect(x: 0, y: 0, width: 105, height: 50))
    #expect(row.frame == CGRect(x: 0, y: 0, width: 105, height: 30))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(b.frame == CGRect(x: 45, y: 0, width: 60, height: 30))
    #expect(c.frame == CGRect(x: 0, y: 40, width: 105, height: 10))
  }

  /// The smallest size of a row with spacing 10 and top alignment: 200 + 20 wide, as tall as
  /// b (30). A centred column: 20 + 30 + 10 + 20 tall, as wide as c (100).
  @Test func fittingSizeComesFromTheArrangedViews() {
    let (a, b, c) = StackTestItem.abc()
    let row = UIStackView(arrangedSubviews: [a, b, c])
    row.spacing = 10
    row.alignment = .top
    #expect(
      row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 220, height: 30))
    let column = UIStackView(arrangedSubviews: [
      StackTestItem(40, 20), StackTestItem(60, 30), StackTestItem(100, 10),
    ])
    column.axis = .vertical
    column.alignment = .center
    column.spacing = 10
    #expect(
      column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 100, height: 80))
  }

  /// Changing a property remakes the constraints: the identifiers follow the arrangement.
  @Test func constraintsCarryUIKitIdentifiers() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = .fillEqually
    let container = StackTestItem.pin(stack, in: CGSize(width: 320, height: 100))
    let identifiers = Set(stack.constraints.compactMap(\.identifier))
    #expect(
      identifiers == [
        "UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally",
        "UISV-alignment",
      ])
    stack.distribution = .fill
    stack.alignment = .center
    container.layoutIfNeeded()
    let remade = Set(stack.constraints.compactMap(\.identifier))
    #expect(!remade.contains("UISV-fill-equally"))
    #expect(remade.isSuperset(of: ["UISV-spanning-boundary", "UISV-alignment"]))
  }

  /// Vertical baseline-relative arrangement measures spacing between baselines, which for
  /// views without text are their bottoms: b's bottom is 40 below a's (20), so b spans
  /// 30…60.
  @Test func baselineRelativeArrangement() {
    let (a, b, _) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.spacing = 40
    stack.isBaselineRelativeArrangement = true
    StackTestItem.pinTopLeading(stack)
    #expect(a.frame.minY == 0)
    #expect(b.frame == CGRect(x: 0, y: 30, width: 60, height: 30))
  }

  @Test func nonFiniteSpacingIsReportedAndIgnored() {
    var messages: [String] = []
    LayoutLog.capture = { messages.append($0) }
    defer { LayoutLog.capture = nil }
    let stack = UIStackView()
    stack.spacing = 4
    stack.spacing = .nan
    #expect(stack.spacing == 4)
    #expect(messages.count == 1)
  }
}
