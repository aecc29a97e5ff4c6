import ArgumentParser
import Foundation
import ImageComparison
import PNGCodec
import Raster
import Testing

@testable import offscreen

/// `offscreen report` lays out every failure of an artifacts folder on one page.
@Suite struct ReportCommandTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("offscreen-report-\(getpid())-\(UUID().uuidString)")

  static let green = PremultipliedColor(r: 0, g: 200, b: 0, a: 255)
  static let blue = PremultipliedColor(r: 0, g: 0, b: 200, a: 255)
  static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

  /// A failure folder as OffscreenSnapshotTesting leaves one: a green reference, a blue actual
  /// image and an all-red difference (every pixel differs), 120×80 pixels.
  func writeFailure(named name: String, test: String) throws {
    let folder = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let reference = try Pixmap(width: 120, height: 80, filledWith: Self.green)
    let actual = try Pixmap(width: 120, height: 80, filledWith: Self.blue)
    try writePNG(reference, to: folder.appendingPathComponent(FailureRecord.referenceFile).path)
    try writePNG(actual, to: folder.appendingPathComponent(FailureRecord.actualFile).path)
    try writePNG(
      differenceImage(reference: reference, actual: actual),
      to: folder.appendingPathComponent(FailureRecord.differenceFile).path)
    let record = FailureRecord(
      test: test, difference: compareImages(reference: reference, actual: actual))
    try JSONEncoder().encode(record).write(
      to: folder.appendingPathComponent(FailureRecord.recordFile))
  }

  @Test func pageNamesEachFailureAndLinksItsImages() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try writeFailure(named: "CardTests.card", test: "CardTests.card()")
    try writeFailure(named: "ListTests.row", test: "ListTests.row()")
    try ReportCommand.parse([root.path]).run()
    let html = try String(contentsOf: root.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("<h2>CardTests.card()</h2>"))
    #expect(html.contains("<h2>ListTests.row()</h2>"))
    #expect(html.contains("src=\"CardTests.card/reference.png\""))
    #expect(html.contains("src=\"ListTests.row/difference.png\""))
    // 9600 pixels, every one differing.
    #expect(html.contains("9600 of 9600 pixels differ"))
    #expect(html.contains("type=\"range\""))
    // Opened from disk, each failure shows the command that accepts it, by test name.
    #expect(html.contains("<code>offscreen approve 'CardTests.card()'</code>"))
  }

  /// A record that knows its test's place and its reference shows them under the test's name.
  @Test func pageShowsTheTestsFileLineAndReference() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try writeFailure(named: "CardTests.card", test: "CardTests.card()")
    let url = root.appendingPathComponent("CardTests.card/failure.json")
    var record = try JSONDecoder().decode(FailureRecord.self, from: Data(contentsOf: url))
    record.file = "/app/Tests/CardTests.swift"
    record.line = 12
    record.reference = "/app/Tests/__Snapshots__/CardTests/card.1.png"
    try JSONEncoder().encode(record).write(to: url)
    try ReportCommand.parse([root.path]).run()
    let html = try String(contentsOf: root.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(
      html.contains(
        "<p class=\"origin\"><code>/app/Tests/CardTests.swift:12</code> · reference "
          + "<code>/app/Tests/__Snapshots__/CardTests/card.1.png</code></p>"))
  }

  @Test func emptyFolderGivesAPageSayingSo() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try ReportCommand.parse([root.path]).run()
    let html = try String(contentsOf: root.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("No failed snapshots."))
  }

  /// A directory that is not there cannot be read (status 6); a failure.json that is not a
  /// failure record is a syntax error (2).
  @Test func missingDirectoryAndBadRecordEndWithTheirStatuses() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: ExitCode(6)) {
      try ReportCommand.parse([root.appendingPathComponent("none").path]).run()
    }
    let folder = root.appendingPathComponent("Broken.test")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("{\"test\": 1}".utf8).write(
      to: folder.appendingPathComponent(FailureRecord.recordFile))
    #expect(throws: ExitCode(2)) { try ReportCommand.parse([root.path]).run() }
  }

  /// Headless Chromium draws the page: reference, actual and difference side by side, in that
  /// order, each at its pixel size, and the wipe below showing reference left of the slider and
  /// actual right of it.
  @Test(.enabled(if: chromium != nil, "needs Debian's chromium (scripts/bootstrap)"))
  func chromiumShowsTheImagesSideBySide() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try writeFailure(named: "CardTests.card", test: "CardTests.card()")
    try ReportCommand.parse([root.path]).run()
    let shot = root.appendingPathComponent("shot.png").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium!)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--window-size=1000,700", "--screenshot=\(shot)",
      root.appendingPathComponent("index.html").absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let page = try decodePNG(contentsOf: shot)
    let reference = try #require(page.boxes(of: Self.green).first)
    let actual = try #require(page.boxes(of: Self.blue).first)
    let difference = try #require(page.boxes(of: Self.red).first)
    // The three images sit on one row, left to right, each 120×80 CSS pixels at scale 1.
    for box in [reference, actual, difference] {
      #expect(box.width == 120 && box.height == 80)
      #expect(box.y == reference.y)
    }
    #expect(reference.x < actual.x && actual.x < difference.x)
    // The wipe, below: green on its left half (the slider starts at 50%), blue on its right.
    let wipeGreen = try #require(page.boxes(of: Self.green).dropFirst().first)
    let wipeBlue = try #require(page.boxes(of: Self.blue).dropFirst().first)
    #expect(wipeGreen.y > reference.y + 80)
    #expect(wipeGreen.width == 60 && wipeBlue.width == 60)
    #expect(wipeBlue.x == wipeGreen.x + 60)
  }
}

/// Debian's chromium, if installed.
let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

extension Pixmap {
  /// The bounding boxes of the connected areas of exactly `color`, top to bottom then left to
  /// right, found row by row (areas here are rectangles, so a run-merging scan suffices).
  func boxes(of color: PremultipliedColor) -> [IntRect] {
    var boxes: [IntRect] = []
    for y in 0..<height {
      var x = 0
      while x < width {
        guard self[x, y] == color else {
          x += 1
          continue
        }
        let start = x
        while x < width && self[x, y] == color { x += 1 }
        if let index = boxes.firstIndex(where: {
          $0.maxY == y && $0.x == start && $0.width == x - start
        }) {
          boxes[index].height += 1
        } else {
          boxes.append(IntRect(x: start, y: y, width: x - start, height: 1))
        }
      }
    }
    return boxes.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
  }
}
