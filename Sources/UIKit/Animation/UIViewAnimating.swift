import Foundation

/// Where an animator is in its life.
@objc public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations are not in effect.
  case inactive
  /// Started or paused.
  case active
  /// Stopped: waiting for `finishAnimation(at:)`.
  case stopped
}

/// Where an animation ended.
@objc public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end of the animation.
  case end
  /// At the start of the animation.
  case start
  /// Wherever it was when stopped.
  case current
}

/// An object that runs animations that can be started, paused, scrubbed, stopped and finished.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
  /// Where the animator is in its life.
  var state: UIViewAnimatingState { get }
  /// Whether the animations are running (started and not paused).
  var isRunning: Bool { get }
  /// Whether the animations run backwards, towards their start.
  var isReversed: Bool { get set }
  /// How far the animations have got, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts the animations.
  func startAnimation()
  /// Starts the animations after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animations.
  func pauseAnimation()
  /// Stops the animations where they are; finishes them too when `withoutFinishing` is
  /// false, leaving the animator stopped until `finishAnimation(at:)`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes stopped animations at `finalPosition`, calling the completions.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations and completions can be added as it runs.
///
/// Its members are optional on iOS; here they have empty default implementations.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations to run with the others.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds animations that start `delayFactor` of the way through the others.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a block to call with the final position when the animations end.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Continues paused or stopped animations with new timing.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  public func addAnimations(_ animation: @escaping () -> Void) {}
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {}
}
