import ArgumentParser
import PNGCodec
import Raster

/// `offscreen-bench raster FILE [--runs N] [--output OUT.png]`: draws the neutral drawing scene
/// (`shared/bench/scenes/raster_shapes.json`) through `Canvas`, as the peers draw it.
/// Timed: allocate + clear + draw every op; parsing and PNG encoding are not.
struct RasterBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "raster", abstract: "Draws a raster_shapes scene and times it.")

  @Argument(help: "A raster scene file (JSON).")
  var file: String

  @OptionGroup var options: RunOptions

  @Option(help: "Write the last render to this PNG file.")
  var output: String?

  func run() throws {
    let scene = try RasterScene(try loadWorkload(file), file: file)
    var last: Pixmap?
    var fields = try measure(runs: options.runs) { last = try scene.draw() }
    fields["workload"] = scene.name
    fields["ops"] = scene.ops.count
    if let output, let last { try writePNG(last, to: output) }
    try printResult(fields)
  }
}

/// The scene, parsed once before timing.
struct RasterScene {
  enum Op {
    case rrect(Rect, radius: Double, fill: Color)
    case bezier(Path, width: Double, stroke: Color)
    case gradientRect(Rect, Gradient, start: Point, end: Point)
    case rings(Path, fill: Color)
  }

  let name: String
  let width: Int
  let height: Int
  let background: Color
  let ops: [Op]

  /// - Throws: `WorkloadError` naming the file and the first op it cannot read.
  init(_ json: [String: Any], file: String) throws {
    guard let width = json["width"] as? Int, let height = json["height"] as? Int,
      let rawOps = json["ops"] as? [[String: Any]]
    else { throw WorkloadError("\(file): needs width, height and ops") }
    name = json["name"] as? String ?? "raster"
    self.width = width
    self.height = height
    background = (json["background"] as? [Double]).flatMap(Self.color) ?? .white
    ops = try rawOps.enumerated().map { index, op in
      guard let parsed = Self.op(op) else {
        throw WorkloadError("\(file): op \(index) (\(op["op"] ?? "no kind")) cannot be read")
      }
      return parsed
    }
  }

  /// Allocates, clears and draws the whole scene.
  func draw() throws -> Pixmap {
    let pixmap = try Pixmap(width: width, height: height, filledWith: background.premultiplied)
    let canvas = Canvas(pixmap: pixmap)
    for op in ops {
      switch op {
      case .rrect(let rect, let radius, let fill):
        var path = Path()
        path.addRoundedRect(rect, cornerRadii: CornerRadii(all: radius), curve: .circular)
        canvas.fillPaint = .color(fill)
        canvas.fill(path)
      case .bezier(let path, let width, let stroke):
        canvas.strokePaint = .color(stroke)
        canvas.strokeStyle = StrokeStyle(width: width, cap: .round, join: .round)
        canvas.stroke(path)
      case .gradientRect(let rect, let gradient, let start, let end):
        canvas.fillPaint = .linearGradient(gradient, start: start, end: end, extend: .pad)
        canvas.fillRect(rect)
      case .rings(let path, let fill):
        canvas.fillPaint = .color(fill)
        canvas.fill(path, rule: .evenOdd)
      }
    }
    return pixmap
  }

  /// [r, g, b, a]: sRGB 0–255 and straight alpha 0–1, alpha rounded to 8 bits as the scene says.
  private static func color(_ c: [Double]) -> Color? {
    guard c.count == 4 else { return nil }
    return Color(
      red: Float(c[0] / 255), green: Float(c[1] / 255), blue: Float(c[2] / 255),
      alpha: Float((c[3] * 255).rounded() / 255))
  }

  private static func point(_ any: Any?) -> Point? {
    guard let p = any as? [Double], p.count == 2 else { return nil }
    return Point(p[0], p[1])
  }

  private static func rect(_ op: [String: Any]) -> Rect? {
    guard let x = op["x"] as? Double, let y = op["y"] as? Double, let w = op["w"] as? Double,
      let h = op["h"] as? Double
    else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
  }

  private static func op(_ op: [String: Any]) -> Op? {
    switch op["op"] as? String {
    case "rrect":
      guard let rect = rect(op), let r = op["r"] as? Double,
        let fill = (op["fill"] as? [Double]).flatMap(color)
      else { return nil }
      return .rrect(rect, radius: r, fill: fill)
    case "bezier":
      guard let points = (op["points"] as? [Any])?.compactMap(point), points.count >= 4,
        (points.count - 1) % 3 == 0, let width = op["width"] as? Double,
        let stroke = (op["stroke"] as? [Double]).flatMap(color)
      else { return nil }
      var path = Path()
      path.move(to: points[0])
      for i in stride(from: 1, to: points.count, by: 3) {
        path.cubic(to: points[i + 2], control1: points[i], control2: points[i + 1])
      }
      return .bezier(path, width: width, stroke: stroke)
    case "gradient_rect":
      guard let rect = rect(op), let p0 = point(op["p0"]), let p1 = point(op["p1"]),
        let rawStops = op["stops"] as? [[Any]]
      else { return nil }
      let stops = rawStops.compactMap { stop -> Gradient.Stop? in
        guard stop.count == 2, let at = stop[0] as? Double,
          let c = (stop[1] as? [Double]).flatMap(color)
        else { return nil }
        return Gradient.Stop(location: at, color: c)
      }
      guard stops.count == rawStops.count else { return nil }
      return .gradientRect(rect, Gradient(stops: stops), start: p0, end: p1)
    case "rings":
      guard let cx = op["cx"] as? Double, let cy = op["cy"] as? Double,
        let radii = op["radii"] as? [Double], let fill = (op["fill"] as? [Double]).flatMap(color)
      else { return nil }
      var path = Path()
      for r in radii {
        path.addEllipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
      }
      return .rings(path, fill: fill)
    default:
      return nil
    }
  }
}
