import Foundation

extension NSObject {
  /// A mutable array that changes the ordered to-many property `key` of this object: objects
  /// added to it are added to the property, objects removed from it are removed, and the
  /// property's observers (``addObserver(_:forKeyPath:options:context:)``) hear each change
  /// as an insertion, removal or replacement at its indexes.
  ///
  /// Divergence: iOS finds the property through its Objective-C accessors; here it must be a
  /// stored `NSMutableArray` property of the object's class (`@objc dynamic var items =
  /// NSMutableArray()`), which the proxy changes in place. For a property of another kind, or
  /// a key the object lacks, a warning names it and the array returned is a copy that changes
  /// nothing.
  @preconcurrency @MainActor
  public func mutableArrayValue(forKey key: String) -> NSMutableArray {
    let found = AnyObjectLookup.value(key, of: self)
    guard let storage = found as? NSMutableArray else {
      Selector.warn(
        "\(type(of: self)).\(key) is "
          + (found.map { "a \(type(of: $0))" } ?? "not a property Offscreen can read")
          + ", not a stored NSMutableArray: mutableArrayValue(forKey:) gives a copy that changes"
          + " nothing")
      return NSMutableArray(array: (found as? NSArray).map { $0 as! [Any] } ?? [])
    }
    return KeyValueArrayProxy(owner: self, key: key, storage: storage)
  }
}
