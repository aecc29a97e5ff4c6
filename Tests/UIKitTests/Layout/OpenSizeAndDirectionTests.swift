import Testing
import UIKit

/// What UIKit makes of sizes the constraints leave open, of leading and trailing in a
/// container forced right to left, and of pixel-rounded sizes. The expectations are those that
/// Stevia's own test suite asserts and that pass on iOS (freshOS/Stevia, Tests/EquationTests,
/// LayoutTests, CenterTests), worked out here for a 393 × 852 window at 3×.
@MainActor
@Suite struct OpenSizeAndDirectionTests {
  private func container() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    return (window, container)
  }

  private func add(to container: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    return view
  }

  /// A width or height bounded only from above stays 0 (Stevia: `v.Width <= ctrler.view.Width
  /// - 52` gives a width of 0); bounded from below, it sits on the bound (393 − 52 = 341).
  @Test func openSizesAreZeroUnlessABoundHoldsThemUp() {
    let (_, container) = container()
    let capped = add(to: container)
    let floored = add(to: container)
    NSLayoutConstraint.activate([
      capped.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -52),
      capped.heightAnchor.constraint(lessThanOrEqualToConstant: 94),
      capped.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      capped.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      floored.widthAnchor.constraint(greaterThanOrEqualTo: container.widthAnchor, constant: -52),
      floored.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
    ])
    container.layoutIfNeeded()
    #expect(capped.frame.size == .zero)
    #expect(floored.frame.size == CGSize(width: 341, height: 20))
  }

  /// A position bounded from one side sits on the bound (Stevia: `v.Top <= ctrler.view.Top +
  /// 10` puts the view at y = 10).
  @Test func openPositionsSitOnTheirBound() {
    let (_, container) = container()
    let view = add(to: container)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(lessThanOrEqualTo: container.topAnchor, constant: 10),
      view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 72),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 72, y: 10, width: 100, height: 100))
  }

  /// Leading and trailing follow the direction of the view that holds the constraint: in a
  /// container forced right to left, an unspecified subview 8 points from the leading edge
  /// ends 8 points from the right (Stevia: x = 393 − 8 for a zero-width view; here 50 wide:
  /// 393 − 8 − 50 = 335).
  @Test func subviewsOfAContainerForcedRightToLeftStartFromItsRight() {
    let (_, container) = container()
    container.semanticContentAttribute = .forceRightToLeft
    let view = add(to: container)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 50),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(view.frame.minX == 335)
  }

  /// A button forced right to left (to draw its image after its title) is still placed by its
  /// left-to-right superview: 16 points from the left.
  @Test func aViewForcedRightToLeftIsPlacedByItsSuperviewsDirection() {
    let (_, container) = container()
    let button = UIButton()
    button.translatesAutoresizingMaskIntoConstraints = false
    button.semanticContentAttribute = .forceRightToLeft
    container.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      button.topAnchor.constraint(equalTo: container.topAnchor),
      button.widthAnchor.constraint(equalToConstant: 100),
      button.heightAnchor.constraint(equalToConstant: 44),
    ])
    container.layoutIfNeeded()
    #expect(button.frame.minX == 16)
  }

  /// A 100-point view centred 50 points right of the middle of 393 points has its edges at
  /// 196.5 and 296.5, on half pixels at 3× (589.5 and 889.5): both round up, to 590 and 890
  /// pixels, and the width is exactly 300 pixels = 100 points (Stevia checks `width == 100`).
  @Test func pixelRoundedSizesAreExact() {
    let (_, container) = container()
    let view = add(to: container)
    NSLayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: container.centerXAnchor, constant: 50),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    container.layoutIfNeeded()
    #expect(view.frame.width == 100)
    // The origin comes back through the centre, as UIKit's does (position − half the size).
    #expect(abs(view.frame.minX * 3 - 590) < 1e-9)
  }
}
