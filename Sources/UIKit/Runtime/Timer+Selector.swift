import Foundation

/// A timer that calls a selector's method on a target, with itself as the argument, and
/// carries a `userInfo`: Foundation's target–selector timer, which Foundation on Linux lacks
/// (it has the block forms only, and its `userInfo` is always nil).
///
/// Divergence: on iOS this is `Timer(timeInterval:target:selector:userInfo:repeats:)`. A
/// convenience initializer of `Timer` cannot make an object whose `userInfo` answers, so the
/// port step (`offscreen-port`) writes such calls as `SelectorTimer(…)` with the same
/// arguments; `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` makes one
/// unchanged. The method is called on the main actor, so the timer belongs on the run loop of
/// the thread the main actor runs on (as timers that touch UIKit do on iOS).
open class SelectorTimer: Timer {
  nonisolated(unsafe) private let info: Any?

  /// A timer, not yet scheduled, that calls `aSelector` on `aTarget` after `ti` seconds (and
  /// every `ti` seconds if it repeats). The timer keeps the target until it is invalidated.
  public convenience init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) {
    self.init(
      fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget, selector: aSelector,
      userInfo: userInfo, repeats: yesOrNo)
  }

  /// A timer, not yet scheduled, that first fires at `date` and calls `s` on `t`.
  public init(
    fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector,
    userInfo ui: Any?, repeats rep: Bool
  ) {
    info = ui
    nonisolated(unsafe) let (target, selector) = (t as AnyObject, s)
    super.init(fire: date, interval: ti, repeats: rep) { timer in
      nonisolated(unsafe) let timer = timer
      MainActor.assumeIsolated { _ = selector.method?(target, timer, nil) }
    }
  }

  /// The object given when the timer was made.
  open override var userInfo: Any? { info }
}

extension Timer {
  /// A timer scheduled on the current run loop in its default mode that calls `aSelector` on
  /// `aTarget` after `ti` seconds (and every `ti` seconds if it repeats); see ``SelectorTimer``.
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    let timer = SelectorTimer(
      timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo,
      repeats: yesOrNo)
    RunLoop.current.add(timer, forMode: .default)
    return timer
  }
}
