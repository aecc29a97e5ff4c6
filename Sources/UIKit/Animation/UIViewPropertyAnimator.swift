import Foundation

/// Animates changes to views and lets them be started, paused, scrubbed, stopped and finished.
///
/// Divergence: Offscreen renders still frames, so nothing moves between the start and the end
/// of an animation. Headless, the animator keeps UIKit's states and calls, and the views take
/// their final values: `startAnimation()` runs the animations at once and then finishes them,
/// calling the completions at once with `.end` (`.start` when reversed), unless
/// ``pausesOnCompletion`` keeps it active; `pauseAnimation()` runs them and keeps the animator
/// active and paused, so `fractionComplete` can be set and read; `stopAnimation(_:)` and
/// `finishAnimation(at:)` behave as documented. Finishing at `.start` does not put the views'
/// old values back (they are not recorded), and a completion added after the animator has
/// finished is called at once with the position it finished at.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// The timing the animator was made with.
  open private(set) var timingParameters: (any UITimingCurveProvider)?
  /// The animations' length in seconds.
  open private(set) var duration: TimeInterval
  /// The delay before the animations start, in seconds.
  open private(set) var delay: TimeInterval = 0
  /// Whether the animations can be paused and stopped.
  open var isInterruptible = true
  /// Whether views take touches while they animate.
  open var isUserInteractionEnabled = true
  /// Whether hit testing is left to the app while views animate.
  open var isManualHitTestingEnabled = false
  /// Whether a paused animator scrubs linearly rather than along its curve.
  open var scrubsLinearly = true
  /// Whether the animator stays active and paused at the end instead of finishing.
  open var pausesOnCompletion = false
  /// Where the animator is in its life.
  open private(set) var state = UIViewAnimatingState.inactive
  /// Whether the animations are running (started and not paused).
  open private(set) var isRunning = false
  /// Whether the animations run backwards, towards their start.
  open var isReversed = false
  /// How far the animations have got, from 0 to 1.
  open var fractionComplete: CGFloat = 0

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var finishedPosition: UIViewAnimatingPosition?

  /// An animator with the given timing and no animations yet.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
    super.init()
  }

  /// An animator with one of UIKit's built-in curves.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a cubic Bézier curve.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a spring of the given damping ratio.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator that starts at once (after `delay`) with `options`' curve.
  ///
  /// Divergence: returns a `UIViewPropertyAnimator`, not `Self`, so that subclasses need not
  /// make their initializer `required`.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, timingParameters: UICubicTimingParameters())
    animator.delay = delay
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds animations: they run at once if the animator is active, or with the others when it
  /// starts.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { animation() } else { animations.append(animation) }
  }

  /// Adds animations that start `delayFactor` of the way through the others; headless, the
  /// same as ``addAnimations(_:)``.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a block to call with the final position when the animations end (at once if the
  /// animator has already finished them).
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    if state == .inactive, let finishedPosition {
      completion(finishedPosition)
    } else {
      completions.append(completion)
    }
  }

  /// Starts the animations; headless, they run and finish at once.
  open func startAnimation() {
    guard state != .stopped else { return }
    activate()
    isRunning = true
    if pausesOnCompletion {
      isRunning = false
      fractionComplete = isReversed ? 0 : 1
    } else {
      finish(at: isReversed ? .start : .end)
    }
  }

  /// Starts the animations after `delay` seconds; headless, at once.
  open func startAnimation(afterDelay delay: TimeInterval) {
    self.delay = delay
    startAnimation()
  }

  /// Pauses the animations: the animator is active, not running, and can be scrubbed with
  /// ``fractionComplete``.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    activate()
    isRunning = false
  }

  /// Stops the animations where they are. Without finishing, the animator becomes inactive
  /// and calls no completion; otherwise it is stopped until ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    if withoutFinishing {
      state = .inactive
      completions.removeAll()
    } else {
      state = .stopped
    }
  }

  /// Finishes stopped animations at `finalPosition`, calling the completions with it.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  /// Continues paused animations with new timing; headless, they finish at once.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    if let parameters { timingParameters = parameters }
    duration *= durationFactor == 0 ? 1 : durationFactor
    startAnimation()
  }

  /// Becomes active, running the animations added so far (each once).
  private func activate() {
    if state == .inactive { finishedPosition = nil }
    state = .active
    let pending = animations
    animations.removeAll()
    pending.forEach { $0() }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    state = .inactive
    isRunning = false
    if position == .end { fractionComplete = 1 } else if position == .start { fractionComplete = 0 }
    finishedPosition = position
    let pending = completions
    completions.removeAll()
    pending.forEach { $0(position) }
  }
}
