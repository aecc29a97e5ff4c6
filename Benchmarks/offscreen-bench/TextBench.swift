import ArgumentParser
import PNGCodec
import Raster
import Typesetting

/// The neutral text workload: lines of given fonts drawn at given baselines.
struct TextBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "text", abstract: "Draws the text workload (shaping, glyph cache, blending).")

  @Argument(help: "The workload file (shared/bench/scenes/text.json).")
  var file: String

  @OptionGroup var options: RunOptions

  @Option(help: "Writes the last rendering to this PNG file.")
  var output: String?

  func run() throws {
    let scene = try TextScene(loadWorkload(file))
    // A library of its own, so the first timed run starts with an empty glyph cache.
    let library = FontLibrary()
    var fonts: [String: Font] = [:]
    for (name, source) in scene.fonts {
      fonts[name] = Font(
        face: try library.face(file: source.file, index: source.index), size: scene.size)
    }
    let lines = try scene.lines.map { line in
      guard let font = fonts[line.font] else {
        throw WorkloadError("line \"\(line.text)\" names no font \"\(line.font)\"")
      }
      return (
        AttributedText(line.text, attributes: TextAttributes(font: font, color: scene.color)),
        Point(x: line.x, y: line.y)
      )
    }
    var last: Pixmap?
    var fields = try measure(runs: options.runs) {
      let pixmap = try Pixmap(width: scene.width, height: scene.height)
      pixmap.fill(with: scene.background.premultiplied)
      let canvas = Canvas(pixmap: pixmap)
      for (text, baseline) in lines {
        let layout = TextLayout(text, library: library)
        let top = baseline.y - (layout.firstBaseline ?? 0)
        layout.draw(in: canvas, at: Point(x: baseline.x, y: top))
      }
      last = pixmap
    }
    fields["workload"] = "text"
    if let output, let last { try writePNG(last, to: output) }
    try printResult(fields)
  }
}

/// The parts of `text.json` the workload uses.
private struct TextScene {
  struct Source {
    var file: String
    var index: Int
  }
  struct Line {
    var text: String
    var x: Double
    var y: Double
    var font: String
  }

  var width: Int
  var height: Int
  var size: Double
  var background: Color
  var color: Color
  var fonts: [String: Source]
  var lines: [Line]

  init(_ json: [String: Any]) throws {
    guard let width = json["width"] as? Int, let height = json["height"] as? Int,
      let size = json["size_px"] as? Double, let fonts = json["fonts"] as? [String: Any],
      let lines = json["lines"] as? [[String: Any]]
    else { throw WorkloadError("the text scene needs width, height, size_px, fonts and lines") }
    self.width = width
    self.height = height
    self.size = size
    background = try TextScene.color(json["background"])
    color = try TextScene.color(json["color"])
    self.fonts = try fonts.mapValues { value in
      guard let font = value as? [String: Any], let file = font["file"] as? String else {
        throw WorkloadError("a font needs a file")
      }
      return Source(file: file, index: font["index"] as? Int ?? 0)
    }
    self.lines = try lines.map { line in
      guard let text = line["text"] as? String, let x = line["x"] as? Double,
        let y = line["y"] as? Double, let font = line["font"] as? String
      else { throw WorkloadError("a line needs text, x, y and font") }
      return Line(text: text, x: x, y: y, font: font)
    }
  }

  /// `[r, g, b, a]` with 0…255 components and alpha from 0 to 1.
  private static func color(_ value: Any?) throws -> Color {
    guard let c = value as? [Double], c.count == 4 else {
      throw WorkloadError("a colour is [r, g, b, alpha]")
    }
    return Color(
      red: Float(c[0] / 255), green: Float(c[1] / 255), blue: Float(c[2] / 255),
      alpha: Float(c[3]))
  }
}
