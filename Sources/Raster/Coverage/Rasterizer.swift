import Synchronization

/// Turns paths into anti-aliased coverage by exact area accumulation, keeping its scratch
/// buffers from one shape to the next.
///
/// A rasteriser is not thread-safe: give each thread its own, or use the free function
/// `rasterize(_:transform:fillRule:clip:into:)`, which borrows one from a shared pool.
public final class Rasterizer {
  /// Curves become lines no further than this from the curve, in device pixels.
  static let tolerance = 0.02
  /// The most cells one band may hold (64 KiB): shapes are swept band by band so that the
  /// cells being written stay in the processor's cache.
  static let maximumBandCells = 1 << 14
  /// Wider regions than this are refused (nothing is drawn) rather than allocated.
  static let maximumWidth = 1 << 20

  private var lines = DeviceLines()
  /// The edges (indices into `lines`) that reach into the current band or below it.
  private var active: [Int] = []
  private var cells = CoverageCells()
  private var coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
  private var coverageCapacity = 0

  /// A rasteriser with empty scratch buffers; they grow to the largest shape it fills.
  public init() {}

  deinit { coverage.deallocate() }

  /// Reports the coverage of `path` to `sink`.
  ///
  /// - Parameters:
  ///   - path: the shape, in user space; every subpath is implicitly closed.
  ///   - transform: maps user space to device pixels (pixel (x, y) is the square from x to x+1
  ///     and y to y+1, y down).
  ///   - fillRule: which points the path encloses.
  ///   - clip: only pixels inside it are reported.
  ///   - sink: receives rows in increasing y, runs in increasing x that do not overlap,
  ///     `blendFull` for fully covered runs. A coverage byte is the pixel's covered area
  ///     times 255, rounded.
  public func fill<Sink: CoverageSink>(
    _ path: Path, transform: Transform, fillRule: FillRule, clip: IntRect, into sink: inout Sink
  ) {
    guard !clip.isEmpty, !path.isEmpty else { return }
    if let rect = AxisAlignedRect(path, transform: transform) {
      guard let pixels = rect.pixels(clip: clip) else { return }
      ensureCoverageCapacity(pixels.width)
      rect.fill(pixels, coverage: coverage, into: &sink)
      return
    }
    lines.removeAll()
    guard
      path.flatten(
        transform: transform, tolerance: Self.tolerance, visible: DeviceBox(clip), into: &lines)
    else { return }
    guard !lines.lines.isEmpty else { return }
    let x0 = max(Double(clip.minX), lines.minX.rounded(.down))
    let x1 = min(Double(clip.maxX), lines.maxX.rounded(.up))
    let y0 = max(Double(clip.minY), lines.minY.rounded(.down))
    let y1 = min(Double(clip.maxY), lines.maxY.rounded(.up))
    guard x0 < x1, y0 < y1 else { return }
    let (left, top, width, bottom) = (Int(x0), Int(y0), Int(x1 - x0), Int(y1))
    guard width <= Self.maximumWidth else { return }
    let bandRows = max(1, Self.maximumBandCells / (width + 2))
    ensureCoverageCapacity(width)
    // Several bands: visit edges in order of their top so each band sees only its own.
    let sorted = bottom - top > bandRows
    if sorted { lines.lines.sort { min($0.y0, $0.y1) < min($1.y0, $1.y1) } }
    active.removeAll(keepingCapacity: true)
    var nextLine = 0
    var bandTop = top
    while bandTop < bottom {
      let bandBottom = min(bottom, bandTop + bandRows)
      cells.prepare(width: width, height: bandBottom - bandTop)
      let band = DeviceBox(
        minX: Double(left), minY: Double(bandTop), maxX: Double(left + width),
        maxY: Double(bandBottom))
      lines.lines.withUnsafeBufferPointer { all in
        while nextLine < all.count
          && (!sorted || min(all[nextLine].y0, all[nextLine].y1) < band.maxY)
        {
          active.append(nextLine)
          nextLine += 1
        }
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
      cells.sweep(
        originX: left, originY: bandTop, fillRule: fillRule, coverage: coverage, into: &sink)
      bandTop = bandBottom
    }
  }

  private func ensureCoverageCapacity(_ width: Int) {
    guard width > coverageCapacity else { return }
    coverage.deallocate()
    coverage = .allocate(capacity: width)
    coverageCapacity = width
  }

  /// Clips an edge to the band's rows, folds the part left of the band onto its left border
  /// (it still winds every pixel to its right) and drops the part right of it.
  private func addClipped(_ line: DeviceLine, band: DeviceBox) {
    var (ax, ay, bx, by) = (line.x0, line.y0, line.x1, line.y1)
    let (top, bottom) = ay < by ? (ay, by) : (by, ay)
    let (left, right) = ax < bx ? (ax, bx) : (bx, ax)
    if top >= band.minY && bottom <= band.maxY && left >= band.minX && right <= band.maxX {
      // Wholly inside: the common case.
      cells.addLine(x0: ax - band.minX, y0: ay - band.minY, x1: bx - band.minX, y1: by - band.minY)
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
  private func addPiece(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, band: DeviceBox) {
    let mid = 0.5 * (ax + bx)
    // Slopes of nearly horizontal edges can overflow while clipping: such a piece is dropped.
    guard mid < band.maxX, ay.isFinite, by.isFinite, ax.isFinite, bx.isFinite else { return }
    let w = band.maxX - band.minX
    let lx0 = mid <= band.minX ? 0 : min(max(ax - band.minX, 0), w)
    let lx1 = mid <= band.minX ? 0 : min(max(bx - band.minX, 0), w)
    cells.addLine(x0: lx0, y0: ay - band.minY, x1: lx1, y1: by - band.minY)
  }
}

/// Reports the coverage of `path` to `sink` (see `Rasterizer.fill`), borrowing a rasteriser
/// and its scratch buffers from a shared pool.
///
/// - Parameters:
///   - path: the shape, in user space; every subpath is implicitly closed.
///   - transform: maps user space to device pixels (pixel (x, y) is the square from x to x+1
///     and y to y+1, y down).
///   - fillRule: which points the path encloses.
///   - clip: only pixels inside it are reported.
///   - sink: receives rows in increasing y, runs in increasing x that do not overlap,
///     `blendFull` for fully covered runs.
public func rasterize<Sink: CoverageSink>(
  _ path: Path, transform: Transform, fillRule: FillRule, clip: IntRect, into sink: inout Sink
) {
  let rasterizer = RasterizerPool.shared.take()
  rasterizer.rasterizer.fill(
    path, transform: transform, fillRule: fillRule, clip: clip, into: &sink)
  RasterizerPool.shared.give(rasterizer)
}

/// Rasterisers lent to the free `rasterize` function, one per concurrent caller.
final class RasterizerPool: Sendable {
  /// A rasteriser in the pool; only one thread holds it at a time, which the pool guarantees.
  final class Lent: @unchecked Sendable {
    let rasterizer = Rasterizer()
  }

  static let shared = RasterizerPool()
  private static let kept = 4
  private let idle = Mutex<[Lent]>([])

  func take() -> Lent {
    idle.withLock { $0.popLast() } ?? Lent()
  }

  func give(_ lent: Lent) {
    idle.withLock { if $0.count < Self.kept { $0.append(lent) } }
  }
}
