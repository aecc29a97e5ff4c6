import Foundation
import Testing

@testable import Raster

/// Each blend mode against its published formula, computed here independently in Double on
/// straight colours (W3C Compositing and Blending: Cs' = (1 − ab)·Cs + ab·B(Cb, Cs), then
/// source-over), then rounded.
@Suite struct BlendModeTests {
  /// Hand-chosen premultiplied (source, destination) pairs: opaque, translucent, transparent,
  /// and extremes that hit the formulas' special cases.
  static let pairs: [(PremultipliedColor, PremultipliedColor)] = [
    (.init(r: 200, g: 100, b: 30, a: 255), .init(r: 40, g: 160, b: 220, a: 255)),
    (.init(r: 60, g: 20, b: 100, a: 128), .init(r: 200, g: 180, b: 10, a: 255)),
    (.init(r: 255, g: 0, b: 128, a: 255), .init(r: 30, g: 60, b: 20, a: 100)),
    (.init(r: 10, g: 90, b: 40, a: 90), .init(r: 0, g: 0, b: 0, a: 0)),
    (.init(r: 0, g: 0, b: 0, a: 0), .init(r: 120, g: 50, b: 90, a: 200)),
    (.init(r: 255, g: 255, b: 0, a: 255), .init(r: 0, g: 255, b: 255, a: 255)),
  ]

  @Test func modes_areInAppleOrder_withCGRawValues() {
    #expect(BlendMode.allCases.count == 28)
    #expect(BlendMode.luminosity.rawValue == 15)
    #expect(BlendMode.clear.rawValue == 16)
    #expect(BlendMode.xor.rawValue == 25)
    #expect(BlendMode.plusLighter.rawValue == 27)
  }

  @Test(arguments: BlendMode.allCases)
  func blend_fullCoverage_matchesFormula(mode: BlendMode) {
    for (s, d) in Self.pairs {
      let pixmap = solidPixmap(width: 1, height: 1, d)
      withSink(pixmap, source: .solid(packed(s)), mode: mode) { $0.blendFull(y: 0, x: 0, count: 1) }
      let expected = Oracle.blend(mode, s, d)
      #expect(isNear(pixmap[0, 0], expected), "\(mode) s=\(bytes(s)) d=\(bytes(d))")
    }
  }

  @Test(arguments: [BlendMode.normal, .multiply, .copy, .sourceIn, .xor, .hue, .plusDarker])
  func blend_partialCoverage_lerpsBetweenDestinationAndResult(mode: BlendMode) {
    for (s, d) in Self.pairs {
      let pixmap = solidPixmap(width: 1, height: 1, d)
      withSink(pixmap, source: .solid(packed(s)), mode: mode) { feed(&$0, y: 0, x: 0, [64]) }
      let full = Oracle.blend(mode, s, d)
      let c = 64.0 / 255
      let expected = zip(bytes(d), full).map {
        Int((Double($0) + (Double($1) - Double($0)) * c).rounded())
      }
      // The full result is itself rounded, so allow one more level.
      #expect(isNear(pixmap[0, 0], expected, tolerance: 2), "\(mode) s=\(bytes(s)) d=\(bytes(d))")
    }
  }

  @Test func normal_zeroCoverage_leavesDestination() {
    let d = PremultipliedColor(r: 1, g: 2, b: 3, a: 4)
    let pixmap = solidPixmap(width: 3, height: 1, d)
    withSink(pixmap, source: .solid(packed(.black))) { feed(&$0, y: 0, x: 0, [0, 0, 0]) }
    #expect(pixmap[1, 0] == d)
  }

