import Testing

@testable import Raster

@Suite struct CoverageTests {
  static let polygons: [(String, [Point])] = [
    ("triangle", [Point(1.3, 0.7), Point(10.6, 3.2), Point(4.1, 11.5)]),
    ("rotated square", [Point(6, 0.5), Point(11.5, 6), Point(6, 11.5), Point(0.5, 6)]),
    ("thin sliver", [Point(0.2, 1.1), Point(11.8, 1.4), Point(11.8, 1.55)]),
    ("steep sliver", [Point(3.1, 0.1), Point(3.35, 0.1), Point(8.9, 11.9)]),
    ("through pixel corners", [Point(1, 1), Point(9, 3), Point(11, 11), Point(3, 9)]),
    (
      "concave arrow",
      [Point(0.5, 6), Point(6, 0.5), Point(11.5, 6), Point(6, 3.7), Point(7.2, 11.3)]
    ),
  ]

  @Test(arguments: polygons)
  func fill_polygon_matchesExactAreaPerPixel(name: String, polygon: [Point]) {
    for orientation in [polygon, polygon.reversed()] {
      let sink = coverageMask(Path(polygon: orientation), width: 12, height: 12)
      #expect(!sink.contractBroken)
      for y in 0..<12 {
        for x in 0..<12 {
          let exact = CoverageAreaOracle.area(of: polygon, inPixelX: x, y: y) * 255
          #expect(abs(Double(sink[x, y]) - exact) <= 1, "\(name) pixel (\(x), \(y))")
        }
      }
    }
  }

  @Test func fill_polygonUnderRotationAndScale_matchesExactArea() {
    let square = [Point(0, 0), Point(4, 0), Point(4, 4), Point(0, 4)]
    let t = Transform.rotation(0.4).concatenating(.scale(x: 1.7, y: 1.2))
      .concatenating(.translation(x: 6.3, y: 0.8))
    let sink = coverageMask(Path(polygon: square), width: 14, height: 12, transform: t)
    let device = square.map { t.apply($0) }
    for y in 0..<12 {
      for x in 0..<14 {
        let exact = CoverageAreaOracle.area(of: device, inPixelX: x, y: y) * 255
        #expect(abs(Double(sink[x, y]) - exact) <= 1, "pixel (\(x), \(y))")
      }
    }
  }

  static let pixelAlignedShapes: [(String, Path)] = [
    ("rectangle", Path(polygon: [Point(2, 3), Point(9, 3), Point(9, 8), Point(2, 8)])),
    (
      "L shape",
      Path(polygon: [
        Point(2, 3), Point(9, 3), Point(9, 5), Point(5, 5), Point(5, 8), Point(2, 8),
      ])
    ),
  ]

  @Test(arguments: pixelAlignedShapes)
  func fill_pixelAlignedShape_hasHardEdges(name: String, path: Path) {
    let sink = coverageMask(path, width: 12, height: 12)
    #expect(!sink.contractBroken)
    for y in 0..<12 {
      for x in 0..<12 {
        let center = Point(Double(x) + 0.5, Double(y) + 0.5)
        let inside =
          center.x > 2 && center.x < 9 && center.y > 3 && center.y < 8
          && !(name == "L shape" && center.x > 5 && center.y > 5)
        #expect(sink[x, y] == (inside ? 255 : 0), "\(name) pixel (\(x), \(y))")
      }
    }
    #expect(sink.fullRuns > 0)
  }

  @Test func fill_rectangleOnHalfPixels_givesHalfCoverageOnEdgesAndQuarterInCorners() {
    let path = Path(polygon: [Point(1.5, 1.5), Point(4.5, 1.5), Point(4.5, 3.5), Point(1.5, 3.5)])
    // The same rectangle with extra collinear vertices, which the rectangle fast path does not
    // recognise, goes through the general rasteriser.
    let hexagon = Path(polygon: [
      Point(1.5, 1.5), Point(3, 1.5), Point(4.5, 1.5), Point(4.5, 3.5), Point(3, 3.5),
      Point(1.5, 3.5),
    ])
    for shape in [path, hexagon] {
      let sink = coverageMask(shape, width: 6, height: 5)
      #expect(sink[1, 1] == 64)
      #expect(sink[2, 1] == 128)
      #expect(sink[1, 2] == 128)
      #expect(sink[2, 2] == 255)
      #expect(sink[3, 2] == 255)
      #expect(sink[4, 3] == 64)
      #expect(sink[0, 2] == 0)
      #expect(sink[5, 2] == 0)
    }
  }

