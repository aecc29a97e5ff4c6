import CoreGraphics
import Foundation
import OffscreenSnapshotTesting
import Raster
import Testing
import UIKit

/// swift-snapshot-testing's path strategies: `.elementsDescription` prints one line an element
/// in upstream's words and number format, `.image` fills the path in black on a transparent
/// image of its bounding box.
@Suite struct PathStrategyTests {
  /// Upstream's test path: a heart at 45° from every element kind, and a circle above it.
  static var heart: CGPath {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 60))
    path.addQuadCurve(to: CGPoint(x: 30, y: 90), control: CGPoint(x: 3.75, y: 86.25))
    path.addQuadCurve(to: CGPoint(x: 60, y: 60), control: CGPoint(x: 56.25, y: 86.25))
    path.addCurve(
      to: CGPoint(x: 90, y: 30), control1: CGPoint(x: 75, y: 60), control2: CGPoint(x: 90, y: 45))
    path.addCurve(
      to: CGPoint(x: 60, y: 0), control1: CGPoint(x: 90, y: 15), control2: CGPoint(x: 75, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 0))
    path.closeSubpath()
    path.addEllipse(in: CGRect(x: 60, y: 60, width: 30, height: 30))
    return path
  }

  /// Worked out from the path: the ellipse starts at its right end and runs through the
  /// bottom (y down), each quarter a cubic whose controls sit 15 × 0.5523 = 8.284 from the
  /// ends; numbers keep one to three decimals; `Close` is followed by a space (upstream joins
  /// no points after one), and a blank line comes before the second subpath.
  static let heartDescription = [
    "MoveTo (0.0, 0.0)",
    "LineTo (0.0, 60.0)",
    "QuadCurveTo (3.75, 86.25) (30.0, 90.0)",
    "QuadCurveTo (56.25, 86.25) (60.0, 60.0)",
    "CurveTo (75.0, 60.0) (90.0, 45.0) (90.0, 30.0)",
    "CurveTo (90.0, 15.0) (75.0, 0.0) (60.0, 0.0)",
    "LineTo (0.0, 0.0)",
    "Close ",
    "",
    "MoveTo (90.0, 75.0)",
    "CurveTo (90.0, 83.284) (83.284, 90.0) (75.0, 90.0)",
    "CurveTo (66.716, 90.0) (60.0, 83.284) (60.0, 75.0)",
    "CurveTo (60.0, 66.716) (66.716, 60.0) (75.0, 60.0)",
    "CurveTo (83.284, 60.0) (90.0, 66.716) (90.0, 75.0)",
    "Close ",
    "",
  ].joined(separator: "\n")

  @Test func cgPathElementsAreDescribedAsUpstreamRecordsThem() {
    #expect(take(Self.heart, as: .elementsDescription) == Self.heartDescription)
  }

  @Test func bezierPathElementsAreDescribedAsItsCGPaths() {
    let path = UIBezierPath(cgPath: Self.heart)
    #expect(take(path, as: .elementsDescription) == Self.heartDescription)
  }

  @Test func aGivenNumberFormatterFormatsThePoints() {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    formatter.decimalSeparator = ","
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1.5, y: 2))
    #expect(
      take(path as CGPath, as: .elementsDescription(numberFormatter: formatter))
        == "MoveTo (1,50, 2,00)\n")
  }

  @Test func imagesFillTheBoundingBoxAtScaleOne() {
    for image in [take(Self.heart, as: .image), take(UIBezierPath(cgPath: Self.heart), as: .image)]
    {
      let pixels = image.pixels
      #expect(pixels.width == 90 && pixels.height == 90)
      #expect(image.scale == 1)
      // Inside the heart, inside the circle (75, 75), and outside both: the top right corner
      // and the notch between the heart's lower lobe and the circle.
      #expect(pixels[20, 20] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
      #expect(pixels[75, 75] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
      #expect(pixels[88, 1].a == 0)
      #expect(pixels[62, 88].a == 0)
    }
  }

  @Test func evenOddFillLeavesOverlapsEmpty_andScaleMultipliesPixels() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
    let evenOdd = take(path as CGPath, as: .image(scale: 2)).pixels
    #expect(evenOdd.width == 20 && evenOdd.height == 20)
    #expect(evenOdd[1, 1].a == 255)
    #expect(evenOdd[8, 8].a == 0)
    let winding = take(path as CGPath, as: .image(scale: 2, drawingMode: .fill)).pixels
    #expect(winding[8, 8].a == 255)
  }
}
