import Foundation
import OffscreenSnapshotTesting
import Testing
import UIKit

/// `SNAPSHOT_TESTING_RECORD` chooses the record mode of a whole test run. swift-snapshot-testing
/// reads it once per process, so the test runs the test binary again with the variable set.
@MainActor @Suite struct RecordEnvironmentTests {
  /// The probe's folder, set only in the child process.
  nonisolated static let probeFolder = ProcessInfo.processInfo.environment[
    "OFFSCREEN_RECORD_PROBE"]

  /// In the child: asserts a blue view against the folder's reference, in the run's mode.
  @Test(.enabled(if: probeFolder != nil))
  func probe() {
    _ = verifySnapshot(
      of: solidView(.blue), as: .image(traits: .init(displayScale: 1)), named: "view",
      snapshotDirectory: Self.probeFolder!, testName: "probe")
  }

  @Test func recordAllFromTheEnvironmentReplacesAMatchingOrNotReference() throws {
    let folder = temporarySnapshotFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A red reference; the child, in record-all mode, must overwrite it with its blue view.
    _ = verifySnapshot(
      of: solidView(.red), as: .image(traits: .init(displayScale: 1)), named: "view",
      record: .missing, snapshotDirectory: folder, testName: "probe")
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [
      "--testing-library", "swift-testing", "--filter", "RecordEnvironmentTests/probe",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["SNAPSHOT_TESTING_RECORD"] = "all"
    environment["OFFSCREEN_RECORD_PROBE"] = folder
    child.environment = environment
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    child.waitUntilExit()
    // Only record-all overwrites an existing reference (missing, the default, would leave
    // it red): the reference is now blue.
    #expect(
      verifySnapshot(
        of: solidView(.blue), as: .image(traits: .init(displayScale: 1)), named: "view",
        record: .never, snapshotDirectory: folder, testName: "probe") == nil)
  }
}
