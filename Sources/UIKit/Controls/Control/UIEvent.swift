import Foundation

/// An object that describes a user's interaction with the app.
///
/// Divergence: there are no touches, presses or motion on a headless machine, so no event is
/// ever delivered; the class exists so that action methods that take an event compile, and
/// they get an empty one (type `.touches`, no touches, timestamp 0).
@preconcurrency @MainActor
open class UIEvent {
  /// The kinds of event.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll, hover, transform
  }

  /// Creates an empty touch event.
  public init() {}

  /// The kind of the event: `.touches`.
  open var type: EventType { .touches }

  /// When the event happened, in seconds since boot: 0.
  open var timestamp: TimeInterval { 0 }
}
