import CoreGraphics
import Foundation
import QuartzCore
import Raster
import Testing

@MainActor
@Suite struct GradientLayerTests {
  func gradient(
    width: CGFloat, height: CGFloat, _ configure: (CAGradientLayer) -> Void
  ) -> Pixmap {
    let layer = CAGradientLayer()
    layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
    layer.colors = [red, blue]
    configure(layer)
    return rendering(
      root(width: width, height: height, [layer]), width: Int(width), height: Int(height))
  }

  /// sRGB red and blue read as Generic RGB, as Core Animation reads a gradient layer's colours.
  static let genericRed = PremultipliedColor(r: 255, g: 38, b: 0, a: 255)
  static let genericBlue = PremultipliedColor(r: 4, g: 51, b: 255, a: 255)

  @Test func axialRunsTopToBottomByDefault() {
    let pixels = gradient(width: 10, height: 10) { _ in }
    // Row 0's centre is 5% of the way down: Generic RGB (0.95, 0, 0.05), sRGB (248, 36, 10);
    // row 9's is (0.05, 0, 0.95), sRGB (18, 48, 245).
    #expect(
      pixels[5, 0].isClose(to: PremultipliedColor(r: 248, g: 36, b: 10, a: 255), tolerance: 2))
    #expect(
      pixels[5, 9].isClose(to: PremultipliedColor(r: 18, g: 48, b: 245, a: 255), tolerance: 2))
    #expect(pixels[0, 0] == pixels[9, 0])
  }

  @Test func locationsPlaceTheColours() {
    let pixels = gradient(width: 10, height: 10) { layer in
      layer.startPoint = CGPoint(x: 0, y: 0.5)
      layer.endPoint = CGPoint(x: 1, y: 0.5)
      // Both colours at the middle: a hard edge, the end colours extended either side.
      layer.locations = [0.5, 0.5]
    }
    #expect(pixels[2, 5] == Self.genericRed)
    #expect(pixels[4, 5] == Self.genericRed)
    #expect(pixels[5, 5] == Self.genericBlue)
    #expect(pixels[9, 5] == Self.genericBlue)
  }

  @Test func radialFillsAnEllipseAroundTheStartPoint() {
    let pixels = gradient(width: 20, height: 10) { layer in
      layer.type = .radial
      layer.startPoint = CGPoint(x: 0.5, y: 0.5)
      // Half-axes 10 and 5 points.
      layer.endPoint = CGPoint(x: 1, y: 1)
    }
    // Pixel (10, 5)'s centre is (0.5, 0.5) from the centre: 0.05 and 0.1 of the half-axes,
    // 11% of the way out: Generic RGB (0.89, 0, 0.11), sRGB (235, 34, 36).
    #expect(
      pixels[10, 5].isClose(to: PremultipliedColor(r: 235, g: 34, b: 36, a: 255), tolerance: 3))
    // 9.5 of 10 across and 0.5 of 5 down: 95.5% blue; 0.5 across and 4.5 down: 90.1%.
    #expect(
      pixels[19, 5].isClose(to: PremultipliedColor(r: 16, g: 48, b: 246, a: 255), tolerance: 3))
    #expect(
      pixels[10, 9].isClose(to: PremultipliedColor(r: 35, g: 46, b: 235, a: 255), tolerance: 3))
    // Beyond the ellipse the end colour continues.
    #expect(pixels[0, 0] == Self.genericBlue)
  }

  @Test func conicSweepsClockwiseFromTheEndPoint() {
    let pixels = gradient(width: 20, height: 20) { layer in
      layer.type = .conic
      layer.startPoint = CGPoint(x: 0.5, y: 0.5)
      layer.endPoint = CGPoint(x: 1, y: 0.5)
    }
    // Pixel (17, 10)'s centre is 0.067 rad clockwise from the right: 1% of the turn.
    #expect(
      pixels[17, 10].isClose(to: PremultipliedColor(r: 255, g: 38, b: 0, a: 255), tolerance: 3))
    // Pixel (17, 9) is just anticlockwise: 99% of the turn.
    #expect(
      pixels[17, 9].isClose(to: PremultipliedColor(r: 5, g: 50, b: 253, a: 255), tolerance: 3))
    // Pixel (10, 17) is below the centre, atan2(7.5, 0.5) = 1.504 rad: 23.9% of the turn,
    // Generic RGB (0.761, 0, 0.239), sRGB (208, 32, 78).
    #expect(
      pixels[10, 17].isClose(to: PremultipliedColor(r: 208, g: 32, b: 78, a: 255), tolerance: 3))
  }

  @Test func redToYellowRampIsIOSs() {
    // swift-snapshot-testing's testCALayerWithGradient, whose reference iOS recorded: a 100-point
    // red-to-yellow layer at 3x. iOS's rows: green 38 at the top, 147 at mid-height, 251 at the
    // bottom (red 255 and blue 0 throughout); a ramp interpolated in sRGB would give 0, 128, 255.
    let layer = CAGradientLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.colors = [
      CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1),
    ]
    let pixels = rendering(
      root(width: 100, height: 100, [layer]), width: 100, height: 100, scale: 3)
    #expect(pixels[150, 0] == PremultipliedColor(r: 255, g: 38, b: 0, a: 255))
    #expect(pixels[150, 150] == PremultipliedColor(r: 255, g: 147, b: 0, a: 255))
    #expect(pixels[150, 299] == PremultipliedColor(r: 255, g: 251, b: 0, a: 255))
  }

  @Test func cornerRadiusRoundsTheGradient() {
    let pixels = gradient(width: 20, height: 20) { $0.cornerRadius = 10 }
    #expect(pixels[0, 0] == .transparent)
    #expect(pixels[10, 10].a == 255)
  }

  @Test func colorsThatAreNotCGColorsDrawNothing() {
    let pixels = gradient(width: 10, height: 10) { $0.colors = ["red", "blue"] }
    #expect(pixels[5, 5] == .transparent)
  }
}