  @Test func fill_thinHorizontalBand_givesConstantPartialRowsAcrossTheWidth() {
    // y 2.25…2.5 over x 1…30: a quarter of each pixel of row 2; extra vertices keep it off the
    // rectangle fast path. Interiors between edges come out as one constant run.
    let band = Path(polygon: [
      Point(1, 2.25), Point(15, 2.25), Point(30, 2.25), Point(30, 2.5), Point(1, 2.5),
    ])
    for rule in [FillRule.nonZero, .evenOdd] {
      let sink = coverageMask(band, width: 32, height: 4, fillRule: rule)
      #expect(!sink.contractBroken)
      #expect((1..<30).allSatisfy { sink[$0, 2] == 64 })
      #expect(sink[0, 2] == 0 && sink[30, 2] == 0 && sink[5, 1] == 0 && sink[5, 3] == 0)
    }
  }

  /// Two squares overlapping in 3…5 × 3…5, both clockwise.
  static let overlapping: Path = {
    var p = Path(polygon: [Point(1, 1), Point(5, 1), Point(5, 5), Point(1, 5)])
    p.append(Path(polygon: [Point(3, 3), Point(7, 3), Point(7, 7), Point(3, 7)]))
    return p
  }()

  @Test func fill_overlappingSameDirection_nonZeroFillsOverlap_evenOddLeavesHole() {
    let nonZero = coverageMask(Self.overlapping, width: 8, height: 8, fillRule: .nonZero)
    let evenOdd = coverageMask(Self.overlapping, width: 8, height: 8, fillRule: .evenOdd)
    #expect(nonZero[3, 3] == 255 && nonZero[4, 4] == 255)
    #expect(evenOdd[3, 3] == 0 && evenOdd[4, 4] == 0)
    for (x, y) in [(1, 1), (2, 4), (5, 5), (6, 6)] {
      #expect(nonZero[x, y] == 255 && evenOdd[x, y] == 255)
    }
  }

  @Test func fill_nestedOppositeDirections_leaveHoleUnderBothRules() {
    var ring = Path(polygon: [Point(1, 1), Point(9, 1), Point(9, 9), Point(1, 9)])
    ring.append(Path(polygon: [Point(3, 3), Point(3, 7), Point(7, 7), Point(7, 3)]))
    for rule in [FillRule.nonZero, .evenOdd] {
      let sink = coverageMask(ring, width: 10, height: 10, fillRule: rule)
      #expect(sink[5, 5] == 0)
      #expect(sink[2, 5] == 255)
    }
  }

  @Test func fill_threeNestedSameDirection_evenOddAlternates() {
    var path = Path()
    for inset in [1.0, 3, 5] {
      let far = 12 - inset
      path.append(
        Path(polygon: [Point(inset, inset), Point(far, inset), Point(far, far), Point(inset, far)]))
    }
    let evenOdd = coverageMask(path, width: 12, height: 12, fillRule: .evenOdd)
    let nonZero = coverageMask(path, width: 12, height: 12, fillRule: .nonZero)
    #expect(evenOdd[2, 6] == 255 && evenOdd[4, 6] == 0 && evenOdd[6, 6] == 255)
    #expect(nonZero[2, 6] == 255 && nonZero[4, 6] == 255 && nonZero[6, 6] == 255)
  }

  @Test func fill_withClip_reportsOnlyClippedPixels_unchangedInside() {
    let triangle = Self.polygons[0].1
    let full = coverageMask(Path(polygon: triangle), width: 12, height: 12)
    let clip = IntRect(x: 3, y: 2, width: 5, height: 6)
    let clipped = coverageMask(Path(polygon: triangle), width: 12, height: 12, clip: clip)
    #expect(!clipped.contractBroken)
    for y in 0..<12 {
      for x in 0..<12 {
        let inside = x >= 3 && x < 8 && y >= 2 && y < 8
        #expect(clipped[x, y] == (inside ? full[x, y] : 0), "pixel (\(x), \(y))")
      }
    }
  }

  @Test func fill_atNegativeDeviceCoordinates_matchesTheSameShapeTranslated() {
    // Pixels at negative coordinates (a clip with a negative origin) get the coverage the
    // same shape has when moved to positive ones.
    let polygon = Self.polygons[1].1
    var sink = CoverageMaskSink(width: 12, height: 12)
    var shifted = ShiftingSink(inner: sink, dx: 40, dy: 30)
    rasterize(
      Path(polygon: polygon), transform: .translation(x: -40, y: -30), fillRule: .nonZero,
      clip: IntRect(x: -40, y: -30, width: 12, height: 12), into: &shifted)
    sink = shifted.inner
    let reference = coverageMask(Path(polygon: polygon), width: 12, height: 12)
    #expect(!sink.contractBroken)
    #expect(sink.mask == reference.mask)
  }

  @Test func fill_shapeLargerThanClipOnEverySide_coversClipFully() {
    let huge = Path(polygon: [
      Point(-1e9, -1e9), Point(1e9, -2e9), Point(3e9, 1e9), Point(-1e9, 2e9),
    ])
    let sink = coverageMask(huge, width: 7, height: 5)
    #expect(!sink.contractBroken)
    #expect(sink.mask.allSatisfy { $0 == 255 })
  }

