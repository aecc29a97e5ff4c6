import Testing
import UIKit

/// A view with a fixed intrinsic size, as a label or an image view has one.
final class StackTestItem: UIView {
  let size: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { return nil }

  override var intrinsicContentSize: CGSize { size }

  /// The three views most stack tests arrange: 40×20, 60×30 and 100×10.
  static func abc() -> (StackTestItem, StackTestItem, StackTestItem) {
    (StackTestItem(40, 20), StackTestItem(60, 30), StackTestItem(100, 10))
  }

  /// The edges of a container a stack is pinned to.
  enum Edge: CaseIterable {
    case leading, trailing, top, bottom
  }

  /// Pins `edges` of `stack` to a container of `size` (every edge by default), and lays it
  /// out.
  @discardableResult
  static func pin(
    _ stack: UIStackView, in size: CGSize, edges: [Edge] = Edge.allCases
  ) -> UIView {
    pin(stack, in: UIView(frame: CGRect(origin: .zero, size: size)), edges: edges)
  }

  /// Pins `edges` of `stack` to `container`, and lays it out.
  @discardableResult
  static func pin(
    _ stack: UIStackView, in container: UIView, edges: [Edge] = Edge.allCases
  ) -> UIView {
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate(
      edges.map { edge in
        switch edge {
        case .leading: stack.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        case .trailing: stack.trailingAnchor.constraint(equalTo: container.trailingAnchor)
        case .top: stack.topAnchor.constraint(equalTo: container.topAnchor)
        case .bottom: stack.bottomAnchor.constraint(equalTo: container.bottomAnchor)
        }
      })
    container.layoutIfNeeded()
    return container
  }

  /// Pins only the top and leading edges of `stack` in a 400×400 container, so that its
  /// content sizes it, and lays it out.
  @discardableResult
  static func pinTopLeading(_ stack: UIStackView) -> UIView {
    pin(stack, in: CGSize(width: 400, height: 400), edges: [.top, .leading])
  }
}

/// The fixture's own check: a pinned stack takes its container's bounds.
@MainActor
@Suite struct StackViewFixtureTests {
  @Test func pinningToEveryEdgeFillsTheContainer() {
    let stack = UIStackView()
    StackTestItem.pin(stack, in: CGSize(width: 120, height: 80))
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
  }
}
