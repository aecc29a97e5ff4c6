/// Shades a gradient along the line from `start` to `end` (user space, mapped by the CTM):
/// t is the projection of a pixel centre onto the line, 0 at `start` and 1 at `end`.
final class LinearGradientShader: Shader {
  private let table: GradientTable
  private let extend: GradientExtension
  /// t at device (0, 0) and its change per device pixel in x and in y.
  private let t0: Double
  private let dtdx: Double
  private let dtdy: Double

  /// Nil when the line has no length or the transform is singular: nothing to draw.
  init?(
    _ gradient: Gradient, start: Point, end: Point, extend: GradientExtension,
    transform: Transform, alpha: Float
  ) {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length2 = dx * dx + dy * dy
    guard length2 > 0, length2.isFinite, start.isFinite, let inverse = transform.inverted(),
      !gradient.stops.isEmpty
    else { return nil }
    // t(X, Y) = ((inverse(X, Y) − start) · (dx, dy)) / length², linear in device X and Y.
    dtdx = (inverse.a * dx + inverse.b * dy) / length2
    dtdy = (inverse.c * dx + inverse.d * dy) / length2
    t0 = ((inverse.tx - start.x) * dx + (inverse.ty - start.y) * dy) / length2
    guard t0.isFinite, dtdx.isFinite, dtdy.isFinite else { return nil }
    table = GradientTable(gradient, alpha: alpha)
    self.extend = extend
  }

  var paintsEverywhere: Bool { extend.isSuperset(of: .pad) }

  /// t at the centre of device pixel (x, y).
  @inline(__always)
  private func parameter(y: Int, x: Int) -> Double {
    t0 + (Double(y) + 0.5) * dtdy + (Double(x) + 0.5) * dtdx
  }

  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    // Stepping t along the row keeps the loop to an add, two compares and a load; the drift
    // over a row is far below one table step.
    var t = parameter(y: y, x: x)
    let step = dtdx
    let before = extend.contains(.drawsBeforeStartLocation)
    let after = extend.contains(.drawsAfterEndLocation)
    let last = GradientTable.size - 1
    let scale = Double(last)
    table.entries.withUnsafeBufferPointer { lut in
      let first = before ? lut[0] : 0
      let end = after ? lut[last] : 0
      for i in 0..<count {
        if t < 0 {
          out[i] = first
        } else if t > 1 {
          out[i] = end
        } else {
          out[i] = lut[Int(t * scale + 0.5)]
        }
        t += step
      }
    }
  }

  func limitCoverage(y: Int, x: Int, count: Int, _ coverage: UnsafeMutablePointer<UInt8>) {
    // The same stepping as `shade`, so both agree on which pixels lie beyond an end.
    var t = parameter(y: y, x: x)
    let before = extend.contains(.drawsBeforeStartLocation)
    let after = extend.contains(.drawsAfterEndLocation)
    for i in 0..<count {
      if (t < 0 && !before) || (t > 1 && !after) { coverage[i] = 0 }
      t += dtdx
    }
  }
}
