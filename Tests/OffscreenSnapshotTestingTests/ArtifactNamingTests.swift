import Foundation
import ImageComparison
import Raster
import Testing

@testable import OffscreenSnapshotTesting

/// A failure written while no test name is known (the first XCTest case before the observer
/// started) gets the case's name in its record when the case finishes.
@Suite struct ArtifactNamingTests {
  @Test func unnamedFailureIsNamedLater() throws {
    let folder = URL(fileURLWithPath: temporarySnapshotFolder())
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let white = try Pixmap(width: 2, height: 2, filledWith: .white)
    let black = try Pixmap(width: 2, height: 2, filledWith: .black)
    let record = FailureRecord(
      test: nil, difference: compareImages(reference: white, actual: black))
    try SnapshotArtifacts.write(
      reference: white, actual: black, difference: differenceImage(reference: white, actual: black),
      record: record, to: folder)
    SnapshotArtifacts.nameUnnamedFailures("CardXCTests.testCard")
    let named = try JSONDecoder().decode(
      FailureRecord.self, from: Data(contentsOf: folder.appendingPathComponent("failure.json")))
    #expect(named.test == "CardXCTests.testCard")
    #expect(named.differingPixels == 4)
  }

  /// Its record then also gets the line of the case's method in the test file.
  @Test func unnamedFailureGetsItsTestsLineWhenNamed() throws {
    let folder = URL(fileURLWithPath: temporarySnapshotFolder())
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent("CardXCTests.swift")
    try "final class CardXCTests: XCTestCase {\n  func testCard() {\n  }\n}\n".write(
      to: source, atomically: true, encoding: .utf8)
    let white = try Pixmap(width: 1, height: 1, filledWith: .white)
    var record = FailureRecord(
      test: nil, difference: compareImages(reference: white, actual: white))
    record.file = source.path
    try SnapshotArtifacts.write(
      reference: white, actual: white, difference: white, record: record, to: folder)
    SnapshotArtifacts.nameUnnamedFailures("CardXCTests.testCard")
    let named = try JSONDecoder().decode(
      FailureRecord.self, from: Data(contentsOf: folder.appendingPathComponent("failure.json")))
    #expect(named.line == 2)
  }

  @Test func folderNamesKeepOnlySafeCharacters() {
    // "(", ":", ")", " ", "/", " " each become "_"; letters (ü too), digits and "." stay.
    #expect(SnapshotArtifacts.sanitized("Suite.test(name:) / ü") == "Suite.test_name_____ü")
  }
}
