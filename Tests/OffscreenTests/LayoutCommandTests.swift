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
    #expect(String(decoding: printed, as: UTF8.self).split(separator: "\n").count == 2)
  }
}
