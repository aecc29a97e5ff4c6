import Testing
import UIKit

/// Frames worked out by hand from the constraints, as Apple's Auto Layout Guide defines them.
@MainActor
@Suite struct AutoLayoutBasicsTests {
  /// A 320×480 container holding one view pinned 20 points in from the leading, top and
  /// trailing edges, 44 tall: frame (20, 20, 280, 44).
  @Test func pinsEdgesWithConstants() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      child.heightAnchor.constraint(equalToConstant: 44),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 20, width: 280, height: 44))
  }

  /// A higher priority wins over any number of lower ones: width == 100 @ 751 beats two
  /// width == 200 @ 750.
  @Test func higherPriorityWins() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let strong = child.widthAnchor.constraint(equalToConstant: 100)
    strong.priority = UILayoutPriority(751)
    let weak1 = child.widthAnchor.constraint(equalToConstant: 200)
    weak1.priority = .defaultHigh
    let weak2 = child.widthAnchor.constraint(equalToConstant: 200)
    weak2.priority = .defaultHigh
    NSLayoutConstraint.activate([strong, weak1, weak2])
    container.layoutIfNeeded()
    #expect(child.frame.width == 100)
  }

  /// Changing a constant moves the view at the next layout, and only then.
  @Test func changingAConstantRelaysOut() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let left = child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10)
    NSLayoutConstraint.activate([
      left, child.topAnchor.constraint(equalTo: container.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.origin.x == 10)
    left.constant = 30
    #expect(child.frame.origin.x == 10)
    container.layoutIfNeeded()
    #expect(child.frame.origin.x == 30)
  }

  /// Two views in a row share the width: a.leading = 0, b.leading = a.trailing, b.trailing =
  /// 0, a.width = b.width in a 101-point container at 3× — a.width is 50.33 (151 pixels),
  /// rounded edges keep them touching.
  @Test func adjacentViewsShareAnEdgeAfterRounding() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 101, height: 10))
    let a = UIView()
    let b = UIView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      a.widthAnchor.constraint(equalTo: b.widthAnchor),
    ])
    container.layoutIfNeeded()
    #expect(abs(a.frame.maxX - b.frame.minX) < 1e-9)
    #expect(b.frame.maxX == 101)
    // 50.5 points is 151.5 pixels: the shared edge rounds to 152 pixels = 50.666… points.
    #expect(abs(a.frame.width - 152.0 / 3) < 1e-9)
  }
}
