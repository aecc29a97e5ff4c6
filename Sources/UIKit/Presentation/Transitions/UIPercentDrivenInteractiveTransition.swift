import Foundation

/// An interaction controller whose transition follows the percentage a gesture handler gives
/// with ``update(_:)``, and ends with ``finish()`` or ``cancel()``.
///
/// Divergence: headless, nothing moves between the start and the end of an animation, so the
/// animator's `animateTransition(using:)` runs when the interaction ends: after ``finish()``
/// its animations reach their end state and it completes the transition; after ``cancel()``
/// the context reports `transitionWasCancelled`, so the animator completes with false and the
/// controllers go back where they were (the views keep the animations' end values).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  private var context: ViewControllerTransition?

  /// The transition's length in seconds: its animator's duration, or 0 before it starts.
  open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }
  /// How far the transition got, from 0 to 1.
  open var percentComplete: CGFloat { context?.percentComplete ?? 0 }
  /// How fast the transition runs to its end once interaction ends. 1 by default.
  open var completionSpeed: CGFloat = 1
  /// The curve the transition finishes along. Ease in-out by default.
  open var completionCurve = UIView.AnimationCurve.easeInOut
  /// The timing the transition finishes with, when set.
  open var timingCurve: (any UITimingCurveProvider)?
  /// Whether the transition starts interactive. True by default.
  open var wantsInteractiveStart = true

  public override init() { super.init() }

  /// Starts driving the transition; UIKit calls this when the transition begins.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext as? ViewControllerTransition
  }

  /// Moves the transition to `percentComplete` (from 0 to 1).
  open func update(_ percentComplete: CGFloat) {
    context?.updateInteractiveTransition(percentComplete)
  }

  /// Pauses the transition where it is.
  open func pause() { context?.pauseInteractiveTransition() }

  /// Ends the interaction and runs the transition to its end.
  open func finish() { endInteraction { $0.finishInteractiveTransition() } }

  /// Ends the interaction and takes the transition back to its start.
  open func cancel() { endInteraction { $0.cancelInteractiveTransition() } }

  private func endInteraction(_ report: (ViewControllerTransition) -> Void) {
    guard let context else {
      return Selector.warn(
        "\(type(of: self)): finish() or cancel() called with no transition started")
    }
    self.context = nil
    report(context)
    context.animator?.animateTransition(using: context)
  }
}
