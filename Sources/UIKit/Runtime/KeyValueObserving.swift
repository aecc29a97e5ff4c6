import Foundation

/// What an observer wants in a change dictionary, as Foundation's key-value observing names
/// the options.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The new value, under `.newKey`.
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  /// The old value, under `.oldKey`.
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  /// A notification at once, when the observer is added.
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  /// A notification before each change too, with `.notificationIsPriorKey`.
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The keys of a change dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let kindKey = NSKeyValueChangeKey("kind")
  public static let newKey = NSKeyValueChangeKey("new")
  public static let oldKey = NSKeyValueChangeKey("old")
  public static let indexesKey = NSKeyValueChangeKey("indexes")
  public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// The kind of a change: for a property, always `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1, insertion, removal, replacement
}

/// The observers of views' observable properties.
///
/// Divergence: Foundation's key-value observing works on any `@objc dynamic` property through
/// the Objective-C runtime. Here the observable key paths are UIView's own `frame`, `bounds`,
/// `center`, `isHidden` and `alpha`, and a scroll view's `contentSize` and `contentOffset`,
/// observed by a responder (which declares `observeValue(forKeyPath:of:change:context:)`) or
/// by a handler through `observe(_:options:changeHandler:)`; other key paths are refused with
/// a warning.
@MainActor
enum KeyValueObservers {
  struct Registration {
    /// The responder told, or the observation token whose handler is called; the
    /// registration ends when it goes.
    weak var observer: AnyObject?
    let keyPath: String
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    var handler: (@MainActor (UIView, [NSKeyValueChangeKey: Any]) -> Void)? = nil
    /// The view observed. A registration whose view is gone is not one of a new view that
    /// happens to be allocated at the same address (and so has the same identifier).
    weak var observed: UIView? = nil
  }

  static let observableKeyPaths: Set<String> = [
    "frame", "bounds", "center", "isHidden", "hidden", "alpha", "contentSize", "contentOffset",
  ]

  /// Registrations per observed view; empty for almost every run, so setters check it first.
  static var registrations: [ObjectIdentifier: [Registration]] = [:]

  /// The registrations for `keyPath` of `view`, dropping those whose observer is gone.
  static func observers(of view: UIView, keyPath: String) -> [Registration] {
    guard !registrations.isEmpty, var list = registrations[ObjectIdentifier(view)] else {
      return []
    }
    list.removeAll {
      $0.observer == nil || $0.observed !== view
        || ($0.observer as? NSKeyValueObservation)?.isInvalidated == true
    }
    registrations[ObjectIdentifier(view)] = list.isEmpty ? nil : list
    return list.filter {
      $0.keyPath == keyPath || ($0.keyPath == "hidden" && keyPath == "isHidden")
    }
  }

  static func send(
    _ registration: Registration, view: UIView, change: [NSKeyValueChangeKey: Any]
  ) {
    if let handler = registration.handler {
      handler(view, change)
    } else {
      (registration.observer as? any NSKeyValueObserving)?.observeValue(
        forKeyPath: registration.keyPath, of: view, change: change,
        context: registration.context)
    }
  }
}

extension UIView {
  /// Registers `observer` to hear changes of `keyPath` of this view through its
  /// `observeValue(forKeyPath:of:change:context:)`.
  public func addObserver(
    _ observer: UIResponder, forKeyPath keyPath: String,
    options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
  ) {
    register(
      KeyValueObservers.Registration(
        observer: observer, keyPath: keyPath, options: options, context: context))
  }

  /// Adds a registration, telling it at once when it asks for `.initial`; refuses key paths
  /// that cannot be observed here with a warning.
  func register(_ registration: KeyValueObservers.Registration) {
    var registration = registration
    registration.observed = self
    let keyPath = registration.keyPath
    let observable =
      KeyValueObservers.observableKeyPaths.contains(keyPath)
      && (self is UIScrollView || !keyPath.hasPrefix("content"))
    guard observable else {
      return Selector.warn(
        "observing \"\(keyPath)\" of \(type(of: self)): only frame, bounds, center, isHidden"
          + " and alpha of a view, and contentSize and contentOffset of a scroll view, can be"
          + " observed on Linux")
    }
    KeyValueObservers.registrations[ObjectIdentifier(self), default: []].append(registration)
    let options = registration.options
    if options.contains(.initial) {
      var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
      if options.contains(.new) { change[.newKey] = observedValue(keyPath) }
      KeyValueObservers.send(registration, view: self, change: change)
    }
  }

  /// Removes `observer`'s registrations for `keyPath`.
  public func removeObserver(_ observer: UIResponder, forKeyPath keyPath: String) {
    removeObserver(observer, forKeyPath: keyPath, matching: { _ in true })
  }

  /// Removes `observer`'s registration for `keyPath` made with `context`.
  public func removeObserver(
    _ observer: UIResponder, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    removeObserver(observer, forKeyPath: keyPath, matching: { $0.context == context })
  }

  func removeObserver(
    _ observer: AnyObject, forKeyPath keyPath: String,
    matching: (KeyValueObservers.Registration) -> Bool
  ) {
    let key = ObjectIdentifier(self)
    KeyValueObservers.registrations[key]?.removeAll {
      $0.observer === observer && $0.keyPath == keyPath && matching($0)
    }
    if KeyValueObservers.registrations[key]?.isEmpty == true {
      KeyValueObservers.registrations[key] = nil
    }
  }

  /// The value of an observable key path.
  ///
  /// Divergence: the Swift value (`CGRect`, `CGPoint`, `CGFloat`, `Bool`), which
  /// `change[.newKey] as? CGRect` reads as on iOS; Foundation on Linux cannot bridge an
  /// `NSValue` to them, so `as? NSValue` finds nothing.
  func observedValue(_ keyPath: String) -> Any {
    switch keyPath {
    case "frame": frame
    case "bounds": bounds
    case "center": center
    case "alpha": alpha
    case "contentSize": (self as? UIScrollView)?.contentSize ?? .zero
    case "contentOffset": (self as? UIScrollView)?.contentOffset ?? .zero
    default: isHidden
    }
  }

  /// Tells the observers of `keyPath` around a change made by `change`: before it (for
  /// `.prior`) and after it, with the old and new values they asked for. Free when nothing
  /// observes the view.
  func notifyingObservers(of keyPath: String, _ change: () -> Void) {
    let observers = KeyValueObservers.observers(of: self, keyPath: keyPath)
    guard !observers.isEmpty else { return change() }
    let old = observedValue(keyPath)
    for registration in observers where registration.options.contains(.prior) {
      var prior: [NSKeyValueChangeKey: Any] = [
        .kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true,
      ]
      if registration.options.contains(.old) { prior[.oldKey] = old }
      KeyValueObservers.send(registration, view: self, change: prior)
    }
    change()
    let new = observedValue(keyPath)
    for registration in observers {
      var after: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
      if registration.options.contains(.old) { after[.oldKey] = old }
      if registration.options.contains(.new) { after[.newKey] = new }
      KeyValueObservers.send(registration, view: self, change: after)
    }
  }
}
