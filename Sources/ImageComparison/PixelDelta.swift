/// The perceptual distance of premultiplied RGBA8 pixels, remembering the CIELAB of recent
/// colours: a UI image repeats few colours, so most differing pixels find theirs here instead of
/// paying three cube roots.
struct PixelDelta {
  private static let slots = 4096
  private var keys = [UInt64](repeating: 0, count: PixelDelta.slots)
  private var labs = [CIELab](
    repeating: CIELab(red: 0, green: 0, blue: 0), count: PixelDelta.slots)

  /// The ΔE94 of `actual` from `reference`. An opaque pair is compared as it is. A translucent
  /// pixel looks different on every background, so it is compared as seen over black and over
  /// white, and the larger ΔE counts: transparent against opaque black is then as far apart as
  /// white is from black.
  @inline(__always)
  mutating func deltaE(reference: UInt32, actual: UInt32) -> Double {
    let overBlack = lab(actual, over: 0).deltaE94(from: lab(reference, over: 0))
    if reference >> 24 == 255 && actual >> 24 == 255 { return overBlack }
    let overWhite = lab(actual, over: 255).deltaE94(from: lab(reference, over: 255))
    return max(overBlack, overWhite)
  }

  /// The pixel over the grey `background`, in CIELAB, from the cache when it is there.
  @inline(__always)
  private mutating func lab(_ packed: UInt32, over background: UInt32) -> CIELab {
    // Bit 63 marks a used slot; the slot is a multiplicative hash of the colour.
    let key = UInt64(packed) | UInt64(background) << 32 | 1 << 63
    let slot = Int((packed &* 2_654_435_761) >> 20) ^ Int(background & 1)
    if keys[slot] == key { return labs[slot] }
    let lab = CIELab(packed: packed, over: background)
    keys[slot] = key
    labs[slot] = lab
    return lab
  }
}

extension CIELab {
  /// A premultiplied pixel (bytes r, g, b, a from the low end) composited over the grey
  /// `background` (0 black, 255 white), as an sRGB blend does: c + background × (1 − a).
  @inline(__always)
  init(packed: UInt32, over background: UInt32) {
    let uncovered = (255 - (packed >> 24)) * background / 255
    self.init(
      red: UInt8(min((packed & 0xFF) + uncovered, 255)),
      green: UInt8(min((packed >> 8 & 0xFF) + uncovered, 255)),
      blue: UInt8(min((packed >> 16 & 0xFF) + uncovered, 255)))
  }
}
