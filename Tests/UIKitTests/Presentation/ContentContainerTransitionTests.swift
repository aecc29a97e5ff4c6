import Testing
import UIKit

/// `viewWillTransition(to:with:)` and `willTransition(to:with:)` as Apple documents them for
/// `UIContentContainer`: the window's root view controller hears a change of size or size
/// classes before it happens, passes it to its children (overrides call super), and the
/// coordinator runs the animations and completions queued on it.
@MainActor
@Suite struct ContentContainerTransitionTests {
  final class Log { var lines: [String] = [] }

  final class Recording: UIViewController {
    let name: String
    let log: Log
    var childSize: CGSize?
    init(_ name: String, _ log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      log.lines.append(
        "\(name) will be \(Int(size.width))x\(Int(size.height)), is \(Int(view.bounds.width))")
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate(alongsideTransition: { _ in
        self.log.lines.append("\(self.name) alongside, is \(Int(self.view.bounds.width))")
      }) { _ in
        self.log.lines.append("\(self.name) done")
      }
    }

    override func willTransition(
      to newCollection: UITraitCollection,
      with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      log.lines.append(
        "\(name) will be \(newCollection.horizontalSizeClass == .regular ? "regular" : "compact"),"
          + " is \(traitCollection.horizontalSizeClass == .regular ? "regular" : "compact")")
      super.willTransition(to: newCollection, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      log.lines.append("\(name) traits changed")
    }

    override func viewWillLayoutSubviews() { log.lines.append("\(name) layout") }

    override func size(
      forChildContentContainer container: any UIContentContainer,
      withParentContainerSize parentSize: CGSize
    ) -> CGSize { childSize ?? parentSize }
  }

  private func shown(_ root: UIViewController, width: CGFloat = 390) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 844))
    window.rootViewController = root
    window.isHidden = false
    window.runUpdateCycle()
    return window
  }

  private func adopt(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.view.frame = parent.view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    child.didMove(toParent: parent)
  }

  /// Resizing the window: the root, then its child, hear the new size while their views
  /// still have the old one; the queued animations run once the size changed, the
  /// completions after them, and layout comes after all of it, in the update cycle.
  @Test func aWindowResizeReachesTheChildrenBeforeLayout() {
    let log = Log()
    let root = Recording("root", log)
    let child = Recording("child", log)
    adopt(child, in: root)
    let window = shown(root)
    log.lines = []
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(
      log.lines == [
        "root will be 844x390, is 390", "child will be 844x390, is 390",
        "child alongside, is 844", "root alongside, is 844", "child done", "root done",
      ])
    log.lines = []
    window.runUpdateCycle()
    #expect(log.lines == ["root layout", "child layout"])
  }

  /// A container gives each child the size its
  /// `size(forChildContentContainer:withParentContainerSize:)` says.
  @Test func aChildGetsTheSizeItsContainerGivesIt() {
    let log = Log()
    let root = Recording("root", log)
    root.childSize = CGSize(width: 320, height: 390)
    let child = Recording("child", log)
    adopt(child, in: root)
    let window = shown(root)
    log.lines = []
    window.bounds = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(
      log.lines.prefix(2) == ["root will be 844x390, is 390", "child will be 320x390, is 390"])
  }

  /// A window set to the size it has tells nobody.
  @Test func theSameSizeIsNoTransition() {
    let log = Log()
    let root = Recording("root", log)
    let window = shown(root)
    log.lines = []
    window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(log.lines.isEmpty)
  }

  /// A presented controller hears the new size through its presentation controller.
  @Test func aPresentedControllerHearsTheNewSize() {
    let log = Log()
    let root = Recording("root", log)
    let window = shown(root)
    let modal = Recording("modal", log)
    modal.modalPresentationStyle = .fullScreen
    root.present(modal, animated: false)
    log.lines = []
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(
      log.lines.prefix(2) == ["root will be 844x390, is 390", "modal will be 844x390, is 390"])
  }

  /// Moving the window to a screen with a regular width: the root and its child hear the new
  /// size class while their traits still have the old one, then their traits change.
  @Test func aScreenOfOtherSizeClassesCallsWillTransitionFirst() {
    let log = Log()
    let root = Recording("root", log)
    let child = Recording("child", log)
    adopt(child, in: root)
    let window = shown(root)
    log.lines = []
    window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 2)
    #expect(
      log.lines == [
        "root will be regular, is compact", "child will be regular, is compact",
        "root traits changed", "child traits changed",
      ])
  }

  /// A child's new preferred content size reaches its parent, a presented controller's its
  /// presentation controller; setting the same size again tells nobody.
  @Test func preferredContentSizeChangesReachTheContainer() {
    final class Parent: UIViewController {
      var heard: [CGSize] = []
      override func preferredContentSizeDidChange(
        forChildContentContainer container: any UIContentContainer
      ) {
        heard.append(container.preferredContentSize)
      }
    }
    final class Presentation: UIPresentationController {
      var heard: [CGSize] = []
      override func preferredContentSizeDidChange(
        forChildContentContainer container: any UIContentContainer
      ) {
        heard.append(container.preferredContentSize)
      }
    }
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
      var made: Presentation?
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        made = Presentation(presentedViewController: presented, presenting: presenting)
        return made
      }
    }
    let parent = Parent()
    let child = UIViewController()
    parent.addChild(child)
    child.didMove(toParent: parent)
    child.preferredContentSize = CGSize(width: 300, height: 200)
    child.preferredContentSize = CGSize(width: 300, height: 200)
    #expect(parent.heard == [CGSize(width: 300, height: 200)])

    _ = shown(parent)
    let delegate = Delegate()
    let modal = UIViewController()
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = delegate
    parent.present(modal, animated: false)
    modal.preferredContentSize = CGSize(width: 320, height: 400)
    #expect(delegate.made?.heard == [CGSize(width: 320, height: 400)])
  }

  /// A coordinator written as iOS test code writes one (every requirement of Apple's
  /// protocol) conforms, and a test can pass it to `viewWillTransition(to:with:)` directly.
  @Test func aHandWrittenCoordinatorConforms() {
    final class MockCoordinator: NSObject, UIViewControllerTransitionCoordinator {
      func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
      ) -> Bool { true }
      func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
      ) -> Bool { true }
      func notifyWhenInteractionEnds(
        _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
      ) {}
      func notifyWhenInteractionChanges(
        _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
      ) {}
      var isAnimated = false
      var presentationStyle = UIModalPresentationStyle.fullScreen
      var initiallyInteractive = false
      var isInterruptible = false
      var isInteractive = false
      var isCancelled = false
      var transitionDuration: TimeInterval = 0.25
      var percentComplete: CGFloat = 0
      var completionVelocity: CGFloat = 0
      var completionCurve = UIView.AnimationCurve.easeInOut
      func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        nil
      }
      func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
      var containerView: UIView { UIView() }
      var targetTransform = CGAffineTransform.identity
    }
    let log = Log()
    let root = Recording("root", log)
    let child = Recording("child", log)
    adopt(child, in: root)
    root.viewWillTransition(to: CGSize(width: 200, height: 100), with: MockCoordinator())
    #expect(
      log.lines.prefix(2) == ["root will be 200x100, is 393", "child will be 200x100, is 393"])
  }
}
