import Testing
import UIKit

/// Inequalities between leading and trailing attributes right to left. Apple: leading is
/// "the leading edge of the object's alignment rectangle … in a right-to-left language, the
/// right edge", and a constraint relates attributes, so `leading >= superview.leading + 20`
/// keeps the view's leading edge at least 20 points inside the superview's leading edge on
/// either side. Frames are worked out by hand on a 390-point-wide container.
@MainActor
@Suite struct RightToLeftInequalityTests {
  private func container(_ direction: UISemanticContentAttribute) -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    container.semanticContentAttribute = direction
    return container
  }

  private func child(in container: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.semanticContentAttribute = container.semanticContentAttribute
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    return view
  }

  /// A centred 100-point view inside a leading inequality: nothing conflicts (245 ≤ 370), so
  /// it sits at (390 − 100) / 2 = 145 in both directions.
  @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
  func centredViewWithLeadingInequality(direction: UISemanticContentAttribute) {
    let container = container(direction)
    let view = child(in: container)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 20),
      view.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
    ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 145, y: 10, width: 100, height: 10))
  }

  /// A 400-point wish squeezed between leading ≥ 20 and trailing ≤ −30: 340 points, 20 from
  /// the left left to right, 20 from the right (so 30 from the left) right to left.
  @Test func squeezedBetweenLeadingAndTrailingInequalities() {
    for (direction, x) in [
      (UISemanticContentAttribute.forceLeftToRight, 20.0), (.forceRightToLeft, 30),
    ] {
      let container = container(direction)
      let view = child(in: container)
      let wish = view.widthAnchor.constraint(equalToConstant: 400)
      wish.priority = .defaultHigh
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 20),
        view.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -30),
        wish,
      ])
      container.layoutIfNeeded()
      #expect(view.frame == CGRect(x: x, y: 10, width: 340, height: 10), "\(direction)")
    }
  }

  /// b's leading at least 8 past a's trailing, while a weak wish pulls b to the leading edge.
  /// Right to left: a spans 330…380; b may reach no further right than 330 − 8 = 322, so it
  /// spans 272…322.
  @Test func siblingSpacingInequality() {
    let container = container(.forceRightToLeft)
    let a = child(in: container)
    let b = child(in: container)
    let pull = b.leadingAnchor.constraint(equalTo: container.leadingAnchor)
    pull.priority = .defaultLow
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 50),
      b.widthAnchor.constraint(equalToConstant: 50),
      b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8),
      pull,
    ])
    container.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 330, y: 10, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 272, y: 10, width: 50, height: 10))
  }

  /// Margins right to left: trailing ≤ trailingMargin keeps the left edge at least the left
  /// margin (here 16) in; a 400-point wish with leading == 0 gives 390 − 16 = 374 points.
  @Test func trailingMarginInequality() {
    let container = container(.forceRightToLeft)
    container.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 4)
    let view = child(in: container)
    let wish = view.widthAnchor.constraint(equalToConstant: 400)
    wish.priority = .defaultHigh
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.trailingAnchor.constraint(
        lessThanOrEqualTo: container.layoutMarginsGuide.trailingAnchor),
      wish,
    ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 16, y: 10, width: 374, height: 10))
  }

  /// A vertical stack with `.center` alignment keeps each arranged view inside it with
  /// inequalities ("UISV-spanning-boundary"); right to left they must not stretch a 100-point
  /// view to the stack's width: it is centred at (390 − 100) / 2 = 145.
  @Test func verticalCenteredStackRightToLeft() {
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    let stack = UIStackView(arrangedSubviews: [box])
    stack.axis = .vertical
    stack.alignment = .center
    stack.semanticContentAttribute = .forceRightToLeft
    box.semanticContentAttribute = .forceRightToLeft
    stack.frame = CGRect(x: 0, y: 0, width: 390, height: 20)
    stack.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 145, y: 0, width: 100, height: 20))
  }
}

/// Apple: playback and spatial content is never flipped; forced attributes win; unspecified
/// content follows the direction it sits in.
@MainActor
@Test func layoutDirectionForSemanticContentAttributes() {
  #expect(
    UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
  #expect(
    UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
  #expect(
    UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft
  )
  #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
  #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
}

/// A vertical stack view right to left aligns its arranged views by their leading and trailing
/// edges mirrored, and centres them without stretching (UIStackView.Alignment: `.center`
/// keeps each view's own width): on a 390-point stack, a 100-point view sits at 145 centred,
/// at 390 − 100 = 290 leading (the right edge), at 0 trailing; a label keeps its text width.
@MainActor
@Test func verticalStackAlignsRightToLeft() {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let fixed = UIView()
  fixed.widthAnchor.constraint(equalToConstant: 100).isActive = true
  fixed.heightAnchor.constraint(equalToConstant: 20).isActive = true
  let label = UILabel()
  label.text = "Hello"
  let stack = UIStackView(arrangedSubviews: [fixed, label])
  stack.axis = .vertical
  stack.semanticContentAttribute = .forceRightToLeft
  stack.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
  window.addSubview(stack)
  let textWidth = label.intrinsicContentSize.width
  let expected: [(UIStackView.Alignment, CGFloat, ClosedRange<CGFloat>)] = [
    (.center, 145, (195 - textWidth / 2 - 0.5)...(195 - textWidth / 2 + 0.5)),
    (.leading, 290, (390 - textWidth - 0.5)...(390 - textWidth + 0.5)),
    (.trailing, 0, 0...0),
  ]
  for (alignment, fixedX, labelX) in expected {
    stack.alignment = alignment
    window.layoutIfNeeded()
    #expect(fixed.frame.minX == fixedX, "\(alignment.rawValue)")
    #expect(fixed.frame.width == 100)
    #expect(labelX.contains(label.frame.minX), "\(alignment.rawValue): \(label.frame)")
    #expect(abs(label.frame.width - textWidth) < 0.5)
  }
}
