import Testing

@testable import UIKit

/// What marks layout without a setNeedsLayout() call, from Apple's Auto Layout Guide
/// ("Changing Constraints": activating or deactivating a constraint, changing its constant,
/// adding or removing a view) and UIView's reference (a change of bounds size lays the view
/// out; invalidateIntrinsicContentSize() makes the next layout pass use the new size). Each
/// takes effect at the end of the run-loop turn, in the superview's layoutSubviews().
@MainActor
@Suite struct AutomaticLayoutTriggerTests {
  /// A view with an intrinsic size that can change.
  final class SizedView: TracingView {
    var size = CGSize(width: 10, height: 6)
    override var intrinsicContentSize: CGSize { size }
  }

  /// The scene, plus `c` in `root` placed by constraints: (2, 3), 10 × 6 from its intrinsic
  /// size.
  @MainActor struct ConstrainedScene {
    let scene = TracingScene()
    let c: SizedView
    let left: NSLayoutConstraint

    init() {
      c = SizedView("c", log: scene.log)
      c.translatesAutoresizingMaskIntoConstraints = false
      scene.root.addSubview(c)
      left = c.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 2)
      NSLayoutConstraint.activate([
        left, c.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 3),
      ])
    }

    var log: CallLog { scene.log }

    /// The first cycle, checked: c is at (2, 3, 10, 6).
    func settle() async {
      await scene.settle()
      #expect(c.frame == CGRect(x: 2, y: 3, width: 10, height: 6))
    }
  }

  @Test func changingAConstantLaysOutTheSuperview() async {
    let s = ConstrainedScene()
    await s.settle()
    s.left.constant = 7
    #expect(s.log.entries.isEmpty)
    await endRunLoopTurn()
    #expect(s.log.entries(startingWith: "root.layoutSubviews") == ["root.layoutSubviews"])
    #expect(s.c.frame == CGRect(x: 7, y: 3, width: 10, height: 6))
    s.scene.close()
  }

  @Test func activatingAndDeactivatingLayOutTheSuperview() async {
    let s = ConstrainedScene()
    await s.settle()
    let wide = s.c.widthAnchor.constraint(equalToConstant: 30)
    wide.isActive = true
    await endRunLoopTurn()
    #expect(s.log.entries(startingWith: "root.layoutSubviews") == ["root.layoutSubviews"])
    // The size changed, so c lays out its own subviews too.
    #expect(s.log.entries(startingWith: "c.layoutSubviews") == ["c.layoutSubviews"])
    #expect(s.c.frame.width == 30)
    s.log.clear()
    wide.isActive = false
    await endRunLoopTurn()
    #expect(s.log.entries(startingWith: "root.layoutSubviews") == ["root.layoutSubviews"])
    #expect(s.c.frame.width == 10)
    s.scene.close()
  }

  /// addSubview(_:) lays out the view added and the view it is added to (UIKit's behaviour,
  /// which the layout of a container relies on to place a new subview).
  @Test func addingASubviewLaysOutBothViews() async {
    let s = ConstrainedScene()
    await s.settle()
    let d = TracingView("d", log: s.log, frame: CGRect(x: 0, y: 30, width: 5, height: 5))
    s.scene.root.addSubview(d)
    await endRunLoopTurn()
    #expect(s.log.entries(startingWith: "root.layoutSubviews") == ["root.layoutSubviews"])
    #expect(s.log.entries(startingWith: "d.layoutSubviews") == ["d.layoutSubviews"])
    s.scene.close()
  }

  @Test func removingASubviewLaysOutTheOldSuperview() async {
    let s = ConstrainedScene()
    await s.settle()
    s.scene.b.removeFromSuperview()
    await endRunLoopTurn()
    #expect(s.log.entries(startingWith: "root.layoutSubviews") == ["root.layoutSubviews"])
    s.scene.close()
  }

  @Test func aChangeOfSizeLaysTheViewOut() async {
    let s = ConstrainedScene()
    await s.settle()
    s.scene.b.bounds.size = CGSize(width: 18, height: 18)
    await endRunLoopTurn()
    #expect(s.log.entries(startingWith: "b.layoutSubviews") == ["b.layoutSubviews"])
    s.scene.close()
  }

  @Test func invalidatingTheIntrinsicSizeLaysOutWithTheNewSize() async {
    let s = ConstrainedScene()
    await s.settle()
    s.c.size = CGSize(width: 14, height: 8)
    #expect(s.c.frame.size == CGSize(width: 10, height: 6), "nothing happens until told")
    s.c.invalidateIntrinsicContentSize()
    await endRunLoopTurn()
    #expect(s.log.entries(startingWith: "root.layoutSubviews") == ["root.layoutSubviews"])
    #expect(s.c.frame == CGRect(x: 2, y: 3, width: 14, height: 8))
    s.scene.close()
  }
}
