/// A gradient sampled into premultiplied packed pixels, global alpha applied: the look-up
/// table that makes shading a pixel one multiply and one load. Deterministic, no dithering.
struct GradientTable {
  /// Entries across 0…1; 1024 keeps the step between neighbours under a quarter of a level for
  /// any 8-bit colour change.
  static let size = 1024
  let entries: [UInt32]

  init(_ gradient: Gradient, alpha: Float) {
    entries = (0..<Self.size).map { i in
      var c = gradient.color(at: Double(i) / Double(Self.size - 1))
      c.alpha = Color.clamp(c.alpha) * alpha
      return c.premultiplied.packed
    }
  }

  /// The entry for `t`: nil-free, `t` clamped to 0…1 (NaN reads the start).
  @inline(__always)
  func entry(_ t: Double) -> UInt32 {
    let scaled = t * Double(Self.size - 1) + 0.5
    guard scaled > 0 else { return entries[0] }
    // Clamped before the conversion: an extended radial gradient passes any finite `t`.
    return entries[Int(min(scaled, Double(Self.size - 1)))]
  }
}
