import Foundation

/// `NSObject`'s messaging by selector, which Foundation on Linux lacks: `responds(to:)`,
/// `perform(_:)`, and the delayed `perform(_:with:afterDelay:)` with its cancellation.
///
/// Divergence: a selector is a method reference here (see ``Selector``), so `responds(to:)`
/// answers whether the object is of the method's class, and a selector made from a name only
/// (`Selector("tapped")`) is never answered nor sent. `perform` returns nil: the selectors of
/// Offscreen call methods that return nothing.
@MainActor
extension NSObject {
  /// Whether the object implements the selector's method. Nonisolated, as `NSObjectProtocol`'s
  /// is on iOS: it only compares the object's class with the method's.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    aSelector.isImplemented?(self) ?? false
  }

  /// Calls the selector's method on the object now.
  @discardableResult
  public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
    perform(aSelector, with: nil)
  }

  /// Calls the selector's method on the object now, with `object` as its argument.
  @discardableResult
  public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
    send(aSelector, argument: object)
    return nil
  }

  /// Calls the selector's method on the object from the current run loop, in its default mode,
  /// once `delay` seconds have passed; the object and the argument are kept until then.
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {
    perform(aSelector, with: anArgument, afterDelay: delay, inModes: [.default])
  }

  /// Calls the selector's method on the object from the current run loop, in `modes`, once
  /// `delay` seconds have passed; the object and the argument are kept until then.
  public func perform(
    _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
    inModes modes: [RunLoop.Mode]
  ) {
    let request = DelayedPerform(target: self, selector: aSelector, argument: anArgument)
    DelayedPerform.pending.append(request)
    nonisolated(unsafe) let unsafeRequest = request
    let timer = Timer(timeInterval: max(delay, 0), repeats: false) { _ in
      MainActor.assumeIsolated { unsafeRequest.fire() }
    }
    request.timer = timer
    for mode in modes { RunLoop.current.add(timer, forMode: mode) }
  }

  /// Cancels every delayed `perform` requested of `aTarget`.
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    DelayedPerform.cancel { $0.target === aTarget as AnyObject }
  }

  /// Cancels the delayed `perform`s requested of `aTarget` with this selector and an equal
  /// argument.
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    DelayedPerform.cancel {
      $0.target === aTarget as AnyObject && $0.selector == aSelector
        && DelayedPerform.equal($0.argument, anArgument)
    }
  }

  fileprivate func send(_ aSelector: Selector, argument: Any?) {
    guard let method = aSelector.method else {
      Selector.warn("\(type(of: self)) was sent \(aSelector), which names no method on Linux")
      return
    }
    if !method(self, argument, nil) {
      Selector.warn("\(type(of: self)) does not implement \(aSelector)")
    }
  }
}

extension NSObjectProtocol {
  /// Whether the object implements the selector's method: what `NSObject` answers, for a
  /// delegate held as a protocol (`delegate?.responds(to: #selector(…))`).
  public func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

/// A `perform(_:with:afterDelay:)` waiting for its timer.
@MainActor
private final class DelayedPerform {
  static var pending: [DelayedPerform] = []

  let target: NSObject
  let selector: Selector
  let argument: Any?
  var timer: Timer?

  init(target: NSObject, selector: Selector, argument: Any?) {
    (self.target, self.selector, self.argument) = (target, selector, argument)
  }

  func fire() {
    DelayedPerform.pending.removeAll { $0 === self }
    target.send(selector, argument: argument)
  }

  static func cancel(where matches: (DelayedPerform) -> Bool) {
    for request in pending where matches(request) { request.timer?.invalidate() }
    pending.removeAll(where: matches)
  }

  /// Arguments are equal as `isEqual(_:)` finds them: both nil, or equal objects.
  static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs as AnyHashable, let rhs as AnyHashable): lhs == rhs
    case (let lhs?, let rhs?): lhs as AnyObject === rhs as AnyObject
    default: false
    }
  }
}
