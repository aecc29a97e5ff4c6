import Testing

@testable import Raster

/// Outside a gradient that does not extend, CoreGraphics paints nothing: under every blend
/// mode those pixels keep their bytes, while inside the mode's formula applies.
@Suite struct GradientExtentTests {
  /// Straight white whose alpha runs from 0 to 1: premultiplied, every byte is t.
  static let fadeIn = Gradient(stops: [
    .init(location: 0, color: Color(red: 1, green: 1, blue: 1, alpha: 0)),
    .init(location: 1, color: .white),
  ])
  /// A half-transparent destination with distinct channels.
  static let destination = PremultipliedColor(r: 40, g: 80, b: 120, a: 200)
  static let modes: [BlendMode] = [
    .copy, .clear, .sourceIn, .sourceOut, .destinationIn, .destinationAtop,
  ]

  /// A 10×1 canvas of `destination` with `fadeIn` drawn from x = 3 to x = 7 under `mode`.
  static func linearCanvas(_ mode: BlendMode, extend: GradientExtension = []) -> Canvas {
    let canvas = makeCanvas(width: 10, height: 1, background: destination)
    canvas.blendMode = mode
    canvas.drawLinearGradient(fadeIn, start: Point(3, 0), end: Point(7, 0), extend: extend)
    return canvas
  }

  /// A 9×9 canvas of `destination` with `fadeIn` drawn from a point to a circle of radius 3,
  /// both at the centre (4.5, 4.5): s is the distance from the centre over 3.
  static func radialCanvas(_ mode: BlendMode) -> Canvas {
    let canvas = makeCanvas(width: 9, height: 9, background: destination)
    canvas.blendMode = mode
    canvas.drawRadialGradient(
      fadeIn, startCenter: Point(4.5, 4.5), startRadius: 0, endCenter: Point(4.5, 4.5),
      endRadius: 3)
    return canvas
  }

  /// `destination` times `alpha`, as `.destinationIn` gives it.
  static func destination(times alpha: Double) -> [Int] {
    bytes(destination).map { Int((Double($0) * alpha).rounded()) }
  }

  @Test(arguments: modes)
  func linear_nonExtended_leavesPixelsBeyondBothEndsUntouched(mode: BlendMode) {
    let canvas = Self.linearCanvas(mode)
    // Centres 0.5…2.5 lie before the start (x = 3), 7.5…9.5 after the end (x = 7).
    for x in [0, 1, 2, 7, 8, 9] { #expect(canvas.pixmap[x, 0] == Self.destination, "x \(x)") }
  }

  @Test func linear_copy_replacesPixelsInsideWithTheGradient() {
    let canvas = Self.linearCanvas(.copy)
    // Centre 5.5: t = (5.5 − 3) / 4 = 0.625; centre 3.5: t = 0.125.
    #expect(isNear(canvas.pixmap[5, 0], [byte(0.625), byte(0.625), byte(0.625), byte(0.625)]))
    #expect(isNear(canvas.pixmap[3, 0], [byte(0.125), byte(0.125), byte(0.125), byte(0.125)]))
  }

  @Test func linear_destinationIn_scalesPixelsInsideBySourceAlpha() {
    let canvas = Self.linearCanvas(.destinationIn)
    #expect(isNear(canvas.pixmap[5, 0], Self.destination(times: 0.625)))
    #expect(isNear(canvas.pixmap[6, 0], Self.destination(times: 0.875)))
  }

  @Test func linear_copyExtendedBeforeStart_paintsOnlyThatSide() {
    let canvas = Self.linearCanvas(.copy, extend: .drawsBeforeStartLocation)
    // Before the start the first colour (alpha 0) continues and `.copy` writes it.
    #expect(canvas.pixmap[0, 0] == .transparent)
    #expect(canvas.pixmap[9, 0] == Self.destination)
  }

  @Test(arguments: modes)
  func radial_nonExtended_leavesPixelsOutsideTheEndCircleUntouched(mode: BlendMode) {
    let canvas = Self.radialCanvas(mode)
    // Distances from the centre: (0, 0) 5.66, (8, 4) 4, (4, 0) 4, (1, 1) 4.24 — all past 3.
    for (x, y) in [(0, 0), (8, 4), (4, 0), (1, 1), (8, 8)] {
      #expect(canvas.pixmap[x, y] == Self.destination, "(\(x), \(y))")
    }
  }

  @Test func radial_copy_replacesPixelsInsideWithTheGradient() {
    let canvas = Self.radialCanvas(.copy)
    // (5, 4) is 1 from the centre: s = 1/3; (6, 4) is 2 away: s = 2/3.
    let third = byte(1.0 / 3)
    let twoThirds = byte(2.0 / 3)
    #expect(isNear(canvas.pixmap[5, 4], [third, third, third, third]))
    #expect(isNear(canvas.pixmap[6, 4], [twoThirds, twoThirds, twoThirds, twoThirds]))
  }

  @Test func radial_destinationIn_scalesPixelsInsideBySourceAlpha() {
    let canvas = Self.radialCanvas(.destinationIn)
    #expect(isNear(canvas.pixmap[5, 4], Self.destination(times: 1.0 / 3)))
    #expect(isNear(canvas.pixmap[4, 6], Self.destination(times: 2.0 / 3)))
    // The centre is s = 0, alpha 0: inside the gradient, so erased.
    #expect(canvas.pixmap[4, 4] == .transparent)
  }
}
