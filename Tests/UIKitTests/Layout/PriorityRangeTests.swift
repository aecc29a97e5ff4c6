import Testing

@testable import UIKit

/// "Priorities may not be less than 1 or greater than 1000" (UILayoutPriority): UIKit raises
/// an exception; Offscreen reports it and keeps the nearest valid priority (a NaN keeps the
/// one before), and layout goes on.
@MainActor
@Suite(.serialized) struct PriorityRangeTests {
  @Test func outOfRangePrioritiesAreReportedAndClamped() {
    var messages: [String] = []
    LayoutLog.capture = { messages.append($0) }
    defer { LayoutLog.capture = nil }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let wide = child.widthAnchor.constraint(equalToConstant: 80)
    wide.priority = .defaultLow
    wide.priority = UILayoutPriority(5000)
    #expect(wide.priority == .required)
    let narrow = child.widthAnchor.constraint(equalToConstant: 20)
    narrow.priority = UILayoutPriority(-3)
    #expect(narrow.priority == UILayoutPriority(1))
    narrow.priority = UILayoutPriority(.nan)
    #expect(narrow.priority == UILayoutPriority(1))
    #expect(messages.count == 3)
    #expect(messages.allSatisfy { $0.contains("must be from 1 to 1000") })
    // The clamped priorities lay out: the required 80 beats the optional 20.
    NSLayoutConstraint.activate([
      wide, narrow, child.heightAnchor.constraint(equalToConstant: 10),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 80, height: 10))
  }
}
