import Foundation
import OffscreenSnapshotTesting
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
