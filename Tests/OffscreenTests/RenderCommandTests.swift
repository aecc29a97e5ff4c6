import Foundation
import PNGCodec
import Testing

/// `offscreen render`, run as a process: outputs, exit statuses, atomic writes, batches.
@Suite struct RenderCommandTests {
  static let small = """
    canvas: {size: [20, 10], scale: 2}
    view:
      backgroundColor: "#FF0000"
      constraints: ["H:|-2-[a(4)]", "V:|-2-[a(4)]"]
      subviews: [{id: a, backgroundColor: "${color}"}]
    variables: {color: "#0000FF"}
    """

  @Test func oneMockup_writesThePNGAtTheCanvasSize() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("small.yaml", Self.small)
    let result = try run.run(["render", "small.yaml", "-o", "out.png"])
    #expect(result.status == 0)
    let image = try decodePNG(contentsOf: run.path("out.png"))
    // 20 × 10 points at 2× is 40 × 20 pixels; a is 2 points in: pixel (4, 4) is a's blue.
    #expect(image.width == 40 && image.height == 20)
    #expect(image[5, 5] == .init(r: 0, g: 0, b: 255, a: 255))
    #expect(image[1, 1] == .init(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func setVariable_overridesTheFiles() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("small.yaml", Self.small)
    let result = try run.run(["render", "small.yaml", "--set", "color=#00FF00"])
    #expect(result.status == 0)
    // With no -o, the PNG is named after the mockup.
    #expect(try decodePNG(contentsOf: run.path("small.png"))[5, 5].g == 255)
  }

  @Test func verbose_namesTheSystemFontsFaces() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("small.yaml", Self.small)
    let result = try run.run(["render", "small.yaml", "--verbose"])
    #expect(result.status == 0)
    // This machine has Inter, not SF Pro: the line says so, and what stands in for SF Pro.
    #expect(
      result.errors.contains(
        "offscreen: system font: Inter (Inter-Regular), Inter Display from 24 pt, with SF Pro's"
          + " line metrics, SF Pro Text's widths below 20 pt and Apple's tracking\n"))
  }

  @Test(arguments: [
    ("view:\n  class: UILabel\n   text: x\n", Int32(2), "bad.yaml:3:"),
    ("view: {class: UILabl}", 3, "did you mean 'UILabel'"),
    ("view: {alpha: 3}", 4, "(at view.alpha)"),
    ("view: {subviews: [{class: UIImageView, image: gone.png}]}", 5, "gone.png"),
    // Both keys two spaces in, on lines 2 and 3.
    (
      "view:\n  alpha: 1\n  alpha: 0.5\n", 2,
      "bad.yaml:3:3: error: duplicate key 'alpha' (first at line 2, column 3)"
    ),
    ("components:\n  A: {view: {component: A}}\nview: {component: A}", 4, "uses itself (A → A)"),
  ])
  func badInput_exitsWithItsKindsStatus(text: String, status: Int32, message: String) throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("bad.yaml", text)
    let result = try run.run(["render", "bad.yaml", "-o", "out.png"])
    #expect(result.status == status)
    #expect(result.errors.contains(message))
    #expect(!FileManager.default.fileExists(atPath: run.path("out.png")))
  }

  @Test func missingFile_exitsWithTheIOStatus() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    let result = try run.run(["render", "nowhere.yaml"])
    #expect(result.status == 6)
    #expect(result.errors.contains("cannot read nowhere.yaml"))
  }

  @Test func failedRender_leavesTheOldOutputWhole() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("bad.yaml", "view: {alpha: 3}")
    try run.write("out.png", "the old picture")
    let result = try run.run(["render", "bad.yaml", "-o", "out.png"])
    #expect(result.status == 4)
    #expect(try String(contentsOfFile: run.path("out.png"), encoding: .utf8) == "the old picture")
    // No temporary file is left beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: run.folder.path)
    #expect(Set(names) == ["bad.yaml", "out.png"])
  }

  @Test func unsatisfiableConstraints_reportWithMockupWordsAndRenderAnyway() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write(
      "conflict.yaml",
      """
      canvas: {size: [20, 10], scale: 1}
      view:
        constraints: [a.width == 10, a.width == 12, "V:|[a(5)]", a.leading == self.leading]
        subviews: [{id: a}]
      """)
    let result = try run.run(["render", "conflict.yaml", "-o", "out.png"])
    #expect(result.status == 0)
    #expect(result.errors.contains("Unable to simultaneously satisfy constraints"))
    // Each constraint's identifier is its text in the mockup.
    #expect(result.errors.contains("'a.width == 12'"))
    // Once, though the views are laid out alone and again in the window.
    #expect(result.errors.components(separatedBy: "Unable to simultaneously").count == 2)
    #expect(FileManager.default.fileExists(atPath: run.path("out.png")))
  }

  @Test func severalMockups_renderInParallelIntoAFolder() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    for name in ["a", "b", "c"] { try run.write("\(name).yaml", Self.small) }
    let result = try run.run(["render", "a.yaml", "b.yaml", "c.yaml", "-o", "pngs", "--jobs", "2"])
    #expect(result.status == 0)
    for name in ["a", "b", "c"] {
      #expect(FileManager.default.fileExists(atPath: run.path("pngs/\(name).png")))
    }
    // Not a terminal: one plain line a file.
    #expect(result.output.split(separator: "\n").count == 3)
  }

  @Test func dataRecords_renderOnePNGEach() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("small.yaml", Self.small)
    try run.write("colors.json", ##"[{"color": "#00FF00"}, {"color": "#FFFFFF"}]"##)
    let result = try run.run(
      ["render", "small.yaml", "--data", "colors.json", "-o", "out", "--jobs", "1"])
    #expect(result.status == 0)
    #expect(try decodePNG(contentsOf: run.path("out/small-1.png"))[5, 5].g == 255)
    #expect(try decodePNG(contentsOf: run.path("out/small-2.png"))[5, 5].r == 255)
  }

  @Test func tenThousandLevels_exitAsASyntaxErrorNotACrash() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("deep.yaml", "view: " + String(repeating: "[", count: 10_000))
    let result = try run.run(["render", "deep.yaml", "-o", "out.png"])
    #expect(result.status == 2)
    #expect(result.errors.contains("deep.yaml:1: error: the file nests too deeply"))
    #expect(!FileManager.default.fileExists(atPath: run.path("out.png")))
  }

  @Test func setOfAnUndeclaredVariable_exitsAsAnUnknownName() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("small.yaml", Self.small)
    let result = try run.run(["render", "small.yaml", "--set", "colour=#00FF00", "-o", "out.png"])
    #expect(result.status == 3)
    #expect(result.errors.contains("'colour'") && result.errors.contains("did you mean 'color'?"))
    #expect(!FileManager.default.fileExists(atPath: run.path("out.png")))
  }

  @Test(arguments: [
    ("[]", Int32(2), "colors.json:1:1: error: the list of records is empty"),
    (##"{"color": "#00FF00"}"##, 2, "colors.json:1:1: error: expected a list of records"),
    (##"[{"colour": "#00FF00"}]"##, 3, "did you mean 'color'?"),
    (#"[{"color": {"r": 1}}]"#, 4, "colors.json:1:12: error: expected a single value"),
    // The first record is good: nothing is written until every record has been read.
    (##"[{"color": "#00FF00"}, {"colr": "#FFFFFF"}]"##, 3, "did you mean 'color'?"),
  ])
  func badDataFile_exitsWithItsKindsStatusAndWritesNothing(
    text: String, status: Int32, message: String
  ) throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("small.yaml", Self.small)
    try run.write("colors.json", text)
    let result = try run.run(["render", "small.yaml", "--data", "colors.json", "-o", "out"])
    #expect(result.status == status)
    #expect(result.errors.contains(message))
    let written = (try? FileManager.default.contentsOfDirectory(atPath: run.path("out"))) ?? []
    #expect(written.isEmpty)
  }

  @Test func deviceAndAppearance_setOverTheFilesCanvas() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    // systemBackground is white in light, black in dark.
    try run.write(
      "screen.yaml",
      "canvas: {size: [20, 10], scale: 1, backgroundColor: systemBackground}\nview: {}\n")
    let result = try run.run(
      ["render", "screen.yaml", "-o", "out.png", "--device", "iPhoneSe", "--appearance", "dark"])
    #expect(result.status == 0)
    let image = try decodePNG(contentsOf: run.path("out.png"))
    // swift-snapshot-testing's iPhoneSe: 320 × 568 points at 2×.
    #expect(image.width == 640 && image.height == 1136)
    #expect(image[10, 10] == .init(r: 0, g: 0, b: 0, a: 255))
  }

  @Test(arguments: [
    (["--device", "iPhone99"], "unknown device 'iPhone99' (--device)"),
    (["--appearance", "dim"], "the values are 'light', 'dark'"),
  ])
  func unknownDeviceOrAppearance_exitsAsAnUnknownName(options: [String], message: String) throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("small.yaml", Self.small)
    let result = try run.run(["render", "small.yaml", "-o", "out.png"] + options)
    #expect(result.status == 3)
    #expect(result.errors.contains(message))
    #expect(!FileManager.default.fileExists(atPath: run.path("out.png")))
  }

  /// Three shards of five mockups: outputs sorted (a…e) and dealt round-robin, so shard 1 has
  /// a and d, shard 2 b and e, shard 3 c; together each once.
  @Test func shards_splitABatchDeterministically() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    for name in ["e", "c", "a", "d", "b"] { try run.write("\(name).yaml", Self.small) }
    let files = ["e", "c", "a", "d", "b"].map { "\($0).yaml" }
    var rendered: [[String]] = []
    for shard in 1...3 {
      let folder = "shard\(shard)"
      let result = try run.run(["render"] + files + ["-o", folder, "--shard", "\(shard)/3"])
      #expect(result.status == 0)
      rendered.append(
        try FileManager.default.contentsOfDirectory(atPath: run.path(folder)).sorted())
    }
    #expect(rendered == [["a.png", "d.png"], ["b.png", "e.png"], ["c.png"]])
  }

  @Test(arguments: ["0/3", "4/3", "1/0", "2", "a/b"])
  func badShard_isABadCommandLine(shard: String) throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("small.yaml", Self.small)
    let result = try run.run(["render", "small.yaml", "--shard", shard])
    #expect(result.status == 64)
  }

  @Test func severalOutputsIntoOnePNG_isRefused() throws {
    let run = try OffscreenProcess()
    defer { run.remove() }
    try run.write("a.yaml", Self.small)
    try run.write("b.yaml", Self.small)
    let result = try run.run(["render", "a.yaml", "b.yaml", "-o", "one.png"])
    #expect(result.status == 6)
    #expect(result.errors.contains("give a folder"))
  }
}
