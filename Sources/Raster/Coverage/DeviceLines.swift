/// A straight edge in device space.
struct DeviceLine {
  var x0: Double
  var y0: Double
  var x1: Double
  var y1: Double
}

/// Collects a flattened path's edges and their bounding box.
///
/// Coordinates are clamped to ±2⁴⁰ px: far beyond any clip (pixel rectangles stay within
/// ±2³⁰), yet small enough that differences and slopes never overflow. Horizontal edges are
/// dropped — they add no area.
struct DeviceLines: LineSink {
  static let limit = Double(1 << 40)

  var lines: [DeviceLine] = []
  var minX = Double.infinity
  var minY = Double.infinity
  var maxX = -Double.infinity
  var maxY = -Double.infinity

  mutating func removeAll() {
    lines.removeAll(keepingCapacity: true)
    minX = .infinity
    minY = .infinity
    maxX = -.infinity
    maxY = -.infinity
  }

  mutating func addLine(from p0: Point, to p1: Point) {
    let x0 = min(max(p0.x, -Self.limit), Self.limit)
    let y0 = min(max(p0.y, -Self.limit), Self.limit)
    let x1 = min(max(p1.x, -Self.limit), Self.limit)
    let y1 = min(max(p1.y, -Self.limit), Self.limit)
    guard y0 != y1 else { return }
    minX = min(minX, x0, x1)
    maxX = max(maxX, x0, x1)
    minY = min(minY, y0, y1)
    maxY = max(maxY, y0, y1)
    lines.append(DeviceLine(x0: x0, y0: y0, x1: x1, y1: y1))
  }
}