  @Test func normal_opaqueSolid_fullRun_replacesPixels() {
    let pixmap = solidPixmap(width: 4, height: 1, .white)
    let opaqueRed = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    withSink(pixmap, source: .solid(packed(opaqueRed))) { $0.blendFull(y: 0, x: 1, count: 2) }
    #expect(
      [pixmap[0, 0], pixmap[1, 0], pixmap[2, 0], pixmap[3, 0]] == [
        .white, opaqueRed, opaqueRed, .white,
      ])
  }

  @Test func normal_translucentSolid_longRun_matchesFormulaOnEveryPixel() {
    // Seven pixels: one four-pixel vector step and a three-pixel tail, over varied colours.
    let pixmap = try! Pixmap(width: 7, height: 1)
    let destinations: [PremultipliedColor] = (0..<7).map { (i: Int) -> PremultipliedColor in
      let r = UInt8(i * 30)
      let g = UInt8(200 - i * 20)
      let b = UInt8(i * 7)
      let a = UInt8(200 + i * 9)
      return PremultipliedColor(r: r, g: g, b: b, a: a)
    }
    for (x, d) in destinations.enumerated() { pixmap[x, 0] = d }
    let s = PremultipliedColor(r: 90, g: 30, b: 120, a: 150)
    withSink(pixmap, source: .solid(packed(s))) { $0.blendFull(y: 0, x: 0, count: 7) }
    for (x, d) in destinations.enumerated() {
      #expect(isNear(pixmap[x, 0], Oracle.blend(.normal, s, d)), "pixel \(x)")
    }
  }

  @Test func antialiasOff_thresholdsCoverageAtHalf() {
    let pixmap = solidPixmap(width: 2, height: 1, .white)
    withSink(pixmap, source: .solid(packed(.black)), antialias: false) {
      feed(&$0, y: 0, x: 0, [127, 128])
    }
    #expect(pixmap[0, 0] == .white)
    #expect(pixmap[1, 0] == .black)
  }
}

/// The formulas, written from the specifications on straight colours in Double.
enum Oracle {
  static func blend(_ mode: BlendMode, _ s: PremultipliedColor, _ d: PremultipliedColor) -> [Int] {
    let sp = bytes(s).map { Double($0) / 255 }
    let dp = bytes(d).map { Double($0) / 255 }
    let out: [Double]
    if let f = porterDuff(mode, sa: sp[3], da: dp[3]) {
      out = (0..<4).map { sp[$0] * f.0 + dp[$0] * f.1 }
    } else if mode == .plusLighter {
      out = (0..<4).map { min(1, sp[$0] + dp[$0]) }
    } else if mode == .plusDarker {
      // Apple: R = max(0, 1 − ((1 − D) + (1 − S))) on opaque colours, generalised to
      // premultiplied values with the result alpha in place of 1.
      let a = min(1, sp[3] + dp[3])
      out = (0..<3).map { max(0, a - ((sp[3] - sp[$0]) + (dp[3] - dp[$0]))) } + [a]
    } else {
      let sa = sp[3]
      let da = dp[3]
      let cs = (0..<3).map { sa > 0 ? sp[$0] / sa : 0 }
      let cb = (0..<3).map { da > 0 ? dp[$0] / da : 0 }
      let mixed = mix(mode, cb: cb, cs: cs)
      let sPrime = (0..<3).map { (1 - da) * cs[$0] + da * mixed[$0] }
      let ao = sa + da * (1 - sa)
      out = (0..<3).map { sa * sPrime[$0] + da * cb[$0] * (1 - sa) } + [ao]
    }
    return out.map { Int((min(max($0, 0), 1) * 255).rounded()) }
  }

  /// (Fa, Fb) of the Porter–Duff operators.
  static func porterDuff(_ mode: BlendMode, sa: Double, da: Double) -> (Double, Double)? {
    switch mode {
    case .clear: return (0, 0)
    case .copy: return (1, 0)
    case .sourceIn: return (da, 0)
    case .sourceOut: return (1 - da, 0)
    case .sourceAtop: return (da, 1 - sa)
    case .destinationOver: return (1 - da, 1)
    case .destinationIn: return (0, sa)
    case .destinationOut: return (0, 1 - sa)
    case .destinationAtop: return (1 - da, sa)
    case .xor: return (1 - da, 1 - sa)
    default: return nil
    }
  }

