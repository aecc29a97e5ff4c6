import Foundation
import Testing

@testable import Raster

@Suite struct GradientTests {
  static let redToBlue = Gradient(stops: [
    .init(location: 0, color: Palette.red), .init(location: 1, color: Palette.blue),
  ])

  /// Red → blue at parameter t, premultiplied opaque bytes.
  static func redBlue(_ t: Double) -> [Int] { [byte(1 - t), 0, byte(t), 255] }

  @Test(arguments: [0, 24, 49, 50, 75, 99])
  func linear_twoStops_interpolatesAlongTheLine(x: Int) {
    let canvas = makeCanvas(width: 100, height: 2)
    canvas.drawLinearGradient(Self.redToBlue, start: Point(0, 0), end: Point(100, 0))
    let t = (Double(x) + 0.5) / 100
    #expect(isNear(canvas.pixmap[x, 1], Self.redBlue(t)))
  }

  @Test func linear_beyondEnds_drawsNothingWithoutExtension() {
    let canvas = makeCanvas(width: 100, height: 1)
    canvas.drawLinearGradient(Self.redToBlue, start: Point(25, 0), end: Point(75, 0))
    #expect(canvas.pixmap[10, 0] == .white)
    #expect(canvas.pixmap[90, 0] == .white)
    #expect(isNear(canvas.pixmap[50, 0], Self.redBlue(25.5 / 50)))
  }

  @Test func linear_beyondEnds_extendsEachEndOnlyWhenAsked() {
    let before = makeCanvas(width: 100, height: 1)
    before.drawLinearGradient(
      Self.redToBlue, start: Point(25, 0), end: Point(75, 0), extend: .drawsBeforeStartLocation)
    #expect(bytes(before.pixmap[10, 0]) == [255, 0, 0, 255])
    #expect(before.pixmap[90, 0] == .white)
    let after = makeCanvas(width: 100, height: 1)
    after.drawLinearGradient(
      Self.redToBlue, start: Point(25, 0), end: Point(75, 0), extend: .drawsAfterEndLocation)
    #expect(after.pixmap[10, 0] == .white)
    #expect(bytes(after.pixmap[90, 0]) == [0, 0, 255, 255])
  }

  @Test func linear_whiteToClear_interpolatesStraightColours_likeCoreGraphics() {
    // CoreGraphics interpolates unpremultiplied components: halfway from opaque white to
    // transparent black is grey 0.5 at alpha 0.5, premultiplied to 0.25.
    let g = Gradient(stops: [.init(location: 0, color: .white), .init(location: 1, color: .clear)])
    let canvas = makeCanvas(width: 101, height: 1, background: .transparent)
    canvas.drawLinearGradient(g, start: Point(0.5, 0), end: Point(100.5, 0))
    #expect(isNear(canvas.pixmap[50, 0], [byte(0.25), byte(0.25), byte(0.25), byte(0.5)]))
  }

  @Test func linear_threeStops_hitsTheMiddleStopAtItsLocation() {
    let g = Gradient(stops: [
      .init(location: 1, color: Palette.blue), .init(location: 0, color: Palette.red),
      .init(location: 0.25, color: Palette.green),
    ])
    let canvas = makeCanvas(width: 101, height: 1)
    canvas.drawLinearGradient(g, start: Point(0.5, 0), end: Point(100.5, 0))
    #expect(isNear(canvas.pixmap[25, 0], [0, 255, 0, 255]))
    // t = 0.63, between green (0.25) and blue (1).
    let f = (0.63 - 0.25) / 0.75
    #expect(isNear(canvas.pixmap[63, 0], [0, byte(1 - f), byte(f), 255]))
  }

  @Test func radial_concentric_startAtCentre_endOnTheCircle_nothingBeyond() {
    let canvas = makeCanvas(width: 100, height: 100)
    canvas.drawRadialGradient(
      Self.redToBlue, startCenter: Point(50.5, 50.5), startRadius: 0,
      endCenter: Point(50.5, 50.5), endRadius: 40)
    #expect(isNear(canvas.pixmap[50, 50], [255, 0, 0, 255]))
    #expect(isNear(canvas.pixmap[90, 50], [0, 0, 255, 255]))  // distance 40: on the end circle
    #expect(isNear(canvas.pixmap[70, 50], Self.redBlue(0.5)))
    #expect(canvas.pixmap[95, 50] == .white)
    #expect(canvas.pixmap[0, 0] == .white)
  }

  @Test func radial_beyondTheEndCircle_extendsWhenAsked() {
    let canvas = makeCanvas(width: 100, height: 100)
    canvas.drawRadialGradient(
      Self.redToBlue, startCenter: Point(50.5, 50.5), startRadius: 0,
      endCenter: Point(50.5, 50.5), endRadius: 40, extend: .drawsAfterEndLocation)
    #expect(isNear(canvas.pixmap[95, 50], [0, 0, 255, 255]))
    #expect(isNear(canvas.pixmap[0, 0], [0, 0, 255, 255]))
  }

  @Test func radial_twoCircles_takesTheLargestParameter() {
    // Equal circles of radius 10 from x = 20.5 to x = 80.5 sweep a tube: the point at x = 50.5
    // lies on the circles at s = 1/3 and s = 2/3; the larger wins.
    let canvas = makeCanvas(width: 100, height: 100)
    canvas.drawRadialGradient(
      Self.redToBlue, startCenter: Point(20.5, 50.5), startRadius: 10,
      endCenter: Point(80.5, 50.5), endRadius: 10)
    #expect(isNear(canvas.pixmap[50, 50], Self.redBlue(2.0 / 3)))
    // Left of the start circle only s < 0 reaches: nothing without the extension…
    #expect(canvas.pixmap[5, 50] == .white)
    // …and the start colour with it.
    let extended = makeCanvas(width: 100, height: 100)
    extended.drawRadialGradient(
      Self.redToBlue, startCenter: Point(20.5, 50.5), startRadius: 10,
      endCenter: Point(80.5, 50.5), endRadius: 10, extend: .drawsBeforeStartLocation)
    #expect(isNear(extended.pixmap[5, 50], [255, 0, 0, 255]))
  }

  @Test func gradient_underTheClip_fillsOnlyTheClip() {
    let canvas = makeCanvas(width: 10, height: 10)
    canvas.clip(to: Rect(x: 2, y: 2, width: 3, height: 3))
    canvas.drawLinearGradient(
      Self.redToBlue, start: Point(0, 0), end: Point(10, 0), extend: .pad)
    #expect(canvas.pixmap[1, 1] == .white)
    #expect(canvas.pixmap[5, 3] == .white)
    #expect(isNear(canvas.pixmap[3, 3], Self.redBlue(0.35)))
  }

  @Test func gradient_globalAlpha_scalesTheColours() {
    let canvas = makeCanvas(width: 10, height: 1, background: .transparent)
    canvas.alpha = 0.5
    canvas.drawLinearGradient(Self.redToBlue, start: Point(0, 0), end: Point(10, 0))
    #expect(isNear(canvas.pixmap[0, 0], [byte(0.95 * 0.5), 0, byte(0.05 * 0.5), byte(0.5)]))
  }
}
