extension UIControl {
  /// One registration: a target and action, or a `UIAction`, for a set of events.
  struct EventHandler {
    enum Kind {
      case target(RegisteredTarget, Selector)
      case action(UIAction)
    }

    var kind: Kind
    var events: Event
  }

  /// A target as the control holds it: weakly, as on iOS. A registration with a nil target
  /// stays; one whose target was released is dropped.
  struct RegisteredTarget {
    weak var object: AnyObject?
    let wasNil: Bool

    init(_ target: Any?) {
      object = target.flatMap(Self.object(of:))
      wasNil = target == nil
    }

    var isReleased: Bool { !wasNil && object == nil }

    /// Whether this is the target `target` (nil matching a nil target).
    func isTarget(_ target: Any?) -> Bool {
      guard let target else { return wasNil }
      return object != nil && object === Self.object(of: target)
    }

    /// `target` when it is an instance of a class; values are boxed on Linux and could not
    /// be held weakly, so they are not targets.
    static func object(of target: Any) -> AnyObject? {
      type(of: target) is AnyClass ? target as AnyObject : nil
    }
  }
}
