import Foundation
import ImageComparison

/// One `swift test` invocation, which may span several test processes (XCTest's and Swift
/// Testing's, or `--parallel`'s workers): failure artifacts belong to the run that wrote them.
enum SnapshotRun {
  /// The run's identity: the process that started this one — `swift test`, or whatever runs
  /// the test binaries — by pid and start time, so a reused pid is another run. Test processes
  /// started side by side or one after the other share it; so do binaries run by hand from one
  /// shell, whose stale failures then stay rather than the run's own being removed.
  static let id: String = {
    let parent = getppid()
    return "\(parent)@\(startTime(of: parent) ?? "?")"
  }()

  /// Starts the run in this process, once: removes the artifacts earlier runs left, so that
  /// a green run leaves none and `offscreen report` shows only this run's failures, and lets
  /// failures learn their reference's path.
  static func begin() { _ = begun }

  private static let begun: Void = {
    SnapshotArtifacts.removeFailures(notFrom: id)
    ReferencePaths.observe()
  }()

  /// Field 22 of `/proc/PID/stat`: when the process started, in clock ticks since boot.
  static func startTime(of process: pid_t) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the parenthesised command come fields 3 (state) onwards.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 19 ? String(fields[19]) : nil
  }
}
