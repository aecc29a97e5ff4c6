import Dispatch

/// Defers the update cycle to the end of the current run-loop turn, as UIKit does, and runs
/// it for every visible window.
///
/// Headless, the "turn" is the main actor's current job: the cycle is queued on the main
/// queue once, however many views are marked, and runs when the job that marked them ends (an
/// `await` in an async test lets it run). The `…IfNeeded` calls run it at once.
@MainActor
enum UpdateScheduler {
  private static var isScheduled = false

  /// Queues one run of the cycle, unless one is queued already.
  static func schedule() {
    guard !isScheduled else { return }
    isScheduled = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated { runPendingCycle() }
    }
  }

  /// Runs the cycle for every visible window: constraints, layout, display.
  static func runPendingCycle() {
    isScheduled = false
    for window in UIWindow.visibleWindows {
      window.runUpdateCycle()
    }
  }
}
