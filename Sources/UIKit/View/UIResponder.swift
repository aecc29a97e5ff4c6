/// An object that can respond to events: the base class of views, view controllers and
/// windows.
///
/// Divergence: on iOS `UIResponder` is an `NSObject`; here it is a plain class, with identity
/// equality and hashing as `NSObject` gives them. There are no touches or keyboard on a
/// headless machine, so the responder chain holds only ``next`` and first-responder status.
@preconcurrency @MainActor
open class UIResponder: Hashable {
  public init() {}

  /// The next responder in the chain: a view's view controller or superview, a controller's
  /// view's superview, nothing for a window.
  open var next: UIResponder? { nil }

  /// Whether this object can become the first responder. False by default.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object is the first responder.
  open var isFirstResponder: Bool { UIResponder.firstResponder === self }

  /// Makes this object the first responder if it can be one.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    UIResponder.firstResponder = self
    return true
  }

  /// Gives up first-responder status.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if isFirstResponder { UIResponder.firstResponder = nil }
    return true
  }

  // MARK: Touches (here, not in an extension, so that subclasses can override)

  /// One or more fingers touched down. By default the touches go to the next responder, as
  /// UIKit's responders pass on what they do not handle.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// One or more touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// One or more fingers lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The touches were taken over (by a gesture recognizer) or interrupted.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Hears a change of a key path this object observes (see `UIView.addObserver(_:forKeyPath:
  /// options:context:)`). Does nothing by default; subclasses override it, as on iOS.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}

  private static weak var firstResponder: UIResponder?

  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
