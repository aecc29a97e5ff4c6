import Foundation
import OffscreenSnapshotTesting
import UIKit
import XCTest

/// The strategies under XCTest. On Linux, XCTest crashes on synchronous `@MainActor` test
/// methods, so bodies run in `MainActor.assumeIsolated` (tests run on the main thread).
final class XCTestSupportTests: XCTestCase {
  /// Making a strategy before the class's cases start lets failures be named after each case
  /// from the first on (XCTest on Linux says which case runs only to observers).
  override class func setUp() {
    _ = Snapshotting<UIView, UIImage>.image
  }

  func testAssertSnapshotRecordsThenMatches() {
    MainActor.assumeIsolated {
      let folder = temporarySnapshotFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let first = verifySnapshot(
        of: solidView(.red), as: .image(traits: .init(displayScale: 1)), named: "red",
        record: .missing, snapshotDirectory: folder)
      XCTAssertNotNil(first)
      XCTAssertNil(
        verifySnapshot(
          of: solidView(.red), as: .image(traits: .init(displayScale: 1)), named: "red",
          record: .never, snapshotDirectory: folder))
    }
  }

  func testFailureArtifactsAreNamedAfterTheXCTestCase() throws {
    try MainActor.assumeIsolated {
      let folder = temporarySnapshotFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      _ = verifySnapshot(
        of: solidView(.red), as: .image(traits: .init(displayScale: 1)), named: "red",
        record: .missing, snapshotDirectory: folder)
      let message = try XCTUnwrap(
        verifySnapshot(
          of: solidView(.blue), as: .image(traits: .init(displayScale: 1)), named: "red",
          record: .never, snapshotDirectory: folder))
      let line = try XCTUnwrap(
        message.split(separator: "\n").first { $0.hasPrefix("Artifacts: ") })
      XCTAssertTrue(
        line.contains("XCTestSupportTests.testFailureArtifactsAreNamedAfterTheXCTestCase"))
      try? FileManager.default.removeItem(
        atPath: String(line.dropFirst("Artifacts: ".count).dropLast()))
    }
  }
}
