import Foundation
import ImageComparison
import Raster
import SnapshotTesting
import Testing
import UIKit

@testable import OffscreenSnapshotTesting

/// A failure's record says where its reference and actual image are, which snapshot of which
/// test failed and where that test is, so `offscreen approve` can accept it; and a run
/// removes the failures earlier runs left.
@MainActor @Suite struct AcceptLoopTests {
  @Test func failureRecordLocatesTheReferenceTheActualAndTheTest() throws {
    let testLine = #line - 1
    let folder = temporarySnapshotFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = verifySnapshot(
      of: solidView(.white), as: .image, named: "card", record: .missing,
      snapshotDirectory: folder, testName: "accept")
    let message = try #require(
      verifySnapshot(
        of: solidView(.black), as: .image, named: "card", record: .never,
        snapshotDirectory: folder, testName: "accept"))
    let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("Artifacts: ") })
    let artifacts = String(line.dropFirst("Artifacts: ".count).dropLast())
    defer { try? FileManager.default.removeItem(atPath: artifacts) }
    let record = try JSONDecoder().decode(
      FailureRecord.self,
      from: Data(contentsOf: URL(fileURLWithPath: artifacts + "/failure.json")))
    // Upstream names a reference `<test>.<name>.png` in the snapshot directory.
    #expect(record.reference == folder + "/accept.card.png")
    #expect(record.snapshot == "accept.card")
    #expect(record.actual == artifacts + "/actual.png")
    #expect(record.file == #filePath)
    #expect(record.line == testLine)
    #expect(record.run == SnapshotRun.id)
    // The actual image is what recording would write: as the reference, the snapshot passes.
    let reference = try #require(record.reference)
    let actual = try Data(contentsOf: URL(fileURLWithPath: try #require(record.actual)))
    try actual.write(to: URL(fileURLWithPath: reference))
    #expect(
      verifySnapshot(
        of: solidView(.black), as: .image, named: "card", record: .never,
        snapshotDirectory: folder, testName: "accept") == nil)
  }

  /// The failure message names the command that accepts the test's failures, quoted for a
  /// shell (a quote inside a name closes, escapes and reopens the quoting).
  @Test func failureMessageNamesTheApproveCommand() {
    #expect(approveCommand(test: "CardTests.card()").hasPrefix("offscreen approve "))
    #expect(approveCommand(test: "CardTests.card()").hasSuffix(" 'CardTests.card()'"))
    #expect(approveCommand(test: "it's").hasSuffix(#" 'it'\''s'"#))
    #expect(!approveCommand(test: nil).hasSuffix("'"))
  }

  /// A run is told by its parent process's start time: a process started later has a later
  /// one (the field read is the start time, not a neighbour such as the thread count).
  @Test func startTimeIsLaterForALaterProcess() throws {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sleep")
    child.arguments = ["30"]
    try child.run()
    defer { child.terminate() }
    let mine = try #require(SnapshotRun.startTime(of: getpid()).flatMap { Int($0) })
    let childs = try #require(
      SnapshotRun.startTime(of: child.processIdentifier).flatMap { Int($0) })
    #expect(mine > 0)
    #expect(childs >= mine)
    #expect(SnapshotRun.id.hasPrefix("\(getppid())@"))
  }

  @Test func aRunRemovesOnlyEarlierRunsFailures() throws {
    let root = URL(fileURLWithPath: temporarySnapshotFolder())
    defer { try? FileManager.default.removeItem(at: root) }
    func folder(_ name: String, run: String?) throws -> URL {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      guard let run else { return url }
      let white = try Pixmap(width: 1, height: 1, filledWith: .white)
      var record = FailureRecord(
        test: name, difference: compareImages(reference: white, actual: white))
      record.run = run
      try JSONEncoder().encode(record).write(to: url.appendingPathComponent("failure.json"))
      return url
    }
    let earlier = try folder("Earlier.test()", run: "1@100")
    let current = try folder("Current.test()", run: SnapshotRun.id)
    let upstreams = try folder("ProfileTests", run: nil)  // upstream's failed snapshots
    let report = root.appendingPathComponent("index.html")
    try Data("<h1>Snapshot failures (1)</h1>".utf8).write(to: report)
    SnapshotArtifacts.removeFailures(notFrom: SnapshotRun.id, in: root)
    #expect(!FileManager.default.fileExists(atPath: earlier.path))
    #expect(FileManager.default.fileExists(atPath: current.path))
    #expect(FileManager.default.fileExists(atPath: upstreams.path))
    #expect(!FileManager.default.fileExists(atPath: report.path))
  }
}
