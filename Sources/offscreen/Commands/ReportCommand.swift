import ArgumentParser
import Foundation
import ImageComparison

/// `offscreen report DIR`: one static HTML page of every failed image snapshot under DIR.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Builds one HTML page of every failed image snapshot in an artifacts directory.",
    discussion: """
      Finds each failure's folder (reference.png, actual.png, difference.png, failure.json, \
      as OffscreenSnapshotTesting writes them under SNAPSHOT_ARTIFACTS or .artifacts/snapshots) \
      and shows them side by side, with a slider that wipes between reference and actual, \
      the numbers and the test's name. The page links the images where they are.

      Exit status: 0 the page was written (even with no failure in it); 2 the directory or \
      a failure.json could not be read, or the page could not be written.
      """)

  @Argument(help: "The artifacts directory.")
  var directory: String

  @Option(help: "Where to write the page (default: DIR/index.html).")
  var output: String?

  func run() throws {
    let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    let page = output.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("index.html")
    let failures: [ReportedFailure]
    do { failures = try ReportedFailure.all(under: root) } catch {
      printError("offscreen report: \(error)")
      throw ExitCode(DiffCommand.unreadable)
    }
    let html = ReportPage(failures: failures, pageFolder: page.deletingLastPathComponent()).html
    do { try Data(html.utf8).write(to: page, options: .atomic) } catch {
      printError("offscreen report: cannot write \(page.path): \(error.localizedDescription)")
      throw ExitCode(DiffCommand.unreadable)
    }
    print("\(failures.count) failure\(failures.count == 1 ? "" : "s"): \(page.path)")
  }
}

/// One failure's folder and what its failure.json says.
struct ReportedFailure {
  let folder: URL
  let record: FailureRecord

  /// Every failure folder under `root`, in path order.
  static func all(under root: URL) throws -> [ReportedFailure] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw ReportError("\(root.path) is not a directory") }
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { throw ReportError("cannot list \(root.path)") }
    var failures: [ReportedFailure] = []
    for case let url as URL in walker where url.lastPathComponent == FailureRecord.recordFile {
      let record: FailureRecord
      do {
        record = try JSONDecoder().decode(FailureRecord.self, from: Data(contentsOf: url))
      } catch {
        throw ReportError("\(url.path) is not a failure record: \(error)")
      }
      failures.append(ReportedFailure(folder: url.deletingLastPathComponent(), record: record))
    }
    return failures.sorted { $0.folder.path < $1.folder.path }
  }
}

struct ReportError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
