import Testing
import UIKit

/// Constraint relations worked out by hand from NSLayoutConstraint's definition, "item1.attr1
/// relation multiplier × item2.attr2 + constant", and the Auto Layout Guide's priorities.
@MainActor
@Suite struct ConstraintSemanticsTests {
  func container(_ views: UIView...) -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    return container
  }

  @Test func multiplierAndCentres() {
    let view = UIView()
    let box = container(view)
    NSLayoutConstraint.activate([
      // Half the container's width plus 10: 110; three tenths of its height: 30.
      view.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5, constant: 10),
      view.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 0.3),
      // Centred horizontally (centre 100), centre 20 below the middle (50 + 20).
      view.centerXAnchor.constraint(equalTo: box.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: box.centerYAnchor, constant: 20),
    ])
    box.layoutIfNeeded()
    // x = 100 - 55, y = 70 - 15.
    #expect(view.frame == CGRect(x: 45, y: 55, width: 110, height: 30))
  }

  /// A multiplier on a position: centerX = 1.5 × container.centerX is 150.
  @Test func multiplierOnAPosition() {
    let view = UIView()
    let box = container(view)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: view, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .centerX,
        multiplier: 1.5, constant: 0),
      view.widthAnchor.constraint(equalToConstant: 20),
      view.heightAnchor.constraint(equalToConstant: 20),
      view.topAnchor.constraint(equalTo: box.topAnchor),
    ])
    box.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 140, y: 0, width: 20, height: 20))
  }

  /// width ≥ 120 is required; width == 80 at 750 is as close as it can get: 120. Lowering
  /// the minimum to 60 lets the preference win: 80.
  @Test func greaterThanOrEqualWithPriorities() {
    let view = UIView()
    let box = container(view)
    let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
    let preferred = view.widthAnchor.constraint(equalToConstant: 80)
    preferred.priority = .defaultHigh
    NSLayoutConstraint.activate([
      minimum, preferred, view.leftAnchor.constraint(equalTo: box.leftAnchor),
      view.topAnchor.constraint(equalTo: box.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    box.layoutIfNeeded()
    #expect(view.frame.width == 120)
    minimum.constant = 60
    box.layoutIfNeeded()
    #expect(view.frame.width == 80)
  }

  /// An optional ≤ at 999 gives way to a required ≥ that contradicts it.
  @Test func optionalInequalityGivesWay() {
    let view = UIView()
    let box = container(view)
    let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
    cap.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      cap, view.widthAnchor.constraint(greaterThanOrEqualToConstant: 70),
      view.leftAnchor.constraint(equalTo: box.leftAnchor),
      view.topAnchor.constraint(equalTo: box.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    box.layoutIfNeeded()
    #expect(view.frame.width == 70)
  }

  /// Constraints are equal only to themselves and hash by identity, as NSObjects on iOS.
  @Test func constraintsCompareByIdentity() {
    let view = UIView()
    let first = view.widthAnchor.constraint(equalToConstant: 10)
    let twin = view.widthAnchor.constraint(equalToConstant: 10)
    #expect(first == first)
    #expect(first != twin)
    #expect(Set([first, twin, first]).count == 2)
  }

  /// A multiplier of 0 leaves only the constant: UIKit keeps such a constraint without its
  /// second item, with multiplier 1, and lays it out as `first == constant`.
  @Test func aZeroMultiplierMakesAConstantConstraint() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let height = box.heightAnchor.constraint(
      equalTo: container.heightAnchor, multiplier: 0, constant: 40)
    #expect(height.secondItem == nil && height.secondAnchor == nil)
    #expect(height.secondAttribute == .notAnAttribute && height.multiplier == 1)
    let offset = container.topAnchor.anchorWithOffset(to: box.topAnchor)
    let top = offset.constraint(equalTo: container.heightAnchor, multiplier: 0)
    #expect(top.secondAnchor == nil && top.multiplier == 1 && top.constant == 0)
    let width = NSLayoutConstraint(
      item: box, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width,
      multiplier: 0, constant: 10)
    #expect(width.secondItem == nil && width.multiplier == 1)
    NSLayoutConstraint.activate([
      height, top, width, box.leftAnchor.constraint(equalTo: container.leftAnchor),
    ])
    container.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 40))
  }
}
