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

  /// A pixel's four bytes spread into 16-bit lanes (R, B, G, A from the low end), so one
  /// 64-bit multiply scales all four channels.
  @inline(__always)
  static func spread(_ pixel: UInt32) -> UInt64 {
    let x = UInt64(pixel)
    return (x | (x << 24)) & 0x00FF_00FF_00FF_00FF
  }

  /// The inverse of `spread` for lanes that hold 8-bit values.
  @inline(__always)
  static func pack(_ lanes: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: lanes | (lanes >> 24))
  }

  /// `div255` in each 16-bit lane.
  @inline(__always)
  static func div255Lanes(_ x: UInt64) -> UInt64 {
    let t = x &+ 0x0080_0080_0080_0080
    return ((t &+ ((t >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
  }

  /// Blends `color` through `count` coverage bytes into the pixels at `destination`:
  /// `color × c + destination × (1 − alpha × c)`, every product rounded to 8 bits.
  @inline(__always)
  static func blendSolid(
    _ color: PremultipliedColor, coverage: UnsafePointer<UInt8>, count: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    let source =
      UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16
      | UInt32(color.a) << 24
    let sourceLanes = spread(source)
    let alpha = UInt32(color.a)
    let opaque = alpha == 255
    let pixels = UnsafeMutableRawPointer(destination)
    var i = 0
    while i < count {
      // Glyph masks are mostly empty: step over eight blank pixels at a time.
      if i + 8 <= count,
        UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self) == 0
      {
        i += 8
        continue
      }
      let c = UInt32(coverage[i])
      if c == 255 && opaque {
        pixels.storeBytes(of: source, toByteOffset: i * 4, as: UInt32.self)
      } else if c != 0 {
        let inverse = UInt64(255 - div255(alpha * c))
        let below = spread(pixels.load(fromByteOffset: i * 4, as: UInt32.self))
        let lanes = div255Lanes(sourceLanes &* UInt64(c)) &+ div255Lanes(below &* inverse)
        pixels.storeBytes(of: pack(lanes), toByteOffset: i * 4, as: UInt32.self)
      }
      i += 1
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
