import Foundation
import ImageComparison

/// One `swift test` invocation, which may span several test processes (XCTest's and Swift
/// Testing's, or `--parallel`'s workers): failure artifacts belong to the run that wrote them.
enum SnapshotRun {
  /// The run's identity: the `swift test` process that started this one (its pid and start
  /// time, so a reused pid is another run), or this process when it was started otherwise.
  static let id: String = {
    let parent = getppid()
    if let command = try? String(contentsOfFile: "/proc/\(parent)/comm", encoding: .utf8),
      command.hasPrefix("swift"), let started = startTime(of: parent)
    {
      return "\(parent)@\(started)"
    }
    return "\(getpid())@\(startTime(of: getpid()) ?? "\(Date().timeIntervalSince1970)")"
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
