import Testing
import UIKit

/// Custom presentations and dismissals as Apple documents `UIViewControllerTransitioningDelegate`,
/// `UIViewControllerAnimatedTransitioning` and `UIViewControllerContextTransitioning`: the
/// delegate vends the animator and the presentation controller, the animator gets a context
/// with the container view, controllers, views and frames, and the transition ends when it
/// calls `completeTransition(_:)` — with false, the presentation or dismissal is undone.
@MainActor
@Suite struct CustomTransitionTests {
  final class Log { var lines: [String] = [] }

  /// An animator that fades the arriving view in at its final frame and completes from its
  /// animation's completion as animators do, with `!transitionWasCancelled` — or with false,
  /// or not at all (`completes` nil: the test completes it).
  final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: Log
    var completes: Bool? = true
    var context: (any UIViewControllerContextTransitioning)?
    init(_ log: Log) { self.log = log }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    {
      log.lines.append("duration")
      return 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      log.lines.append("animate")
      context = transitionContext
      if let to = transitionContext.viewController(forKey: .to),
        let view = transitionContext.view(forKey: .to)
      {
        transitionContext.containerView.addSubview(view)
        view.frame = transitionContext.finalFrame(for: to)
        view.alpha = 0
      }
      UIView.animate(withDuration: 0.3) {
        transitionContext.view(forKey: .to)?.alpha = 1
        transitionContext.view(forKey: .from)?.alpha = 0
      } completion: { [completes] _ in
        guard let completes else { return }
        transitionContext.completeTransition(completes && !transitionContext.transitionWasCancelled)
      }
    }

