import Foundation

/// What a layer does when one of its properties changes or an event (`onOrderIn`, say)
/// happens: an animation to add, or nothing.
///
/// Divergence: Offscreen has no implicit animations (a change is drawn at once), so layers
/// never run actions themselves; ``CALayer/action(forKey:)`` answers as Core Animation does,
/// for code that asks or sets ``CALayer/actions`` to turn animations off. Main-actor
/// isolated, as the layers it acts on are.
@preconcurrency @MainActor
public protocol CAAction {
  /// Performs the action for `event` on `anObject` (the layer).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// An animation's action adds the animation to the layer under the event's key, as Core
/// Animation's does.
extension CAAnimation: CAAction {
  @MainActor public func run(
    forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?
  ) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }
}

/// `NSNull` as an action does nothing, and in ``CALayer/actions`` or from a delegate it ends
/// the search for one: the usual way to turn a property's animation off.
extension NSNull: CAAction {
  @MainActor public func run(
    forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?
  ) {}
}
