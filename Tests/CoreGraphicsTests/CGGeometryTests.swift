import Testing

@testable import CoreGraphics

@Suite struct CGAffineTransformTests {
  @Test func rotation_quarterTurn_mapsXAxisToYAxis() {
    let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test func concatenating_appliesSelfFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
  }

  @Test func translatedBy_appliesTheTranslationBeforeSelf() {
    let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    #expect(CGPoint(x: 0, y: 0).applying(t) == CGPoint(x: 20, y: 0))
  }

  @Test func inverted_undoes_andSingularStaysAsIs() {
    let t = CGAffineTransform(a: 2, b: 1, c: 0, d: 4, tx: 3, ty: -5)
    let back = CGPoint(x: 7, y: 9).applying(t).applying(t.inverted())
    #expect(abs(back.x - 7) < 1e-12 && abs(back.y - 9) < 1e-12)
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
    #expect(singular.inverted() == singular)
  }

  @Test func rectApplying_givesTheBoundsOfTheTransformedCorners() {
    let r = CGRect(x: 0, y: 0, width: 2, height: 1).applying(
      CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(r.minX + 1) < 1e-12 && abs(r.width - 1) < 1e-12 && abs(r.height - 2) < 1e-12)
  }
}

@Suite struct CGColorTests {
  @Test func grey_hasTwoComponents_andDrawsAsEqualRGB() {
    let c = CGColor(gray: 0.5, alpha: 0.25)
    #expect(c.components == [0.5, 0.25])
    #expect(c.raster == .init(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
  }

  @Test func copyAlpha_replacesOnlyAlpha() {
    let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).copy(alpha: 0.5)
    #expect(c?.components == [0.1, 0.2, 0.3, 0.5])
  }

  @Test func colorSpace_unknownName_isNil() {
    #expect(CGColorSpace(name: "kCGColorSpaceNoSuchThing") == nil)
    #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
  }
}

@Suite struct CGGradientTests {
  @Test func mismatchedCounts_orNoColours_giveNil() {
    let colors = [CGColor.black, CGColor.white]
    #expect(CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: [0]) == nil)
    #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    #expect(CGGradient(colorsSpace: nil, colors: [1, 2] as CFArray, locations: nil) == nil)
  }

  @Test func nilLocations_spaceStopsEvenly() throws {
    let colors = [CGColor.black, CGColor.white, CGColor.black]
    let g = try #require(CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil))
    #expect(g.stops.map(\.location) == [0, 0.5, 1])
  }
}

@Suite struct CGPathTests {
  @Test func rectPath_bounds_andContains() {
    let p = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
    #expect(p.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(p.contains(CGPoint(x: 2, y: 3)))
    #expect(!p.contains(CGPoint(x: 0, y: 3)))
  }

  @Test func emptyPath_boundsAreNull() {
    #expect(CGMutablePath().boundingBox.isNull)
    #expect(CGMutablePath().isEmpty)
  }

  @Test func addArc_joinsTheCurrentPointWithALine() {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addArc(
      center: CGPoint(x: 10, y: 0), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    guard case .line(let start) = p.path.elements[1] else {
      Issue.record("expected a line to the arc's start, got \(p.path.elements[1])")
      return
    }
    #expect(start == .init(x: 15, y: 0))
    #expect(abs(p.currentPoint.x - 10) < 1e-9 && abs(p.currentPoint.y - 5) < 1e-9)
  }

  @Test func ellipticalCorners_reachTheSidesAtCornerWidthAndHeight() {
    let p = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 20, cornerHeight: 10,
      transform: nil)
    #expect(p.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
    // The corner cuts off the rect's corner point but not a point just inside the curve.
    #expect(!p.contains(CGPoint(x: 1, y: 1)))
    #expect(p.contains(CGPoint(x: 20, y: 1)))
    #expect(p.contains(CGPoint(x: 1, y: 10)))
  }

  @Test func strokedCopy_ofALine_isARectangleOfTheWidth() {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    let outline = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    let box = outline.boundingBoxOfPath
    #expect(abs(box.minY + 2) < 1e-9 && abs(box.height - 4) < 1e-9 && abs(box.width - 10) < 1e-9)
  }
}

@Suite struct CGPathElementTests {
  @Test func applyWithBlock_visitsEveryElementWithItsPoints() {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 1, y: 2))
    p.addLine(to: CGPoint(x: 3, y: 4))
    p.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
    p.addCurve(
      to: CGPoint(x: 13, y: 14), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
    p.closeSubpath()
    var seen: [(CGPathElementType, [CGPoint])] = []
    p.applyWithBlock { element in
      let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
      seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
    }
    #expect(
      seen.map(\.0) == [
        .moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath,
      ])
    #expect(seen[2].1 == [CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)])
    #expect(seen[3].1 == [CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14)])
  }
}
