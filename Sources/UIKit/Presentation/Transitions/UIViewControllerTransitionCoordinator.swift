import Foundation

/// What a transition coordinator tells the blocks it runs about its transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The presentation style of the controller presented or dismissed.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactive.
  var initiallyInteractive: Bool { get }
  /// Whether the transition's animations can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether an interaction controller drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's length in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far the transition got, from 0 to 1.
  var percentComplete: CGFloat { get }
  /// How fast the transition finishes once interaction ends.
  var completionVelocity: CGFloat { get }
  /// The curve the transition finishes along once interaction ends.
  var completionCurve: UIView.AnimationCurve { get }
  /// The controller for `key`, or nil.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`, or nil.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// The rotation the transition applies (the identity but for rotations).
  var targetTransform: CGAffineTransform { get }
}

/// The object a controller's ``UIViewController/transitionCoordinator`` gives during a
/// transition (a presentation, a dismissal, a size or trait change): it runs animations
/// alongside the transition's and blocks when it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition's animations and `completion` once the transition
  /// ended. Returns whether they were queued (false once the transition has ended).
  ///
  /// Divergence: headless, `animation` runs at once to its end state, as `UIView.animate` does.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// ``animate(alongsideTransition:completion:)`` for animations of a view outside the
  /// transition's container view.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls `handler` when an interactive transition's interaction ends (the iOS 7 to 9 form of
  /// ``notifyWhenInteractionChanges(_:)``).
  @available(iOS, deprecated: 10.0, renamed: "notifyWhenInteractionChanges")
  func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
  /// Calls `handler` when an interactive transition's interaction ends.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// ``animate(alongsideTransition:completion:)`` with no completion.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// ``animateAlongsideTransition(in:animation:completion:)`` with no completion.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}
