import Foundation
import OffscreenLog
import Testing

/// os_unfair_lock excludes as Apple documents: a held lock cannot be taken again, and threads
/// that increment a counter under it lose no increment.
@Test func unfairLockExcludes() async {
  final class Counter: @unchecked Sendable {
    var lock = os_unfair_lock()
    var value = 0
  }
  let counter = Counter()
  #expect(os_unfair_lock_trylock(&counter.lock))
  #expect(!os_unfair_lock_trylock(&counter.lock))
  os_unfair_lock_unlock(&counter.lock)
  await withTaskGroup(of: Void.self) { group in
    for _ in 0..<4 {
      group.addTask {
        for _ in 0..<2000 {
          os_unfair_lock_lock(&counter.lock)
          counter.value += 1
          os_unfair_lock_unlock(&counter.lock)
        }
      }
    }
  }
  #expect(counter.value == 8000)
}
