/// Writes a path's coverage into a new clip mask, multiplied by the alpha of a mask image when
/// there is one and by the previous mask when there is one (nested clips intersect), and
/// records the rows and columns it touched.
struct MaskWriterSink: CoverageSink {
  let mask: ClipMask
  let previous: ClipMask?
  let antialias: Bool
  let alphaSource: (any Shader)?
  private let span: SpanBuffers?
  private(set) var touched: IntRect?

  init(mask: ClipMask, previous: ClipMask?, antialias: Bool, alphaSource: (any Shader)?) {
    self.mask = mask
    self.previous = previous
    self.antialias = antialias
    self.alphaSource = alphaSource
    span = alphaSource.map { _ in SpanBuffers(capacity: mask.bounds.width) }
  }

  mutating func blend(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
    let out = mask.pixels(x: x, y: y)
    for (i, c) in coverage.enumerated() {
      out[i] = antialias ? c : (c >= 128 ? 255 : 0)
    }
    finish(y: y, x: x, count: coverage.count)
  }

  mutating func blendFull(y: Int, x: Int, count: Int) {
    mask.pixels(x: x, y: y).update(repeating: 255, count: count)
    finish(y: y, x: x, count: count)
  }

  private mutating func finish(y: Int, x: Int, count: Int) {
    guard count > 0 else { return }
    let out = mask.pixels(x: x, y: y)
    if let alphaSource, let span {
      alphaSource.shade(y: y, x: x, count: count, into: span.source)
      for i in 0..<count {
        out[i] = UInt8(PackedPixel.mulDiv255(UInt32(out[i]), span.source[i] >> 24))
      }
    }
    if let previous {
      let old = previous.pixels(x: x, y: y)
      for i in 0..<count { out[i] = UInt8(PackedPixel.mulDiv255(UInt32(out[i]), UInt32(old[i]))) }
    }
    let run = IntRect(x: x, y: y, width: count, height: 1)
    touched = touched.map { $0.union(run) } ?? run
  }
}

extension IntRect {
  /// The smallest rectangle holding both (neither may be empty).
  func union(_ other: IntRect) -> IntRect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return IntRect(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
      height: Swift.max(maxY, other.maxY) - y0)
  }
}
