import Testing
import UIKit

/// A view's hierarchy methods are open, as Objective-C's are on iOS: a subclass that overrides
/// `addSubview` or `removeFromSuperview` (to keep a mask on top, or to count) is called, and
/// each entry point calls its own override only.
@MainActor
@Suite struct OverridableHierarchyTests {
  final class Recording: UIView {
    var calls: [String] = []
    override func addSubview(_ view: UIView) {
      calls.append("add")
      super.addSubview(view)
    }
    override func insertSubview(_ view: UIView, at index: Int) {
      calls.append("insert at \(index)")
      super.insertSubview(view, at: index)
    }
    override func bringSubviewToFront(_ view: UIView) {
      calls.append("front")
      super.bringSubviewToFront(view)
    }
  }

  final class Leaving: UIView {
    var removals = 0
    override func removeFromSuperview() {
      removals += 1
      super.removeFromSuperview()
    }
  }

  @Test func overridesAreCalledAndEachEntryPointCallsItsOwn() {
    let container = Recording()
    let first = UIView()
    let second = UIView()
    container.addSubview(first)
    container.insertSubview(second, at: 0)
    container.insertSubview(UIView(), aboveSubview: second)
    container.bringSubviewToFront(second)
    #expect(container.calls == ["add", "insert at 0", "front"])
    #expect(container.subviews.first !== second)
    #expect(container.subviews.last === second)
  }

  @Test func removeFromSuperviewCanBeOverridden() {
    let parent = UIView()
    let child = Leaving()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.removals == 1)
    #expect(child.superview == nil)
    #expect(parent.subviews.isEmpty)
  }
}

/// A view class that names its layer class as iOS code does (`AnyClass`) gets that layer; a
/// controller hears its root view's safe area change.
@MainActor
@Suite struct OverridableViewMembersTests {
  final class Gradient: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
  }

  final class Insetting: UIView {
    override var safeAreaInsets: UIEdgeInsets {
      UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    }
  }

  final class Watching: UIViewController {
    var changes = 0
    override func viewSafeAreaInsetsDidChange() { changes += 1 }
  }

  @Test func layerClassIsAnyClass() {
    #expect(Gradient().layer is CAGradientLayer)
    #expect(UIView().layer is CALayer && !(UIView().layer is CAGradientLayer))
  }

  @Test func anOverriddenSafeAreaIsWhatTheViewReports() {
    #expect(Insetting().safeAreaInsets.top == 44)
  }

  @Test func controllersHearTheirViewsSafeAreaChange() {
    let controller = Watching()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.isHidden = false
    window.layoutIfNeeded()
    let before = controller.changes
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(controller.changes == before + 1)
    #expect(controller.view.safeAreaInsets.top >= 10)
  }
}
