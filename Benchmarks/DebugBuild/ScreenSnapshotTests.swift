import Foundation
import SnapshotTesting
import Testing
import UIKit

#if os(Linux)
  import OffscreenSnapshotTesting
#endif

/// Snapshot tests as an app's package writes them, timed by the test itself: each test takes
/// an iPhone screen and compares it with its reference in `__Snapshots__`, as
/// `assertSnapshot(of:as:)` does in a `swift test` run (a debug build). The references are
/// recorded by the first run (`Benchmarks/DebugBuild/run` runs the tests twice).
@MainActor @Suite struct DebugBuildSpeed {
  /// Snapshots each screen `SNAPSHOTS` times (default 20) and prints the mean.
  @Test(arguments: ["settings", "profile"])
  func screen(_ name: String) {
    let count = ProcessInfo.processInfo.environment["SNAPSHOTS"].flatMap(Int.init) ?? 20
    // The first snapshot of a process also opens fonts and fills caches: timed apart.
    let clock = ContinuousClock()
    let first = clock.measure { snapshot(name) }
    let cpuStart = threadCPUTime()
    let rest = clock.measure { for _ in 0..<count { snapshot(name) } }
    let cpu = (threadCPUTime() - cpuStart) / Double(max(count, 1))
    print(
      "debug-build \(name): first \(milliseconds(first)) ms, then \(milliseconds(rest / count)) ms"
        + " a snapshot (\(String(format: "%.1f", cpu)) ms of CPU) over \(count)")
  }

  /// This thread's CPU time in milliseconds: what a snapshot costs, whatever else the
  /// machine is running.
  private func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
  }

  /// A suite of 1,000 snapshot tests in one process: prints the resident set and its peak
  /// after every hundred, which stay flat if nothing is kept from test to test.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["SUITE"] != nil), arguments: 1...1000)
  func suite(_ index: Int) {
    snapshot(index % 2 == 0 ? "settings" : "profile")
    if index % 100 == 0 {
      let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
      let memory = status.split(separator: "\n").filter {
        $0.hasPrefix("VmRSS") || $0.hasPrefix("VmHWM")
      }
      print("suite after \(index) tests: \(memory.joined(separator: ", "))")
    }
  }

  private func snapshot(_ name: String) {
    let controller: UIViewController = name == "settings" ? SettingsScreen() : ProfileScreen()
    assertSnapshot(of: controller, as: .image(on: .iPhone13), named: name, testName: "screen")
  }

  private func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.1f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
  }
}
