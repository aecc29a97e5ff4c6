import CoreGraphics
import Foundation
import QuartzCore
import Raster
import TestSupport
import Testing

/// Whole pictures of what layers draw, at scale 2, compared with golden PNGs.
@MainActor
@Suite struct LayerGoldenTests {
  let background = CGColor(red: 0.94, green: 0.94, blue: 0.96, alpha: 1)
  let accent = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
  let orange = CGColor(red: 1, green: 0.58, blue: 0, alpha: 1)
  let pink = CGColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)

  func scene(width: CGFloat, height: CGFloat, _ layers: [CALayer]) -> Pixmap {
    let tree = root(width: width, height: height, layers)
    tree.backgroundColor = background
    return rendering(tree, width: Int(width), height: Int(height), scale: 2)
  }

  @Test func cards() throws {
    // A white card with a soft shadow (offset down) and a hairline border.
    let plain = filledLayer(CGRect(x: 16, y: 16, width: 100, height: 88), white)
    plain.cornerRadius = 12
    plain.borderWidth = 1
    plain.borderColor = CGColor(gray: 0.8, alpha: 1)
    plain.shadowOpacity = 0.25
    plain.shadowRadius = 8
    plain.shadowOffset = CGSize(width: 0, height: 4)

    // Continuous corners clipping an image and an overflowing sublayer, shadow from a path.
    let photo = CALayer()
    photo.frame = CGRect(x: 132, y: 16, width: 100, height: 88)
    photo.cornerRadius = 20
    photo.cornerCurve = .continuous
    photo.masksToBounds = true
    photo.contents = image(width: 50, height: 44) { x, y in
      PremultipliedColor(r: UInt8(x * 5), g: UInt8(y * 5), b: 200, a: 255)
    }
    photo.addSublayer(filledLayer(CGRect(x: 60, y: 50, width: 60, height: 60), orange))
    let photoShadow = CALayer()
    photoShadow.frame = photo.frame
    photoShadow.shadowPath = CGPath(
      roundedRect: photoShadow.bounds, cornerWidth: 20, cornerHeight: 20, transform: nil)
    photoShadow.shadowOpacity = 0.4
    photoShadow.shadowRadius = 4
    photoShadow.shadowOffset = CGSize(width: 4, height: 4)

    // Top corners only, a thick border, and group opacity over overlapping sublayers.
    let group = filledLayer(CGRect(x: 248, y: 16, width: 100, height: 88), white)
    group.cornerRadius = 16
    group.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    group.borderWidth = 4
    group.borderColor = accent
    group.opacity = 0.6
    group.addSublayer(filledLayer(CGRect(x: 14, y: 20, width: 44, height: 44), pink))
    group.addSublayer(filledLayer(CGRect(x: 40, y: 34, width: 44, height: 44), accent))

    let pixels = scene(width: 364, height: 124, [plain, photoShadow, photo, group])
    try GoldenImage.assertMatches(pixels, golden: "QuartzCore/cards.png")
  }

  @Test func gradients() throws {
    let colors: [Any] = [pink, orange, accent]
    func tile(_ x: CGFloat, _ configure: (CAGradientLayer) -> Void) -> CAGradientLayer {
      let layer = CAGradientLayer()
      layer.frame = CGRect(x: x, y: 12, width: 96, height: 96)
      layer.cornerRadius = 16
      layer.colors = colors
      configure(layer)
      return layer
    }
    let axial = tile(12) {
      $0.startPoint = CGPoint(x: 0, y: 0)
      $0.endPoint = CGPoint(x: 1, y: 1)
      $0.locations = [0, 0.3, 1]
    }
    let radial = tile(120) {
      $0.type = .radial
      $0.startPoint = CGPoint(x: 0.5, y: 0.5)
      $0.endPoint = CGPoint(x: 1, y: 0.8)
    }
    let conic = tile(228) {
      $0.type = .conic
      $0.startPoint = CGPoint(x: 0.5, y: 0.5)
      $0.endPoint = CGPoint(x: 0.5, y: 0)
      $0.colors = colors + [pink]
    }
    let pixels = scene(width: 336, height: 120, [axial, radial, conic])
    try GoldenImage.assertMatches(pixels, golden: "QuartzCore/gradients.png")
  }

  @Test func shapes() throws {
    func shape(_ x: CGFloat, _ path: CGPath, _ configure: (CAShapeLayer) -> Void) -> CAShapeLayer {
      let layer = CAShapeLayer()
      layer.frame = CGRect(x: x, y: 12, width: 96, height: 96)
      layer.path = path
      configure(layer)
      return layer
    }
    let star = CGMutablePath()
    for i in 0..<5 {
      let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
      let point = CGPoint(x: 48 + 42 * cos(angle), y: 50 + 42 * sin(angle))
      if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
    }
    star.closeSubpath()
    let filledStar = shape(12, star) {
      $0.fillColor = orange
      $0.fillRule = .evenOdd
      $0.strokeColor = pink
      $0.lineWidth = 3
      $0.lineJoin = .round
    }
    let ring = CGPath(ellipseIn: CGRect(x: 8, y: 8, width: 80, height: 80), transform: nil)
    let dashed = shape(120, ring) {
      $0.fillColor = nil
      $0.strokeColor = accent
      $0.lineWidth = 6
      $0.lineCap = .round
      $0.lineDashPattern = [0.1, 14]
    }
    let progress = CGMutablePath()
    progress.addArc(
      center: CGPoint(x: 48, y: 48), radius: 38, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
      clockwise: false)
    let arc = shape(228, progress) {
      $0.fillColor = nil
      $0.strokeColor = pink
      $0.lineWidth = 10
      $0.lineCap = .round
      $0.strokeEnd = 0.7
    }
    let pixels = scene(width: 336, height: 120, [filledStar, dashed, arc])
    try GoldenImage.assertMatches(pixels, golden: "QuartzCore/shapes.png")
  }
}
