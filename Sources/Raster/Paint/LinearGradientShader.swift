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
    table = GradientTable(gradient, alpha: alpha)
    self.extend = extend
  }

  func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let row = t0 + (Double(y) + 0.5) * dtdy
    for i in 0..<count {
      let t = row + (Double(x + i) + 0.5) * dtdx
      out[i] = table.color(t, extend: extend)
    }
  }
}

extension GradientTable {
  /// The colour at `t`, or transparent beyond an end the gradient does not extend past.
  @inline(__always)
  func color(_ t: Double, extend: GradientExtension) -> UInt32 {
    if t < 0 && !extend.contains(.drawsBeforeStartLocation) { return 0 }
    if t > 1 && !extend.contains(.drawsAfterEndLocation) { return 0 }
    return entry(t)
  }
}
