import Foundation

extension UIView {
  /// Options for animating views: how the animation is timed and combined with others.
  ///
  /// Divergence: Offscreen does not animate (see ``animate(withDuration:delay:options:animations:completion:)``);
  /// the options are accepted so that iOS code compiles, and have no effect.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time so that they animate with their parent.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state of an animation already running.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards and forwards (with ``repeat``).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Uses this duration instead of that of an enclosing animation.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Uses this curve instead of that of an enclosing animation.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animates by changing properties and redrawing the view.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides or shows views in a transition instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Does not inherit the options of an enclosing animation.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at the start and end, quick in the middle (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Even speed throughout.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flips the view around its vertical axis from left to right.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flips the view around its vertical axis from right to left.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curls the view up from the bottom.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curls the view down from the top.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Dissolves from one view to the next.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flips the view around its horizontal axis from top to bottom.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flips the view around its horizontal axis from bottom to top.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The frame rate the system prefers.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames a second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames a second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// Changes views with an animation of `duration` seconds after `delay`, then calls
  /// `completion` with whether the animation finished.
  ///
  /// Divergence: Offscreen renders still frames, so there is nothing to animate: `animations`
  /// runs at once (the views take their final values, as a render after the animation would
  /// show), then `completion(true)` runs at once, whatever the duration, delay and options.
  /// On iOS the completion runs when the animation ends, and later than this call even for a
  /// zero duration.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Changes views with an animation of `duration` seconds, then calls `completion` with
  /// whether the animation finished.
  ///
  /// Divergence: the changes apply at once and `completion(true)` runs at once (see
  /// ``animate(withDuration:delay:options:animations:completion:)``).
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Changes views with an animation of `duration` seconds.
  ///
  /// Divergence: the changes apply at once (see
  /// ``animate(withDuration:delay:options:animations:completion:)``).
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations)
  }

  /// Makes changes without animating them, even inside an animation block. Headless, no
  /// change is animated, so this runs `actionsWithoutAnimation` and nothing else.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
