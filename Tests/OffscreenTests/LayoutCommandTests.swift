import Foundation
import Testing

/// `offscreen layout`, `schema` and `watch`, run as processes.
@Suite struct LayoutCommandTests {
  static let mockup = """
    canvas: {size: [100, 50], scale: 1}
    view:
      constraints: ["H:|-10-[a]-10-|", "V:|-5-[a(20)]"]
      subviews: [{class: UILabel, id: a, text: Hi}]
    """

  @Test func text_listsEveryViewIndented() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("m.yaml", Self.mockup)
    let result = try run.run(["layout", "m.yaml"])
    #expect(result.status == 0)
    // a: 10 in from each side of 100 → 80 wide; 5 down, 20 high.
    #expect(result.output == "UIView view (0 0; 100 50)\n  UILabel a (10 5; 80 20)\n")
  }

  @Test func json_givesFramesInSuperviewAndWindow() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("m.yaml", Self.mockup)
    let result = try run.run(["layout", "m.yaml", "--json"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(rows.count == 2)
    #expect(rows[1]["id"] as? String == "a")
    #expect(rows[1]["class"] as? String == "UILabel")
    let frame = try #require(rows[1]["windowFrame"] as? [String: Double])
    #expect(frame == ["x": 10, "y": 5, "width": 80, "height": 20])
  }

  /// At 3× a label 16⅓ points in is on the pixel grid; JSON gives 16.333, not the binary
  /// noise of 49 / 3.
  @Test func json_numbersAreOnThePixelGridToThreeDecimals() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write(
      "m.yaml",
      """
      canvas: {size: [100, 50], scale: 3}
      view:
        constraints: [a.leading == self.leading + 16.3333, a.top == self.top + 10, a.width == 20, a.height == 10]
        subviews: [{id: a}]
      """)
    let result = try run.run(["layout", "m.yaml", "--json"])
    #expect(result.output.contains("\"x\" : 16.333,"))
    #expect(!result.output.contains("16.33333"))
  }

  @Test func deviceOption_laysOutOnThatDevice() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("m.yaml", Self.mockup)
    let result = try run.run(["layout", "m.yaml", "--device", "iPadPro11"])
    #expect(result.status == 0)
    // swift-snapshot-testing's iPadPro11: 834 × 1194 points; a keeps 10 from each side.
    #expect(result.output == "UIView view (0 0; 834 1194)\n  UILabel a (10 5; 814 20)\n")
  }

  @Test func version_printsTheRelease() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    let result = try run.run(["--version"])
    #expect(result.status == 0)
    #expect(result.output.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil)
  }

  @Test func trace_printsConstraintsThenLayoutThenDrawing() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("m.yaml", Self.mockup)
    let lines = try run.run(["layout", "m.yaml", "--trace"]).output.split(separator: "\n")
      .map(String.init)
    let constraints = try #require(lines.firstIndex(of: "updateConstraints() UILabel a"))
    let layout = try #require(lines.firstIndex(of: "layoutSubviews() UIView view"))
    let draw = try #require(lines.firstIndex(of: "draw(_:) UILabel a"))
    // UIKit's order: constraints bottom-up, then layout top-down, then display.
    #expect(constraints < layout && layout < draw)
  }

  @Test func schema_isJSONListingEveryClassAndProperty() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    let result = try run.run(["schema"])
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    for name in ["UIView", "UILabel", "UIImageView", "UIStackView", "ChartView"] {
      #expect(definitions[name] != nil)
    }
    let label = try #require(definitions["UILabel"] as? [String: Any])
    let properties = try #require(label["properties"] as? [String: Any])
    // Its own properties and UIView's.
    #expect(properties["text"] != nil && properties["layer.cornerRadius"] != nil)
    #expect(properties["axis"] == nil)
    // Small enough to read: the colour names once, referred to from every colour property,
    // and the symbol names listed.
    #expect(result.output.utf8.count < 250_000)
    #expect(result.output.components(separatedBy: "\"systemIndigo\"").count == 2)
    let color = try #require(definitions["namedColor"] as? [String: Any])
    #expect(String(describing: color).contains("systemBlue"))
    let symbols = try #require(definitions["systemImage"] as? [String: Any])
    #expect((symbols["enum"] as? [String])?.contains("heart.fill") == true)
  }

  @Test func watch_rendersAgainWhenTheFileChanges() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    let file = try run.write("m.yaml", Self.mockup)
    let (process, output, _) = try run.start(
      ["watch", "m.yaml", "-o", "out.png", "--renders", "2", "--interval", "0.05"])
    let deadline = Date().addingTimeInterval(60)
    while !FileManager.default.fileExists(atPath: run.path("out.png")), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    try Self.mockup.replacingOccurrences(of: "100, 50", with: "60, 50").write(
      toFile: file, atomically: true, encoding: .utf8)
    // A distinct modification time even on coarse clocks.
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file)
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = String(decoding: printed, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == 2)
    // Each render says when it happened and how long it took.
    for line in lines {
      #expect(line.wholeMatch(of: /\d\d:\d\d:\d\d wrote out\.png \(\d+×50\) in \d+ ms/) != nil)
    }
  }
}
