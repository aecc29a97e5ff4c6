/// An approximate Gaussian blur of an 8-bit mask: three box blurs per axis, with the box size
/// of the SVG / CSS filter specification, d = ⌊σ·3·√(2π)/4 + 0.5⌋. An odd d uses three centred
/// boxes; an even d uses a box shifted left, one shifted right and one of d + 1 centred, so the
/// result stays symmetric. Each pass costs the same whatever the blur, and sums are exact
/// integers, so the output is deterministic.
struct BoxBlur {
  let size: Int

  init(sigma: Double) {
    let d = (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)
    size = d.isFinite && d >= 2 ? Int(min(d, 4096)) : 0
  }

  /// Pixels a blurred mask spreads beyond the original on each side.
  var reach: Int {
    guard size > 0 else { return 0 }
    return size % 2 == 1 ? 3 * (size / 2) : 3 * (size / 2) - 1
  }

  /// The (left, right) extents of the three passes.
  var passes: [(Int, Int)] {
    if size % 2 == 1 {
      let h = size / 2
      return [(h, h), (h, h), (h, h)]
    }
    let h = size / 2
    return [(h, h - 1), (h - 1, h), (h, h)]
  }

  /// Blurs `mask` (width × height bytes, row after row) in place. `inked` bounds the bytes
  /// that can be nonzero (nil: all of them): a box of zeros stays zero, so each pass skips the
  /// rows or columns that are still blank, which a shadow's mask, mostly room for the blur,
  /// largely is.
  func apply(
    to mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int, inked: IntRect? = nil
  ) {
    guard size > 0, width > 0, height > 0 else { return }
    let all = IntRect(x: 0, y: 0, width: width, height: height)
    let start = inked.map { $0.intersection(all) } ?? all
    guard !start.isEmpty else { return }
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
    defer { line.deallocate() }
    let scratch = ColumnScratch(width: width, height: height)
    defer { scratch.deallocate() }
    var rows = start.minY..<start.maxY
    var columns = start.minX..<start.maxX
    for (left, right) in passes {
      for y in rows {
        Self.box(mask + y * width, count: width, left: left, right: right, line: line)
      }
      // A value can be nonzero where its box, `left` before and `right` after, meets one.
      columns = max(columns.lowerBound - right, 0)..<min(columns.upperBound + left, width)
      Self.boxColumns(
        mask, width: width, height: height, columns: columns, left: left, right: right, scratch)
      rows = max(rows.lowerBound - right, 0)..<min(rows.upperBound + left, height)
    }
  }

  /// What the vertical pass needs besides the mask: the pass's input and a sum per column.
  private struct ColumnScratch {
    let original: UnsafeMutablePointer<UInt8>
    let sums: UnsafeMutablePointer<Int>

    init(width: Int, height: Int) {
      original = .allocate(capacity: width * height)
      sums = .allocate(capacity: width)
    }

    func deallocate() {
      original.deallocate()
      sums.deallocate()
    }
  }

  /// The box pass of ``box(_:count:left:right:line:)`` down every column at once, row
  /// by row: the same sums and means, but reading the mask in memory order instead of one
  /// byte per row per column, which missed the cache on every read.
  private static func boxColumns(
    _ mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int, columns: Range<Int>,
    left: Int, right: Int, _ scratch: ColumnScratch
  ) {
    let original = scratch.original
    let sums = scratch.sums
    original.update(from: mask, count: width * height)
    sums.update(repeating: 0, count: width)
    let boxWidth = left + right + 1
    let mean = ExactDivision(by: boxWidth)
    for y in 0..<min(right, height) {
      let row = original + y * width
      for x in columns { sums[x] += Int(row[x]) }
    }
    for y in 0..<height {
      if y + right < height {
        let entering = original + (y + right) * width
        for x in columns { sums[x] += Int(entering[x]) }
      }
      if y - left - 1 >= 0 {
        let leaving = original + (y - left - 1) * width
        for x in columns { sums[x] -= Int(leaving[x]) }
      }
      let out = mask + y * width
      for x in columns {
        out[x] = UInt8(truncatingIfNeeded: mean.quotient(of: sums[x] + boxWidth / 2))
      }
    }
  }

  /// One box pass along a line: each value becomes the rounded mean of the `left + right + 1`
  /// values around it (zero beyond the ends).
  private static func box(
    _ data: UnsafeMutablePointer<UInt8>, count: Int, left: Int, right: Int,
    line: UnsafeMutablePointer<UInt8>
  ) {
    line.update(from: data, count: count)
    let width = left + right + 1
    let mean = ExactDivision(by: width)
    var sum = 0
    for i in 0..<min(right, count) { sum += Int(line[i]) }
    for i in 0..<count {
      let entering = i + right
      if entering < count { sum += Int(line[entering]) }
      let leaving = i - left - 1
      if leaving >= 0 { sum -= Int(line[leaving]) }
      data[i] = UInt8(truncatingIfNeeded: mean.quotient(of: sum + width / 2))
    }
  }
}
