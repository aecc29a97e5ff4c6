import Foundation

/// Key-value coding's reads, which Foundation on Linux lacks: the properties that
/// ``AnyObjectLookup`` can read by name, and the shared objects of UIKit's classes.
///
/// Divergence: iOS raises `NSUnknownKeyException` for a key the object does not have; here the
/// read gives nil with a warning. Writing by key (`setValue(_:forKey:)`) is not there.
extension NSObject {
  /// The property named `key`.
  ///
  /// Disfavoured, so that a class's own `value(forKey:)` (`CAAnimation`'s, which keeps any key)
  /// is the one called rather than an ambiguity.
  @_disfavoredOverload
  public func value(forKey key: String) -> Any? {
    guard let value = AnyObjectLookup.value(key, of: self) else {
      Selector.warn("\(type(of: self)) has no value for the key \"\(key)\" that Offscreen can read")
      return nil
    }
    return value
  }

  /// The property reached by the dotted `keyPath`, one key after another.
  public func value(forKeyPath keyPath: String) -> Any? {
    var current: Any? = self
    for key in keyPath.split(separator: ".") {
      guard let object = current.map({ $0 as AnyObject }) as? NSObject else { return nil }
      current = object.value(forKey: String(key))
    }
    return current
  }

  /// The class property named `key`: the shared objects UIKit's classes give
  /// (`UIApplication.shared`, `UIDevice.current`).
  @preconcurrency @MainActor public class func value(forKey key: String) -> Any? {
    switch (ObjectIdentifier(self), key) {
    case (ObjectIdentifier(UIApplication.self), "shared"): return UIApplication.shared
    case (ObjectIdentifier(UIDevice.self), "current"): return UIDevice.current
    default:
      Selector.warn("\(self) has no class value for the key \"\(key)\" that Offscreen can read")
      return nil
    }
  }

  /// The class property named `keyPath`'s first key, then on through its value.
  @preconcurrency @MainActor public class func value(forKeyPath keyPath: String) -> Any? {
    let keys = keyPath.split(separator: ".").map(String.init)
    guard let first = keys.first, let start = value(forKey: first) else { return nil }
    let rest = keys.dropFirst().joined(separator: ".")
    return rest.isEmpty ? start : (start as? NSObject)?.value(forKeyPath: rest)
  }
}
