import Foundation

/// A timer tied to the display's refresh: calls its target's selector once a frame while it
/// is on a run loop.
///
/// Divergence: there is no display. The link fires from a run-loop timer at its preferred
/// rate (60 frames a second by default), so it moves only while the run loop runs (a test can
/// run `RunLoop.main.run(until:)`); ``timestamp`` and ``targetTimestamp`` are
/// `CACurrentMediaTime()` readings. It lives in UIKit here, not QuartzCore, because it calls
/// a `Selector`, which is UIKit's on Linux; `import UIKit` brings it as on iOS.
@preconcurrency @MainActor
open class CADisplayLink {
  private var target: AnyObject?
  private let selector: Selector
  private var timer: Timer?

  /// A link that calls `selector` on `target` each frame; the link keeps the target alive
  /// until it is invalidated, as on iOS.
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    selector = sel
  }

  /// When the last frame was shown.
  public private(set) var timestamp: CFTimeInterval = 0
  /// When the next frame will be shown.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// The time between frames at the current rate.
  public var duration: CFTimeInterval { 1 / Double(framesPerSecond) }
  /// Whether the link skips its calls.
  open var isPaused = false
  /// The rate the link asks for; 0 for the display's own (60 here).
  open var preferredFramesPerSecond = 0 {
    didSet { reschedule() }
  }
  /// The range of rates the link asks for.
  open var preferredFrameRateRange = CAFrameRateRange.default {
    didSet { reschedule() }
  }

  /// Starts calling the selector from `runloop`.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard target != nil else { return }
    timer?.invalidate()
    let timer = Timer(timeInterval: duration, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.fire() }
    }
    runloop.add(timer, forMode: mode)
    // Divergence: Foundation on Linux does not run `.common` timers in the default mode.
    if mode == .common { runloop.add(timer, forMode: .default) }
    self.timer = timer
    targetTimestamp = CACurrentMediaTime() + duration
  }

  /// Stops calling the selector from the run loop.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    timer?.invalidate()
    timer = nil
  }

  /// Stops the link for good and lets go of its target.
  open func invalidate() {
    timer?.invalidate()
    timer = nil
    target = nil
  }

  private var framesPerSecond: Int {
    let preferred = Int(preferredFrameRateRange.preferred ?? 0)
    if preferred > 0 { return preferred }
    return preferredFramesPerSecond > 0 ? preferredFramesPerSecond : 60
  }

  private func reschedule() {
    guard let timer else { return }
    let runloop = RunLoop.current
    timer.invalidate()
    self.timer = nil
    add(to: runloop, forMode: .common)
  }

  private func fire() {
    guard !isPaused, let target else { return }
    timestamp = CACurrentMediaTime()
    targetTimestamp = timestamp + duration
    _ = selector.method?(target, self, nil)
  }
}
