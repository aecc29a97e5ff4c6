import Foundation

/// An object that describes a user's interaction with the app: here, the touches of a
/// synthetic touch sequence (see ``UIWindow/sendTouches(_:interval:)``).
///
/// Divergence: there are no real touches, presses or motion on a headless machine; events
/// come only from the synthetic touch API, and action methods called from code get an empty
/// one (type `.touches`, no touches, timestamp 0).
@preconcurrency @MainActor
open class UIEvent {
  /// The kinds of event.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll, hover, transform
  }

  /// The touches of the event.
  var touchSet: Set<UITouch> = []
  var time: TimeInterval = 0

  /// Creates an empty touch event.
  public init() {}

  /// The kind of the event: `.touches`.
  open var type: EventType { .touches }

  /// When the event happened, in seconds since boot.
  open var timestamp: TimeInterval { time }

  /// Every touch of the event; nil when it has none.
  open var allTouches: Set<UITouch>? { touchSet.isEmpty ? nil : touchSet }

  /// The touches that began in `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    let found = touchSet.filter { $0.view === view }
    return found.isEmpty ? nil : found
  }

  /// The touches delivered to `gesture`.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    let found = touchSet.filter { gesture.touches.contains($0) }
    return found.isEmpty ? nil : found
  }
}