  @Test func fill_edgeCrossingClipLeftBorder_keepsExactArea() {
    // A triangle with its apex far left of the clip: the part left of x = 4 still winds the
    // pixels to its right.
    let polygon = [Point(-20, 0.5), Point(9.5, 2.2), Point(6.4, 9.7)]
    let clip = IntRect(x: 4, y: 0, width: 6, height: 10)
    let sink = coverageMask(Path(polygon: polygon), width: 10, height: 10, clip: clip)
    for y in 0..<10 {
      for x in 4..<10 {
        let exact = CoverageAreaOracle.area(of: polygon, inPixelX: x, y: y) * 255
        #expect(abs(Double(sink[x, y]) - exact) <= 1, "pixel (\(x), \(y))")
      }
    }
  }

  static let degenerateTransforms: [Transform] = [
    Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
    Transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0),
    Transform(a: 1e300, b: 1e300, c: -1e300, d: 1e300, tx: 0, ty: 0),
    Transform(a: 1, b: 0, c: 0, d: 1, tx: -1e308, ty: 1e308),
    Transform(a: 0, b: 0, c: 0, d: 0, tx: 3, ty: 3),
  ]

  @Test(arguments: degenerateTransforms)
  func fill_degenerateOrHugeTransform_neverCrashes_andStaysInClip(transform: Transform) {
    var path = Path(polygon: Self.polygons[0].1)
    path.cubic(to: Point(1, 1), control1: Point(1e200, 5), control2: Point(-1e200, 1e200))
    let sink = coverageMask(path, width: 8, height: 8, transform: transform)
    #expect(!sink.contractBroken)
  }

  @Test func fill_nearlyHorizontalHugeEdges_neverCrash() {
    let path = Path(polygon: [
      Point(-1e30, 3.5), Point(1e30, 3.5 + 1e-13), Point(1e30, 1e-300), Point(-1e30, 7),
    ])
    let sink = coverageMask(path, width: 8, height: 8)
    #expect(!sink.contractBroken)
  }

  @Test func fill_nonFiniteTransform_drawsNothing() {
    let t = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    let sink = coverageMask(Path(polygon: Self.polygons[0].1), width: 8, height: 8, transform: t)
    #expect(sink.mask.allSatisfy { $0 == 0 })
  }

  @Test func fill_hugeCurveFarAway_drawsOnlyItsVisiblePartQuickly() {
    var path = Path()
    path.move(to: Point(0, 0))
    path.cubic(to: Point(0, 1e12), control1: Point(1e15, -1e15), control2: Point(-1e15, 1e15))
    path.line(to: Point(-5, 5))
    let sink = coverageMask(path, width: 8, height: 8)
    #expect(!sink.contractBroken)
  }

  @Test func fill_shapeTallerThanOneBand_isContinuousAcrossBands() {
    // The triangle spans 1 000 rows, many bands; check rows on both sides of band borders.
    let bandRows = Rasterizer.maximumBandCells / 1202
    let polygon = [Point(0.5, 0.25), Point(1199.5, 999.75), Point(0.5, 999.75)]
    let sink = coverageMask(Path(polygon: polygon), width: 1200, height: 1000)
    #expect(!sink.contractBroken)
    let borders = [bandRows, 2 * bandRows, (500 / bandRows) * bandRows]
    for y in [0, 1, 998, 999] + borders.flatMap({ [$0 - 1, $0, $0 + 1] }) {
      for x in [0, 1, y * 6 / 5 - 1, y * 6 / 5, y * 6 / 5 + 1, 1199] where x >= 0 && x < 1200 {
        let exact = CoverageAreaOracle.area(of: polygon, inPixelX: x, y: y) * 255
        #expect(abs(Double(sink[x, y]) - exact) <= 1, "pixel (\(x), \(y))")
      }
    }
  }

  @Test func reusedRasterizer_givesSameCoverageAsFreshOne() {
    let rasterizer = Rasterizer()
    for (_, polygon) in Self.polygons {
      var reused = CoverageMaskSink(width: 12, height: 12)
      rasterizer.fill(
        Path(polygon: polygon), transform: .identity, fillRule: .nonZero, clip: reused.bounds,
        into: &reused)
      let fresh = coverageMask(Path(polygon: polygon), width: 12, height: 12)
      #expect(reused.mask == fresh.mask)
    }
  }
}

/// Moves every run by a fixed offset before handing it on.
private struct ShiftingSink: CoverageSink {
  var inner: CoverageMaskSink
  let dx: Int
  let dy: Int

  mutating func blend(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
    inner.blend(y: y + dy, x: x + dx, coverage: coverage)
  }

  mutating func blendFull(y: Int, x: Int, count: Int) {
    inner.blendFull(y: y + dy, x: x + dx, count: count)
  }
}
