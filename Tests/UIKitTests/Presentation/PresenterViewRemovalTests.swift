import Testing
import UIKit

/// A presentation that covers the presenter takes the presenter's view out of the window once
/// it completes and puts it back in its previous superview when the dismissal begins: Apple's
/// reference says of `.fullScreen` that "the views belonging to the presenting view controller
/// are removed after the presentation completes", and of `shouldRemovePresentersView` that it
/// tells "whether the presenting view controller's view should be removed when the
/// presentation animations finish". Styles that show the presenter through (`.overFullScreen`,
/// sheets) leave it.
@MainActor
@Suite struct PresenterViewRemovalTests {
  typealias Recorder = AppearanceTransitionTests.RecordingController

  final class Covering: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
  }

  final class CoveringDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      Covering(presentedViewController: presented, presenting: presenting)
    }
  }

  func presented(_ style: UIModalPresentationStyle) -> UIViewController {
    let controller = UIViewController()
    controller.modalPresentationStyle = style
    return controller
  }

  @Test func fullScreenTakesThePresentersViewOutUntilTheDismissal() {
    let root = UIViewController()
    let window = AlertWindows.shown(root)
    let modal = presented(.fullScreen)
    root.present(modal, animated: true)
    #expect(root.view.superview == nil)
    #expect(root.view.window == nil)
    #expect(modal.view.window === window)
    modal.dismiss(animated: true)
    #expect(root.view.superview === window)
    #expect(root.view.frame == window.bounds)
    #expect(window.subviews.first === root.view)
  }

  @Test func theWindowsNewSizeReachesTheViewPutBack() {
    let root = UIViewController()
    let window = AlertWindows.shown(root)
    let modal = presented(.fullScreen)
    root.present(modal, animated: false)
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    modal.dismiss(animated: false)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
  }

  @Test func childrenOfTheCoveredPresenterHearTheyDisappearAndAppear() {
    let child = Recorder()
    let navigation = UINavigationController(rootViewController: child)
    let window = AlertWindows.shown(navigation)
    child.calls = []
    navigation.present(presented(.fullScreen), animated: false)
    #expect(child.calls == ["willDisappear", "didDisappear"])
    navigation.presentedViewController?.dismiss(animated: false)
    window.runUpdateCycle()
    #expect(child.calls == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
  }

  @Test func currentContextPutsTheContextsViewBackAtItsPlace() {
    let root = UIViewController()
    let context = UIViewController()
    context.definesPresentationContext = true
    root.addChild(context)
    let sibling = UIView()
    root.view.addSubview(context.view)
    root.view.addSubview(sibling)
    context.didMove(toParent: root)
    _ = AlertWindows.shown(root)
    context.present(presented(.currentContext), animated: false)
    #expect(context.view.superview == nil)
    #expect(root.view.subviews.last === sibling)
    context.dismiss(animated: false)
    #expect(root.view.subviews.firstIndex { $0 === context.view } == root.view.subviews.count - 2)
  }

  @Test func aCustomPresentationRemovesThePresenterWhenItsControllerSaysSo() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let modal = presented(.custom)
    let delegate = CoveringDelegate()
    modal.transitioningDelegate = delegate
    root.present(modal, animated: false)
    #expect(root.view.window == nil)
    modal.dismiss(animated: false)
    #expect(root.view.window != nil)
  }

  @Test func stylesThatShowThePresenterThroughLeaveItsView() {
    for style in [UIModalPresentationStyle.overFullScreen, .pageSheet, .formSheet] {
      let root = UIViewController()
      let window = AlertWindows.shown(root)
      root.present(presented(style), animated: false)
      #expect(root.view.window === window)
    }
  }
}
