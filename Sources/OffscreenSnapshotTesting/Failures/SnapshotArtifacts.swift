import Foundation
import ImageComparison
import PNGCodec
import Raster

/// Where failed image snapshots leave their pictures: one folder per failure holding the
/// reference, the actual image, the difference image and `failure.json`.
enum SnapshotArtifacts {
  /// `SNAPSHOT_ARTIFACTS` (the variable swift-snapshot-testing writes its failed snapshots
  /// under) if set; else `.artifacts/snapshots` in the current directory when it is a package's
  /// root (as under `swift test`); else the temporary directory.
  static var directory: URL {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    let current = FileManager.default.currentDirectoryPath
    if FileManager.default.fileExists(atPath: current + "/Package.swift") {
      return URL(fileURLWithPath: current, isDirectory: true)
        .appendingPathComponent(".artifacts/snapshots", isDirectory: true)
    }
    return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
      .appendingPathComponent("offscreen-snapshots", isDirectory: true)
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var used: [String: Int] = [:]
  /// Failures written while no test name was known, waiting for `nameUnnamedFailures`.
  nonisolated(unsafe) private static var unnamed: [URL] = []

  /// A new folder for a failure of `test`: the test's name made safe for a path, numbered
  /// from the second failure of the same test in this run. A folder left by an earlier run is
  /// replaced.
  static func folder(for test: String?) throws -> URL {
    let base = sanitized(test ?? "unnamed test")
    let name = lock.withLock { () -> String in
      let count = (used[base] ?? 0) + 1
      used[base] = count
      return count == 1 ? base : "\(base)-\(count)"
    }
    let folder = directory.appendingPathComponent(name, isDirectory: true)
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes the three images and the record into `folder`.
  static func write(
    reference: Pixmap, actual: Pixmap, difference: Pixmap, record: FailureRecord, to folder: URL
  ) throws {
    try writePNG(reference, to: folder.appendingPathComponent(FailureRecord.referenceFile).path)
    try writePNG(actual, to: folder.appendingPathComponent(FailureRecord.actualFile).path)
    try writePNG(difference, to: folder.appendingPathComponent(FailureRecord.differenceFile).path)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(record).write(
      to: folder.appendingPathComponent(FailureRecord.recordFile))
    if record.test == nil { lock.withLock { unnamed.append(folder) } }
  }

  /// Removes every failure folder whose record another run wrote (or that has no run), and
  /// the page `offscreen report` wrote of them by default.
  static func removeFailures(notFrom run: String, in root: URL = directory) {
    try? FileManager.default.removeItem(at: root.appendingPathComponent("index.html"))
    guard
      let folders = try? FileManager.default.contentsOfDirectory(
        at: root, includingPropertiesForKeys: nil)
    else { return }
    for folder in folders {
      let url = folder.appendingPathComponent(FailureRecord.recordFile)
      guard let data = try? Data(contentsOf: url) else { continue }
      let record = try? JSONDecoder().decode(FailureRecord.self, from: data)
      if record?.run != run { try? FileManager.default.removeItem(at: folder) }
    }
  }

  /// Puts `test` into the records of the failures written without a name.
  static func nameUnnamedFailures(_ test: String) {
    let folders = lock.withLock { () -> [URL] in
      defer { unnamed = [] }
      return unnamed
    }
    for folder in folders {
      let url = folder.appendingPathComponent(FailureRecord.recordFile)
      guard let data = try? Data(contentsOf: url),
        var record = try? JSONDecoder().decode(FailureRecord.self, from: data)
      else { continue }
      record.test = test
      if record.line == nil, let file = record.file {
        record.line = ReferencePaths.line(ofTest: test, in: URL(fileURLWithPath: file))
      }
      try? JSONEncoder().encode(record).write(to: url)
    }
  }

  /// `name` with every character but letters, digits, `.`, `-` and `_` made `_`.
  static func sanitized(_ name: String) -> String {
    String(
      name.unicodeScalars.map { scalar in
        CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar)
          ? Character(scalar) : "_"
      })
  }
}
