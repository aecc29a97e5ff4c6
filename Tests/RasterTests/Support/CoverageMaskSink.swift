@testable import Raster

/// Records a rasteriser's output as a coverage mask, and whether its runs kept the
/// `CoverageSink` contract (rows in increasing y, runs in increasing x without overlap, inside
/// the mask).
struct CoverageMaskSink: CoverageSink {
  let width: Int
  let height: Int
  var mask: [UInt8]
  var contractBroken = false
  var fullRuns = 0
  private var lastY = Int.min
  private var nextFreeX = Int.min

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    mask = [UInt8](repeating: 0, count: width * height)
  }

  subscript(x: Int, y: Int) -> UInt8 { mask[y * width + x] }

  var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

  mutating func blend(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
    record(y: y, x: x, count: coverage.count) { i in coverage[i] }
  }

  mutating func blendFull(y: Int, x: Int, count: Int) {
    fullRuns += 1
    record(y: y, x: x, count: count) { _ in 255 }
  }

  private mutating func record(y: Int, x: Int, count: Int, value: (Int) -> UInt8) {
    if y != lastY {
      if y < lastY { contractBroken = true }
      lastY = y
      nextFreeX = Int.min
    }
    if x < nextFreeX || count <= 0 || y < 0 || y >= height || x < 0 || x + count > width {
      contractBroken = true
      return
    }
    nextFreeX = x + count
    for i in 0..<count { mask[y * width + x + i] = value(i) }
  }
}

/// Rasterises `path` into a mask of `width × height` pixels clipped to the whole mask.
func coverageMask(
  _ path: Path, width: Int, height: Int, transform: Transform = .identity,
  fillRule: FillRule = .nonZero, clip: IntRect? = nil
) -> CoverageMaskSink {
  var sink = CoverageMaskSink(width: width, height: height)
  rasterize(
    path, transform: transform, fillRule: fillRule, clip: clip ?? sink.bounds, into: &sink)
  return sink
}
