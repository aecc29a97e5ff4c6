import Foundation
import ImageComparison
@_spi(Internals) import SnapshotTesting

/// Completes a failure's record with the paths only swift-snapshot-testing knows: a strategy's
/// diff sees the two images, not where they live. Upstream hands both paths to its diff tool
/// right after the diff fails, on the same thread, so the diff leaves its folder here and the
/// tool, wrapped, fills the record in.
enum ReferencePaths {
  private static let pendingKey = "OffscreenSnapshotTesting.pendingFailure"

  /// Wraps upstream's global diff tool, keeping its message but for the advice to configure
  /// a Mac diff tool (Kaleidoscope's `ksdiff`), which means nothing on Linux. (A diff tool
  /// chosen with `withSnapshotTesting(diffTool:)` or the `.snapshots(diffTool:)` trait
  /// replaces it, and the records of those tests have no paths.)
  static func observe() {
    // `_diffTool`, upstream's accessor of its stored global, which Swift 6 cannot touch.
    let upstream = _diffTool
    _diffTool = SnapshotTestingConfiguration.DiffTool { reference, failed in
      complete(reference: reference, failed: failed)
      return withoutMacAdvice(upstream(currentFilePath: reference, failedFilePath: failed))
    }
  }

  /// Upstream's default diff tool's text without its closing advice.
  static func withoutMacAdvice(_ text: String) -> String {
    guard let advice = text.range(of: "\n\nTo configure output for a custom diff tool") else {
      return text
    }
    return String(text[..<advice.lowerBound])
  }

  /// Marks `folder` as the failure the next diff-tool call on this thread is about.
  static func expect(_ folder: URL?) {
    Thread.current.threadDictionary[pendingKey] = folder
  }

  /// Records `reference` and the actual image in the pending failure's record; copies
  /// upstream's failed snapshot over `actual.png`, so that approving it writes exactly the
  /// bytes recording would.
  static func complete(reference: String, failed: String) {
    guard let folder = Thread.current.threadDictionary[pendingKey] as? URL else { return }
    expect(nil)
    let recordURL = folder.appendingPathComponent(FailureRecord.recordFile)
    let actual = folder.appendingPathComponent(FailureRecord.actualFile)
    guard let data = try? Data(contentsOf: recordURL),
      var record = try? JSONDecoder().decode(FailureRecord.self, from: data)
    else { return }
    if let bytes = FileManager.default.contents(atPath: failed) {
      try? bytes.write(to: actual, options: .atomic)
    }
    record.reference = reference
    record.actual = actual.path
    record.snapshot = URL(fileURLWithPath: reference).deletingPathExtension().lastPathComponent
    if record.file == nil, let file = testFile(of: reference) {
      record.file = file.path
      record.line = record.test.flatMap { line(ofTest: $0, in: file) }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try? encoder.encode(record).write(to: recordURL, options: .atomic)
  }

  /// The test file a reference belongs to: upstream keeps `Name.swift`'s references in
  /// `__Snapshots__/Name/` beside it.
  static func testFile(of reference: String) -> URL? {
    let folder = URL(fileURLWithPath: reference).deletingLastPathComponent()
    let snapshots = folder.deletingLastPathComponent()
    guard snapshots.lastPathComponent == "__Snapshots__" else { return nil }
    let file = snapshots.deletingLastPathComponent()
      .appendingPathComponent(folder.lastPathComponent + ".swift")
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }

  /// The line declaring the test method of an XCTest name (`Class.testMethod`).
  static func line(ofTest test: String, in file: URL) -> Int? {
    guard let method = test.split(separator: ".").last,
      let text = try? String(contentsOf: file, encoding: .utf8)
    else { return nil }
    let declaration = "func \(method)("
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.contains(declaration) {
      return index + 1
    }
    return nil
  }
}
