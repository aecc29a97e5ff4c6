import Foundation

/// Foundation's selector form of notification observing, which Foundation on Linux lacks (it
/// has the block form only).
///
/// Divergence: the selector is a method reference (see ``Selector``); its method may take the
/// `Notification` or nothing. The method is called on the main actor: at once when the
/// notification is posted on the main thread, as on iOS, and from the main queue when it is
/// posted on another thread (iOS calls it on the posting thread). Removing is done by
/// `removeObserver(_:)` and `removeObserver(_:name:object:)` taking an object; Foundation's own
/// versions, which take `Any`, still remove block observers, and these hand them on to them.
extension NotificationCenter {
  /// Calls `aSelector`'s method on `observer` with each notification named `aName` (any
  /// name when nil) posted by `anObject` (any sender when nil). The center holds the
  /// observer weakly, as iOS 9 and later do: an observer that is gone is no longer called and
  /// need not be removed.
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {
    let registration = SelectorObservation(observer: observer as AnyObject, name: aName)
    registration.object = anObject as AnyObject?
    nonisolated(unsafe) let selector = aSelector
    registration.token = addObserver(forName: aName, object: anObject, queue: nil) {
      notification in
      // An observer that is gone is skipped here and its observation ended by the next add or
      // remove: ending it from inside the delivery would reenter the center.
      guard let target = registration.observer else { return }
      SelectorObservation.deliver(notification, to: target, selector: selector)
    }
    remove { _ in false }
    SelectorObservations.shared.add(registration, for: self)
  }

  /// Stops delivering notifications to `observer`: its selector observations, and, as
  /// Foundation's `removeObserver(_:)` does, the block observation it is the token of.
  public func removeObserver(_ observer: AnyObject) {
    remove { $0.observer === observer }
    removeObserver(observer as Any)
  }

  /// Stops delivering notifications named `aName` (any when nil) from `anObject` (any when
  /// nil) to `observer`.
  public func removeObserver(
    _ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?
  ) {
    remove {
      $0.observer === observer && (aName == nil || $0.name == aName)
        && (anObject == nil || $0.object === anObject as AnyObject)
    }
    removeObserver(observer as Any, name: aName, object: anObject)
  }

  /// Ends the selector observations of this center that `matches` picks.
  private func remove(where matches: (SelectorObservation) -> Bool) {
    for registration in SelectorObservations.shared.remove(from: self, where: matches) {
      if let token = registration.token { removeObserver(token as Any) }
    }
  }
}

/// One `addObserver(_:selector:name:object:)`: the observer, held weakly, what it observes,
/// and the block observation that delivers to it.
final class SelectorObservation: @unchecked Sendable {
  weak var observer: AnyObject?
  let name: NSNotification.Name?
  weak var object: AnyObject?
  var token: (any NSObjectProtocol)?

  init(observer: AnyObject, name: NSNotification.Name?) {
    self.observer = observer
    self.name = name
  }

  /// Calls the selector's method with the notification, on the main actor.
  static func deliver(_ notification: Notification, to target: AnyObject, selector: Selector) {
    // The objects are handed to the main actor, which alone touches them from here on.
    nonisolated(unsafe) let (notification, target, selector) = (notification, target, selector)
    let send = { @MainActor in
      guard let method = selector.method else {
        return Selector.warn(
          "\(selector) names no method on Linux; \(notification.name.rawValue) was not delivered")
      }
      if !method(target, notification, nil) {
        Selector.warn("\(type(of: target)) does not implement \(selector)")
      }
    }
    if Thread.isMainThread || MainQueue.isCurrent {
      MainActor.assumeIsolated { send() }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { send() } }
    }
  }
}

/// Whether code runs on the main queue, where the main actor's jobs run; on Linux that may be
/// another thread than the process's first, so `Thread.isMainThread` alone cannot tell.
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// The selector observations of every center, by center.
final class SelectorObservations: @unchecked Sendable {
  static let shared = SelectorObservations()

  private var byCenter: [ObjectIdentifier: [SelectorObservation]] = [:]
  private let lock = NSLock()

  func add(_ registration: SelectorObservation, for center: NotificationCenter) {
    lock.lock()
    defer { lock.unlock() }
    byCenter[ObjectIdentifier(center), default: []].append(registration)
  }

  /// Takes out and returns the registrations of `center` that `matches` picks, and those
  /// whose observer is gone.
  func remove(
    from center: NotificationCenter, where matches: (SelectorObservation) -> Bool
  ) -> [SelectorObservation] {
    lock.lock()
    defer { lock.unlock() }
    let all = byCenter[ObjectIdentifier(center)] ?? []
    let (removed, kept) = (
      all.filter { $0.observer == nil || matches($0) },
      all.filter { $0.observer != nil && !matches($0) }
    )
    byCenter[ObjectIdentifier(center)] = kept
    return removed
  }
}
