import ArgumentParser
import Foundation
import ImageComparison

/// `offscreen approve`: accepts the last run's failed image snapshots as the new references.
struct ApproveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "approve",
    abstract: "Copies failed snapshots' actual images over their references.",
    discussion: """
      Reads each failure.json under the artifacts directory (the last test run's failures: a \
      run removes earlier runs' artifacts) and copies the actual image over the reference \
      it records. With no FILTER every failure is approved; otherwise those whose test name \
      (`ProfileTests.profile()`, or its type `ProfileTests`) or whose reference or failure \
      folder path equals a FILTER. Approved failures' folders are removed.

      Exit status: 0 at least one snapshot was approved; 1 no failure matched; 2 a \
      failure.json is not a failure record or records no reference (written by an older \
      Offscreen, or under a custom diff tool); 5 an actual image could not be read; 6 the \
      directory could not be read or a reference could not be written.
      """)

  @Argument(help: "Test names or paths to approve (default: every failure).")
  var filters: [String] = []

  @Option(help: "The artifacts directory (default: .artifacts/snapshots).")
  var artifacts = ".artifacts/snapshots"

  func run() throws {
    let root = URL(fileURLWithPath: artifacts, isDirectory: true).standardizedFileURL
    let failures: [ReportedFailure]
    do { failures = try ReportedFailure.all(under: root) } catch {
      throw error.status.failure("offscreen approve: \(error)")
    }
    let chosen = failures.filter { filters.isEmpty || matches($0) }
    guard !chosen.isEmpty else {
      throw ExitStatus.mismatch.failure(
        "offscreen approve: no failure under \(root.path)"
          + (filters.isEmpty ? "" : " matches \(filters.joined(separator: ", "))"))
    }
    // Every failure is tried; the first that could not be approved gives the status.
    var firstProblem: ExitStatus?
    for failure in chosen {
      do {
        let reference = try Self.approve(failure)
        print("approved \(failure.record.test ?? failure.folder.lastPathComponent): \(reference)")
      } catch {
        printError("offscreen approve: \(failure.folder.path): \(error)")
        firstProblem = firstProblem ?? error.status
      }
    }
    if let firstProblem { throw firstProblem.exit }
  }

  /// Whether a filter names the failure's test, the test's type, its reference or its folder.
  func matches(_ failure: ReportedFailure) -> Bool {
    let record = failure.record
    let paths = [record.reference, failure.folder.path].compactMap { $0 }.map {
      URL(fileURLWithPath: $0).standardizedFileURL.path
    }
    return filters.contains { filter in
      if let test = record.test, test == filter || test.hasPrefix(filter + ".") { return true }
      return paths.contains(URL(fileURLWithPath: filter).standardizedFileURL.path)
    }
  }

  /// Copies the actual image over the reference and removes the failure's folder.
  /// - Returns: the reference's path.
  static func approve(_ failure: ReportedFailure) throws(ReportError) -> String {
    guard let reference = failure.record.reference else {
      throw ReportError(.syntax, "failure.json records no reference path to approve into")
    }
    let actual =
      failure.record.actual
      ?? failure.folder.appendingPathComponent(FailureRecord.actualFile).path
    let bytes: Data
    do { bytes = try Data(contentsOf: URL(fileURLWithPath: actual)) } catch {
      throw ReportError(.unreadableImage, "cannot read the actual image \(actual)")
    }
    do { try bytes.write(to: URL(fileURLWithPath: reference), options: .atomic) } catch {
      throw ReportError(
        .io, "cannot write the reference \(reference): \(error.localizedDescription)")
    }
    try? FileManager.default.removeItem(at: failure.folder)
    return reference
  }
}
