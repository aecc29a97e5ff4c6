import ArgumentParser
import Foundation
import ImageComparison
import Raster
import Testing

@testable import offscreen

/// `offscreen approve` copies the last run's actual images over their references.
@Suite struct ApproveCommandTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("offscreen-approve-\(getpid())-\(UUID().uuidString)")

  /// A failure folder whose record points at a reference holding "old" and whose actual image
  /// holds `actual`; returns the reference's URL. (The bytes need not be PNG: approving copies
  /// them as they are.)
  func writeFailure(test: String, actual: String) throws -> URL {
    let folder = root.appendingPathComponent("artifacts").appendingPathComponent(test)
    let snapshots = root.appendingPathComponent("__Snapshots__")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    let reference = snapshots.appendingPathComponent("\(test).1.png")
    try Data("old".utf8).write(to: reference)
    try Data(actual.utf8).write(to: folder.appendingPathComponent(FailureRecord.actualFile))
    var record = try Self.record(test: test)
    record.reference = reference.path
    try JSONEncoder().encode(record).write(
      to: folder.appendingPathComponent(FailureRecord.recordFile))
    return reference
  }

  /// A record of one white pixel against one black, with no paths.
  static func record(test: String) throws -> FailureRecord {
    let white = try Pixmap(width: 1, height: 1, filledWith: .white)
    let black = try Pixmap(width: 1, height: 1, filledWith: .black)
    return FailureRecord(test: test, difference: compareImages(reference: white, actual: black))
  }

  func contents(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  var artifacts: String { root.appendingPathComponent("artifacts").path }

  @Test func approvesByTestTypeThenTheRest() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let card = try writeFailure(test: "CardTests.card()", actual: "new card")
    let row = try writeFailure(test: "ListTests.row()", actual: "new row")
    try ApproveCommand.parse(["--artifacts", artifacts, "CardTests"]).run()
    #expect(try contents(card) == "new card")
    #expect(try contents(row) == "old")
    // An approved failure is gone from the artifacts, so the report no longer shows it.
    #expect(try ReportedFailure.all(under: root.appendingPathComponent("artifacts")).count == 1)
    try ApproveCommand.parse(["--artifacts", artifacts]).run()
    #expect(try contents(row) == "new row")
  }

  @Test func approvesByReferencePath() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let card = try writeFailure(test: "CardTests.card()", actual: "new card")
    let row = try writeFailure(test: "ListTests.row()", actual: "new row")
    try ApproveCommand.parse(["--artifacts", artifacts, row.path]).run()
    #expect(try contents(row) == "new row")
    #expect(try contents(card) == "old")
  }

  @Test func nothingMatchingExitsOne() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let card = try writeFailure(test: "CardTests.card()", actual: "new card")
    #expect(throws: ExitCode(1)) {
      try ApproveCommand.parse(["--artifacts", artifacts, "ListTests"]).run()
    }
    #expect(try contents(card) == "old")
  }

  @Test func recordWithoutReferenceExitsTwo() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("artifacts/Old")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let record = try Self.record(test: "Old.test()")
    try JSONEncoder().encode(record).write(
      to: folder.appendingPathComponent(FailureRecord.recordFile))
    #expect(throws: ExitCode(2)) {
      try ApproveCommand.parse(["--artifacts", artifacts]).run()
    }
  }
}
