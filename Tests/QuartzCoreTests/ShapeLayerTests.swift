import CoreGraphics
import Foundation
import QuartzCore
import Raster
import Testing

@MainActor
@Suite struct ShapeLayerTests {
  func shape(_ path: CGPath, _ configure: (CAShapeLayer) -> Void = { _ in }) -> Pixmap {
    let layer = CAShapeLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.path = path
    configure(layer)
    return rendering(root(width: 10, height: 10, [layer]), width: 10, height: 10)
  }

  /// A red stroke 2 wide, no fill.
  func stroked(_ layer: CAShapeLayer) {
    layer.fillColor = nil
    layer.strokeColor = red
    layer.lineWidth = 2
  }

  /// The line across the middle, y = 5, from x = 0 to 10.
  let line: CGPath = {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 5))
    path.addLine(to: CGPoint(x: 10, y: 5))
    return path
  }()

  @Test func fillsInBlackByDefault() {
    let pixels = shape(CGPath(rect: CGRect(x: 2, y: 2, width: 6, height: 6), transform: nil))
    #expect(pixels[4, 4] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    #expect(pixels[1, 1] == .transparent)
  }

  @Test func strokesCentredOnThePath() {
    let pixels = shape(CGPath(rect: CGRect(x: 2, y: 2, width: 6, height: 6), transform: nil)) {
      stroked($0)
    }
    // The left side at x = 2, 2 wide: x 1…3.
    #expect(pixels[0, 5] == .transparent)
    #expect(pixels[1, 5] == .red)
    #expect(pixels[2, 5] == .red)
    #expect(pixels[3, 5] == .transparent)
  }

  @Test func evenOddLeavesTheHole() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    #expect(shape(path)[5, 5].a == 255)
    #expect(shape(path) { $0.fillRule = .evenOdd }[5, 5] == .transparent)
  }

  @Test func strokeEndCutsTheLine() {
    let pixels = shape(line) {
      stroked($0)
      $0.strokeEnd = 0.5
    }
    #expect(pixels[4, 4] == .red)
    #expect(pixels[5, 4] == .transparent)
  }

  @Test func strokeStartAndEndTakeTheMiddle() {
    let pixels = shape(line) {
      stroked($0)
      $0.strokeStart = 0.3
      $0.strokeEnd = 0.7
    }
    #expect(pixels[2, 5] == .transparent)
    #expect(pixels[3, 5] == .red)
    #expect(pixels[6, 5] == .red)
    #expect(pixels[7, 5] == .transparent)
  }

  @Test func strokeEndMeasuresAcrossSubpaths() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 2))
    path.addLine(to: CGPoint(x: 10, y: 2))
    path.move(to: CGPoint(x: 0, y: 7))
    path.addLine(to: CGPoint(x: 10, y: 7))
    // 15 of the 20 points of length: all of the first line, half the second.
    let pixels = shape(path) {
      stroked($0)
      $0.strokeEnd = 0.75
    }
    #expect(pixels[9, 2] == .red)
    #expect(pixels[4, 7] == .red)
    #expect(pixels[5, 7] == .transparent)
  }

  @Test func strokeEndCutsCurvesByLength() {
    // A cubic symmetric about x = 5: half its length is at t = 0.5, (5, 7.5). At t = 0.25 it
    // passes (1.56, 5.63), at t = 0.75 (8.44, 5.63).
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(
      to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
    let pixels = shape(path) {
      stroked($0)
      $0.strokeEnd = 0.5
    }
    #expect(pixels[1, 5].a > 128)
    #expect(pixels[8, 5] == .transparent)
  }

  @Test func dashPatternAlternates() {
    let pixels = shape(line) {
      stroked($0)
      $0.lineDashPattern = [2, 2]
    }
    #expect(pixels[0, 5] == .red)
    #expect(pixels[1, 5] == .red)
    #expect(pixels[2, 5] == .transparent)
    #expect(pixels[3, 5] == .transparent)
    #expect(pixels[4, 5] == .red)
  }

  @Test func pathIsNotClippedToTheBounds() {
    let layer = CAShapeLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
    layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
    let pixels = rendering(root(width: 10, height: 10, [layer]), width: 10, height: 10)
    #expect(pixels[6, 6].a == 255)
  }
}
