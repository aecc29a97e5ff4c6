import Foundation

/// An animator: the object that moves the views of a custom transition on and off screen, in
/// the container view its context gives, and calls `completeTransition(_:)` when it is done.
///
/// Divergence: headless, the animations an animator starts (`UIView.animate`, a property
/// animator) reach their end state at once, so a transition completes as soon as the animator
/// calls `completeTransition(_:)` from their completion.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// The transition's length in seconds.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Runs the transition's animations; the animator calls the context's
  /// `completeTransition(_:)` when they end.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// The interruptible animator the transition runs with, the same one for its whole length.
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  /// Called after the transition ended; `transitionCompleted` is false when it was cancelled.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Divergence: optional on iOS, where an animator without it is never asked; this default
  /// gives an animator of the transition's duration with no animations, so that callers get
  /// something to start.
  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    UIViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext), curve: .easeInOut)
  }
  public func animationEnded(_ transitionCompleted: Bool) {}
}
