import Foundation

/// A press of a physical button or key: its phase, the kind of button, and for a keyboard key
/// the ``UIKey`` pressed.
///
/// Divergence: a headless machine has no buttons or keyboard, so UIKit makes no presses; code
/// makes them (``init(phase:type:key:)``) to hand to a responder's `pressesBegan(_:with:)`.
@preconcurrency @MainActor
open class UIPress: NSObject {
  /// Where a press is in its life.
  public enum Phase: Int, Sendable {
    /// The button was pressed down.
    case began
    /// The button's force changed.
    case changed
    /// The button is held, unchanged.
    case stationary
    /// The button was released.
    case ended
    /// The press was interrupted.
    case cancelled
  }

  /// The kind of button pressed (a remote's buttons; a keyboard key has none of these).
  public enum PressType: Int, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    case pageUp = 30, pageDown = 31
    case tvRemoteOneTwoThree = 32, tvRemoteFourColors = 33
  }

  /// Where the press is in its life.
  public let phase: Phase
  /// The kind of button pressed.
  public let type: PressType
  /// The keyboard key pressed; nil for a press that is not of a key.
  public let key: UIKey?
  /// The force of the press, from 0 to 1 (1 for a digital button).
  public let force: CGFloat
  /// When the press happened or last changed, in seconds since boot.
  public let timestamp: TimeInterval

  /// A press of `type` in `phase`; `key` for a keyboard key.
  public init(
    phase: Phase, type: PressType = .select, key: UIKey? = nil, timestamp: TimeInterval = 0
  ) {
    self.phase = phase
    self.type = type
    self.key = key
    self.force = 1
    self.timestamp = timestamp
    super.init()
  }
}

/// An event of button presses, handed to a responder's `pressesBegan(_:with:)` and its
/// kin.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
  private let presses: Set<UIPress>

  /// An event of `presses` (code makes them headless, see ``UIPress``).
  public init(presses: Set<UIPress>) {
    self.presses = presses
    super.init()
  }

  /// The kind of the event: `.presses`.
  open override var type: EventType { .presses }

  /// Every press of the event.
  open var allPresses: Set<UIPress> { presses }

  /// The presses of the event that `gesture` receives: none here, as gesture recognizers do
  /// not take presses headless.
  open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
