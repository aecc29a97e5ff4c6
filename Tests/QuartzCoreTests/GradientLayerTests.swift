@_spi(Offscreen) import CoreGraphics
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

  @Test func axialRunsTopToBottomByDefault() {
    let pixels = gradient(width: 10, height: 10) { _ in }
    // Row 0's centre is 5% of the way down: 95% red; row 9's 95% blue.
    #expect(pixels[5, 0].isClose(to: PremultipliedColor(r: 242, g: 0, b: 13, a: 255), tolerance: 2))
    #expect(pixels[5, 9].isClose(to: PremultipliedColor(r: 13, g: 0, b: 242, a: 255), tolerance: 2))
    #expect(pixels[0, 0] == pixels[9, 0])
  }

  @Test func locationsPlaceTheColours() {
    let pixels = gradient(width: 10, height: 10) { layer in
      layer.startPoint = CGPoint(x: 0, y: 0.5)
      layer.endPoint = CGPoint(x: 1, y: 0.5)
      // Both colours at the middle: a hard edge, the end colours extended either side.
      layer.locations = [0.5, 0.5]
    }
    #expect(pixels[2, 5] == .red)
    #expect(pixels[4, 5] == .red)
    #expect(pixels[5, 5] == .blue)
    #expect(pixels[9, 5] == .blue)
  }

  @Test func radialFillsAnEllipseAroundTheStartPoint() {
    let pixels = gradient(width: 20, height: 10) { layer in
      layer.type = .radial
      layer.startPoint = CGPoint(x: 0.5, y: 0.5)
      // Half-axes 10 and 5 points.
      layer.endPoint = CGPoint(x: 1, y: 1)
    }
    // Pixel (10, 5)'s centre is (0.5, 0.5) from the centre: 0.05 and 0.1 of the half-axes,
    // 11% of the way out.
    #expect(
      pixels[10, 5].isClose(to: PremultipliedColor(r: 226, g: 0, b: 29, a: 255), tolerance: 3))
    // 9.5 of 10 across, 4.5 of 5 down: 95% and 90% blue.
    #expect(
      pixels[19, 5].isClose(to: PremultipliedColor(r: 13, g: 0, b: 242, a: 255), tolerance: 3))
    #expect(
      pixels[10, 9].isClose(to: PremultipliedColor(r: 26, g: 0, b: 230, a: 255), tolerance: 3))
    // Beyond the ellipse the end colour continues.
    #expect(pixels[0, 0] == .blue)
  }

  @Test func conicSweepsClockwiseFromTheEndPoint() {
    let pixels = gradient(width: 20, height: 20) { layer in
      layer.type = .conic
      layer.startPoint = CGPoint(x: 0.5, y: 0.5)
      layer.endPoint = CGPoint(x: 1, y: 0.5)
    }
    // Pixel (17, 10)'s centre is 0.067 rad clockwise from the right: 1% of the turn.
    #expect(
      pixels[17, 10].isClose(to: PremultipliedColor(r: 252, g: 0, b: 3, a: 255), tolerance: 3))
    // Pixel (17, 9) is just anticlockwise: 99% of the turn.
    #expect(pixels[17, 9].isClose(to: PremultipliedColor(r: 3, g: 0, b: 252, a: 255), tolerance: 3))
    // Pixel (10, 17) is below the centre, atan2(7.5, 0.5) = 1.504 rad: 23.9% of the turn.
    #expect(
      pixels[10, 17].isClose(to: PremultipliedColor(r: 194, g: 0, b: 61, a: 255), tolerance: 3))
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
