/// The accumulation buffer of the exact-area rasteriser: one cell per pixel of a band of rows.
///
/// Each edge adds, to the cells of the pixels it crosses, its signed height times the part of
/// the pixel to the right of it (`area`) and to the cell after that the rest, so that a prefix
/// sum along the row gives every pixel its winding-weighted covered area (FreeType's smooth
/// rasteriser, font-rs). Rows are `width + 2` cells wide: an edge on the right border writes
/// one cell past it. A bit per cell marks the cells an edge wrote, so reading a row visits only
/// those (a 64-cell word at a time) and treats the stretches between them as constant — a wide interior costs one run,
/// not one step per pixel. Cells and bits are zeroed again as they are read, so the buffer is
/// reused without a separate clear.
struct CoverageCells: ~Copyable {
  private(set) var cells: UnsafeMutablePointer<Float>
  private(set) var touched: UnsafeMutablePointer<UInt64>
  private var cellCapacity = 0
  private var wordCapacity = 0

  /// Pixels per row (the band's width); cells per row is `width + 2`.
  private(set) var width = 0
  private(set) var stride = 2
  private(set) var wordsPerRow = 1
  private(set) var height = 0

  init() {
    cells = .allocate(capacity: 0)
    touched = .allocate(capacity: 0)
  }

  deinit {
    cells.deallocate()
    touched.deallocate()
  }

  /// Sizes the buffer for a band; every cell and bit must already be zero (true after
  /// `sweep`).
  mutating func prepare(width: Int, height: Int) {
    self.width = width
    self.stride = width + 2
    self.wordsPerRow = (stride + 63) >> 6
    self.height = height
    let cellsNeeded = stride * height
    if cellsNeeded > cellCapacity {
      cells.deallocate()
      cells = .allocate(capacity: cellsNeeded)
      cells.initialize(repeating: 0, count: cellsNeeded)
      cellCapacity = cellsNeeded
    }
    let wordsNeeded = wordsPerRow * height
    if wordsNeeded > wordCapacity {
      touched.deallocate()
      touched = .allocate(capacity: wordsNeeded)
      touched.initialize(repeating: 0, count: wordsNeeded)
      wordCapacity = wordsNeeded
    }
  }

  /// Marks cells `from...to` of row `y` as written.
  @inline(__always)
  private func mark(row y: Int, from: Int, to: Int) {
    let bits = touched + y * wordsPerRow
    let first = from & 63
    if first + (to - from) < 64 {
      // Within one word: the usual case, an edge crossing a few pixels of a row.
      bits[from >> 6] |= (~0 >> UInt64(63 - (to - from))) << UInt64(first)
      return
    }
    var i = from
    while i <= to {
      let word = i >> 6
      let first = i & 63
      let last = min(63, first + (to - i))
      let count = last - first + 1
      let mask: UInt64 = count == 64 ? ~0 : ((1 << UInt64(count)) - 1) << UInt64(first)
      bits[word] |= mask
      i += count
    }
  }

  /// A vertical edge (the sides of most UI shapes): the same two cells in every row, split at
  /// the same fraction.
  private mutating func addVertical(
    x: Double, dir: Float, top: Double, bottom: Double, rows: Range<Int>
  ) {
    // x ≥ 0: truncation is the floor.
    let i = Int(x)
    let right = Float(x - Double(i))
    for y in rows {
      let d = Float(min(Double(y + 1), bottom) - max(Double(y), top)) * dir
      let row = cells + y * stride
      row[i] += d - d * right
      row[i + 1] += d * right
      mark(row: y, from: i, to: i + 1)
    }
  }

  /// Adds an edge in band coordinates: `0 ≤ y ≤ height`, `0 ≤ x ≤ width` (callers clip).
  ///
  /// Positions are in double precision: each row's crossing is computed afresh from the
  /// edge's start, so a long edge does not drift.
  mutating func addLine(x0 px0: Double, y0 py0: Double, x1 px1: Double, y1 py1: Double) {
    guard py0 != py1 else { return }
    let (dir, ax, ay, bx, by): (Float, Double, Double, Double, Double) =
      py0 < py1 ? (1, px0, py0, px1, py1) : (-1, px1, py1, px0, py0)
    let dxdy = (bx - ax) / (by - ay)
    let maxX = Double(width)
    var x = ax
    let rowStart = Int(ay)
    let rowEnd = min(height, Int(by.rounded(.up)))
    guard rowStart < rowEnd else { return }
    if ax == bx {
      addVertical(x: ax, dir: dir, top: ay, bottom: by, rows: rowStart..<rowEnd)
      return
    }
    for y in rowStart..<rowEnd {
      let row = cells + y * stride
      let yNext = min(Double(y + 1), by)
      let dy = yNext - max(Double(y), ay)
      let xNext = yNext == by ? bx : min(max(ax + dxdy * (yNext - ay), 0), maxX)
      let d = Float(dy) * dir
      let (left, right) = x < xNext ? (x, xNext) : (xNext, x)
      // Both are ≥ 0: truncation is the floor (and, unless exact, one less than the ceiling).
      let i0 = Int(left)
      let leftFloor = Double(i0)
      let rightTruncated = Int(right)
      let i1 = Double(rightTruncated) == right ? rightTruncated : rightTruncated + 1
      let rightCeil = Double(i1)
      if i1 <= i0 + 1 {
        // The edge stays within one pixel column.
        let xm = Float(0.5 * (x + xNext) - leftFloor)
        row[i0] += d - d * xm
        row[i0 + 1] += d * xm
        mark(row: y, from: i0, to: i0 + 1)
      } else {
        let s = Float(1 / (right - left))
        let f0 = Float(left - leftFloor)
        let a0 = 0.5 * s * (1 - f0) * (1 - f0)
        let f1 = Float(right - rightCeil + 1)
        let am = 0.5 * s * f1 * f1
        row[i0] += d * a0
        if i1 == i0 + 2 {
          row[i0 + 1] += d * (1 - a0 - am)
        } else {
          let a1 = s * (1.5 - f0)
          row[i0 + 1] += d * (a1 - a0)
          var i = i0 + 2
          while i < i1 - 1 {
            row[i] += d * s
            i += 1
          }
          let a2 = a1 + Float(i1 - i0 - 3) * s
          row[i1 - 1] += d * (1 - a2 - am)
        }
        row[i1] += d * am
        mark(row: y, from: i0, to: i1)
      }
      x = xNext
    }
  }
}
