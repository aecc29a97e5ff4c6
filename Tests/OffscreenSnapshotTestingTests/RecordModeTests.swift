import Foundation
import OffscreenSnapshotTesting
import Synchronization
import Testing
import UIKit

/// Every record mode of swift-snapshot-testing works with the image strategies: its machinery
/// decides, the strategies' PNG round trip and diff must hold up.
@MainActor @Suite struct RecordModeTests {
  let folder = temporarySnapshotFolder()

  func verify(_ view: UIView, record: SnapshotTestingConfiguration.Record) -> String? {
    verifySnapshot(
      of: view, as: .image(traits: .init(displayScale: 1)), named: "view", record: record,
      snapshotDirectory: folder, testName: "recordModes")
  }

  var referencePath: String { folder + "/recordModes.view.png" }

  @Test func missingRecordsOnlyWhatIsMissing() {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = verify(solidView(.red), record: .missing)
    #expect(first?.contains("No reference was found on disk. Automatically recorded") == true)
    #expect(FileManager.default.fileExists(atPath: referencePath))
    // Recorded from the same rendering, the reference now matches.
    #expect(verify(solidView(.red), record: .missing) == nil)
  }

  @Test func neverRecords() {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let message = verify(solidView(.red), record: .never)
    #expect(
      message?.contains("New snapshot was not recorded because recording is disabled") == true)
    #expect(!FileManager.default.fileExists(atPath: referencePath))
  }

  @Test func allRecordsEvenWhenMatching() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = verify(solidView(.red), record: .missing)
    let message = verify(solidView(.blue), record: .all)
    #expect(message?.contains("Record mode is on") == true)
    // The blue rendering replaced the red reference: blue now matches.
    #expect(verify(solidView(.blue), record: .never) == nil)
  }

  @Test func failedRecordsOnlyOnAMismatch() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = verify(solidView(.red), record: .missing)
    let recorded = try Data(contentsOf: URL(fileURLWithPath: referencePath))
    #expect(verify(solidView(.red), record: .failed) == nil)
    #expect(try Data(contentsOf: URL(fileURLWithPath: referencePath)) == recorded)
    let message = verify(solidView(.green), record: .failed)
    #expect(message?.contains("A new snapshot was automatically recorded") == true)
    #expect(verify(solidView(.green), record: .never) == nil)
  }

  /// Through `assertSnapshot`, as tests call it, `.failed` reports what upstream reports: no
  /// issue for a snapshot that matches, one for a mismatch, which it records.
  @Test func failedModeReportsOnlyTheMismatch() {
    let strategy = Snapshotting<UIView, UIImage>.image(traits: .init(displayScale: 1))
    // assertSnapshot keeps its references beside this file, as in a user's package.
    let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/RecordModeTests/failedModeIssues.view.png")
    defer { try? FileManager.default.removeItem(at: reference) }
    _ = verifySnapshot(
      of: solidView(.red), as: strategy, named: "view", record: .all,
      testName: "failedModeIssues")
    withSnapshotTesting(record: .failed) {
      // An issue here would fail this test.
      assertSnapshot(of: solidView(.red), as: strategy, named: "view", testName: "failedModeIssues")
    }
    let issues = Mutex<[String]>([])
    withKnownIssue {
      withSnapshotTesting(record: .failed) {
        assertSnapshot(
          of: solidView(.green), as: strategy, named: "view", testName: "failedModeIssues")
      }
    } matching: { issue in
      issues.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
      return true
    }
    let messages = issues.withLock { $0 }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("A new snapshot was automatically recorded") == true)
    // The green rendering is the reference now.
    #expect(
      verifySnapshot(
        of: solidView(.green), as: strategy, named: "view", record: .never,
        testName: "failedModeIssues") == nil)
  }

  @Test func withSnapshotTestingSetsTheMode() {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withSnapshotTesting(record: .never) {
      let message = verifySnapshot(
        of: solidView(.red), as: .image(traits: .init(displayScale: 1)), named: "view",
        snapshotDirectory: folder, testName: "recordModes")
      #expect(message?.contains("recording is disabled") == true)
    }
  }
}
