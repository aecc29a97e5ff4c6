import Foundation

/// One transition between controllers — a presentation, a dismissal, a change of the window's
/// size or traits — as its animator sees it (the context) and as the controllers involved see
/// it (the coordinator). UIKit hands out two objects for these; one object serves both here,
/// since their common members mean the same.
///
/// The owner of the transition says what happens when it ends, in `end`, which runs once, at
/// the first ``completeTransition(_:)``; then the animator hears `animationEnded(_:)`, the
/// coordinator's completions run, and last the owner's `afterward` (the caller's completion).
final class ViewControllerTransition: NSObject, UIViewControllerContextTransitioning,
  UIViewControllerTransitionCoordinator
{
  /// The controllers, views and frames a transition involves.
  struct Participants {
    var from: UIViewController?
    var to: UIViewController?
    var fromView: UIView?
    var toView: UIView?
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
  }

  let containerView: UIView
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  private(set) var isInteractive = false
  private(set) var initiallyInteractive = false
  private(set) var transitionWasCancelled = false
  private(set) var percentComplete: CGFloat = 0
  /// The animator running the transition, when there is one.
  let animator: (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller driving it, when there is one.
  private(set) var interactionController: (any UIViewControllerInteractiveTransitioning)?
  private let participants: Participants
  private var end: ((Bool) -> Void)?
  private let afterward: (Bool) -> Void
  private var alongsideAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private var ranAlongsideAnimations = false
  private(set) var hasEnded = false

  init(
    in containerView: UIView, animated: Bool, style: UIModalPresentationStyle,
    animator: (any UIViewControllerAnimatedTransitioning)?, participants: Participants,
    end: @escaping (Bool) -> Void, afterward: @escaping (Bool) -> Void = { _ in }
  ) {
    self.containerView = containerView
    isAnimated = animated
    presentationStyle = style
    self.animator = animator
    self.participants = participants
    self.end = end
    self.afterward = afterward
  }

  /// Runs the transition: the interaction controller starts it when it wants to start
  /// interactively, else the animator animates it, else (no animator: the owner has put the
  /// views in place) it completes at once. Animations queued alongside run right after the
  /// transition's own.
  func run(interactionController: (any UIViewControllerInteractiveTransitioning)?) {
    guard let animator else { return completeTransition(true) }
    transitionDuration = animator.transitionDuration(using: self)
    if let interactionController, interactionController.wantsInteractiveStart {
      self.interactionController = interactionController
      isInteractive = true
      initiallyInteractive = true
      interactionController.startInteractiveTransition(self)
    } else {
      animator.animateTransition(using: self)
    }
    if !hasEnded { runAlongsideAnimations() }
  }

  // MARK: The context's side

  var targetTransform: CGAffineTransform { .identity }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
  }

  func finishInteractiveTransition() { endInteraction(cancelled: false) }

  func cancelInteractiveTransition() { endInteraction(cancelled: true) }

  func pauseInteractiveTransition() {
    guard !hasEnded else { return }
    isInteractive = true
  }

  private func endInteraction(cancelled: Bool) {
    guard isInteractive, !hasEnded else { return }
    isInteractive = false
    transitionWasCancelled = cancelled
    percentComplete = cancelled ? 0 : 1
    for handler in interactionHandlers { handler(self) }
  }

  func completeTransition(_ didComplete: Bool) {
    guard let end else {
      return Selector.warn(
        "completeTransition(\(didComplete)) called on a transition that has already ended;"
          + " UIKit ignores the second call")
    }
    self.end = nil
    runAlongsideAnimations()
    if !didComplete { transitionWasCancelled = true }
    end(didComplete)
    animator?.animationEnded(didComplete)
    hasEnded = true
    let pending = completions
    completions.removeAll()
    for completion in pending { completion(self) }
    afterward(didComplete)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: participants.from
    case .to: participants.to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: participants.fromView
    case .to: participants.toView
    default: nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    participants.initialFrames[ObjectIdentifier(vc)] ?? .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    participants.finalFrames[ObjectIdentifier(vc)] ?? .zero
  }

  // MARK: The coordinator's side

  var isInterruptible: Bool { false }
  var isCancelled: Bool { transitionWasCancelled }
  /// The animator's duration, asked once as the transition starts.
  private(set) var transitionDuration: TimeInterval = 0
  var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
  var completionCurve: UIView.AnimationCurve {
    interactionController?.completionCurve ?? .easeInOut
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !hasEnded else { return false }
    if let animation {
      if ranAlongsideAnimations { animation(self) } else { alongsideAnimations.append(animation) }
    }
    if let completion { completions.append(completion) }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  /// Runs the animations queued alongside the transition, once; later ones run as they come.
  private func runAlongsideAnimations() {
    guard !ranAlongsideAnimations else { return }
    ranAlongsideAnimations = true
    let pending = alongsideAnimations
    alongsideAnimations.removeAll()
    for animation in pending { animation(self) }
  }
}
