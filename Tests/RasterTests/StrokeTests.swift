import Foundation
import Testing

@testable import Raster

@Suite struct StrokeTests {
  static func stroke(
    _ path: Path, _ style: StrokeStyle, transform: Transform = .identity, width: Int = 48,
    height: Int = 32
  ) -> CoverageMaskSink {
    let outline = strokeOutline(path, style: style, transform: transform)
    return coverageMask(outline, width: width, height: height, fillRule: .nonZero)
  }

  static func area(_ mask: CoverageMaskSink) -> Double {
    mask.mask.reduce(0.0) { $0 + Double($1) / 255 }
  }

  static func line(_ points: Point...) -> Path {
    var p = Path()
    p.addLines(between: points)
    return p
  }

  static let horizontal = line(Point(5, 10), Point(25, 10))

  @Test func buttCap_endsAtTheEndpoints() {
    let mask = Self.stroke(Self.horizontal, StrokeStyle(width: 4))
    #expect(abs(Self.area(mask) - 80) < 0.1)
    for y in 8..<12 {
      #expect(mask[4, y] == 0 && mask[5, y] == 255 && mask[24, y] == 255 && mask[25, y] == 0)
    }
    #expect(mask[10, 7] == 0 && mask[10, 12] == 0)
  }

  @Test func squareCap_extendsByHalfTheWidth() {
    let mask = Self.stroke(Self.horizontal, StrokeStyle(width: 4, cap: .square))
    #expect(abs(Self.area(mask) - 96) < 0.1)
    #expect(mask[2, 9] == 0 && mask[3, 9] == 255 && mask[26, 9] == 255 && mask[27, 9] == 0)
  }

  @Test func roundCap_addsAHalfDiscAtEachEnd() {
    let mask = Self.stroke(Self.horizontal, StrokeStyle(width: 4, cap: .round))
    #expect(abs(Self.area(mask) - (80 + 4 * Double.pi)) < 0.2)
    #expect(mask[3, 9] > 200 && mask[3, 8] < 255 && mask[2, 9] == 0)
  }

  /// A right-angle corner at (20, 20): along +x, then up (−y); the outer corner is the square
  /// 20…22 × 20…22, of which a miter fills all, a bevel half, a round join a quarter disc.
  static let corner = line(Point(5, 20), Point(20, 20), Point(20, 5))

  @Test(arguments: [(LineJoin.miter, 4.0), (.bevel, 2.0), (.round, Double.pi)])
  func join_fillsTheOuterCorner(join: LineJoin, cornerArea: Double) {
    let mask = Self.stroke(Self.corner, StrokeStyle(width: 4, join: join))
    #expect(abs(Self.area(mask) - (116 + cornerArea)) < 0.2)
    #expect(mask[20, 20] == 255)
    switch join {
    case .miter: #expect(mask[21, 21] == 255)
    case .bevel:
      #expect(mask[21, 21] == 0)
      #expect(abs(Int(mask[20, 21]) - 128) <= 1)
    case .round: #expect(mask[21, 21] > 0 && mask[21, 21] < 255)
    }
  }

  /// Two segments meeting at (30, 12) at about 7.6°: the miter is 1 / sin(3.8°) ≈ 15.1 widths.
  static let sharp = line(Point(2, 10), Point(30, 12), Point(2, 14))

  @Test func miterLimit_switchesToBevel_andAllowsTheTipAboveIt() {
    let bevelled = Self.stroke(Self.sharp, StrokeStyle(width: 2, miterLimit: 10), width: 64)
    let mitered = Self.stroke(Self.sharp, StrokeStyle(width: 2, miterLimit: 16), width: 64)
    #expect((32..<64).allSatisfy { bevelled[$0, 12] == 0 })
    // The tip reaches 30 + 15.1 − … ≈ 44 along the bisector (y = 12).
    #expect(mitered[40, 11] > 0 || mitered[40, 12] > 0)
    #expect(mitered[47, 12] == 0)
  }

