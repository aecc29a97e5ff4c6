import CoreGraphics
import TestSupport
import Testing
import UIKit

@Suite struct BezierPathShapesTests {
  /// Top row: a continuous rounded rect (blue fill) with the circular one of the same radius
  /// stroked over it in red, an oval, a rect rounded at two corners. Bottom row: a pie slice
  /// clockwise on screen from 3 o'clock to 6 o'clock, a dashed round-capped stroke, and an
  /// even-odd star (its pentagon empty).
  @Test func shapes_matchTheGolden() throws {
    let image = renderer2x(CGSize(width: 150, height: 100)).image { context in
      UIColor.white.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 150, height: 100))

      let card = CGRect(x: 5, y: 5, width: 60, height: 40)
      UIColor.systemBlue.setFill()
      UIBezierPath(roundedRect: card, cornerRadius: 12).fill()
      UIColor.systemRed.setStroke()
      let circular = UIBezierPath(
        cgPath: CGPath(roundedRect: card, cornerWidth: 12, cornerHeight: 12, transform: nil))
      circular.lineWidth = 0.5
      circular.stroke()

      UIColor.systemGreen.setFill()
      UIBezierPath(ovalIn: CGRect(x: 72, y: 5, width: 30, height: 40)).fill()

      UIColor.systemOrange.setFill()
      UIBezierPath(
        roundedRect: CGRect(x: 110, y: 5, width: 35, height: 40),
        byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 10)
      ).fill()

      let pie = UIBezierPath(
        arcCenter: CGPoint(x: 25, y: 72), radius: 20, startAngle: 0, endAngle: .pi / 2,
        clockwise: true)
      pie.addLine(to: CGPoint(x: 25, y: 72))
      pie.close()
      UIColor.systemPurple.setFill()
      pie.fill()

      let wave = UIBezierPath()
      wave.move(to: CGPoint(x: 55, y: 80))
      wave.addCurve(
        to: CGPoint(x: 95, y: 80), controlPoint1: CGPoint(x: 65, y: 50),
        controlPoint2: CGPoint(x: 85, y: 110))
      wave.lineWidth = 3
      wave.lineCapStyle = .round
      wave.setLineDash([6, 5], count: 2, phase: 0)
      UIColor.systemTeal.setStroke()
      wave.stroke()

      let star = UIBezierPath()
      let centre = CGPoint(x: 125, y: 72)
      for k in 0..<5 {
        let angle = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
        let point = CGPoint(x: centre.x + 20 * cos(angle), y: centre.y + 20 * sin(angle))
        if k == 0 { star.move(to: point) } else { star.addLine(to: point) }
      }
      star.close()
      star.usesEvenOddFillRule = true
      UIColor.systemIndigo.setFill()
      star.fill()
    }
    try GoldenImage.assertMatches(image.pixels, golden: "UIKit/Drawing/bezier-shapes.png")
  }
}
