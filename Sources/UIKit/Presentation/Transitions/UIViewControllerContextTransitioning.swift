import CoreGraphics

/// What UIKit gives a transition's animator and interaction controller: the container view,
/// the controllers and views that take part, their frames, and the calls that report progress
/// and end the transition.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view the transition happens in: the superview of the views that take part.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether an interaction controller drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (an interaction controller called
  /// ``cancelInteractiveTransition()``).
  var transitionWasCancelled: Bool { get }
  /// The presentation style of the controller presented or dismissed.
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation the transition applies (the identity but for rotations).
  var targetTransform: CGAffineTransform { get }

  /// Reports how far an interactive transition got, from 0 to 1.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Reports that the interaction ended and the transition runs to its end.
  func finishInteractiveTransition()
  /// Reports that the interaction ended and the transition goes back to its start.
  func cancelInteractiveTransition()
  /// Reports that the interaction paused.
  func pauseInteractiveTransition()
  /// Ends the transition: `didComplete` true leaves the controllers where the transition put
  /// them, false puts them back as they were before.
  func completeTransition(_ didComplete: Bool)

  /// The controller for `key`, or nil.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`, or nil when the animator is not to move it (the presenter's view in a
  /// presentation that leaves it on screen).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where `vc`'s view is when the transition begins, or `.zero` when it is not shown then.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where `vc`'s view is to be when the transition ends, or `.zero` when it is not shown then.
  func finalFrame(for vc: UIViewController) -> CGRect
}