    func animationEnded(_ transitionCompleted: Bool) {
      log.lines.append("ended \(transitionCompleted)")
    }
  }

  /// A presentation controller that puts the presented view in the bottom half of the
  /// container and logs its transition calls.
  final class HalfPresentation: UIPresentationController {
    var log: Log?
    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { log?.lines.append("willBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) {
      log?.lines.append("didEnd \(completed)")
    }
    override func dismissalTransitionWillBegin() { log?.lines.append("dismissal willBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
      log?.lines.append("dismissal didEnd \(completed)")
    }
  }

  final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: Log
    let animator: Animator?
    var vendsPresentationController = true
    var interaction: UIPercentDrivenInteractiveTransition?
    init(_ log: Log, animator: Animator?) {
      self.log = log
      self.animator = animator
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      log.lines.append("animator for presented")
      return animator
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      log.lines.append("animator for dismissed")
      return animator
    }

    func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      log.lines.append("presentation controller")
      guard vendsPresentationController else { return nil }
      let controller = HalfPresentation(presentedViewController: presented, presenting: presenting)
      controller.log = log
      return controller
    }
  }

  final class Logged: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, _ log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) {
      log.lines.append("\(name) willAppear presented: \(isBeingPresented)")
    }
    override func viewDidAppear(_ animated: Bool) {
      log.lines.append("\(name) didAppear presented: \(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
      log.lines.append("\(name) willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) didDisappear") }
  }

  private func shown(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.isHidden = false
    window.runUpdateCycle()
    return window
  }

  /// The animator is asked for its duration and to animate; the context's container view is
  /// the presentation controller's, the to-view sits there at `finalFrame(for:)` (the custom
  /// presentation controller's frame: the bottom half), and the completion runs after
  /// `completeTransition(true)`.
  @Test func customPresentationRunsTheAnimatorInARealContext() throws {
    let log = Log()
    let root = UIViewController()
    let window = shown(root)
    let animator = Animator(log)
    let delegate = Delegate(log, animator: animator)
    let modal = Logged("modal", log)
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = delegate
    var completed = false
    root.present(modal, animated: true) {
      log.lines.append("completion")
      completed = true
    }
    #expect(completed)
    #expect(
      log.lines == [
        "presentation controller", "animator for presented", "willBegin",
        "modal willAppear presented: true", "duration", "animate", "didEnd true",
        "modal didAppear presented: true", "ended true", "completion",
      ])
    let context = try #require(animator.context)
    let presentation = try #require(modal.presentationController as? HalfPresentation)
    #expect(context.containerView === presentation.containerView)
    #expect(context.viewController(forKey: .from) === root)
    #expect(context.viewController(forKey: .to) === modal)
    #expect(context.isAnimated)
    #expect(!context.isInteractive)
    #expect(context.presentationStyle == .custom)
    // A custom presentation controller leaves the presenter's view on screen, so the animator
    // gets no from-view to move.
    #expect(context.view(forKey: .from) == nil)
    #expect(context.initialFrame(for: modal) == .zero)
    #expect(context.finalFrame(for: modal) == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(modal.view.superview === context.containerView)
    #expect(
      modal.view.convert(modal.view.bounds, to: nil)
        == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(modal.view.alpha == 1)
    #expect(root.view.window === window)
    #expect(root.presentedViewController === modal)
    #expect(!modal.isBeingPresented)
  }

  /// Until the animator calls `completeTransition(_:)` the presentation is under way: the
  /// controllers are linked, the presented one is being presented, both have the transition
  /// coordinator, and the completion has not run.
  @Test func thePresentationWaitsForCompleteTransition() throws {
    let log = Log()
    let root = UIViewController()
    _ = shown(root)
    let animator = Animator(log)
    animator.completes = nil
    let delegate = Delegate(log, animator: animator)
    let modal = Logged("modal", log)
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = delegate
    var completed = false
    root.present(modal, animated: true) { completed = true }
    #expect(!completed)
    #expect(root.presentedViewController === modal)
    #expect(modal.isBeingPresented)
    #expect(modal.transitionCoordinator != nil)
    #expect(root.transitionCoordinator != nil)
    #expect(!log.lines.contains("modal didAppear presented: true"))
    try #require(animator.context).completeTransition(true)
    #expect(completed)
    #expect(log.lines.contains("modal didAppear presented: true"))
    #expect(!modal.isBeingPresented)
    #expect(modal.transitionCoordinator == nil)
  }

  /// `completeTransition(false)` cancels: the controller is not presented, its view leaves the
  /// window, it disappears again, the presentation controller and the animator hear that the
  /// transition did not complete, and the completion does not run.
  @Test func aCancelledPresentationLeavesNothingPresented() throws {
    let log = Log()
    let root = UIViewController()
    _ = shown(root)
    let animator = Animator(log)
    animator.completes = false
    let delegate = Delegate(log, animator: animator)
    let modal = Logged("modal", log)
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = delegate
    var completed = false
    root.present(modal, animated: true) { completed = true }
    #expect(!completed)
    #expect(root.presentedViewController == nil)
    #expect(modal.presentingViewController == nil)
    #expect(modal.view.window == nil)
    #expect(try #require(animator.context).transitionWasCancelled)
    #expect(
      Array(log.lines.suffix(4)) == [
        "didEnd false", "modal willDisappear", "modal didDisappear", "ended false",
      ])
  }

  /// Without animation UIKit does not ask for an animator: the presented view goes straight
  /// to the presentation controller's frame, and the presenter stays on screen.
  @Test func anUnanimatedPresentationUsesThePresentationControllerOnly() {
    let log = Log()
    let root = Logged("root", log)
    _ = shown(root)
    log.lines = []
    let delegate = Delegate(log, animator: Animator(log))
    let modal = Logged("modal", log)
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = delegate
    root.present(modal, animated: false)
    #expect(
      log.lines == [
        "presentation controller", "willBegin", "modal willAppear presented: true",
        "didEnd true", "modal didAppear presented: true",
      ])
    #expect(
      modal.view.convert(modal.view.bounds, to: nil)
        == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(root.view.window != nil)
  }

  /// A delegate that vends no presentation controller leaves a `.custom` presentation to
  /// UIKit's: the presented view covers the window.
  @Test func noPresentationControllerFallsBackToFullScreen() {
    let log = Log()
    let root = UIViewController()
    let window = shown(root)
    let delegate = Delegate(log, animator: nil)
    delegate.vendsPresentationController = false
    let modal = UIViewController()
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = delegate
    root.present(modal, animated: true)
    #expect(root.presentedViewController === modal)
    #expect(modal.view.convert(modal.view.bounds, to: nil) == window.bounds)
    #expect(!(modal.presentationController is HalfPresentation))
  }

  /// Dismissal asks the delegate for the dismissal animator, whose context has the presented
  /// controller as `.from`; it ends at `completeTransition(true)`, with the container gone.
  @Test func customDismissalRunsTheDismissalAnimator() throws {
    let log = Log()
    let root = UIViewController()
    _ = shown(root)
    let animator = Animator(log)
    let delegate = Delegate(log, animator: animator)
    let modal = Logged("modal", log)
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = delegate
    root.present(modal, animated: true)
    log.lines = []
    var dismissed = false
    modal.dismiss(animated: true) { dismissed = true }
    #expect(dismissed)
    #expect(
      log.lines == [
        "animator for dismissed", "dismissal willBegin", "modal willDisappear", "duration",
        "animate", "dismissal didEnd true", "modal didDisappear", "ended true",
      ])
    let context = try #require(animator.context)
    #expect(context.viewController(forKey: .from) === modal)
    #expect(context.viewController(forKey: .to) === root)
    #expect(context.view(forKey: .from) === modal.view)
    #expect(context.view(forKey: .to) == nil)
    #expect(root.presentedViewController == nil)
    #expect(modal.view.window == nil)
  }

  /// An interactive dismissal a `UIPercentDrivenInteractiveTransition` drives follows
  /// `update(_:)`; `cancel()` keeps the controller presented, `finish()` dismisses it.
  @Test func percentDrivenDismissalFinishesOrCancels() throws {
    let log = Log()
    let root = UIViewController()
    _ = shown(root)
    let animator = Animator(log)
    let delegate = Delegate(log, animator: animator)
    let modal = Logged("modal", log)
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = delegate
    root.present(modal, animated: true)

    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    var dismissed = false
    log.lines = []
    modal.dismiss(animated: true) { dismissed = true }
    #expect(!log.lines.contains("animate"))
    let coordinator = try #require(modal.transitionCoordinator)
    var interactionEnded = 0
    coordinator.notifyWhenInteractionChanges { context in
      #expect(!context.isInteractive)
      interactionEnded += 1
    }
    #expect(coordinator.isInteractive)
    #expect(coordinator.initiallyInteractive)
    interaction.update(0.4)
    #expect(interaction.percentComplete == 0.4)
    #expect(interaction.duration == 0.3)
    interaction.cancel()
    #expect(!dismissed)
    #expect(root.presentedViewController === modal)
    #expect(modal.view.window != nil)
    #expect(coordinator.isCancelled)
    #expect(interactionEnded == 1)
    #expect(
      log.lines.suffix(5) == [
        "animate", "dismissal didEnd false", "modal willAppear presented: false",
        "modal didAppear presented: false", "ended false",
      ])

    modal.dismiss(animated: true) { dismissed = true }
    interaction.update(0.9)
    interaction.finish()
    #expect(dismissed)
    #expect(root.presentedViewController == nil)
  }

  /// `animate(alongsideTransition:completion:)` runs both blocks: the animations with the
  /// transition's, the completion once it ended, with the context of the transition.
  @Test func theCoordinatorRunsAlongsideAnimationsAndCompletion() {
    final class Dimmed: UIViewController {
      var lines: [String] = []
      override func viewWillAppear(_ animated: Bool) {
        transitionCoordinator?.animate(alongsideTransition: { context in
          self.lines.append("alongside animated: \(context.isAnimated)")
        }) { context in
          self.lines.append(
            "completion cancelled: \(context.isCancelled) presented: \(self.presentingViewController != nil)"
          )
        }
      }
    }
    let root = UIViewController()
    _ = shown(root)
    let modal = Dimmed()
    modal.modalPresentationStyle = .fullScreen
    root.present(modal, animated: true)
    #expect(
      modal.lines == ["alongside animated: true", "completion cancelled: false presented: true"])
  }
}

/// The README's fade animator, line for line: presented over the root, the view ends opaque
/// at the container's bounds (a `.fullScreen` presentation) within the `present` call.
@MainActor
@Suite struct ReadmeFadeExampleTests {
  final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?)
      -> TimeInterval
    { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
      let view = context.view(forKey: .to)!
      context.containerView.addSubview(view)
      view.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
      view.alpha = 0
      UIView.animate(withDuration: 0.3) {
        view.alpha = 1
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }

  final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { Fade() }
  }

  @Test func theFadeAnimatorPresents() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    window.rootViewController = root
    window.isHidden = false
    let delegate = Delegate()
    let modal = UIViewController()
    modal.modalPresentationStyle = .fullScreen
    modal.transitioningDelegate = delegate
    var done = false
    root.present(modal, animated: true) { done = true }
    #expect(done)
    #expect(modal.view.alpha == 1)
    #expect(modal.view.convert(modal.view.bounds, to: nil) == window.bounds)
  }
}
