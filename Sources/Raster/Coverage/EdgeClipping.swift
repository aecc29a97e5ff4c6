extension CoverageCells {
  /// Adds the edges listed in `active` (indices into `all`) to the band, then keeps in
  /// `active` only those that go on below it.
  mutating func addEdges(
    _ all: UnsafeBufferPointer<DeviceLine>, active: inout [Int], band: DeviceBox
  ) {
    var kept = 0
    for k in active.indices {
      let line = all[active[k]]
      addClipped(line, band: band)
      if max(line.y0, line.y1) > band.maxY {
        active[kept] = active[k]
        kept += 1
      }
    }
    active.removeLast(active.count - kept)
  }

  /// Clips an edge to the band's rows, folds the part left of the band onto its left border
  /// (it still winds every pixel to its right) and drops the part right of it.
  private mutating func addClipped(_ line: DeviceLine, band: DeviceBox) {
    var (ax, ay, bx, by) = (line.x0, line.y0, line.x1, line.y1)
    let (top, bottom) = ay < by ? (ay, by) : (by, ay)
    let (left, right) = ax < bx ? (ax, bx) : (bx, ax)
    if top >= band.minY && bottom <= band.maxY && left >= band.minX && right <= band.maxX {
      // Wholly inside: the common case.
      addLine(x0: ax - band.minX, y0: ay - band.minY, x1: bx - band.minX, y1: by - band.minY)
      return
    }
    guard bottom > band.minY, top < band.maxY, left < band.maxX else { return }
    let dxdy = (bx - ax) / (by - ay)
    if ay < band.minY {
      ax += (band.minY - ay) * dxdy
      ay = band.minY
    } else if ay > band.maxY {
      ax += (band.maxY - ay) * dxdy
      ay = band.maxY
    }
    if by < band.minY {
      bx += (band.minY - by) * dxdy
      by = band.minY
    } else if by > band.maxY {
      bx += (band.maxY - by) * dxdy
      by = band.maxY
    }
    guard ay != by else { return }
    // Split where the edge crosses the band's left and right borders.
    var ts: (Double, Double) = (2, 2)
    if (ax - band.minX) * (bx - band.minX) < 0 { ts.0 = (band.minX - ax) / (bx - ax) }
    if (ax - band.maxX) * (bx - band.maxX) < 0 { ts.1 = (band.maxX - ax) / (bx - ax) }
    if ts.0 > ts.1 { ts = (ts.1, ts.0) }
    let (p1x, p1y) = ts.0 < 1 ? (ax + (bx - ax) * ts.0, ay + (by - ay) * ts.0) : (bx, by)
    addPiece(ax, ay, p1x, p1y, band: band)
    guard ts.0 < 1 else { return }
    let (p2x, p2y) = ts.1 < 1 ? (ax + (bx - ax) * ts.1, ay + (by - ay) * ts.1) : (bx, by)
    addPiece(p1x, p1y, p2x, p2y, band: band)
    guard ts.1 < 1 else { return }
    addPiece(p2x, p2y, bx, by, band: band)
  }

  /// Adds a piece of edge that lies on one side of each vertical border.
  private mutating func addPiece(
    _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, band: DeviceBox
  ) {
    let mid = 0.5 * (ax + bx)
    // Slopes of nearly horizontal edges can overflow while clipping: such a piece is dropped.
    guard mid < band.maxX, ay.isFinite, by.isFinite, ax.isFinite, bx.isFinite else { return }
    let w = band.maxX - band.minX
    let lx0 = mid <= band.minX ? 0 : min(max(ax - band.minX, 0), w)
    let lx1 = mid <= band.minX ? 0 : min(max(bx - band.minX, 0), w)
    addLine(x0: lx0, y0: ay - band.minY, x1: lx1, y1: by - band.minY)
  }
}
