/// A path that is one rectangle with sides along the device axes: its coverage is the product
/// of its horizontal and vertical overlaps with each pixel, computed directly.
struct AxisAlignedRect {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  /// Recognises `move, line, line, line[, line back to the start][, close]` whose device
  /// corners form an axis-aligned rectangle; nil for anything else.
  init?(_ path: Path, transform: Transform) {
    let elements = path.elements
    guard (4...6).contains(elements.count), case .move(let first) = elements[0] else {
      return nil
    }
    var corners = [transform.apply(first)]
    corners.reserveCapacity(5)
    for element in elements.dropFirst() {
      switch element {
      case .line(let p): corners.append(transform.apply(p))
      case .close where element == elements.last: break
      default: return nil
      }
    }
    if corners.count == 5 {
      guard corners[4] == corners[0] else { return nil }
      corners.removeLast()
    }
    guard corners.count == 4 else { return nil }
    for i in 0..<4 {
      let (p, q) = (corners[i], corners[(i + 1) % 4])
      guard p.isFinite, (p.x == q.x) != (p.y == q.y) else { return nil }
    }
    minX = min(corners[0].x, corners[2].x)
    maxX = max(corners[0].x, corners[2].x)
    minY = min(corners[0].y, corners[2].y)
    maxY = max(corners[0].y, corners[2].y)
  }

  /// The pixels the rectangle touches inside `clip`, or nil when there are none.
  func pixels(clip: IntRect) -> IntRect? {
    let limit = Double(1 << 31)
    let x0 = max(Double(clip.minX), min(minX.rounded(.down), limit))
    let x1 = min(Double(clip.maxX), max(maxX.rounded(.up), -limit))
    let y0 = max(Double(clip.minY), min(minY.rounded(.down), limit))
    let y1 = min(Double(clip.maxY), max(maxY.rounded(.up), -limit))
    guard x0 < x1, y0 < y1 else { return nil }
    return IntRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
  }

  /// Reports the coverage of `pixels` (from `pixels(clip:)`), using `coverage` (at least
  /// `pixels.width` bytes) as scratch.
  func fill<Sink: CoverageSink>(
    _ pixels: IntRect, coverage: UnsafeMutablePointer<UInt8>, into sink: inout Sink
  ) {
    let (left, count) = (pixels.minX, pixels.width)
    // Only the first and last columns can be partly covered horizontally.
    let leftCover = overlap(Double(left), minX, maxX)
    let rightCover = overlap(Double(pixels.maxX - 1), minX, maxX)
    for y in pixels.minY..<pixels.maxY {
      let vertical = overlap(Double(y), minY, maxY)
      var runs = RunEmitter(coverage: coverage, originX: left, y: y)
      let inner = CoverageCells.coverageByte(area: vertical)
      runs.add(from: 0, to: 1, CoverageCells.coverageByte(area: vertical * leftCover), into: &sink)
      if count > 2 { runs.add(from: 1, to: count - 1, inner, into: &sink) }
      if count > 1 {
        runs.add(
          from: count - 1, to: count, CoverageCells.coverageByte(area: vertical * rightCover),
          into: &sink)
      }
      runs.flush(into: &sink)
    }
  }

  /// How much of the unit interval starting at `start` lies within `lo…hi`.
  private func overlap(_ start: Double, _ lo: Double, _ hi: Double) -> Double {
    max(0, min(start + 1, hi) - max(start, lo))
  }
}
