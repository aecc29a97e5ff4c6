import Foundation

/// What `objc_sync_enter` and `objc_sync_exit` return when they succeed.
public var OBJC_SYNC_SUCCESS: Int { 0 }
/// What `objc_sync_exit` returns when the calling thread does not hold the object's lock.
public var OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int { -1 }

/// Begins synchronizing on `obj`, as `@synchronized` does: takes the recursive lock that
/// belongs to the object, waiting while another thread holds it. The same thread may enter
/// again; each enter needs its exit.
///
/// Divergence: a value (an `Int`, a `String`) is boxed anew at each call, so it names no lock
/// that lasts: its exit reports `OBJC_SYNC_NOT_OWNING_THREAD_ERROR`. On iOS it is bridged to
/// an object, the same one for a small number.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
  SynchronizationLocks.shared.lock(for: obj as AnyObject).enter()
  return Int32(OBJC_SYNC_SUCCESS)
}

/// Ends synchronizing on `obj`: gives back one enter of its lock.
/// `OBJC_SYNC_NOT_OWNING_THREAD_ERROR` when the calling thread does not hold it.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
  let released = SynchronizationLocks.shared.lock(for: obj as AnyObject).exit()
  return Int32(released ? OBJC_SYNC_SUCCESS : OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
}

/// The recursive lock of one object, which knows how deep the holding thread is in it.
final class SynchronizationLock: @unchecked Sendable {
  private let mutex = NSRecursiveLock()
  /// How many enters the holding thread has not exited; read and written with the lock held.
  private var depth = 0

  func enter() {
    mutex.lock()
    depth += 1
  }

  /// Exits once if the calling thread holds the lock: a recursive lock can be tried by the
  /// thread that holds it, and by no other while it is held.
  func exit() -> Bool {
    guard mutex.try() else { return false }
    defer { mutex.unlock() }
    guard depth > 0 else { return false }
    depth -= 1
    mutex.unlock()
    return true
  }
}

/// The locks of the objects synchronized on, each entry holding its object weakly so that a
/// lock goes with its object (entries of objects that are gone are swept every so many new
/// locks, as the associated objects are).
final class SynchronizationLocks: @unchecked Sendable {
  static let shared = SynchronizationLocks()

  private struct Entry {
    weak var object: AnyObject?
    let lock: SynchronizationLock
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var newLocksUntilSweep = 64
  private let tableLock = NSLock()

  /// The lock of `object`, made on first use.
  func lock(for object: AnyObject) -> SynchronizationLock {
    tableLock.lock()
    defer { tableLock.unlock() }
    let identity = ObjectIdentifier(object)
    if let entry = entries[identity], entry.object === object { return entry.lock }
    let lock = SynchronizationLock()
    entries[identity] = Entry(object: object, lock: lock)
    newLocksUntilSweep -= 1
    if newLocksUntilSweep <= 0 {
      entries = entries.filter { $0.value.object != nil }
      newLocksUntilSweep = max(64, entries.count)
    }
    return lock
  }
}
