import Foundation
import ImageComparison
import OffscreenSnapshotTesting
import PNGCodec
import Raster
import Testing
import UIKit

/// A failing image snapshot says what differs, by how much and where, where its pictures are
/// and how to re-record; and the pictures are there.
@MainActor @Suite struct FailureMessageTests {
  @Test func mismatchReportsNumbersAndWritesArtifacts() throws {
    let folder = temporarySnapshotFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func card(marked: Bool) -> UIView {
      let view = solidView(.white)
      if marked {
        // A 2×3-point black mark at (4, 5): 6×9 pixels at 3×, from pixel (12, 15).
        let mark = UIView(frame: CGRect(x: 4, y: 5, width: 2, height: 3))
        mark.backgroundColor = .black
        view.addSubview(mark)
      }
      return view
    }
    _ = verifySnapshot(
      of: card(marked: false), as: .image, named: "card", record: .missing,
      snapshotDirectory: folder, testName: "failure")
    let message = try #require(
      verifySnapshot(
        of: card(marked: true), as: .image, named: "card", record: .never,
        snapshotDirectory: folder, testName: "failure"))
    // 60×30 pixels; the mark covers 6 × 9 = 54 of 1800 (3%); white to black is ΔE 100.
    // Upstream's words first, as on iOS: the snapshot's sentence, the two files, the
    // strategy's sentence; then Offscreen's numbers. Not upstream's advice to set up a Mac
    // diff tool.
    #expect(
      message.hasPrefix("Snapshot \"card\" does not match reference.\n\n@\u{2212}\n\"file://"))
    #expect(message.contains("\n\nNewly-taken snapshot does not match reference.\n54 of 1800"))
    #expect(!message.contains("ksdiff") && !message.contains("To configure output"))
    #expect(
      message.contains(
        "54 of 1800 pixels differ (3%, allowed 0%); largest ΔE 100 (allowed 0); "
          + "changes within x 12..<18, y 15..<24"))
    // Which face drew the text: a reference taken with SF Pro differs from one with Inter.
    #expect(
      message.contains(
        "\nSystem font: Inter (Inter-Regular), Inter Display from 24 pt, with SF Pro's line"
          + " metrics, SF Pro Text's widths below 20 pt and Apple's tracking.\n"))
    #expect(message.contains("SNAPSHOT_TESTING_RECORD=failed"))
    #expect(message.contains("offscreen report "))
    #expect(
      message.contains(
        "offscreen approve "
          + "'FailureMessageTests.mismatchReportsNumbersAndWritesArtifacts()'"))
    // The artifacts folder is named after this test and holds the three images and the record.
    let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("Artifacts: ") })
    let artifacts = String(line.dropFirst("Artifacts: ".count).dropLast())
    #expect(artifacts.hasSuffix("FailureMessageTests.mismatchReportsNumbersAndWritesArtifacts__"))
    let difference = try decodePNG(contentsOf: artifacts + "/difference.png")
    #expect(difference[12, 15] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(difference[0, 0] == .white)
    let actual = try decodePNG(contentsOf: artifacts + "/actual.png")
    #expect(actual[12, 15] == .black)
    let reference = try decodePNG(contentsOf: artifacts + "/reference.png")
    #expect(reference[12, 15] == .white)
    let record = try JSONDecoder().decode(
      FailureRecord.self,
      from: Data(contentsOf: URL(fileURLWithPath: artifacts + "/failure.json")))
    #expect(record.test == "FailureMessageTests.mismatchReportsNumbersAndWritesArtifacts()")
    #expect(record.differingPixels == 54)
    #expect(record.boundingBox == [12, 15, 6, 9])
    try? FileManager.default.removeItem(atPath: artifacts)
  }

  @Test func perceptualPrecisionForgivesASmallShift() {
    let folder = temporarySnapshotFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Grey 128 and 130 are ΔE94 0.78 apart (see CompareImagesTests): within 0.98's 2.
    let grey = { (level: CGFloat) in solidView(UIColor(white: level / 255, alpha: 1)) }
    _ = verifySnapshot(
      of: grey(128), as: .image, named: "grey", record: .missing, snapshotDirectory: folder,
      testName: "perceptual")
    #expect(
      verifySnapshot(
        of: grey(130), as: .image(perceptualPrecision: 0.98), named: "grey", record: .never,
        snapshotDirectory: folder, testName: "perceptual") == nil)
    #expect(
      verifySnapshot(
        of: grey(130), as: .image, named: "grey", record: .never, snapshotDirectory: folder,
        testName: "perceptual") != nil)
  }

  @Test func sizeChangeIsNamed() throws {
    let folder = temporarySnapshotFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = verifySnapshot(
      of: solidView(.white, width: 4, height: 4), as: .image(traits: .init(displayScale: 1)),
      named: "box", record: .missing, snapshotDirectory: folder, testName: "size")
    let message = try #require(
      verifySnapshot(
        of: solidView(.white, width: 5, height: 4), as: .image(traits: .init(displayScale: 1)),
        named: "box", record: .never, snapshotDirectory: folder, testName: "size"))
    #expect(message.contains("sizes differ: reference 4×4, actual 5×4"))
    // Upstream's sentence, with the images' sizes as CGSize describes them.
    #expect(
      message.contains(
        "Newly-taken snapshot@(5.0, 4.0) does not match reference@(4.0, 4.0).\nsizes differ"))
  }

  /// With a precision below 1, upstream's own sentences and numbers: bytes for `precision`
  /// alone, pixels and the largest ΔE with a perceptual precision.
  @Test(arguments: [
    // 54 of 1800 pixels turn from white to black: 3 colour bytes each, 162 of 7200 bytes.
    (1.0, "Actual image precision 0.9775 is less than required 0.99"),
    // 1746 of 1800 pixels match (0.97); the worst is ΔE 100, a perceptual precision of 0.
    (
      0.98,
      "The percentage of pixels that match 0.97 is less than required 0.99\n"
        + "The lowest perceptual color precision 0.0 is less than required 0.98"
    ),
  ])
  func precisionFailuresUseUpstreamsWords(perceptualPrecision: Double, sentence: String) throws {
    let folder = temporarySnapshotFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let marked = solidView(.white)
    let mark = UIView(frame: CGRect(x: 4, y: 5, width: 2, height: 3))
    mark.backgroundColor = .black
    marked.addSubview(mark)
    _ = verifySnapshot(
      of: solidView(.white), as: .image, named: "card", record: .missing,
      snapshotDirectory: folder, testName: "precision")
    let message = try #require(
      verifySnapshot(
        of: marked,
        as: .image(precision: 0.99, perceptualPrecision: Float(perceptualPrecision)),
        named: "card", record: .never, snapshotDirectory: folder, testName: "precision"))
    #expect(message.contains("\n\n" + sentence + "\n54 of 1800 pixels differ"))
  }
}