  static func mix(_ mode: BlendMode, cb: [Double], cs: [Double]) -> [Double] {
    switch mode {
    case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
    case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
    case .color: return setLum(cs, lum(cb))
    case .luminosity: return setLum(cb, lum(cs))
    default: return (0..<3).map { separable(mode, cb[$0], cs[$0]) }
    }
  }

  static func separable(_ mode: BlendMode, _ b: Double, _ s: Double) -> Double {
    switch mode {
    case .normal: return s
    case .multiply: return b * s
    case .screen: return b + s - b * s
    case .overlay: return separable(.hardLight, s, b)
    case .darken: return min(b, s)
    case .lighten: return max(b, s)
    case .colorDodge: return b == 0 ? 0 : (s == 1 ? 1 : min(1, b / (1 - s)))
    case .colorBurn: return b == 1 ? 1 : (s == 0 ? 0 : 1 - min(1, (1 - b) / s))
    case .hardLight: return s <= 0.5 ? b * 2 * s : separable(.screen, b, 2 * s - 1)
    case .softLight:
      if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
      let dd = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : sqrt(b)
      return b + (2 * s - 1) * (dd - b)
    case .difference: return abs(b - s)
    case .exclusion: return b + s - 2 * b * s
    default: fatalError("not separable: \(mode)")
    }
  }

  static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

  static func clipColor(_ c: [Double]) -> [Double] {
    let l = lum(c)
    let n = c.min()!
    let x = c.max()!
    var out = c
    if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
    if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
    return out
  }

  static func setLum(_ c: [Double], _ l: Double) -> [Double] {
    let d = l - lum(c)
    return clipColor(c.map { $0 + d })
  }

  static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

  /// The specification's SetSat, written with its max / mid / min bookkeeping.
  static func setSat(_ c: [Double], _ s: Double) -> [Double] {
    let order = [0, 1, 2].sorted { c[$0] < c[$1] }
    let (iMin, iMid, iMax) = (order[0], order[1], order[2])
    var out = [0.0, 0.0, 0.0]
    if c[iMax] > c[iMin] {
      out[iMid] = (c[iMid] - c[iMin]) * s / (c[iMax] - c[iMin])
      out[iMax] = s
    }
    out[iMin] = 0
    return out
  }
}

@Suite struct BlendModeRobustnessTests {
  /// Caller memory may hold bytes that are not valid premultiplied pixels (colour above alpha,
  /// as straight alpha would be): the non-separable modes must still give a pixel.
  @Test(arguments: [BlendMode.hue, .saturation, .color, .luminosity])
  func nonSeparableModes_overInvalidPremultipliedBytes_doNotTrap(mode: BlendMode) throws {
    let pixmap = try Pixmap(
      width: 2, height: 2, filledWith: PremultipliedColor(r: 200, g: 200, b: 200, a: 10))
    let canvas = Canvas(pixmap: pixmap)
    canvas.blendMode = mode
    canvas.fillPaint = .color(Color(red: 0.5, green: 0.5, blue: 0.5))
    canvas.fillRect(Rect(x: 0, y: 0, width: 2, height: 2))
    #expect(pixmap[0, 0].a == 255)
  }
}

@Suite struct GradientRobustnessTests {
  /// Concentric circles whose radii differ by an ulp put a pixel 4 px out at t ≈ 1e19, past
  /// the range of Int: the extended gradient paints it with the end colour.
  @Test func extendedRadialGradient_tinyRadiusStep_paintsTheEndColour() throws {
    let pixmap = try Pixmap(width: 8, height: 8)
    let canvas = Canvas(pixmap: pixmap)
    let gradient = Gradient(stops: [
      .init(location: 0, color: .black), .init(location: 1, color: .white),
    ])
    let r0 = 0.001
    canvas.drawRadialGradient(
      gradient, startCenter: Point(4, 4), startRadius: r0, endCenter: Point(4, 4),
      endRadius: r0.nextUp, extend: .pad)
    #expect(pixmap[4, 0] == .white)
  }
}
