import Foundation

/// Apple's low-level lock (`os_unfair_lock`), which iOS code takes from the `os` module:
/// `var lock = os_unfair_lock()`, then `os_unfair_lock_lock(&lock)` and
/// `os_unfair_lock_unlock(&lock)`.
///
/// Divergence: the lock word records the owning thread and is changed only under one
/// process-wide mutex; a thread that finds it taken yields and tries again. It excludes as
/// Apple's does, without Apple's priority donation.
public struct os_unfair_lock_s: Sendable {
  /// The owner's thread number, 0 when unlocked.
  public var _os_unfair_lock_opaque: UInt32

  /// An unlocked lock.
  public init() { _os_unfair_lock_opaque = 0 }

  public init(_os_unfair_lock_opaque: UInt32) {
    self._os_unfair_lock_opaque = _os_unfair_lock_opaque
  }
}

/// Apple's name for the lock type.
public typealias os_unfair_lock = os_unfair_lock_s
/// A pointer to a lock, as the lock functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// Takes the lock, waiting while another thread holds it.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
  while !os_unfair_lock_trylock(lock) { sched_yield() }
}

/// Takes the lock if no thread holds it; whether it did.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
  UnfairLockWord.guardian.withLock {
    guard lock.pointee._os_unfair_lock_opaque == 0 else { return false }
    lock.pointee._os_unfair_lock_opaque = UnfairLockWord.currentThread
    return true
  }
}

/// Lets go of the lock.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
  UnfairLockWord.guardian.withLock { lock.pointee._os_unfair_lock_opaque = 0 }
}

/// Checks that the calling thread holds the lock; says so on standard error if it does not
/// (Apple's stops the process).
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
  let owner = UnfairLockWord.guardian.withLock { lock.pointee._os_unfair_lock_opaque }
  if owner != UnfairLockWord.currentThread {
    FileHandle.standardError.write(Data("os_unfair_lock: not owned by this thread\n".utf8))
  }
}

/// Checks that the calling thread does not hold the lock.
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {
  let owner = UnfairLockWord.guardian.withLock { lock.pointee._os_unfair_lock_opaque }
  if owner == UnfairLockWord.currentThread {
    FileHandle.standardError.write(Data("os_unfair_lock: owned by this thread\n".utf8))
  }
}

/// The mutex every lock word changes under, and the calling thread's number.
private enum UnfairLockWord {
  static let guardian = NSLock()

  /// A number for the calling thread, handed out on its first lock: never 0.
  static var currentThread: UInt32 {
    let key = "OffscreenLog.os_unfair_lock.thread"
    if let number = Thread.current.threadDictionary[key] as? UInt32 { return number }
    let number = numbers.withLock {
      nextNumber &+= 1
      if nextNumber == 0 { nextNumber = 1 }
      return nextNumber
    }
    Thread.current.threadDictionary[key] = number
    return number
  }

  private static let numbers = NSLock()
  nonisolated(unsafe) private static var nextNumber: UInt32 = 0
}
