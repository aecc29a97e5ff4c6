import Testing
import UIKit

/// Frames along the axis for each distribution, worked out by hand from UIKit's documented
/// behaviour. The arranged views have intrinsic sizes a = 40×20, b = 60×30, c = 100×10 unless
/// a test says otherwise, so their intrinsic widths add up to 200.
@MainActor
@Suite struct StackViewDistributionTests {
  /// The frames of a, b and c in a 100-point-tall row of `width` with spacing 10, after
  /// `adjust` has changed their priorities.
  private func row(
    _ distribution: UIStackView.Distribution, width: CGFloat,
    adjust: (StackTestItem) -> Void = { _ in }
  ) -> [CGRect] {
    let (a, b, c) = StackTestItem.abc()
    adjust(c)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = distribution
    stack.spacing = 10
    StackTestItem.pin(stack, in: CGSize(width: width, height: 100))
    return [a, b, c].map(\.frame)
  }

  /// Frames 100 tall at x with width.
  private func frames(_ spans: (x: CGFloat, width: CGFloat)...) -> [CGRect] {
    spans.map { CGRect(x: $0.x, y: 0, width: $0.width, height: 100) }
  }

  /// `.fill` with 80 points to spare (300 − 200 − 2 × 10): c hugs least (249), so c grows by
  /// 80 to 180; a at 0, b at 40 + 10, c at 110 + 10.
  @Test func fillStretchesTheViewThatHugsLeast() {
    let laidOut = row(.fill, width: 300) {
      $0.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    }
    #expect(laidOut == frames((0, 40), (50, 60), (120, 180)))
  }

  /// `.fill` 70 points short (150 − 220): c resists compression least (749), so it shrinks
  /// from 100 to 30; a and b keep their widths.
  @Test func fillShrinksTheViewThatResistsLeast() {
    let laidOut = row(.fill, width: 150) {
      $0.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    }
    #expect(laidOut == frames((0, 40), (50, 60), (120, 30)))
  }

  /// `.fillEqually` in 320 points with two gaps of 10: (320 − 20) / 3 = 100 each.
  @Test func fillEquallyGivesEveryViewTheSameWidth() {
    #expect(row(.fillEqually, width: 320) == frames((0, 100), (110, 100), (220, 100)))
  }

  /// A `.fillEqually` stack that nothing sizes makes every view as wide as the widest
  /// intrinsic width (100): 3 × 100 + 2 × 10 = 320 wide. With `.fill` alignment the views
  /// share one height, the tallest intrinsic height (30), since compression resistance (750)
  /// beats hugging (250).
  @Test func fillEquallyUsesTheLargestIntrinsicWidthWhenSpaceAllows() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = .fillEqually
    stack.spacing = 10
    StackTestItem.pinTopLeading(stack)
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(c.frame == CGRect(x: 220, y: 0, width: 100, height: 30))
  }

  /// `.fillProportionally` in 320 points: 300 after the two gaps, shared 40 : 60 : 100 of
  /// 200, that is 60, 90 and 150.
  @Test func fillProportionallySharesByIntrinsicWidth() {
    #expect(row(.fillProportionally, width: 320) == frames((0, 60), (70, 90), (170, 150)))
  }

  /// `.equalSpacing` in 320 points: the views keep 200 and the two gaps share 120, 60 each.
  @Test func equalSpacingPadsTheGapsEvenly() {
    #expect(row(.equalSpacing, width: 320) == frames((0, 40), (100, 60), (220, 100)))
  }

  /// `.equalCentering` in 320 points: a's centre is at 20 and c's at 320 − 50 = 270, so b's
  /// is halfway, at 145, and b spans 115…175 (more than the 10 points minimum from both).
  @Test func equalCenteringSpacesTheCentresEvenly() {
    #expect(row(.equalCentering, width: 320) == frames((0, 40), (115, 60), (220, 100)))
  }

  /// Unconstrained along its axis, an `.equalSpacing` row hugs its views: gaps at the
  /// minimum 10, so 200 + 20 = 220 wide with b at 50.
  @Test func equalSpacingHugsItsViewsWhenNothingSizesIt() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = .equalSpacing
    stack.spacing = 10
    StackTestItem.pinTopLeading(stack)
    #expect(stack.frame.width == 220)
    #expect([a, b, c].map(\.frame.minX) == [0, 50, 120])
    #expect(!b.hasAmbiguousLayout)
  }

  /// Unconstrained along its axis, an `.equalCentering` row is as narrow as equal centres
  /// allow. With b at x: centres 20, x + 30 and 2x + 40 (one more step of x + 10), so c
  /// starts at 2x − 10, at least 10 after b ends (x + 60): x ≥ 80. So b at 80, c at 150 and
  /// the row 250 wide.
  @Test func equalCenteringKeepsCentresEvenWhenNothingSizesIt() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = .equalCentering
    stack.spacing = 10
    StackTestItem.pinTopLeading(stack)
    #expect(stack.frame.width == 250)
    #expect([a, b, c].map(\.frame.minX) == [0, 80, 150])
  }

  /// A vertical `.fillEqually` stack 230 tall with gaps of 10: (230 − 20) / 3 = 70 each, at
  /// 0, 80 and 160; `.fill` alignment makes each as wide as the stack.
  @Test func verticalStacksDistributeDownwards() {
    let (a, b, c) = StackTestItem.abc()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.spacing = 10
    StackTestItem.pin(stack, in: CGSize(width: 100, height: 230))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 70))
    #expect(b.frame == CGRect(x: 0, y: 80, width: 100, height: 70))
    #expect(c.frame == CGRect(x: 0, y: 160, width: 100, height: 70))
  }
}
