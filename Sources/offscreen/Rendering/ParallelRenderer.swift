import Foundation

/// Renders jobs in child `offscreen render` processes, a few at a time. UIKit is main-actor
/// bound, so one process renders one mockup at a time; separate processes use every core.
struct ParallelRenderer {
  var jobs: [RenderJob]
  var concurrency: Int

  /// Runs every job; `finished` hears each one's index and exit status as it ends. Returns the
  /// worst status.
  func run(finished: (Int, Int32) -> Void) throws -> Int32 {
    let executable = try Self.ownExecutable()
    var running: [(index: Int, process: Process)] = []
    var next = 0
    var worst: Int32 = 0
    while next < jobs.count || !running.isEmpty {
      while running.count < concurrency, next < jobs.count {
        let process = Process()
        process.executableURL = executable
        process.arguments = jobs[next].childArguments
        // The child's own progress lines would interleave with the parent's: silence stdout;
        // errors still reach standard error.
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        running.append((next, process))
        next += 1
      }
      if let done = running.firstIndex(where: { !$0.process.isRunning }) {
        let (index, process) = running.remove(at: done)
        process.waitUntilExit()
        let status = process.terminationStatus
        if status != 0 && worst == 0 { worst = status }
        finished(index, status)
      } else {
        usleep(1000)
      }
    }
    return worst
  }

  /// This program's own file, to start children of.
  static func ownExecutable() throws -> URL {
    URL(
      fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
  }
}
