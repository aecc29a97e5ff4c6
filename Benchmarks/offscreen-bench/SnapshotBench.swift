import ArgumentParser
import Foundation
import OffscreenSnapshotTesting
import SnapshotTesting
import UIKit

/// The screens a snapshot test of an app typically takes.
enum SnapshotScreen: String, ExpressibleByArgument, CaseIterable {
  case settings, profile

  @MainActor
  func controller() -> UIViewController {
    switch self {
    case .settings: SettingsScreen()
    case .profile: ProfileScreen()
    }
  }
}

/// One iPhone screen snapshotted and compared with its reference, as a user's test does it:
/// swift-snapshot-testing's `verifySnapshot` with `.image(on: .iPhone13)`, which renders,
/// reads the reference PNG and diffs. Built in debug (`swift build`), it is the figure a
/// `swift test` run gets.
struct SnapshotBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Snapshots an iPhone screen and compares it with its reference, as a test does.")

  @OptionGroup var options: RunOptions

  @Option(help: "The screen: settings (an inset grouped table) or profile (a stack of controls).")
  var screen: SnapshotScreen = .settings

  func run() throws {
    try MainActor.assumeIsolated {
      let references = try SnapshotReferences()
      defer { references.remove() }
      try references.record(screen)
      var failure: String?
      var cpu: [Double] = []
      let result = measure(runs: options.runs) {
        cpu.append(cpuMilliseconds { failure = references.verify(screen) })
      }
      if let failure { throw WorkloadError("the snapshot did not match: \(failure)") }
      // CPU time moves less than wall-clock time on a shared machine; the first run is cold.
      try printResult(
        result.merging([
          "screen": screen.rawValue, "cpu_median_ms": median(Array(cpu.dropFirst())),
        ]) { $1 })
    }
  }
}

/// A suite of snapshot tests in one process, as `swift test` runs them: the resident set's
/// peak is printed at intervals, to show memory staying flat.
struct SnapshotSuiteBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot-suite",
    abstract: "Runs many snapshot tests in one process and reports peak memory at intervals.")

  @Option(help: "Snapshot tests to run.")
  var count = 1000

  @Option(help: "Report memory after every this many tests.")
  var every = 100

  func validate() throws {
    guard count >= 1, every >= 1 else {
      throw ValidationError("--count and --every must be at least 1")
    }
  }

  func run() throws {
    try MainActor.assumeIsolated {
      let references = try SnapshotReferences()
      defer { references.remove() }
      for screen in SnapshotScreen.allCases { try references.record(screen) }
      var intervals: [[String: Any]] = []
      var total = 0.0
      var cpuTotal = 0.0
      for index in 1...count {
        let screen = SnapshotScreen.allCases[index % SnapshotScreen.allCases.count]
        var failure: String?
        total += milliseconds {
          cpuTotal += cpuMilliseconds { failure = references.verify(screen) }
        }
        if let failure { throw WorkloadError("test \(index) did not match: \(failure)") }
        if index % every == 0 || index == count {
          let memory = ProcessMemory.current()
          let line: [String: Any] = [
            "tests": index, "rss_mb": memory.residentMB, "peak_rss_mb": memory.peakMB,
            "mean_ms": total / Double(index), "mean_cpu_ms": cpuTotal / Double(index),
          ]
          intervals.append(line)
          try printResult(line)
        }
      }
      try printResult(["count": count, "total_s": total / 1000, "intervals": intervals])
    }
  }
}

/// References in a temporary folder, recorded once and then verified against.
@MainActor
private struct SnapshotReferences {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "offscreen-bench-snapshots-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func record(_ screen: SnapshotScreen) throws {
    // `.all` records and reports that it did: the message is expected here.
    _ = verify(screen, record: .all)
    guard FileManager.default.fileExists(atPath: folder + "/bench.\(screen.rawValue).png") else {
      throw WorkloadError("the \(screen.rawValue) screen's reference was not recorded")
    }
  }

  /// Nil when the snapshot matched, else swift-snapshot-testing's failure message.
  func verify(_ screen: SnapshotScreen, record: SnapshotTestingConfiguration.Record = .never)
    -> String?
  {
    verifySnapshot(
      of: screen.controller(), as: .image(on: .iPhone13), named: screen.rawValue,
      record: record, snapshotDirectory: folder, testName: "bench")
  }

  func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
