extension CoverageCells {
  /// Turns the accumulated cells of every band row into coverage runs for `sink`, zeroing the
  /// cells as it reads them.
  ///
  /// - Parameters:
  ///   - originX: the device x of the band's first pixel.
  ///   - originY: the device y of the band's first row.
  ///   - coverage: scratch for one row of 8-bit coverage, at least `width` bytes.
  mutating func sweep<Sink: CoverageSink>(
    originX: Int, originY: Int, fillRule: FillRule, coverage: UnsafeMutablePointer<UInt8>,
    into sink: inout Sink
  ) {
    let lastPixel = width - 1
    for y in 0..<height {
      let lo = Int(touchedMin[y])
      let hi = Int(touchedMax[y])
      guard lo <= hi else { continue }
      let row = cells + y * stride
      let end = min(hi, lastPixel)
      var acc: Float = 0
      var x = lo
      while x <= end {
        acc += row[x]
        row[x] = 0
        coverage[x] = Self.coverageByte(acc, fillRule)
        x += 1
      }
      while x <= hi {
        row[x] = 0
        x += 1
      }
      // Edges right of the clip were dropped, so a shape running off the right keeps its last
      // coverage to the end of the band.
      var emitEnd = end
      let tail = Self.coverageByte(acc, fillRule)
      if tail != 0 && end < lastPixel {
        (coverage + end + 1).initialize(repeating: tail, count: lastPixel - end)
        emitEnd = lastPixel
      }
      Self.emitRuns(
        coverage, from: lo, through: emitEnd, originX: originX, y: originY + y, into: &sink)
    }
  }

  @inline(__always)
  static func coverageByte(_ acc: Float, _ fillRule: FillRule) -> UInt8 {
    var v = abs(acc)
    switch fillRule {
    case .nonZero:
      v = min(v, 1)
    case .evenOdd:
      v -= 2 * (v * 0.5).rounded(.down)
      v = 1 - abs(1 - v)
    }
    return UInt8(v * 255 + 0.5)
  }

  /// The coverage byte of a covered area between 0 and 1.
  @inline(__always)
  static func coverageByte(area: Double) -> UInt8 {
    UInt8(area * 255 + 0.5)
  }

  /// Reports `coverage[from...through]` as runs: full stretches through `blendFull`, partial
  /// ones through `blend`, zero coverage skipped.
  static func emitRuns<Sink: CoverageSink>(
    _ coverage: UnsafeMutablePointer<UInt8>, from: Int, through: Int, originX: Int, y: Int,
    into sink: inout Sink
  ) {
    var x = from
    while x <= through {
      let value = coverage[x]
      let start = x
      x += 1
      if value == 0 { continue }
      if value == 255 {
        while x <= through && coverage[x] == 255 { x += 1 }
        sink.blendFull(y: y, x: originX + start, count: x - start)
      } else {
        while x <= through && coverage[x] != 0 && coverage[x] != 255 { x += 1 }
        sink.blend(
          y: y, x: originX + start,
          coverage: UnsafeBufferPointer(start: coverage + start, count: x - start))
      }
    }
  }
}
