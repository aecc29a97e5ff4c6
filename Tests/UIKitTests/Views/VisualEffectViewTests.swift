import QuartzCore
import Raster
import TestSupport
import Testing

@testable import UIKit

/// UIVisualEffectView with a blur: what is drawn behind it inside its bounds is blurred, the
/// style's tint laid over it, its content view drawn on top, and nothing outside it changes.
///
/// Expectations come from the blur's definition, not from renders: a Gaussian of σ = 20 pt
/// turns a black/white edge into a ramp through mid-grey at the edge, leaves a solid colour
/// as it is, and the tint (white 0.97 at 72 % for systemMaterial in light, white 0.11 at 72 %
/// in dark) is composited source-over: result = tint · 0.72 + backdrop · 0.28.
@MainActor
@Suite struct VisualEffectViewTests {
  /// A canvas black on its left half, white on its right, with a blur view across the edge.
  private func edgeScreen(style: UIBlurEffect.Style = .light) -> (UIView, UIVisualEffectView) {
    let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    canvas.backgroundColor = .white
    let black = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    black.backgroundColor = .black
    canvas.addSubview(black)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
    blur.frame = CGRect(x: 40, y: 10, width: 120, height: 80)
    canvas.addSubview(blur)
    return (canvas, blur)
  }

  private func red(_ image: UIImage, _ x: Int, _ y: Int) throws -> Int {
    Int(try #require(image.cgImage).pixmap[x, y].r)
  }

  /// .light lays white at 30 % over the blur: black stays 0.3 · 255 ≈ 77 far from the edge,
  /// the edge itself is half grey, 0.3 · 255 + 0.7 · 127.5 ≈ 166, and the values rise
  /// steadily from one side to the other.
  @Test func sharpEdgeBehindBecomesARamp() throws {
    let (canvas, _) = edgeScreen()
    let image = canvas.renderedImage(scale: 1)
    let row = try (41..<159).map { try red(image, $0, 50) }
    #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(abs(try red(image, 100, 50) - 166) <= 4)
    #expect(try red(image, 41, 50) < 90)
    #expect(try red(image, 158, 50) > 245)
    // A ramp, not a step: 10 pt either side of the edge is still well away from both ends.
    #expect((110...150).contains(try red(image, 90, 50)))
    #expect((185...225).contains(try red(image, 110, 50)))
  }

  /// Outside the view, the black and white are exactly what was drawn.
  @Test func nothingOutsideTheViewChanges() throws {
    let (canvas, blur) = edgeScreen()
    blur.layer.cornerRadius = 20
    let image = canvas.renderedImage(scale: 1)
    #expect(try red(image, 39, 50) == 0)
    #expect(try red(image, 160, 50) == 255)
    #expect(try red(image, 60, 9) == 0)
    #expect(try red(image, 140, 90) == 255)
    // Inside the bounds but outside the rounded corner.
    #expect(try red(image, 41, 11) == 0)
    #expect(try red(image, 158, 88) == 255)
  }

  /// A solid red backdrop blurs to itself; only the tint changes it, in each appearance.
  @Test func solidColourStaysMixedWithTheTint() throws {
    for (style, tintWhite) in [(UIUserInterfaceStyle.light, 0.97), (.dark, 0.11)] {
      let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
      canvas.backgroundColor = .red
      canvas.overrideUserInterfaceStyle = style
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      blur.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
      canvas.addSubview(blur)
      let pixel = try #require(canvas.renderedImage(scale: 1).cgImage).pixmap[60, 60]
      let tint = tintWhite * 0.72 * 255
      #expect(abs(Double(pixel.r) - (tint + 0.28 * 255)) <= 2, "\(style)")
      #expect(abs(Double(pixel.g) - tint) <= 2, "\(style)")
      #expect(abs(Double(pixel.b) - tint) <= 2, "\(style)")
      #expect(pixel.a == 255)
    }
  }

  /// The blur is in points: at 2× the same point shows the same ramp value.
  @Test func blurRadiusFollowsTheDisplayScale() throws {
    let (canvas, _) = edgeScreen()
    let one = canvas.renderedImage(scale: 1)
    let two = canvas.renderedImage(scale: 2)
    for x in [60, 90, 110, 140] {
      #expect(abs(try red(one, x, 50) - red(two, 2 * x, 100)) <= 3, "x = \(x)")
    }
  }

  /// Subviews go in the content view, which fills the effect view and draws over the frost.
  @Test func contentViewFillsTheViewAndDrawsOnTop() throws {
    let (canvas, blur) = edgeScreen()
    let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    dot.backgroundColor = .blue
    blur.contentView.addSubview(dot)
    canvas.layoutIfNeeded()
    #expect(blur.contentView.superview === blur)
    #expect(blur.contentView.frame == blur.bounds)
    let pixel = try #require(canvas.renderedImage(scale: 1).cgImage).pixmap[60, 30]
    #expect([pixel.r, pixel.g, pixel.b] == [0, 0, 255])
  }

  /// No effect, or vibrancy alone, frosts nothing; setting an effect later does.
  @Test func onlyABlurEffectFrosts() throws {
    let (canvas, blur) = edgeScreen()
    blur.effect = nil
    #expect(try red(canvas.renderedImage(scale: 1), 99, 50) == 0)
    blur.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .fill)
    #expect(try red(canvas.renderedImage(scale: 1), 99, 50) == 0)
    blur.effect = UIBlurEffect(style: .light)
    #expect(try red(canvas.renderedImage(scale: 1), 99, 50) > 150)
  }

