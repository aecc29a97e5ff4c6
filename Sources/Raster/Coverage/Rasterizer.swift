/// Turns a path into coverage by exact area accumulation.
///
/// PLACEHOLDER SIGNATURE — replaced by the real implementation (the rasteriser helper owns
/// this file). Contract:
/// - `path` is in user space; `transform` maps it to device pixels (pixel (x, y) covers the
///   square x…x+1, y…y+1, y down).
/// - Only pixels inside `clip` are reported to `sink`.
public func rasterize<Sink: CoverageSink>(
  _ path: Path, transform: Transform, fillRule: FillRule, clip: IntRect, into sink: inout Sink
) {
  fatalError("rasterize is not written yet")
}
