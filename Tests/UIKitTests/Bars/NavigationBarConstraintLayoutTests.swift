import Testing

@testable import UIKit

/// A navigation bar placed by constraints, outside a navigation controller, as a mockup
/// places one.
@MainActor
@Suite struct NavigationBarConstraintLayoutTests {
  @Test func largeTitleBar_laysOutOnce_withoutAFeedbackLoop() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    let bar = UINavigationBar()
    bar.translatesAutoresizingMaskIntoConstraints = false
    bar.prefersLargeTitles = true
    bar.items = [UINavigationItem(title: "Mailboxes")]
    container.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      bar.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    // Laying the large title out used to set its alignment each pass, which invalidated the
    // label's size and so the bar's layout, pass after pass.
    #expect(capturingLayoutLog { container.layoutIfNeeded() }.isEmpty)
    // 44 points of standard row and 52 of large title row.
    #expect(bar.frame.size == CGSize(width: 390, height: 96))
  }
}
