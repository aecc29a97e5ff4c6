/// Cuts polylines into the painted pieces of a dash pattern.
struct DashPattern {
  /// Painted and unpainted lengths, alternating, an even count, at least one non-zero.
  let lengths: [Double]
  let total: Double
  /// The most pieces one stroke is cut into; past it the pattern stops where it stood (the rest
  /// of each subpath painted or not as a whole), so a microscopic pattern on a long path cannot
  /// exhaust memory.
  static let maximumPieces = 100_000

  /// The pattern of `dashes`, or nil when it means a solid line (empty, negative or all zero;
  /// non-finite values are ignored).
  init?(_ dashes: [Double]) {
    let finite = dashes.filter { $0.isFinite }
    guard !finite.isEmpty, finite.allSatisfy({ $0 >= 0 }) else { return nil }
    let even = finite.count % 2 == 0 ? finite : finite + finite
    let total = even.reduce(0, +)
    guard total > 0, total.isFinite else { return nil }
    lengths = even
    self.total = total
  }

  /// The painted pieces of `lines`, the pattern starting `phase` into itself on each subpath.
  func dash(_ lines: [Polyline], phase: Double) -> [Polyline] {
    var pieces: [Polyline] = []
    let offset = phase.isFinite ? phase - total * (phase / total).rounded(.down) : 0
    for line in lines {
      var walker = Walker(pattern: self, offset: offset)
      var vertices = line.points
      if line.closed, let first = vertices.first { vertices.append(first) }
      guard vertices.count > 1 else {
        if walker.on { pieces.append(line) }
        continue
      }
      var current: [Point] = walker.on ? [vertices[0]] : []
      for i in 1..<vertices.count {
        let (a, b) = (vertices[i - 1], vertices[i])
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        let direction = Point((b.x - a.x) / length, (b.y - a.y) / length)
        var travelled = 0.0
        while walker.remaining <= length - travelled, pieces.count < Self.maximumPieces {
          travelled += walker.remaining
          let p = Point(a.x + direction.x * travelled, a.y + direction.y * travelled)
          if walker.on {
            if current.last != p { current.append(p) }
            pieces.append(Polyline(points: current, closed: false, direction: direction))
            current = []
          } else {
            current = [p]
          }
          walker.advance()
        }
        walker.remaining -= length - travelled
        if walker.on && current.last != b { current.append(b) }
      }
      if walker.on && !current.isEmpty {
        pieces.append(Polyline(points: current, closed: false))
      }
    }
    return pieces
  }

  /// Where along the pattern the walk is.
  private struct Walker {
    let pattern: DashPattern
    var index = 0
    var remaining: Double

    var on: Bool { index % 2 == 0 }

    init(pattern: DashPattern, offset: Double) {
      self.pattern = pattern
      var left = offset
      // A length that ends exactly at the offset is over, but a zero-length dash at the very
      // start is still to be drawn.
      while left > pattern.lengths[index] || (left == pattern.lengths[index] && left > 0) {
        left -= pattern.lengths[index]
        index = (index + 1) % pattern.lengths.count
      }
      remaining = pattern.lengths[index] - left
    }

    mutating func advance() {
      index = (index + 1) % pattern.lengths.count
      remaining = pattern.lengths[index]
    }
  }
}
