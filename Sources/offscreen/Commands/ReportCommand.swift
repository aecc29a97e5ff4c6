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

      With --serve, the page is served on this machine only (http://127.0.0.1:PORT/) with an \
      Accept button per failure that copies its actual image over its reference, as \
      `offscreen approve` does; Ctrl-C stops. Opened from disk, each failure shows the \
      approve command to run instead.

      Exit status: 0 the page was written (even with no failure in it); 2 a failure.json is \
      not a failure record; 6 the directory could not be read, or the page could not be \
      written or served.
      """)

  @Argument(help: "The artifacts directory.")
  var directory: String

  @Option(help: "Where to write the page (default: DIR/index.html).")
  var output: String?

  @Flag(help: "Serves the page with Accept buttons on 127.0.0.1 instead of writing it.")
  var serve = false

  @Option(help: "The port to serve on (default 8765; 0: any free port).")
  var port = 8765

  /// Stops serving after this many requests (for tests; unlimited by default).
  @Option(help: .hidden)
  var requests: Int?

  func run() throws {
    let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    if serve { return try serve(root) }
    let page = output.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("index.html")
    let failures: [ReportedFailure]
    do { failures = try ReportedFailure.all(under: root) } catch {
      throw error.status.failure("offscreen report: \(error)")
    }
    let html = ReportPage(failures: failures, pageFolder: page.deletingLastPathComponent()).html
    do { try Data(html.utf8).write(to: page, options: .atomic) } catch {
      throw ExitStatus.io.failure(
        "offscreen report: cannot write \(page.path): \(error.localizedDescription)")
    }
    print("\(failures.count) failure\(failures.count == 1 ? "" : "s"): \(page.path)")
  }

  private func serve(_ root: URL) throws {
    do { _ = try ReportedFailure.all(under: root) } catch {
      throw error.status.failure("offscreen report: \(error)")
    }
    let server: LoopbackHTTPServer
    do { server = try LoopbackHTTPServer(port: port) } catch {
      throw ExitStatus.io.failure("offscreen report: \(error)")
    }
    // Written straight away, unbuffered: whoever started the server waits for this line.
    FileHandle.standardOutput.write(
      Data("serving the report at http://127.0.0.1:\(server.port)/ (Ctrl-C stops)\n".utf8))
    let site = ReportServer(root: root)
    server.serve(limit: requests) { site.respond(to: $0) }
  }
}

/// One failure's folder and what its failure.json says.
struct ReportedFailure {
  let folder: URL
  let record: FailureRecord

  /// Every failure folder under `root`, in path order.
  static func all(under root: URL) throws(ReportError) -> [ReportedFailure] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw ReportError(.io, "\(root.path) is not a directory") }
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { throw ReportError(.io, "cannot list \(root.path)") }
    var failures: [ReportedFailure] = []
    for case let url as URL in walker where url.lastPathComponent == FailureRecord.recordFile {
      let data: Data
      do { data = try Data(contentsOf: url) } catch {
        throw ReportError(.io, "cannot read \(url.path): \(error.localizedDescription)")
      }
      let record: FailureRecord
      do { record = try JSONDecoder().decode(FailureRecord.self, from: data) } catch {
        throw ReportError(.syntax, "\(url.path) is not a failure record: \(error)")
      }
      failures.append(ReportedFailure(folder: url.deletingLastPathComponent(), record: record))
    }
    return failures.sorted { $0.folder.path < $1.folder.path }
  }
}

/// A failure folder that cannot be read or approved, and the status it ends the command with.
struct ReportError: Error, CustomStringConvertible {
  let status: ExitStatus
  let description: String
  init(_ status: ExitStatus, _ description: String) {
    self.status = status
    self.description = description
  }
}
