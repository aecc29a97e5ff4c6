// A pixel packed in a UInt32 as it lies in memory on a little-endian machine: r | g << 8 |
// b << 16 | a << 24. Two channels at a time ride in the 0x00FF00FF lanes, the classic trick
// that keeps source-over in integer arithmetic.

enum PackedPixel {
  /// Every channel of `p` times `factor / 255`, rounded to nearest (exact for all inputs).
  @inline(__always)
  static func scale(_ p: UInt32, by factor: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* factor &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ga = ((p >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ga
  }

  /// round(a · b / 255) for bytes a and b.
  @inline(__always)
  static func mulDiv255(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 128
    return (t &+ (t >> 8)) >> 8
  }

  /// Premultiplied source-over: s + d·(1 − sa).
  @inline(__always)
  static func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
    s &+ scale(d, by: 255 &- (s >> 24))
  }

  @inline(__always)
  static func unit(_ p: UInt32) -> UnitPixel {
    UnitPixel(
      Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24)) / 255
  }

  /// Rounds a premultiplied unit pixel to bytes, keeping every colour channel at most alpha.
  @inline(__always)
  static func pack(_ u: UnitPixel) -> UInt32 {
    // NaN (from out-of-range input such as straight alpha in caller memory) reads as 0.
    let finite = u.replacing(with: 0, where: u .!= u)
    let bytes = roundedToNearestEven(clamp(finite, to: .one) * 255)
    let a = UInt32(bytes.w)
    let r = min(UInt32(bytes.x), a)
    let g = min(UInt32(bytes.y), a)
    let b = min(UInt32(bytes.z), a)
    return r | g << 8 | b << 16 | a << 24
  }

  /// Each channel of `u` between 0 and the same channel of `upper`. Written as selects: the
  /// standard library's `clamped(lowerBound:upperBound:)` calls its generic `pointwiseMin` and
  /// `pointwiseMax` out of line for every pixel.
  @inline(__always)
  static func clamp(_ u: UnitPixel, to upper: UnitPixel) -> UnitPixel {
    let low = u.replacing(with: 0, where: u .< 0)
    return low.replacing(with: upper, where: low .> upper)
  }

  /// `v.rounded(.toNearestOrEven)` for channels from 0 to 255, without a call to `rintf` a
  /// channel: adding 2²³ leaves no fraction bits, so the addition itself rounds to the nearest
  /// whole number, ties to even, and taking 2²³ away again is exact.
  @inline(__always)
  static func roundedToNearestEven(_ v: UnitPixel) -> UnitPixel {
    let shift = UnitPixel(repeating: 8_388_608)
    return (v + shift) - shift
  }

  /// Source-over of one translucent colour onto a run, four pixels per step: the even and odd
  /// bytes of each pixel ride in the halves of 16-bit lanes, as in `scale`. The interiors of
  /// translucent fills, the bulk of UI drawing, go through here.
  static func sourceOver(solid s: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
    let inverse = 255 &- (s >> 24)
    let inverse16 = SIMD8<UInt16>(repeating: UInt16(inverse))
    let low = SIMD8<UInt16>(repeating: 0x00FF)
    let half = SIMD8<UInt16>(repeating: 0x0080)
    let source = unsafeBitCast(SIMD4<UInt32>(repeating: s), to: SIMD8<UInt16>.self)
    var i = 0
    while i + 4 <= count {
      let raw = UnsafeMutableRawPointer(dst + i)
      let d = raw.loadUnaligned(as: SIMD8<UInt16>.self)
      var even = (d & low) &* inverse16 &+ half
      even = ((even &+ (even &>> 8)) &>> 8) & low
      var odd = (d &>> 8) &* inverse16 &+ half
      odd = (odd &+ (odd &>> 8)) & ~low
      raw.storeBytes(of: (even | odd) &+ source, as: SIMD8<UInt16>.self)
      i += 4
    }
    while i < count {
      dst[i] = s &+ scale(dst[i], by: inverse)
      i += 1
    }
  }
}