  /// The adaptive materials follow the appearance: the same view turns dark with its traits.
  @Test func systemMaterialFollowsTheAppearance() throws {
    let (canvas, _) = edgeScreen(style: .systemMaterial)
    let light = try red(canvas.renderedImage(scale: 1), 150, 50)
    canvas.overrideUserInterfaceStyle = .dark
    let dark = try red(canvas.renderedImage(scale: 1), 150, 50)
    // Over white: 0.97 · 0.72 · 255 + 0.28 · 255 ≈ 249 in light, 0.11 · 0.72 · 255 + 71 ≈ 92 dark.
    #expect(abs(light - 249) <= 3)
    #expect(abs(dark - 92) <= 3)
  }

  /// Rendering again after a change behind the blur equals a render from scratch: the blur
  /// reads pixels around its view, so a retained frame must redraw it.
  @Test func retainedFrameRedrawsTheBlurWhenTheBackdropChanges() throws {
    let (canvas, _) = edgeScreen()
    let bar = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 100))
    bar.backgroundColor = .white
    canvas.insertSubview(bar, at: 1)
    _ = canvas.renderedImage(scale: 1)
    bar.backgroundColor = .black
    let retained = try #require(canvas.renderedImage(scale: 1).cgImage).pixmap
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let fresh = try #require(
      UIGraphicsImageRenderer(bounds: canvas.bounds, format: format).image { context in
        canvas.traitCollection.performAsCurrent { canvas.layer.render(in: context.cgContext) }
      }.cgImage
    ).pixmap
    var differing = 0
    for y in 0..<fresh.height {
      for x in 0..<fresh.width where fresh[x, y] != retained[x, y] { differing += 1 }
    }
    #expect(differing == 0)
  }

  /// A card of systemMaterial over a colourful, photo-like pattern, in light and in dark, with
  /// a label in each content view.
  @Test func golden() throws {
    let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    canvas.backgroundColor = .systemTeal
    let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue]
    for (index, colour) in colours.enumerated() {
      let stripe = UIView(frame: CGRect(x: index * 64, y: 0, width: 40, height: 200))
      stripe.backgroundColor = colour
      stripe.transform = CGAffineTransform(rotationAngle: 0.3)
      canvas.addSubview(stripe)
    }
    let sun = UIView(frame: CGRect(x: 120, y: 60, width: 80, height: 80))
    sun.backgroundColor = .systemPink
    sun.layer.cornerRadius = 40
    canvas.addSubview(sun)
    for (index, style) in [UIUserInterfaceStyle.light, .dark].enumerated() {
      let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      card.frame = CGRect(x: 16 + CGFloat(index) * 152, y: 40, width: 136, height: 120)
      card.layer.cornerRadius = 16
      card.clipsToBounds = true
      card.overrideUserInterfaceStyle = style
      let label = UILabel(frame: CGRect(x: 12, y: 12, width: 112, height: 24))
      label.text = style == .light ? "Light" : "Dark"
      label.font = .systemFont(ofSize: 17, weight: .semibold)
      card.contentView.addSubview(label)
      canvas.addSubview(card)
    }
    canvas.layoutIfNeeded()
    let image = try #require(canvas.renderedImage(scale: 2).cgImage)
    try GoldenImage.assertMatches(image.pixmap, golden: "UIKit/Views/visual-effect-material.png")
  }
}
