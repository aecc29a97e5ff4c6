import Raster

/// Source-over blending of text into premultiplied RGBA8 pixels, in 8-bit integer arithmetic.
///
/// Raster's compositor has no public "solid colour through a coverage row" entry yet; this is
/// that operation and only that, kept here until the two can be unified.
enum PixelBlending {
  /// x / 255, rounded, for x in 0…65025.
  @inline(__always)
  static func div255(_ x: UInt32) -> UInt32 {
    let t = x + 128
    return (t + (t >> 8)) >> 8
  }

  /// Blends `color` through `count` coverage bytes into the pixels at `destination`.
  @inline(__always)
  static func blendSolid(
    _ color: PremultipliedColor, coverage: UnsafePointer<UInt8>, count: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    let r = UInt32(color.r)
    let g = UInt32(color.g)
    let b = UInt32(color.b)
    let a = UInt32(color.a)
    let opaque = a == 255
    var p = destination
    for i in 0..<count {
      let c = UInt32(coverage[i])
      if c == 255 && opaque {
        p[0] = color.r
        p[1] = color.g
        p[2] = color.b
        p[3] = 255
      } else if c != 0 {
        let inverse = 255 - div255(a * c)
        p[0] = UInt8(truncatingIfNeeded: div255(r * c) + div255(UInt32(p[0]) * inverse))
        p[1] = UInt8(truncatingIfNeeded: div255(g * c) + div255(UInt32(p[1]) * inverse))
        p[2] = UInt8(truncatingIfNeeded: div255(b * c) + div255(UInt32(p[2]) * inverse))
        p[3] = UInt8(truncatingIfNeeded: div255(a * c) + div255(UInt32(p[3]) * inverse))
      }
      p += 4
    }
  }

  /// Blends `count` premultiplied RGBA pixels, scaled by `opacity` (0…255), into `destination`.
  @inline(__always)
  static func blendImage(
    _ source: UnsafePointer<UInt8>, count: Int, opacity: UInt32,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    for i in 0..<count {
      let s = source + i * 4
      let d = destination + i * 4
      let sa = div255(UInt32(s[3]) * opacity)
      guard sa != 0 else { continue }
      let inverse = 255 - sa
      for c in 0..<3 {
        d[c] = UInt8(
          truncatingIfNeeded: div255(UInt32(s[c]) * opacity) + div255(UInt32(d[c]) * inverse))
      }
      d[3] = UInt8(truncatingIfNeeded: sa + div255(UInt32(d[3]) * inverse))
    }
  }
}

/// A coverage sink that paints a solid colour into a pixmap: text drawn under a rotating or
/// skewing transform goes straight from the rasteriser to the pixels.
struct SolidColorSink: CoverageSink {
  let pixmap: Pixmap
  let color: PremultipliedColor

  mutating func blend(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
    guard let base = coverage.baseAddress else { return }
    PixelBlending.blendSolid(
      color, coverage: base, count: coverage.count, into: pixmap.row(y) + x * 4)
  }

  mutating func blendFull(y: Int, x: Int, count: Int) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { full in
      full.initialize(repeating: 255)
      PixelBlending.blendSolid(
        color, coverage: full.baseAddress!, count: count, into: pixmap.row(y) + x * 4)
    }
  }
}
