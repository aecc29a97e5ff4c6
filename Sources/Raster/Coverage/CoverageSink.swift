/// Receives the anti-aliased coverage of a shape, one horizontal run at a time.
///
/// The rasteriser calls a sink for rows in increasing `y`, and within a row for runs in
/// increasing `x` that do not overlap. Pixels it does not mention have zero coverage. Filling,
/// clipping and masking are all sinks, so coverage goes straight to the pixels with no
/// intermediate mask.
public protocol CoverageSink {
  /// Pixels `x ..< x + coverage.count` of row `y` are covered by `coverage[i] / 255`.
  mutating func blend(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>)
  /// Pixels `x ..< x + count` of row `y` are fully covered (the fast path for solid interiors).
  mutating func blendFull(y: Int, x: Int, count: Int)
}
