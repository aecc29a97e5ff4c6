/// Gathers one row's coverage, given left to right as adjacent stretches of constant value,
/// into the longest runs a sink can take: fully covered stretches merge into one `blendFull`,
/// partial ones into one `blend`, and zero coverage is skipped.
struct RunEmitter {
  private enum Pending { case none, full, partial }

  let coverage: UnsafeMutablePointer<UInt8>
  let originX: Int
  let y: Int
  private var pending = Pending.none
  private var start = 0
  private var end = 0

  /// - Parameter coverage: scratch indexed like the row (from x = 0, relative to `originX`).
  init(coverage: UnsafeMutablePointer<UInt8>, originX: Int, y: Int) {
    self.coverage = coverage
    self.originX = originX
    self.y = y
  }

  /// Pixels `from..<to` (relative to `originX`, right after the previous stretch) have
  /// coverage `value`.
  @inline(__always)
  mutating func add<Sink: CoverageSink>(
    from: Int, to: Int, _ value: UInt8, into sink: inout Sink
  ) {
    switch value {
    case 0:
      flush(into: &sink)
    case 255:
      if pending != .full {
        flush(into: &sink)
        pending = .full
        start = from
      }
      end = to
    default:
      if to - from == 1 {
        coverage[from] = value
      } else {
        (coverage + from).update(repeating: value, count: to - from)
      }
      if pending != .partial {
        flush(into: &sink)
        pending = .partial
        start = from
      }
      end = to
    }
  }

  mutating func flush<Sink: CoverageSink>(into sink: inout Sink) {
    switch pending {
    case .none: return
    case .full: sink.blendFull(y: y, x: originX + start, count: end - start)
    case .partial:
      sink.blend(
        y: y, x: originX + start,
        coverage: UnsafeBufferPointer(start: coverage + start, count: end - start))
    }
    pending = .none
  }
}
