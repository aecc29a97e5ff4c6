import Foundation
import PNGCodec
import Raster
import Testing

/// Compares a rendering with its golden PNG under `Snapshots/`, exactly: the one golden-image
/// helper of the project's own tests.
///
/// A missing golden, or any golden when `OFFSCREEN_RECORD=1`, is written from the rendering
/// and the test fails so the new picture gets looked at before it is committed. On a mismatch
/// the rendering is written to `.artifacts/` beside the golden's relative path.
public enum GoldenImage {
  /// The repository's root: this file is Tests/Support/TestSupport/GoldenImage.swift.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  public static func assertMatches(
    _ pixmap: Pixmap, golden relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let goldenURL = repository.appendingPathComponent("Snapshots").appendingPathComponent(
      relativePath)
    let record = ProcessInfo.processInfo.environment["OFFSCREEN_RECORD"] == "1"
    guard !record, FileManager.default.fileExists(atPath: goldenURL.path) else {
      try FileManager.default.createDirectory(
        at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try writePNG(pixmap, to: goldenURL.path)
      Issue.record(
        "recorded \(goldenURL.path): look at it, then run the test again",
        sourceLocation: sourceLocation)
      return
    }
    let golden = try decodePNG(contentsOf: goldenURL.path)
    let difference = PixelDifference(golden, pixmap)
    if difference.count > 0 {
      let artifact = repository.appendingPathComponent(".artifacts").appendingPathComponent(
        relativePath)
      try FileManager.default.createDirectory(
        at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
      try writePNG(pixmap, to: artifact.path)
      let message = "\(relativePath): \(difference); the rendering is at \(artifact.path) "
      Issue.record(
        "\(message)(OFFSCREEN_RECORD=1 re-records)", sourceLocation: sourceLocation)
    }
  }
}

/// How two pixmaps differ: pixels whose bytes are not all equal, and the largest byte gap.
public struct PixelDifference: CustomStringConvertible {
  public var count = 0
  public var largest = 0
  public var sizeMismatch: String?

  public init(_ a: Pixmap, _ b: Pixmap) {
    guard a.width == b.width, a.height == b.height else {
      sizeMismatch = "\(a.width)×\(a.height) vs \(b.width)×\(b.height)"
      count = max(a.width * a.height, b.width * b.height)
      return
    }
    for y in 0..<a.height {
      let ra = a.row(y)
      let rb = b.row(y)
      for x in 0..<a.width {
        var differs = false
        for k in 0..<4 {
          let gap = abs(Int(ra[x * 4 + k]) - Int(rb[x * 4 + k]))
          if gap > 0 { differs = true }
          largest = max(largest, gap)
        }
        if differs { count += 1 }
      }
    }
  }

  public var description: String {
    if let sizeMismatch { return "sizes differ (\(sizeMismatch))" }
    return "\(count) pixels differ, by up to \(largest) in a channel"
  }
}
