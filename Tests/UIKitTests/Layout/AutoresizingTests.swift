import Testing
import UIKit

/// Springs and struts, from UIView.autoresizingMask's reference: when a view's bounds change
/// it resizes each subview by the subview's mask; a flexible margin or size takes part of the
/// change, and "when more than one option along the same axis is set, the default behavior is
/// to distribute the size difference proportionally among the flexible portions". With no
/// option the view keeps its frame. Each test resizes a 100 × 100 superview.
@MainActor
@Suite struct AutoresizingTests {
  func resized(
    _ frame: CGRect, mask: UIView.AutoresizingMask, to size: CGSize,
    autoresizes: Bool = true
  ) -> CGRect {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    superview.autoresizesSubviews = autoresizes
    let view = UIView(frame: frame)
    view.autoresizingMask = mask
    superview.addSubview(view)
    superview.frame.size = size
    return view.frame
  }

  @Test func noMaskKeepsTheFrame() {
    let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(resized(frame, mask: [], to: CGSize(width: 200, height: 300)) == frame)
  }

  @Test func flexibleWidthTakesTheWholeChange() {
    // 100 → 200 wide: width 30 + 100.
    #expect(
      resized(
        CGRect(x: 10, y: 20, width: 30, height: 40), mask: .flexibleWidth,
        to: CGSize(width: 200, height: 100)) == CGRect(x: 10, y: 20, width: 130, height: 40))
  }

  @Test func flexibleLeftMarginKeepsTheRightMargin() {
    // The left margin takes the 100 points: x 10 → 110.
    #expect(
      resized(
        CGRect(x: 10, y: 20, width: 30, height: 40), mask: .flexibleLeftMargin,
        to: CGSize(width: 200, height: 100)) == CGRect(x: 110, y: 20, width: 30, height: 40))
  }

  @Test func twoFlexibleMarginsShareTheChangeInProportion() {
    // Margins 25 and 25 (25 + 50 + 25 = 100) share 100 points equally: x = 25 + 50.
    #expect(
      resized(
        CGRect(x: 25, y: 0, width: 50, height: 10),
        mask: [.flexibleLeftMargin, .flexibleRightMargin], to: CGSize(width: 200, height: 100))
        == CGRect(x: 75, y: 0, width: 50, height: 10))
  }

  @Test func flexibleWidthAndRightMarginShareInProportion() {
    // Width 30 and right margin 60 (10 + 30 + 60): 90 more points split 1 : 2, width + 30.
    #expect(
      resized(
        CGRect(x: 10, y: 0, width: 30, height: 10), mask: [.flexibleWidth, .flexibleRightMargin],
        to: CGSize(width: 190, height: 100)) == CGRect(x: 10, y: 0, width: 60, height: 10))
  }

  @Test func flexibleTopMarginAndHeightShareInProportion() {
    // Top 20 and height 40 (bottom 40 is fixed): 60 more points split 1 : 2.
    #expect(
      resized(
        CGRect(x: 0, y: 20, width: 10, height: 40), mask: [.flexibleTopMargin, .flexibleHeight],
        to: CGSize(width: 100, height: 160)) == CGRect(x: 0, y: 40, width: 10, height: 80))
  }

  @Test func shrinkingShrinksTheFlexibleParts() {
    // 100 → 50: margins 30 and 30 and size 40 all flexible share -50 as 30 : 40 : 30, so
    // x = 30 - 15, width = 40 - 20.
    #expect(
      resized(
        CGRect(x: 30, y: 0, width: 40, height: 10),
        mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
        to: CGSize(width: 50, height: 100)) == CGRect(x: 15, y: 0, width: 20, height: 10))
  }

  @Test func autoresizesSubviewsFalseLeavesThemAlone() {
    let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(
      resized(frame, mask: .flexibleWidth, to: CGSize(width: 200, height: 100), autoresizes: false)
        == frame)
  }

  /// A frame-based view inside a constraint-based view inside a frame-based root: the middle
  /// view is sized by its constraints, and its frame-based subview follows by its mask through
  /// the constraints translatesAutoresizingMaskIntoConstraints makes of it.
  @Test func frameBasedViewInAConstraintBasedView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let middle = UIView()
    middle.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(middle)
    NSLayoutConstraint.activate([
      middle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      middle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      middle.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    #expect(middle.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    let inner = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    inner.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    middle.addSubview(inner)
    root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    // The root grows by 100 × 50; middle is now 180 × 130, 100 × 50 larger, so inner's width
    // grows by 100 and its top margin by 50 (its bottom margin, 55, is fixed).
    root.frame.size = CGSize(width: 200, height: 150)
    root.layoutIfNeeded()
    #expect(middle.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
    #expect(inner.frame == CGRect(x: 5, y: 55, width: 120, height: 20))
  }

  /// Constraints can relate to a frame-based view: they read the frame its mask constraints
  /// fix, and follow it when it changes.
  @Test func constraintsRelativeToAFrameBasedSibling() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let framed = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    let placed = UIView()
    placed.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(framed)
    root.addSubview(placed)
    NSLayoutConstraint.activate([
      placed.leftAnchor.constraint(equalTo: framed.rightAnchor),
      placed.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 5),
      placed.widthAnchor.constraint(equalToConstant: 10),
      placed.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(placed.frame == CGRect(x: 30, y: 15, width: 10, height: 10))
    framed.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    root.layoutIfNeeded()
    #expect(placed.frame == CGRect(x: 40, y: 25, width: 10, height: 10))
  }
}
