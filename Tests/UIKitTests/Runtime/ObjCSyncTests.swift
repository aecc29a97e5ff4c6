import Foundation
import Testing
import UIKit

/// `objc_sync_enter` and `objc_sync_exit`, the functions behind `@synchronized`: a recursive
/// lock per object, which only the thread holding it can give back (the Objective-C
/// runtime's documentation and its own test of them).
@Suite struct ObjCSyncTests {
  final class Resource: Sendable {}

  @Test func enterAndExitSucceedAndNest() {
    let resource = Resource()
    #expect(objc_sync_enter(resource) == OBJC_SYNC_SUCCESS)
    #expect(objc_sync_enter(resource) == OBJC_SYNC_SUCCESS)
    #expect(objc_sync_exit(resource) == OBJC_SYNC_SUCCESS)
    #expect(objc_sync_exit(resource) == OBJC_SYNC_SUCCESS)
    #expect(objc_sync_exit(resource) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
  }

  @Test func exitingAnObjectNeverEnteredFails() {
    #expect(objc_sync_exit(Resource()) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
  }

  /// Another thread can neither give back this thread's lock nor take it until it is given
  /// back. (Synchronous, so that the whole test runs on the one thread that holds the lock.)
  @Test func anotherThreadWaitsForTheLock() {
    let resource = Resource()
    let state = SharedState()
    objc_sync_enter(resource)
    onAnotherThread { state.otherExit = objc_sync_exit(resource) }
    #expect(state.otherExit.map(Int.init) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
    state.held = true
    let waiter = Thread {
      state.arrived.signal()
      objc_sync_enter(resource)
      state.sawHeld = state.held
      objc_sync_exit(resource)
      state.done.signal()
    }
    waiter.start()
    state.arrived.wait()
    for _ in 0..<1000 { state.work += 1 }
    state.held = false
    #expect(objc_sync_exit(resource) == OBJC_SYNC_SUCCESS)
    state.done.wait()
    #expect(state.sawHeld == false)
  }

  final class SharedState: @unchecked Sendable {
    let arrived = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    var held = false
    var sawHeld: Bool?
    var otherExit: Int32?
    var work = 0
  }

  /// Runs `body` on a new thread and waits for it.
  private func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    Thread {
      body()
      finished.signal()
    }.start()
    finished.wait()
  }
}
