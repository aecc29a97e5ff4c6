import Foundation

/// Runs `body` on the main actor: at once when already on it (as snapshot tests are), else by
/// waiting for the main queue. SnapshotTesting calls strategies from whatever thread the
/// assertion runs on, and UIKit must be used on the main actor.
///
/// Under Swift Testing on Linux the main actor's queue is drained by a worker thread while the
/// main thread waits in `dispatchMain()`, so "on the main actor" is "on the main thread or on
/// the main queue", the latter told by a queue-specific mark.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
  if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) == true {
    return MainActor.assumeIsolated(body)
  }
  return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

private enum MainQueueMark {
  /// Set on the main queue the first time it is read.
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
