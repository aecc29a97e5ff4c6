import Foundation

/// The abstract superclass of Core Animation's animations: their timing, their pacing, their
/// delegate and whether they leave the layer when they complete.
///
/// An animation is added to a layer with `CALayer.add(_:forKey:)`, which attaches a copy. It
/// changes what is shown while it runs, never the layer's model values.
///
/// Divergence: Offscreen has no render server and no animation clock, so nothing is drawn in
/// between: a rendering shows the layer's model values, as `render(in:)` does on iOS. An
/// attached animation runs to its end on the next main run-loop turn (see
/// `CALayer.add(_:forKey:)`). Like any `NSObject` on Linux it has no key-value coding of its
/// properties; ``setValue(_:forKey:)`` and ``value(forKey:)`` keep arbitrary values, which is
/// what code that tags animations uses them for.
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
  /// A new animation with Core Animation's defaults.
  public required override init() { super.init() }

  /// The pacing of the animation; nil is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// The object told when the animation starts and stops. Unlike most delegates, the
  /// animation keeps it alive, as on iOS.
  open var delegate: (any CAAnimationDelegate)?
  /// Whether the animation is removed from its layer when it completes. Defaults to true.
  open var isRemovedOnCompletion = true

  // MARK: CAMediaTiming

  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed

  /// Whether the animation repeats for ever, so that it never completes by itself.
  var repeatsForever: Bool { repeatCount == .infinity || repeatDuration == .infinity }

  // MARK: Values by key

  /// Values set with ``setValue(_:forKey:)``.
  private var values: [String: Any] = [:]

  /// Keeps `value` under `key`, which the animation carries along when it is copied (nil
  /// removes it). Code often tags an animation this way, to tell it apart in its delegate.
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value }

  /// The value kept under `key`, or the class's ``defaultValue(forKey:)``.
  open func value(forKey key: String) -> Any? {
    values[key] ?? Self.defaultValue(forKey: key)
  }

  /// The value an animation has for `key` until one is set: nil unless a subclass says
  /// otherwise.
  open class func defaultValue(forKey key: String) -> Any? { nil }

  // MARK: Copying

  /// A copy of the animation with all its properties: the object `CALayer.add(_:forKey:)`
  /// attaches.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.copyProperties(from: self)
    return copy
  }

  /// Takes `other`'s properties; each subclass adds its own and calls `super`.
  func copyProperties(from other: CAAnimation) {
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    values = other.values
  }
}

/// The object an animation tells when it starts and stops.
///
/// Divergence: Swift on Linux has no optional protocol requirements; both methods have empty
/// defaults. Delegates are called on the main actor, from the main run loop, as Core Animation
/// calls them on the main thread.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
  /// The animation has started.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation has ended: `flag` is true when it reached the end of its duration, false
  /// when it was removed from its layer first.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
