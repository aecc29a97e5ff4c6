import Foundation

extension UIView {
  /// How an animation's speed changes over its duration.
  @objc public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and end.
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Even speed throughout.
    case linear
  }

  /// Options for keyframe animations: the animation options and how values between
  /// keyframes are computed.
  ///
  /// Divergence: accepted so that iOS code compiles; nothing animates headless.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time so that they animate with their parent.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state of an animation already running.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards and forwards (with ``repeat``).
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Uses this duration instead of that of an enclosing animation.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Does not inherit the options of an enclosing animation.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Linear interpolation between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation: each keyframe's values at once.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Linear interpolation at an even pace.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve through the keyframes at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// A system-provided animation, run on a group of views.
  public enum SystemAnimation: UInt, Sendable {
    /// Removes the views from their superviews.
    case delete
  }

  /// Changes views with a spring animation, then calls `completion` with whether it finished.
  ///
  /// Divergence: as every animation here, the changes apply at once and `completion(true)`
  /// runs at once (see ``animate(withDuration:delay:options:animations:completion:)``).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Changes views with a spring animation described by its duration and bounce (iOS 17).
  ///
  /// Divergence: the changes apply at once and `completion(true)` runs at once.
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Changes views through keyframes added in `animations` with
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
  ///
  /// Divergence: each keyframe's changes apply at once, in the order of their start times
  /// (the end state), then `completion(true)` runs.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let outer = KeyframeRecorder.current
    let recorder = KeyframeRecorder()
    KeyframeRecorder.current = recorder
    animations()
    KeyframeRecorder.current = outer
    recorder.run()
    completion?(true)
  }

  /// Adds a keyframe to the enclosing keyframe animation: `animations` runs from
  /// `frameStartTime` for `frameDuration`, both fractions of the whole animation.
  ///
  /// Divergence: outside a keyframe animation it runs at once, as a plain animation would.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let recorder = KeyframeRecorder.current else { return animations() }
    recorder.keyframes.append((frameStartTime, animations))
  }

  /// Changes a view's content with a transition (a flip, a curl, a cross-dissolve).
  ///
  /// Divergence: the changes apply at once and `completion(true)` runs at once.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Replaces `fromView` with `toView` in its superview with a transition; with
  /// `.showHideTransitionViews`, hides one and shows the other instead.
  ///
  /// Divergence: the replacement is at once and `completion(true)` runs at once.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    completion?(true)
  }

  /// Runs a system animation on `views` (`.delete` removes them from their superviews) while
  /// `parallelAnimations` change other views.
  ///
  /// Divergence: at once, with `completion(true)` at once.
  public class func perform(
    _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    parallelAnimations?()
    if animation == .delete { views.forEach { $0.removeFromSuperview() } }
    completion?(true)
  }

  /// Runs `animations` with a repeat count and autoreversal that override those of the
  /// enclosing animation. Headless, the changes apply at once.
  public class func modifyAnimations(
    withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
  ) {
    animations()
  }

  /// Whether changes made inside animation blocks animate. Headless, nothing animates, but the
  /// setting is kept and read back as on iOS.
  public class func setAnimationsEnabled(_ enabled: Bool) { animationsAreEnabled = enabled }

  /// Whether animations are enabled (see ``setAnimationsEnabled(_:)``).
  public class var areAnimationsEnabled: Bool { animationsAreEnabled }

  private static var animationsAreEnabled = true

  /// The duration of the animation running the caller: 0, since nothing animates headless.
  public class var inheritedAnimationDuration: TimeInterval { 0 }
}

/// The keyframes of the keyframe animation being declared.
@MainActor
private final class KeyframeRecorder {
  static var current: KeyframeRecorder?
  var keyframes: [(start: Double, animations: () -> Void)] = []

  /// Applies the keyframes in order of their start times (the stable order of declaration for
  /// equal starts), so that the last keyframe's values are the ones left.
  func run() {
    let ordered = keyframes.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }
    for (_, keyframe) in ordered { keyframe.animations() }
  }
}
