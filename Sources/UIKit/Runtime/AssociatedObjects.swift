import Foundation

/// How `objc_setAssociatedObject` keeps a value: the Objective-C runtime's enumeration, with
/// its raw values (so `objc_AssociationPolicy(rawValue:)` is failable, as on iOS).
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A reference the object does not keep alive.
  ///
  /// Divergence: read as a weak reference: nil once the value is gone, where the Objective-C
  /// runtime would hand back a dangling pointer.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy (of an `NSCopying` value; other values are kept as they are).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, set atomically (0o1401).
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy, set atomically (0o1403).
  case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a variable the caller owns),
/// or removes the association when `value` is nil. The value goes when the object goes.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.shared.set(value, for: object as AnyObject, key: key, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.shared.value(for: object as AnyObject, key: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.shared.removeAll(for: object as AnyObject)
}

/// The side table behind the runtime functions: entries keyed by object identity and key,
/// each holding its object weakly, so a value is let go once its object is gone (the table is
/// swept of dead objects every so many sets; an object whose address is reused never sees the
/// old object's values, since an entry answers only while its own object is alive).
final class AssociatedObjects: @unchecked Sendable {
  static let shared = AssociatedObjects()

  private struct Key: Hashable {
    let object: ObjectIdentifier
    let key: UnsafeRawPointer
  }

  private struct Entry {
    weak var object: AnyObject?
    var strong: Any?
    weak var weakValue: AnyObject?
  }

  private var entries: [Key: Entry] = [:]
  /// Sets until the next sweep: the table's size at the last one (at least 64), so sweeping
  /// costs a constant amount per set however large the table is.
  private var setsUntilSweep = 64
  private let lock = NSLock()

  func set(
    _ value: Any?, for object: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy
  ) {
    lock.lock()
    defer { lock.unlock() }
    let entryKey = Key(object: ObjectIdentifier(object), key: key)
    guard let value else {
      entries[entryKey] = nil
      return
    }
    var entry = Entry(object: object)
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN: entry.weakValue = value as AnyObject
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
      entry.strong = (value as? NSCopying)?.copy(with: nil) ?? value
    default: entry.strong = value
    }
    entries[entryKey] = entry
    setsUntilSweep -= 1
    if setsUntilSweep <= 0 { sweep() }
  }

  func value(for object: AnyObject, key: UnsafeRawPointer) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[Key(object: ObjectIdentifier(object), key: key)],
      entry.object === object
    else { return nil }
    return entry.strong ?? entry.weakValue
  }

  func removeAll(for object: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    let identity = ObjectIdentifier(object)
    entries = entries.filter { $0.key.object != identity }
  }

  /// Drops the entries of objects that are gone.
  private func sweep() {
    entries = entries.filter { $0.value.object != nil }
    setsUntilSweep = max(64, entries.count)
  }
}
