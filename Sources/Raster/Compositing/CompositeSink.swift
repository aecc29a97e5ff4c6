/// The sink every draw call ends in: coverage × clip mask (thresholded when anti-aliasing is
/// off) blends the source into the surface with the blend mode, in one pass per run.
///
/// Coverage applies as a lerp between the destination and the blended result. Solid
/// source-over — most UI drawing — stays in packed integer arithmetic; the other modes go
/// through `BlendMode.blend` in floating point.
struct CompositeSink: CoverageSink {
  let surface: Surface
  let clipMask: ClipMask?
  let antialias: Bool
  let source: PaintSource
  let mode: BlendMode
  let buffers: SpanBuffers

  init(
    surface: Surface, clipMask: ClipMask?, antialias: Bool, source: PaintSource,
    mode: BlendMode, width: Int
  ) {
    self.surface = surface
    self.clipMask = clipMask
    self.antialias = antialias
    self.source = source
    self.mode = mode
    buffers = SpanBuffers(capacity: width)
  }

  mutating func blend(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
    guard let base = coverage.baseAddress, !coverage.isEmpty else { return }
    let count = coverage.count
    if antialias && clipMask == nil {
      composite(y: y, x: x, count: count, coverage: base)
      return
    }
    let cov = buffers.coverage
    cov.update(from: base, count: count)
    if !antialias {
      for i in 0..<count { cov[i] = cov[i] >= 128 ? 255 : 0 }
    }
    if let clipMask {
      let m = clipMask.pixels(x: x, y: y)
      for i in 0..<count { cov[i] = UInt8(PackedPixel.mulDiv255(UInt32(cov[i]), UInt32(m[i]))) }
    }
    composite(y: y, x: x, count: count, coverage: cov)
  }

  mutating func blendFull(y: Int, x: Int, count: Int) {
    guard count > 0 else { return }
    composite(y: y, x: x, count: count, coverage: clipMask.map { $0.pixels(x: x, y: y) })
  }

  /// Blends `count` pixels from (x, y); `coverage` nil means fully covered.
  private func composite(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>?) {
    let dst = surface.pixels(x: x, y: y)
    switch source {
    case .solid(let color):
      if mode == .normal {
        Self.sourceOver(solid: color, into: dst, count: count, coverage: coverage)
      } else {
        Self.blendGeneral(
          mode: mode, solid: color, span: nil, into: dst, count: count, coverage: coverage)
      }
    case .shaded(let shader):
      let span = buffers.source
      shader.shade(y: y, x: x, count: count, into: span)
      if mode == .normal {
        Self.sourceOver(span: span, into: dst, count: count, coverage: coverage)
      } else {
        // Source-over needs no such limit: a transparent source already leaves a pixel alone.
        let limited =
          shader.paintsEverywhere
          ? coverage : limitedCoverage(shader, y: y, x: x, count: count, coverage: coverage)
        Self.blendGeneral(
          mode: mode, solid: 0, span: span, into: dst, count: count, coverage: limited)
      }
    }
  }

  /// `coverage` (nil: full) copied into the scratch row, zeroed where `shader` does not paint.
  /// Kept out of line so `composite`, on every run's path, stays as small as before.
  @inline(never)
  private func limitedCoverage(
    _ shader: any Shader, y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>?
  ) -> UnsafePointer<UInt8> {
    let cov = buffers.coverage
    if let coverage {
      // `blend` may already have combined the coverage in the scratch row.
      if coverage != UnsafePointer(cov) { cov.update(from: coverage, count: count) }
    } else {
      cov.update(repeating: 255, count: count)
    }
    shader.limitCoverage(y: y, x: x, count: count, cov)
    return UnsafePointer(cov)
  }

  private static func sourceOver(
    solid s: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int,
    coverage: UnsafePointer<UInt8>?
  ) {
    guard let coverage else {
      if s >> 24 == 255 {
        dst.update(repeating: s, count: count)
      } else if s != 0 {
        PackedPixel.sourceOver(solid: s, into: dst, count: count)
      }
      return
    }
    // A filled shape's rows are mostly full coverage: those runs go at a time, as the
    // uncovered case above does; only edge pixels blend one by one.
    var i = 0
    while i < count {
      let c = UInt32(coverage[i])
      guard c == 255 else {
        if c != 0 { dst[i] = PackedPixel.sourceOver(PackedPixel.scale(s, by: c), dst[i]) }
        i += 1
        continue
      }
      var end = i + 1
      while end < count && coverage[end] == 255 { end += 1 }
      if s >> 24 == 255 {
        (dst + i).update(repeating: s, count: end - i)
      } else if s != 0 {
        PackedPixel.sourceOver(solid: s, into: dst + i, count: end - i)
      }
      i = end
    }
  }

  private static func sourceOver(
    span: UnsafeMutablePointer<UInt32>, into dst: UnsafeMutablePointer<UInt32>, count: Int,
    coverage: UnsafePointer<UInt8>?
  ) {
    for i in 0..<count {
      let c = coverage.map { UInt32($0[i]) } ?? 255
      let s = span[i]
      if c == 0 || s == 0 { continue }
      let src = c == 255 ? s : PackedPixel.scale(s, by: c)
      dst[i] = src >> 24 == 255 ? src : PackedPixel.sourceOver(src, dst[i])
    }
  }

  private static func blendGeneral(
    mode: BlendMode, solid: UInt32, span: UnsafeMutablePointer<UInt32>?,
    into dst: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>?
  ) {
    for i in 0..<count {
      let c = coverage.map { Float($0[i]) / 255 } ?? 1
      if c == 0 { continue }
      let s = PackedPixel.unit(span?[i] ?? solid)
      let d = PackedPixel.unit(dst[i])
      let blended = mode.blend(s, d)
      dst[i] = PackedPixel.pack(c == 1 ? blended : d + (blended - d) * c)
    }
  }
}
