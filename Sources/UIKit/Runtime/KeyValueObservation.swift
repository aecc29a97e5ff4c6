import Foundation

/// A key-value observation made with `observe(_:options:changeHandler:)`: it lasts as long as
/// this object, or until ``invalidate()``, which, as Foundation's, may be called from any
/// thread (from a `deinit`, say).
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var invalidated = false

  /// Ends the observation: its handler is not called again.
  public func invalidate() {
    lock.lock()
    invalidated = true
    lock.unlock()
  }

  /// Whether ``invalidate()`` was called; the observers drop such registrations.
  var isInvalidated: Bool {
    lock.lock()
    defer { lock.unlock() }
    return invalidated
  }
}

/// One change an observation's handler hears.
public struct NSKeyValueObservedChange<Value> {
  /// What happened: for a property, `.setting`.
  public let kind: NSKeyValueChange
  /// The value after the change, when the observation asked for `.new`.
  public let newValue: Value?
  /// The value before the change, when the observation asked for `.old`.
  public let oldValue: Value?
  /// The indexes of a collection change: nil for a property.
  public let indexes: IndexSet?
  /// Whether this is the notification before the change (`.prior`).
  public let isPrior: Bool
}

/// The objects whose properties can be observed with Swift key paths, as `NSObject` is on iOS.
public protocol _KeyValueCodingAndObserving {}

extension UIView: _KeyValueCodingAndObserving {}

@MainActor
extension _KeyValueCodingAndObserving where Self: UIView {
  /// Calls `changeHandler` when the property at `keyPath` changes, for as long as the returned
  /// observation lives.
  ///
  /// Divergence: the key paths that can be observed are the view's `frame`, `bounds`,
  /// `center`, `isHidden` and `alpha`, and a scroll view's `contentSize` and `contentOffset`
  /// (see `addObserver(_:forKeyPath:options:context:)`); others warn and are never called.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    observe(keyPath, names: Self.viewKeyPathNames, options: options, handler: changeHandler)
  }

  /// The key-value coding names of a view's observable key paths.
  static var viewKeyPathNames: [(AnyKeyPath, String)] {
    [
      (\Self.frame, "frame"), (\Self.bounds, "bounds"), (\Self.center, "center"),
      (\Self.isHidden, "isHidden"), (\Self.alpha, "alpha"),
    ]
  }

  func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, names: [(AnyKeyPath, String)],
    options: NSKeyValueObservingOptions,
    handler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let observation = NSKeyValueObservation()
    let name = names.first { $0.0 == keyPath }?.1 ?? "\(keyPath)"
    var registration = KeyValueObservers.Registration(
      observer: observation, keyPath: name, options: options, context: nil)
    registration.handler = { view, change in
      guard let view = view as? Self else { return }
      handler(
        view,
        NSKeyValueObservedChange(
          kind: .setting, newValue: change[.newKey] as? Value, oldValue: change[.oldKey] as? Value,
          indexes: nil, isPrior: change[.notificationIsPriorKey] as? Bool ?? false))
    }
    register(registration)
    return observation
  }
}

@MainActor
extension _KeyValueCodingAndObserving where Self: UIScrollView {
  /// Calls `changeHandler` when the property at `keyPath` changes, for as long as the returned
  /// observation lives; a scroll view's `contentSize` and `contentOffset` can be observed too.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let names =
      Self.viewKeyPathNames + [
        (\Self.contentSize as AnyKeyPath, "contentSize"), (\Self.contentOffset, "contentOffset"),
      ]
    return observe(keyPath, names: names, options: options, handler: changeHandler)
  }
}
