import CoreGraphics
import Raster
import Testing
import UIKit

private func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-6) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// `draw` run in a scale-1 renderer of `size` points, as pixels.
private func render(_ width: CGFloat, _ height: CGFloat, _ draw: () -> Void) -> Pixmap {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 1
  return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
    .image { _ in draw() }.pixels
}

@Suite struct BezierPathTests {
  @Test func rect_hasItsBounds_andContainsItsInside() {
    let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(path.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(path.contains(CGPoint(x: 2, y: 5)))
    #expect(!path.contains(CGPoint(x: 0.5, y: 3)))
    #expect(!path.isEmpty)
    path.removeAllPoints()
    #expect(path.isEmpty && path.currentPoint == .zero)
  }

  @Test func arcClockwise_turnsClockwiseOnScreen_throughPositiveY() {
    // From angle 0 (right of the centre) clockwise on a y-down screen: down to angle π/2.
    let quarter = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(close(quarter.bounds, CGRect(x: 0, y: 0, width: 10, height: 10), within: 1e-3))
    #expect(abs(quarter.currentPoint.x) < 1e-9 && abs(quarter.currentPoint.y - 10) < 1e-9)
    // Anticlockwise the other way round: up through negative y, three quarters of the circle.
    let rest = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(close(rest.bounds, CGRect(x: -10, y: -10, width: 20, height: 20), within: 1e-3))
  }

  @Test func pieSlice_fillsTheBottomRightQuarter_onScreen() {
    let pixels = render(20, 20) {
      let pie = UIBezierPath(
        arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2,
        clockwise: true)
      pie.addLine(to: CGPoint(x: 10, y: 10))
      pie.close()
      UIColor.red.setFill()
      pie.fill()
    }
    #expect(pixels[13, 13] == .red)
    #expect(pixels[13, 6] == .transparent && pixels[6, 13] == .transparent)
  }

  @Test func roundedRect_hasContinuousCorners_leavingTheSidesLaterThanCircularOnes() {
    let rect = CGRect(x: 0, y: 0, width: 400, height: 400)
    let continuous = UIBezierPath(roundedRect: rect, cornerRadius: 100)
    let circular = CGPath(roundedRect: rect, cornerWidth: 100, cornerHeight: 100, transform: nil)
    // At x = 80 a circular corner of radius 100 is 100 − √(100² − 20²) ≈ 2.02 below the top
    // side. iOS's continuous corner (PaintCode's published reconstruction: it leaves the side
    // 152.87 from the corner, first cubic (152.87, 0) (108.85, 0) (86.84, 0) (63.15, 7.49))
    // is about 3.16 below it there.
    let between = CGPoint(x: 80, y: 2.6)
    #expect(circular.contains(between))
    #expect(!continuous.contains(between))
    // Beyond 152.87 the side is straight again.
    #expect(continuous.contains(CGPoint(x: 160, y: 0.1)))
    #expect(continuous.bounds == rect)
  }

  @Test func byRoundingCorners_roundsOnlyTheChosenCorners() {
    let path = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft],
      cornerRadii: CGSize(width: 30, height: 5))
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 99.5, y: 99.5)))
    #expect(path.contains(CGPoint(x: 99.5, y: 0.5)))
    // Only the width counts: a 5-point radius would leave (3, 3) inside.
    #expect(!path.contains(CGPoint(x: 3, y: 3)))
  }

  @Test func evenOddRule_leavesTheHoleOfNestedRectangles() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
    #expect(path.contains(CGPoint(x: 5, y: 5)))
    path.usesEvenOddFillRule = true
    #expect(!path.contains(CGPoint(x: 5, y: 5)))
    #expect(path.contains(CGPoint(x: 1, y: 1)))
  }

  @Test func apply_transformsEveryPoint() {
    let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 2))
    path.apply(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2))
    #expect(close(path.bounds, CGRect(x: 10, y: 20, width: 8, height: 4)))
  }

  @Test func cgPath_roundTripsThroughInitCGPath() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addQuadCurve(to: CGPoint(x: 5, y: 1), controlPoint: CGPoint(x: 3, y: 4))
    path.addCurve(
      to: CGPoint(x: 9, y: 1), controlPoint1: CGPoint(x: 6, y: -2),
      controlPoint2: CGPoint(x: 8, y: 0))
    let copy = UIBezierPath(cgPath: path.cgPath)
    #expect(copy.cgPath == path.cgPath)
    #expect(copy.bounds == CGRect(x: 1, y: -2, width: 8, height: 6))
    #expect(copy.currentPoint == CGPoint(x: 9, y: 1))
  }

  @Test func copy_isIndependent_andKeepsThePen() throws {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
    path.lineWidth = 4
    let copy = try #require(path.copy() as? UIBezierPath)
    path.removeAllPoints()
    #expect(copy.bounds == CGRect(x: 0, y: 0, width: 2, height: 2) && copy.lineWidth == 4)
  }

  @Test func lineDash_isStoredAndReported() {
    let path = UIBezierPath()
    let pattern: [CGFloat] = [4, 2, 1]
    path.setLineDash(pattern, count: 3, phase: 1.5)
    var out = [CGFloat](repeating: 0, count: 3)
    var count = 0
    var phase: CGFloat = 0
    path.getLineDash(&out, count: &count, phase: &phase)
    #expect(out == pattern && count == 3 && phase == 1.5)
  }

  @Test func stroke_usesThePathsLineWidth_andLeavesTheContextsPenAlone() {
    let pixels = render(10, 10) {
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 0, y: 2))
      line.addLine(to: CGPoint(x: 10, y: 2))
      line.lineWidth = 2
      UIColor.blue.setStroke()
      line.stroke()
      // The context's own line width is still the default 1.
      let context = UIGraphicsGetCurrentContext()!
      context.move(to: CGPoint(x: 0, y: 7.5))
      context.addLine(to: CGPoint(x: 10, y: 7.5))
      context.strokePath()
    }
    #expect(pixels[5, 1] == .blue && pixels[5, 2] == .blue)
    #expect(pixels[5, 0] == .transparent && pixels[5, 3] == .transparent)
    #expect(pixels[5, 7] == .blue && pixels[5, 6] == .transparent && pixels[5, 8] == .transparent)
  }

  @Test func addClip_limitsLaterDrawingToThePath() {
    let pixels = render(10, 10) {
      UIBezierPath(rect: CGRect(x: 2, y: 2, width: 3, height: 3)).addClip()
      UIColor.green.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(pixels[3, 3] == .green)
    #expect(pixels[1, 1] == .transparent && pixels[6, 3] == .transparent)
  }

  @Test func fillWithAlpha_multipliesTheFillColour() {
    let pixels = render(2, 2) {
      UIColor.red.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill(with: .normal, alpha: 0.5)
    }
    #expect((127...128).contains(pixels[1, 1].a) && pixels[1, 1].r == pixels[1, 1].a)
  }
}