  @Test func dashes_paintTheirLengths_fromThePhase() {
    let path = Self.line(Point(0, 5), Point(40, 5))
    for (phase, firstOff) in [(0.0, 6), (3.0, 3)] {
      let mask = Self.stroke(path, StrokeStyle(width: 2, dashes: [6, 4], dashPhase: phase))
      for x in 0..<40 {
        // Position along the pattern of period 10, 6 on then 4 off.
        let inPattern = (x + Int(phase)) % 10
        let on = inPattern < 6
        #expect(
          mask[x, 4] == (on ? 255 : 0) && mask[x, 5] == (on ? 255 : 0), "x \(x) phase \(phase)")
      }
      #expect(mask[firstOff, 4] == 0 && mask[firstOff - 1, 4] == 255)
    }
  }

  @Test(arguments: [[Double](), [-1, 4], [0, 0], [.nan]])
  func invalidDashes_drawSolid(dashes: [Double]) {
    let mask = Self.stroke(Self.horizontal, StrokeStyle(width: 2, dashes: dashes))
    #expect(abs(Self.area(mask) - 40) < 0.1)
  }

  @Test func roundCappedZeroLengthDashes_drawDots() {
    let path = Self.line(Point(4, 10), Point(44, 10))
    let mask = Self.stroke(path, StrokeStyle(width: 4, cap: .round, dashes: [0, 10]))
    // Dots at 4, 14, 24, 34, 44 (the last one at the very end) of area 4π each.
    #expect(abs(Self.area(mask) - 5 * 4 * Double.pi) < 0.5)
    #expect(mask[4, 10] > 0 && mask[9, 10] == 0 && mask[14, 10] > 0)
  }

  @Test func hairline_isOneDevicePixelWide_underScale() {
    let path = Self.line(Point(1, 1), Point(10, 1))
    let mask = Self.stroke(path, StrokeStyle(width: 0), transform: .scale(x: 3, y: 3))
    // Each half-covered pixel rounds 127.5 up to 128.
    #expect(abs(Self.area(mask) - 27 * 2 * 128 / 255) < 0.05)
    #expect(abs(Int(mask[10, 2]) - 128) <= 1 && abs(Int(mask[10, 3]) - 128) <= 1)
  }

  @Test(arguments: [(LineCap.round, 9 * Double.pi), (.square, 36), (.butt, 0)])
  func zeroLengthSubpath_drawsCapShapedDot(cap: LineCap, area: Double) {
    let path = Self.line(Point(10, 10), Point(10, 10))
    let mask = Self.stroke(path, StrokeStyle(width: 6, cap: cap))
    #expect(abs(Self.area(mask) - area) < 0.2)
    if cap == .square { #expect(mask[7, 7] == 255 && mask[12, 12] == 255 && mask[6, 7] == 0) }
  }

  @Test func closedSubpath_joinsAtStart_andLeavesInsideEmpty() {
    var square = Path()
    square.addRect(Rect(x: 5, y: 5, width: 20, height: 20))
    let mask = Self.stroke(square, StrokeStyle(width: 2, cap: .round))
    #expect(abs(Self.area(mask) - (22 * 22 - 18 * 18)) < 0.1)
    #expect(mask[15, 15] == 0 && mask[4, 4] == 255 && mask[25, 4] == 255)
  }

  @Test func closedSingleSegment_turnsBackWithJoins_notCaps() {
    var there = Self.horizontal
    there.close()
    // Square caps do not apply; the round join at each end turns the stroke back in a half
    // disc, a miter join at a full reversal falls back to a bevel (flat ends).
    let round = Self.stroke(there, StrokeStyle(width: 4, cap: .square, join: .round))
    #expect(abs(Self.area(round) - (80 + 4 * Double.pi)) < 0.2)
    let miter = Self.stroke(there, StrokeStyle(width: 4, cap: .square, join: .miter))
    #expect(abs(Self.area(miter) - 80) < 0.1)
  }

  @Test func selfCrossingStroke_doesNotCancelWhereItOverlaps() {
    let path = Self.line(Point(2, 2), Point(22, 22), Point(22, 2), Point(2, 22))
    let mask = Self.stroke(path, StrokeStyle(width: 3))
    #expect(mask[11, 11] == 255 && mask[12, 12] == 255)
  }

  @Test func nonUniformTransform_makesThePenElliptical() {
    let path = Self.line(Point(2, 2), Point(12, 2), Point(12, 8))
    let mask = Self.stroke(path, StrokeStyle(width: 2), transform: .scale(x: 1, y: 3))
    // Horizontal leg: y 3…9 in device (2 ± 1 user units, ×3); vertical leg: x 11…13.
    #expect(mask[6, 3] == 255 && mask[6, 8] == 255 && mask[6, 2] == 0 && mask[6, 9] == 0)
    #expect(mask[11, 15] == 255 && mask[12, 15] == 255 && mask[10, 15] == 0 && mask[13, 15] == 0)
  }

  @Test func strokedCircle_isARingOfTheRightArea() {
    var circle = Path()
    circle.addEllipse(in: Rect(x: 4, y: 4, width: 20, height: 20))
    let mask = Self.stroke(circle, StrokeStyle(width: 2))
    #expect(abs(Self.area(mask) - Double.pi * (11 * 11 - 9 * 9)) < 0.5)
    #expect(mask[14, 14] == 0)
  }

  @Test(arguments: [
    StrokeStyle(width: 2, dashes: [1e-300, 1e-300]),
    StrokeStyle(width: 1e300, cap: .round, join: .round),
    StrokeStyle(width: 1e-300, cap: .round, join: .miter, miterLimit: .nan),
  ])
  func extremeStyles_finishWithoutCrashing(style: StrokeStyle) {
    let mask = Self.stroke(Self.corner, style)
    #expect(!mask.contractBroken)
  }

  @Test(arguments: [1.5, 2.9, 3.2])
  func curveTighterThanHalfWidth_leavesNoHoleInside(radius: Double) {
    // A circle of radius r stroked 6 wide covers the disc of radius r + 3 (all of it once
    // r < 3), however its inner offset folds.
    var circle = Path()
    circle.addEllipse(
      in: Rect(x: 12 - radius, y: 12 - radius, width: 2 * radius, height: 2 * radius))
    let mask = Self.stroke(circle, StrokeStyle(width: 6), width: 24, height: 24)
    let inner = max(radius - 3, 0)
    let expected = Double.pi * ((radius + 3) * (radius + 3) - inner * inner)
    // Within 1 %: the flattened outline strays up to 0.05 px from a circle this small.
    #expect(abs(Self.area(mask) - expected) < expected / 100)
    if radius < 3 {
      #expect((10..<14).allSatisfy { x in (10..<14).allSatisfy { mask[x, $0] == 255 } })
    }
  }

  @Test func invalidWidthOrTransform_givesEmptyOutline() {
    #expect(
      strokeOutline(Self.horizontal, style: StrokeStyle(width: -1), transform: .identity).isEmpty)
    #expect(
      strokeOutline(Self.horizontal, style: StrokeStyle(width: .nan), transform: .identity).isEmpty)
    let nan = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(strokeOutline(Self.horizontal, style: StrokeStyle(width: 1), transform: nan).isEmpty)
  }
}
