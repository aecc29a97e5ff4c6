@testable import Raster

/// A pixmap of one colour.
func solidPixmap(width: Int, height: Int, _ color: PremultipliedColor) -> Pixmap {
  let p = try! Pixmap(width: width, height: height)
  p.fill(with: color)
  return p
}

/// Runs `body` with a sink over `pixmap` painting `source` with `mode` and no clip mask.
func withSink(
  _ pixmap: Pixmap, source: PaintSource, mode: BlendMode = .normal, antialias: Bool = true,
  clip: Clip? = nil, _ body: (inout CompositeSink) -> Void
) {
  var sink = CompositeSink(
    surface: Surface(pixmap), clipMask: clip?.mask, antialias: antialias, source: source,
    mode: mode, width: pixmap.width)
  body(&sink)
}

/// Reports `coverage` at (x, y) to `sink`.
func feed<S: CoverageSink>(_ sink: inout S, y: Int, x: Int, _ coverage: [UInt8]) {
  coverage.withUnsafeBufferPointer { sink.blend(y: y, x: x, coverage: $0) }
}

/// Bytes of `c` as an array, for readable comparisons.
func bytes(_ c: PremultipliedColor) -> [Int] { [Int(c.r), Int(c.g), Int(c.b), Int(c.a)] }

/// Every component of `a` within `tolerance` of `b`.
func isNear(_ a: PremultipliedColor, _ b: [Int], tolerance: Int = 1) -> Bool {
  zip(bytes(a), b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The premultiplied packed pixel of a straight colour, as the paints store it.
func packed(_ c: PremultipliedColor) -> UInt32 {
  UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
}

func unpacked(_ p: UInt32) -> PremultipliedColor {
  PremultipliedColor(
    r: UInt8(p & 0xFF), g: UInt8((p >> 8) & 0xFF), b: UInt8((p >> 16) & 0xFF), a: UInt8(p >> 24))
}

/// A canvas over a new pixmap filled with `background`.
func makeCanvas(width: Int, height: Int, background: PremultipliedColor = .white) -> Canvas {
  Canvas(pixmap: solidPixmap(width: width, height: height, background))
}

/// Round(255 · v), for expected bytes worked out in the test.
func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }

/// Opaque primaries for the paint tests.
enum Palette {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)
  static let green = Color(red: 0, green: 1, blue: 0)
}
