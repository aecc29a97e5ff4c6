import Raster

/// Collects the rasteriser's coverage into an 8-bit mask of `width` columns.
struct MaskSink: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt8>
  let width: Int

  mutating func blend(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
    guard let base = coverage.baseAddress else { return }
    (pixels + y * width + x).update(from: base, count: coverage.count)
  }

  mutating func blendFull(y: Int, x: Int, count: Int) {
    (pixels + y * width + x).update(repeating: 255, count: count)
  }
}
