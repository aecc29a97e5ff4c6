import Testing
import UIKit

/// Changed constants move constraints in place, as UIKit documents for `constant` ("Setting
/// the constant on an existing constraint performs much better than removing the constraint
/// and adding a new one"): the rest of the layout stays, so a view the constraints leave free
/// stays where UIKit leaves it (its superview's origin) instead of taking up the change.
@MainActor
@Suite struct ConstantChangeTests {
  /// A view with an intrinsic size, so frames can be worked out without text metrics.
  final class Block: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
  }

  /// A 393 × 852 window with a phone's insets: 59 at the top, 34 at the bottom.
  private func phoneWindow() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    return (window, container)
  }

  /// Issue 18's reproducer: a margin-relative stack with nothing but a height. Its position
  /// is free, so it sits at its superview's origin; covering the top inset (59) and 82 points
  /// of the bottom one (900 − (852 − 34)), its margins are 8 + 59 = 67 and 8 + 82 = 90, so the
  /// block is 900 − 67 − 90 = 743 tall at y = 67, and the stack 40 + 16 = 56 wide. Before,
  /// each re-solve moved the stack up by its margins, which grew them: it never settled.
  @Test func marginRelativeStackWithOnlyAHeight_settlesAtItsSuperviewsOrigin() {
    let (window, container) = phoneWindow()
    let block = Block()
    let stack = UIStackView(arrangedSubviews: [block])
    stack.axis = .vertical
    stack.isLayoutMarginsRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    stack.heightAnchor.constraint(equalToConstant: 900).isActive = true
    window.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 56, height: 900))
    #expect(block.frame == CGRect(x: 8, y: 67, width: 40, height: 743))
    window.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 56, height: 900))
  }

  /// A box placed by nothing, holding a subview 10 points in: changing that 10 to 30 moves
  /// the subview, not the box (which stays at its superview's origin).
  @Test func changedConstant_movesTheConstrainedViewNotTheFreeOne() {
    let (window, container) = phoneWindow()
    let box = UIView()
    let inner = UIView()
    for view in [box, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
    container.addSubview(box)
    box.addSubview(inner)
    let leading = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10)
    let top = inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
      inner.widthAnchor.constraint(equalToConstant: 20),
      inner.heightAnchor.constraint(equalToConstant: 20),
      leading, top,
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    leading.constant = 30
    top.constant = 30
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(inner.frame == CGRect(x: 30, y: 30, width: 20, height: 20))
  }
}
