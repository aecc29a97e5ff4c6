/// The perceptual distance of two premultiplied RGBA8 pixels.
///
/// An opaque pair is compared as it is. A translucent pixel looks different on every
/// background, so it is compared as seen over black and over white, and the larger ΔE counts:
/// transparent against opaque black is then as far apart as white is from black.
@inline(__always)
func deltaE(reference: UInt32, actual: UInt32) -> Double {
  let overBlack = CIELab(packed: actual, over: 0).deltaE94(
    from: CIELab(packed: reference, over: 0))
  if reference >> 24 == 255 && actual >> 24 == 255 { return overBlack }
  let overWhite = CIELab(packed: actual, over: 255).deltaE94(
    from: CIELab(packed: reference, over: 255))
  return max(overBlack, overWhite)
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
