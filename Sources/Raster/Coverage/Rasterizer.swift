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
  private var buckets = EdgeBuckets()
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
    let bandCount = (bottom - top + bandRows - 1) / bandRows
    ensureCoverageCapacity(width)
    lines.lines.withUnsafeBufferPointer { all in
      buckets.sort(all, top: top, bottom: bottom, bandRows: bandRows, bandCount: bandCount)
    }
    active.removeAll(keepingCapacity: true)
    for bandIndex in 0..<bandCount {
      let bandTop = top + bandIndex * bandRows
      let bandBottom = min(bottom, bandTop + bandRows)
      cells.prepare(width: width, height: bandBottom - bandTop)
      let band = DeviceBox(
        minX: Double(left), minY: Double(bandTop), maxX: Double(left + width),
        maxY: Double(bandBottom))
      active.append(contentsOf: buckets.edges(startingIn: bandIndex))
      lines.lines.withUnsafeBufferPointer { all in
        cells.addEdges(all, active: &active, band: band)
      }
      cells.sweep(
        originX: left, originY: bandTop, fillRule: fillRule, coverage: coverage, into: &sink)
    }
  }

  private func ensureCoverageCapacity(_ width: Int) {
    guard width > coverageCapacity else { return }
    coverage.deallocate()
    coverage = .allocate(capacity: width)
    coverageCapacity = width
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
