import Testing

@testable import UIKit

/// Dimensions made by `anchorWithOffset(to:)`: Apple's "layout dimension object from two
/// anchors", the space between the receiver and the other anchor, usable wherever a width or
/// height is. Frames are worked out by hand in a 400 × 200 container.
@MainActor
@Suite struct CompositeDimensionTests {
  private func container(
    _ views: UIView..., direction: UISemanticContentAttribute = .unspecified
  ) -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    container.semanticContentAttribute = direction
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: container.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    return container
  }

  /// `a` (100 wide) at the leading edge, `b` (60 wide) at the trailing edge, and a 40-point
  /// view with equal space on either side. Left to right: gap₁ = x − 100 and
  /// gap₂ = 340 − (x + 40), equal at x = 200. Right to left `a` is at 300…400 and `b` at
  /// 0…60; the gaps run in the reading direction: 300 − (x + 40) = x − 60 at x = 160.
  @Test(arguments: [
    (UISemanticContentAttribute.forceLeftToRight, CGFloat(200)), (.forceRightToLeft, 160),
  ])
  func viewCentredBetweenTwoOthers(direction: UISemanticContentAttribute, x: CGFloat) {
    let (a, b, view) = (UIView(), UIView(), UIView())
    let box = container(a, b, view, direction: direction)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.trailingAnchor.constraint(equalTo: box.trailingAnchor),
      b.widthAnchor.constraint(equalToConstant: 60),
      view.widthAnchor.constraint(equalToConstant: 40),
      a.trailingAnchor.anchorWithOffset(to: view.leadingAnchor)
        .constraint(equalTo: view.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)),
    ])
    box.layoutIfNeeded()
    #expect(view.frame == CGRect(x: x, y: 0, width: 40, height: 10))
  }

  /// The space below `a` (bottom at 10) is a quarter of the container's height plus 5:
  /// 200 / 4 + 5 = 55, so the view's top is at 65.
  @Test func multiplierAndConstantAgainstAnotherDimension() {
    let (a, view) = (UIView(), UIView())
    let box = container(a)
    view.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(view)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 10),
      view.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 10),
      a.bottomAnchor.anchorWithOffset(to: view.topAnchor)
        .constraint(equalTo: box.heightAnchor, multiplier: 0.25, constant: 5),
    ])
    box.layoutIfNeeded()
    #expect(view.frame.minY == 65)
  }

  /// A constant distance and the two inequalities against a weaker wish: `== 24` puts `b` 24
  /// after `a` (which ends at 100); `>= 30` beats a wish of 10; `<= 50` beats a wish of 80.
  @Test(arguments: [
    (NSLayoutConstraint.Relation.equal, CGFloat(24), CGFloat(124)),
    (.greaterThanOrEqual, 30, 130),
    (.lessThanOrEqual, 50, 150),
  ])
  func constantsAndInequalities(relation: NSLayoutConstraint.Relation, c: CGFloat, x: CGFloat) {
    let (a, b) = (UIView(), UIView())
    let box = container(a, b)
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let limit =
      switch relation {
      case .equal: gap.constraint(equalToConstant: c)
      case .greaterThanOrEqual: gap.constraint(greaterThanOrEqualToConstant: c)
      case .lessThanOrEqual: gap.constraint(lessThanOrEqualToConstant: c)
      }
    let wish = b.leadingAnchor.constraint(
      equalTo: a.trailingAnchor, constant: relation == .greaterThanOrEqual ? 10 : 80)
    wish.priority = .defaultLow
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.widthAnchor.constraint(equalToConstant: 20),
      limit, wish,
    ])
    box.layoutIfNeeded()
    #expect(b.frame.minX == x)
  }

  /// Priorities decide between two composite constraints that cannot both hold: the gap of
  /// 12 at 750 wins over the gap of 40 at 250, so `b` starts at 100 + 12.
  @Test func priorities() {
    let (a, b) = (UIView(), UIView())
    let box = container(a, b)
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let high = gap.constraint(equalToConstant: 12)
    high.priority = .defaultHigh
    let low = gap.constraint(equalToConstant: 40)
    low.priority = .defaultLow
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.widthAnchor.constraint(equalToConstant: 20),
      low, high,
    ])
    box.layoutIfNeeded()
    #expect(b.frame.minX == 112)
  }

  /// A view's width equal to the space between two others, in both directions: `a` 100 wide
  /// at the leading edge, `b` 60 wide at the trailing edge, so the space is 240 either way.
  /// The view sits at the leading edge: x = 0 left to right, 400 − 240 = 160 right to left.
  @Test(arguments: [
    (UISemanticContentAttribute.forceLeftToRight, CGFloat(0)), (.forceRightToLeft, 160),
  ])
  func widthEqualToTheSpaceBetween(direction: UISemanticContentAttribute, x: CGFloat) {
    let (a, b, view) = (UIView(), UIView(), UIView())
    let box = container(a, b, view, direction: direction)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.trailingAnchor.constraint(equalTo: box.trailingAnchor),
      b.widthAnchor.constraint(equalToConstant: 60),
      view.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      view.widthAnchor.constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)),
    ])
    box.layoutIfNeeded()
    #expect(view.frame == CGRect(x: x, y: 0, width: 240, height: 10))
  }

  /// UIKit prints a composite dimension as `(end - start)`, its multiplier in front, and names
  /// each of its anchors with its address after the status.
  @Test func descriptions() {
    let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
    _ = container(a, b, c, d)
    let first = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let second = c.topAnchor.anchorWithOffset(to: d.bottomAnchor)
    #expect(first.description == "(UIView:\(b.address).leading - UIView:\(a.address).trailing)")
    let constraint = first.constraint(equalTo: second, multiplier: 0.5, constant: 8)
    let text = constraint.description
    #expect(text.hasPrefix("<NSLayoutConstraint:0x"))
    #expect(
      text.contains(
        " (UIView:\(b.address).leading - UIView:\(a.address).trailing) == "
          + "0.5*(UIView:\(d.address).bottom - UIView:\(c.address).top) + 8   (inactive, names: "
          + "UIView:\(b.address).leading:0x"))
    #expect(text.hasSuffix(" )>"))
    // The constraint's address, four views' on the two sides, and two (view, anchor) per name.
    #expect(text.components(separatedBy: ":0x").count - 1 == 1 + 4 + 4 * 2)
    #expect(constraint.firstAnchor.description == first.description)
    #expect(constraint.secondAnchor?.description == second.description)
    #expect(constraint.firstItem === b && constraint.secondItem === d)
  }

  /// Removing the view a composite dimension measures from deactivates the constraint, as
  /// removing any view a constraint names does; the constraint is also among the ones that
  /// affect that view's horizontal layout while it is active.
  @Test func removingTheStartViewDeactivates() {
    let (a, b) = (UIView(), UIView())
    let box = container(a, b)
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 8)
    gap.isActive = true
    #expect(gap.isActive)
    #expect(a.constraintsAffectingLayout(for: .horizontal).contains { $0 === gap })
    #expect(!a.constraintsAffectingLayout(for: .vertical).contains { $0 === gap })
    a.removeFromSuperview()
    #expect(!gap.isActive)
    withExtendedLifetime(box) {}
  }
}
