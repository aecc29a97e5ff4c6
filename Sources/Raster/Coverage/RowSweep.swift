extension CoverageCells {
  /// Turns the accumulated cells of every band row into coverage runs for `sink`, zeroing the
  /// cells and marks as it reads them.
  ///
  /// - Parameters:
  ///   - originX: the device x of the band's first pixel.
  ///   - originY: the device y of the band's first row.
  ///   - coverage: scratch for one row of 8-bit coverage, at least `width` bytes.
  mutating func sweep<Sink: CoverageSink>(
    originX: Int, originY: Int, fillRule: FillRule, coverage: UnsafeMutablePointer<UInt8>,
    into sink: inout Sink
  ) {
    for y in 0..<height {
      let bits = touched + y * wordsPerRow
      var firstWord = 0
      while firstWord < wordsPerRow && bits[firstWord] == 0 { firstWord += 1 }
      guard firstWord < wordsPerRow else { continue }
      let row = cells + y * stride
      var runs = RunEmitter(coverage: coverage, originX: originX, y: originY + y)
      var acc: Float = 0
      var next = firstWord << 6 + bits[firstWord].trailingZeroBitCount
      for word in firstWord..<wordsPerRow {
        var marks = bits[word]
        guard marks != 0 else { continue }
        bits[word] = 0
        while marks != 0 {
          let i = word << 6 + marks.trailingZeroBitCount
          marks &= marks - 1
          // Between written cells the coverage does not change.
          if i > next && next < width {
            runs.add(from: next, to: min(i, width), Self.coverageByte(acc, fillRule), into: &sink)
          }
          acc += row[i]
          row[i] = 0
          if i < width {
            runs.add(from: i, to: i + 1, Self.coverageByte(acc, fillRule), into: &sink)
          }
          next = i + 1
        }
      }
      // Edges right of the clip were dropped, so a shape running off the right keeps its last
      // coverage to the end of the band.
      if next < width {
        runs.add(from: next, to: width, Self.coverageByte(acc, fillRule), into: &sink)
      }
      runs.flush(into: &sink)
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
    // v is within 0…1, so the conversion needs no overflow check.
    return UInt8(truncatingIfNeeded: Int32(v * 255 + 0.5))
  }

  /// The coverage byte of a covered area between 0 and 1.
  @inline(__always)
  static func coverageByte(area: Double) -> UInt8 {
    UInt8(area * 255 + 0.5)
  }
}
