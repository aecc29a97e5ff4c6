import Testing
import UIKit

/// UIView's block animations headless: the changes apply at once and the completion runs at
/// once with true (a documented divergence: there are no frames in between to show). The calls
/// are written as iOS code writes them, so these tests also check that such code compiles.
@MainActor
@Suite struct ViewAnimationTests {
  @Test func animationsApplyAtOnce() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 0.3) {
      view.alpha = 0.5
      view.frame.origin.x = 40
    }
    #expect(view.alpha == 0.5)
    #expect(view.frame.origin.x == 40)
  }

  @Test func completionRunsAtOnceWithTrue() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.25,
      animations: { view.backgroundColor = .red },
      completion: { finished.append($0) })
    #expect(finished == [true])
    #expect(view.backgroundColor == .red)
    UIView.animate(
      withDuration: 1, delay: 0.5, options: [.curveEaseOut, .beginFromCurrentState],
      animations: { view.center = CGPoint(x: 50, y: 50) }
    ) { finished.append($0) }
    #expect(finished == [true, true])
    #expect(view.center == CGPoint(x: 50, y: 50))
  }

  /// The usual way to animate Auto Layout: change a constant, then lay out in the block.
  @Test func constraintChangesLaidOutInTheBlockApplyAtOnce() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 0)
    NSLayoutConstraint.activate([
      top, child.leftAnchor.constraint(equalTo: container.leftAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    top.constant = 30
    UIView.animate(withDuration: 0.3, animations: { container.layoutIfNeeded() })
    #expect(child.frame == CGRect(x: 0, y: 30, width: 10, height: 10))
  }

  @Test func performWithoutAnimationRunsTheChanges() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.performWithoutAnimation { view.isHidden = true }
    #expect(view.isHidden)
  }

  /// The options keep UIKit's bit values (UIViewAnimationOptions in UIView.h), which code
  /// that stores or combines them relies on.
  @Test func optionsHaveUIKitsValues() {
    #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1)
    #expect(UIView.AnimationOptions.autoreverse.rawValue == 16)
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    #expect(UIView.AnimationOptions.curveEaseInOut.isEmpty)
  }
}
