// The blend formulas on premultiplied pixels in 0…1 (SIMD4 lanes r, g, b, a).
//
// PDF / W3C modes: co = cs·(1 − ab) + cb·(1 − as) + as·ab·B(Cb, Cs), ao = as + ab − as·ab, with
// Cs = cs / as and Cb = cb / ab the straight colours. Porter–Duff: co = cs·Fa + cb·Fb.
// plusDarker generalises Apple's opaque formula to premultiplied pixels the way plusLighter is:
// ao = min(1, as + ab), co = max(0, ao − ((as − cs) + (ab − cb))); it equals Apple's formula
// when both pixels are opaque and leaves the source unchanged over a transparent pixel.

typealias UnitPixel = SIMD4<Float>

extension BlendMode {
  /// The result of blending premultiplied source `s` onto premultiplied destination `d`, before
  /// coverage.
  func blend(_ s: UnitPixel, _ d: UnitPixel) -> UnitPixel {
    let sa = s.w
    let da = d.w
    switch self {
    case .clear: return .zero
    case .copy: return s
    case .sourceIn: return s * da
    case .sourceOut: return s * (1 - da)
    case .sourceAtop: return s * da + d * (1 - sa)
    case .destinationOver: return s * (1 - da) + d
    case .destinationIn: return d * sa
    case .destinationOut: return d * (1 - sa)
    case .destinationAtop: return s * (1 - da) + d * sa
    case .xor: return s * (1 - da) + d * (1 - sa)
    case .plusLighter: return UnitPixel.one.replacing(with: s + d, where: s + d .< 1)
    case .plusDarker:
      let a = min(1, sa + da)
      let rgb = (a - ((sa - s) + (da - d))).clamped(lowerBound: .zero, upperBound: .one)
      return UnitPixel(rgb.x, rgb.y, rgb.z, a)
    default:
      let cs = SIMD3(s.x, s.y, s.z)
      let cb = SIMD3(d.x, d.y, d.z)
      let straightS = sa > 0 ? cs / sa : .zero
      let straightB = da > 0 ? cb / da : .zero
      let mixed = blendStraight(straightB, straightS)
      let rgb = cs * (1 - da) + cb * (1 - sa) + sa * da * mixed
      return UnitPixel(rgb.x, rgb.y, rgb.z, sa + da - sa * da)
    }
  }

  /// B(Cb, Cs) of the PDF / W3C modes, on straight colours.
  private func blendStraight(_ b: SIMD3<Float>, _ s: SIMD3<Float>) -> SIMD3<Float> {
    switch self {
    case .hue: return setLum(setSat(s, sat(b)), lum(b))
    case .saturation: return setLum(setSat(b, sat(s)), lum(b))
    case .color: return setLum(s, lum(b))
    case .luminosity: return setLum(b, lum(s))
    default:
      return SIMD3(separable(b.x, s.x), separable(b.y, s.y), separable(b.z, s.z))
    }
  }

  private func separable(_ b: Float, _ s: Float) -> Float {
    switch self {
    case .multiply: return b * s
    case .screen: return b + s - b * s
    case .overlay: return BlendMode.hardLight.separable(s, b)
    case .darken: return min(b, s)
    case .lighten: return max(b, s)
    case .colorDodge:
      if b == 0 { return 0 }
      return s >= 1 ? 1 : min(1, b / (1 - s))
    case .colorBurn:
      if b >= 1 { return 1 }
      return s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
    case .hardLight:
      return s <= 0.5 ? b * 2 * s : BlendMode.screen.separable(b, 2 * s - 1)
    case .softLight:
      if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
      let dB = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
      return b + (2 * s - 1) * (dB - b)
    case .difference: return abs(b - s)
    case .exclusion: return b + s - 2 * b * s
    default: return s
    }
  }
}

private func lum(_ c: SIMD3<Float>) -> Float {
  0.3 * c.x + 0.59 * c.y + 0.11 * c.z
}

private func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
  clipColor(c + (l - lum(c)))
}

private func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
  let l = lum(c)
  let n = c.min()
  let x = c.max()
  var out = c
  // The guards keep a grey out of range (n = l or x = l) from dividing by zero.
  if n < 0 && l > n { out = l + (out - l) * l / (l - n) }
  if x > 1 && x > l { out = l + (out - l) * (1 - l) / (x - l) }
  return out
}

private func sat(_ c: SIMD3<Float>) -> Float {
  c.max() - c.min()
}

/// The colour with the hue of `c` and saturation `s`: the PDF's SetSat, which rescales the
/// components so the smallest is 0 and the largest is `s`.
private func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
  let n = c.min()
  let x = c.max()
  guard x > n else { return .zero }
  return (c - n) * s / (x - n)
}
