import CoreGraphics
import Foundation
import ImageComparison
import Raster
import SnapshotTesting
import UIKit

/// Compares a newly taken image with its reference; on a mismatch, writes the artifacts and
/// returns a message a person can act on, with the three images as attachments.
func imageFailure(reference: UIImage, actual: UIImage, options: ComparisonOptions)
  -> (String, [DiffAttachment])?
{
  ReferencePaths.expect(nil)
  if let invalidity = options.invalidity { return ("Invalid snapshot options: \(invalidity).", []) }
  guard let referencePixels = reference.cgImage?.pixmap else {
    return ("Reference image could not be loaded. (It is not a PNG Offscreen can read.)", [])
  }
  guard let actualPixels = actual.cgImage?.pixmap else {
    return ("Newly-taken snapshot is empty.", [])
  }
  let difference = compareImages(
    reference: referencePixels, actual: actualPixels, options: options)
  guard !difference.matches else { return nil }
  let differencePixels = differenceImage(
    reference: referencePixels, actual: actualPixels, options: options)
  let attachments: [DiffAttachment] = [
    .data(reference.pngData() ?? Data(), name: "reference.png"),
    .data(actual.pngData() ?? Data(), name: "failure.png"),
    .data(
      UIImage(cgImage: CGImage(adopting: differencePixels)).pngData() ?? Data(),
      name: "difference.png"),
  ]
  var record = FailureRecord(test: TestIdentity.current(), difference: difference)
  record.run = SnapshotRun.id
  let location = TestIdentity.location()
  record.file = location?.file
  record.line = location?.line
  let artifacts: String
  do {
    let folder = try SnapshotArtifacts.folder(for: record.test)
    try SnapshotArtifacts.write(
      reference: referencePixels, actual: actualPixels, difference: differencePixels,
      record: record, to: folder)
    ReferencePaths.expect(folder)
    artifacts = """
      Artifacts: \(folder.path)/
        \(FailureRecord.referenceFile), \(FailureRecord.actualFile), \
      \(FailureRecord.differenceFile) (failing pixels red over the faded reference)
      """
  } catch {
    artifacts = "Artifacts could not be written: \(error)"
  }
  let upstream = upstreamFailureText(
    reference: reference, actual: actual, referencePixels: referencePixels,
    actualPixels: actualPixels, difference: difference)
  let message = """
    \(upstream)
    \(difference)
    System font: \(UIFont.systemFontSummary).
    \(artifacts)
    See every failure on one page: offscreen report \(SnapshotArtifacts.directory.path)
    Accept it after checking the change is intended: \(approveCommand(test: record.test))
    (or re-record: SNAPSHOT_TESTING_RECORD=failed swift test, or \
    withSnapshotTesting(record: .failed)).
    """
  return (message, attachments)
}

/// The `offscreen approve` command line that accepts `test`'s failures, shell-quoted.
func approveCommand(test: String?) -> String {
  func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
  let directory = SnapshotArtifacts.directory.standardizedFileURL.path
  let defaultDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    .appendingPathComponent(".artifacts/snapshots").standardizedFileURL.path
  var words = ["offscreen", "approve"]
  if directory != defaultDirectory { words += ["--artifacts", quoted(directory)] }
  if let test { words.append(quoted(test)) }
  return words.joined(separator: " ")
}
