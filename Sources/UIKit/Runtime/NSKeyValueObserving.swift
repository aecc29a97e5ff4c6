import Foundation

/// An object told of changes to the key paths it observes: Foundation's informal protocol of
/// the same name, whose `observeValue(forKeyPath:of:change:context:)` every `NSObject` has on
/// iOS.
///
/// Divergence: Swift on Linux cannot override a method `NSObject` does not declare in its body,
/// so an observer declares this conformance: responders have it (``UIResponder`` declares the
/// method), and the port step adds it to a class that derives from `NSObject` and overrides the
/// method.
@preconcurrency @MainActor
public protocol NSKeyValueObserving: AnyObject {
  /// Hears a change of `keyPath` of `object`, described by `change`, for an observation
  /// registered with `context`.
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?)
}

extension UIResponder: NSKeyValueObserving {}

/// The observers of objects' to-many properties, changed through
/// `mutableArrayValue(forKey:)`.
@MainActor
enum ArrayObservers {
  struct Registration {
    weak var observer: (any NSKeyValueObserving)?
    let keyPath: String
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    /// The object observed: a registration whose object is gone is not one of a new object
    /// allocated at the same address.
    weak var observed: NSObject?
  }

  static var registrations: [ObjectIdentifier: [Registration]] = [:]

  /// The live registrations for `key` of `object`.
  static func observers(of object: NSObject, key: String) -> [Registration] {
    guard !registrations.isEmpty, var list = registrations[ObjectIdentifier(object)] else {
      return []
    }
    list.removeAll { $0.observer == nil || $0.observed !== object }
    registrations[ObjectIdentifier(object)] = list.isEmpty ? nil : list
    return list.filter { $0.keyPath == key }
  }

  /// Tells the observers of `key` of `object` of a change of `kind` at `indexes`, with the
  /// objects that were there (`old`) and are there now (`new`), as each asked.
  static func notify(
    _ object: NSObject, key: String, kind: NSKeyValueChange, indexes: IndexSet, old: [Any],
    new: [Any]
  ) {
    for registration in observers(of: object, key: key) {
      var change: [NSKeyValueChangeKey: Any] = [.kindKey: kind.rawValue, .indexesKey: indexes]
      if registration.options.contains(.old), kind != .insertion { change[.oldKey] = old }
      if registration.options.contains(.new), kind != .removal { change[.newKey] = new }
      registration.observer?.observeValue(
        forKeyPath: key, of: object, change: change, context: registration.context)
    }
  }
}

extension NSObject {
  /// Registers `observer` to hear the changes of the to-many property `keyPath` made through
  /// ``mutableArrayValue(forKey:)``: each insertion, removal and replacement, with its indexes
  /// and the objects `options` asks for.
  ///
  /// Divergence: on iOS any `@objc dynamic` property can be observed; here a view's observable
  /// properties (see `UIView.addObserver(_:forKeyPath:options:context:)`, to which a view
  /// hands the registration) and the arrays changed through `mutableArrayValue(forKey:)`:
  /// setting such an array property directly is not heard. An observer that is not an ``NSKeyValueObserving`` is refused with a warning.
  @preconcurrency @MainActor
  public func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String,
    options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
  ) {
    guard let listener = observer as? any NSKeyValueObserving else {
      return Selector.warn(
        "\(type(of: observer)) observes \"\(keyPath)\" of \(type(of: self)) but has no"
          + " observeValue(forKeyPath:of:change:context:): it is not told of changes")
    }
    if let view = self as? UIView {
      return view.register(
        KeyValueObservers.Registration(
          observer: observer, keyPath: keyPath, options: options, context: context))
    }
    ArrayObservers.registrations[ObjectIdentifier(self), default: []].append(
      ArrayObservers.Registration(
        observer: listener, keyPath: keyPath, options: options, context: context, observed: self))
    if options.contains(.initial) {
      var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
      if options.contains(.new) { change[.newKey] = value(forKey: keyPath) as Any }
      listener.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
    }
  }

  /// Removes `observer`'s registrations for `keyPath`.
  @preconcurrency @MainActor
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
    if let view = self as? UIView {
      return view.removeObserver(observer, forKeyPath: keyPath, matching: { _ in true })
    }
    removeArrayObserver(observer, keyPath) { _ in true }
  }

  /// Removes `observer`'s registration for `keyPath` made with `context`.
  @preconcurrency @MainActor
  public func removeObserver(
    _ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    if let view = self as? UIView {
      return view.removeObserver(observer, forKeyPath: keyPath, matching: { $0.context == context })
    }
    removeArrayObserver(observer, keyPath) { $0.context == context }
  }

  @MainActor private func removeArrayObserver(
    _ observer: NSObject, _ keyPath: String, matching: (ArrayObservers.Registration) -> Bool
  ) {
    let key = ObjectIdentifier(self)
    ArrayObservers.registrations[key]?.removeAll {
      $0.observer === observer && $0.keyPath == keyPath && matching($0)
    }
    if ArrayObservers.registrations[key]?.isEmpty == true {
      ArrayObservers.registrations[key] = nil
    }
  }
}
