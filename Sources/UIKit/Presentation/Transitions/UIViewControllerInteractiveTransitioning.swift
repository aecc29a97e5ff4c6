import CoreGraphics

/// An interaction controller: the object that drives a transition's progress from a gesture,
/// telling the context how far it got and whether it finished or was cancelled.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// Starts driving the transition `transitionContext` describes.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// How fast the transition runs to its end once interaction stops (1 by default).
  var completionSpeed: CGFloat { get }
  /// The curve the transition finishes along once interaction stops (ease in-out by default).
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactive (true by default); when false, UIKit runs the
  /// animator's `animateTransition(using:)` instead of starting interaction.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}
