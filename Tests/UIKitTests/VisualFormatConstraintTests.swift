import CoreGraphics
import Testing

@testable import UIKit

// Frames worked out by hand from Apple's documented semantics: `-` is 8 points between
// siblings and 20 to the superview's edge, `[a][b]` is flush, predicates in a view constrain
// its width (H:) or height (V:), and the alignment options tie each view to the one before.

@MainActor
@Suite struct VisualFormatConstraintTests {
  let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let a = UIView()
  let b = UIView()
  let c = UIView()

  init() {
    for view in [a, b, c] {
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
    }
  }

  var views: [String: Any] { ["a": a, "b": b, "c": c] }

  /// Activates the constraints of every format and lays the superview out.
  func layOut(_ formats: String..., options: NSLayoutConstraint.FormatOptions = []) {
    for format in formats {
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: nil, views: views))
    }
    superview.layoutIfNeeded()
  }

  /// The constraints of `format` and what was reported while making them.
  func make(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil
  ) -> (constraints: [NSLayoutConstraint], messages: [String]) {
    var messages: [String] = []
    LayoutLog.capture = { messages.append($0) }
    defer { LayoutLog.capture = nil }
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: views)
    return (constraints, messages)
  }

  @Test func standardSpacing_is20ToTheSuperviewAnd8BetweenSiblings() {
    layOut("H:|-[a(100)]-[b]-|", "V:|-[a(50)]", "V:|-[b(==a)]")
    // a: 20 from the left edge, 100 wide. b: 8 after a (20 + 100 + 8 = 128) and 20 before
    // the right edge (320 − 20 = 300), so 172 wide.
    #expect(a.frame == CGRect(x: 20, y: 20, width: 100, height: 50))
    #expect(b.frame == CGRect(x: 128, y: 20, width: 172, height: 50))
  }

  @Test func appleCompleteLineOfLayout() {
    layOut(
      "|-[a(60)]-[b(60)]-[c(>=20)]-|", "V:|[a(30)]", "V:|[b(30)]", "V:|[c(30)]")
    // a at 20; b at 20 + 60 + 8 = 88; c at 88 + 60 + 8 = 156, ending at 300: 144 wide.
    #expect(a.frame == CGRect(x: 20, y: 0, width: 60, height: 30))
    #expect(b.frame == CGRect(x: 88, y: 0, width: 60, height: 30))
    #expect(c.frame == CGRect(x: 156, y: 0, width: 144, height: 30))
  }

  @Test func flushViewsWithEqualWidths_andAlignmentOptions() {
    layOut("V:|-10-[a]-10-|")
    layOut("H:|[a][b(==a)]|", options: [.alignAllTop, .alignAllBottom])
    // Two flush views sharing 320 points; b takes a's top (10) and bottom (470).
    #expect(a.frame == CGRect(x: 0, y: 10, width: 160, height: 460))
    #expect(b.frame == CGRect(x: 160, y: 10, width: 160, height: 460))
  }

  @Test func verticalFormat_usesTopAndBottom() {
    layOut("V:|-[a(40)]-12-[b]-|", "H:|[a]|", "H:|[b]|")
    // a: 20 down, 40 high. b: 12 below a (72), ending 20 above the bottom (460): 388 high.
    #expect(a.frame == CGRect(x: 0, y: 20, width: 320, height: 40))
    #expect(b.frame == CGRect(x: 0, y: 72, width: 320, height: 388))
  }

  @Test func siblingSpacingAlongV_is8() {
    layOut("V:|[a(30)]-[b(30)]", "H:|[a(10)]", "H:|[b(10)]")
    #expect(b.frame == CGRect(x: 0, y: 38, width: 10, height: 30))
  }

  @Test func rightToLeft_readsTheFormatFromTheRightEdge() {
    layOut("H:|-10-[a(50)]-5-[b(60)]", "V:|[a(10)]", "V:|[b(10)]", options: .directionRightToLeft)
    // a ends 10 from the right edge: x = 320 − 10 − 50 = 260. b ends 5 left of a: its right
    // edge is at 255, so x = 195.
    #expect(a.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 195, y: 0, width: 60, height: 10))
  }

  @Test func leftToRight_laysOutFromTheLeftEdge() {
    layOut("H:|-10-[a(50)]-5-[b(60)]", "V:|[a(10)]", "V:|[b(10)]", options: .directionLeftToRight)
    #expect(a.frame == CGRect(x: 10, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 65, y: 0, width: 60, height: 10))
  }

  @Test func trailingEdgeWithInequality_keepsTheGapAtLeastThatWide() {
    layOut("H:[a(100)]-(>=30)-|", "H:|-(>=0)-[a]", "H:[a]-(50@500)-|", "V:|[a(10)]")
    // The required gap is at least 30, and a 50-point gap at 500 is satisfiable: x = 170.
    #expect(a.frame == CGRect(x: 170, y: 0, width: 100, height: 10))
  }

  @Test func attributesFollowTheDirectionOption() {
    let attributes = { (options: NSLayoutConstraint.FormatOptions) in
      make("H:|[a]-[b]|", options: options).constraints.map(\.firstAttribute)
    }
    // The leading edge ties a to the superview; the gap ties b to a; the trailing edge ties
    // the superview to b. Right to left, reading order runs against the coordinates.
    #expect(attributes([]) == [.leading, .leading, .trailing])
    #expect(attributes(.directionLeftToRight) == [.left, .left, .right])
    #expect(attributes(.directionRightToLeft) == [.right, .left, .left])
    #expect(make("V:[a]-[b]").constraints.map(\.secondAttribute) == [.bottom])
    #expect(
      make("V:[a]-[b]", options: .spacingBaselineToBaseline).constraints.map {
        [$0.firstAttribute, $0.secondAttribute]
      } == [[.firstBaseline, .lastBaseline]])
  }

  @Test func predicates_becomeInactiveConstraintsWithTheirPriority() throws {
    let (constraints, messages) = make(
      "[a(>=w@high)]-(<=gap)-[b(==a)]", metrics: ["w": 44, "high": 750, "gap": 12.5])
    #expect(messages.isEmpty)
    try #require(constraints.count == 3)
    let width = constraints[0]
    #expect(width.firstItem === a && width.firstAttribute == .width)
    #expect(width.relation == .greaterThanOrEqual && width.constant == 44)
    #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
    #expect(width.priority == UILayoutPriority(750))
    let gap = constraints[1]
    #expect(gap.firstItem === b && gap.secondItem === a && gap.relation == .lessThanOrEqual)
    #expect(gap.constant == 12.5 && gap.priority == .required)
    let equalWidth = constraints[2]
    #expect(equalWidth.firstItem === b && equalWidth.secondItem === a)
    #expect(equalWidth.firstAttribute == .width && equalWidth.secondAttribute == .width)
    #expect(constraints.allSatisfy { !$0.isActive })
  }

  @Test func badFormat_printsUIKitsMessageAndGivesNoConstraints() {
    let result = make("H:|-[a]-[")
    #expect(result.constraints.isEmpty)
    #expect(
      result.messages == [
        """
        Unable to parse constraint format:
        Expected a view
        H:|-[a]-[
                 ^
        """
      ])
  }

  @Test func superviewEdgeOfAViewWithNoSuperview_isReported() {
    let orphan = UIView()
    var messages: [String] = []
    LayoutLog.capture = { messages.append($0) }
    defer { LayoutLog.capture = nil }
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[orphan]|", metrics: nil, views: ["orphan": orphan])
    #expect(constraints.isEmpty)
    #expect(
      messages == [
        """
        Unable to parse constraint format:
        Unable to interpret '|' character, because the related view doesn't have a superview
        V:[orphan]|
                  ^
        """
      ])
  }

  @Test func alignmentAlongTheFormatsOwnAxis_isReported() {
    let horizontal = make("H:[a][b]", options: .alignAllLeading)
    #expect(horizontal.constraints.isEmpty)
    #expect(
      horizontal.messages.first?.contains(
        "Options mask required views to be aligned on a horizontal edge, which is not allowed "
          + "for layout that is also horizontal.") == true)
    let vertical = make("V:[a][b]", options: .alignAllLastBaseline)
    #expect(vertical.constraints.isEmpty)
    #expect(vertical.messages.first?.contains("aligned on a vertical edge") == true)
  }

  @Test func formatOptions_haveApplesRawValues() {
    typealias Options = NSLayoutConstraint.FormatOptions
    #expect(
      [
        Options.alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading,
        .alignAllTrailing, .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline,
        .alignAllFirstBaseline,
      ].map(\.rawValue) == [2, 4, 8, 16, 32, 64, 512, 1024, 2048, 4096])
    #expect(Options.directionLeftToRight.rawValue == 65536)
    #expect(Options.directionRightToLeft.rawValue == 131072)
    #expect(Options.spacingBaselineToBaseline.rawValue == 524288)
    #expect(Options.directionLeadingToTrailing.isEmpty && Options.spacingEdgeToEdge.isEmpty)
  }
}
