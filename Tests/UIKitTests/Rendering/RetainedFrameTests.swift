import QuartzCore
import Raster
import Testing

@testable import UIKit

/// Rendering a view again redraws only what changed: after every kind of change, the retained
/// frame must equal a render from scratch, pixel for pixel, whether the caller keeps its last
/// image (the other frame is redrawn) or lets it go (the same frame is).
@MainActor
@Suite struct RetainedFrameTests {
  /// Draws a bar as wide as `fraction` of its bounds: a view whose pixels come from `draw(_:)`.
  final class MeterView: UIView {
    var fraction: CGFloat = 0.5 {
      didSet { setNeedsDisplay() }
    }
    override func draw(_ rect: CGRect) {
      UIColor.systemBlue.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height))
    }
  }

  /// A small screen with a bit of everything compositing does: text, a drawn view, a card with
  /// a shadow and a rounded child, a gradient, a shape, an overlapping pair, a masked view.
  @MainActor final class Screen {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
    let label = UILabel(frame: CGRect(x: 8, y: 4, width: 100, height: 20))
    let meter = MeterView(frame: CGRect(x: 8, y: 28, width: 100, height: 6))
    let card = UIView(frame: CGRect(x: 10, y: 40, width: 60, height: 40))
    let badge = UIView(frame: CGRect(x: 6, y: 6, width: 16, height: 16))
    let gradient = CAGradientLayer()
    let shape = CAShapeLayer()
    let back = UIView(frame: CGRect(x: 80, y: 40, width: 30, height: 30))
    let front = UIView(frame: CGRect(x: 90, y: 50, width: 30, height: 30))
    let masked = UIView(frame: CGRect(x: 10, y: 120, width: 40, height: 30))

    init() {
      root.backgroundColor = .systemBackground
      label.text = "Hello"
      card.backgroundColor = .secondarySystemBackground
      card.layer.cornerRadius = 8
      card.layer.shadowOpacity = 0.3
      card.layer.shadowRadius = 3
      card.layer.shadowOffset = CGSize(width: 0, height: 2)
      badge.backgroundColor = .systemRed
      badge.layer.cornerRadius = 8
      card.addSubview(badge)
      gradient.frame = CGRect(x: 10, y: 90, width: 50, height: 20)
      gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
      shape.frame = CGRect(x: 70, y: 90, width: 40, height: 20)
      shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
      shape.fillColor = UIColor.systemGreen.cgColor
      back.backgroundColor = .systemOrange
      front.backgroundColor = .systemPurple
      masked.backgroundColor = .systemTeal
      let mask = CALayer()
      mask.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
      mask.backgroundColor = UIColor.black.cgColor
      masked.layer.mask = mask
      for view in [label, meter, card, back, front, masked] { root.addSubview(view) }
      root.layer.addSublayer(gradient)
      root.layer.addSublayer(shape)
    }
  }

  /// The screen drawn from nothing, as a renderer that keeps no frames draws it.
  private func freshRender(_ view: UIView, scale: CGFloat) -> Pixmap {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
      view.traitCollection.performAsCurrent { view.layer.render(in: context.cgContext) }
    }
    return image.cgImage!.pixmap
  }

  private func differingPixels(_ a: Pixmap, _ b: Pixmap) -> Int {
    guard a.width == b.width, a.height == b.height else { return Int.max }
    var count = 0
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 }
    }
    return count
  }

  /// Every change the screen goes through, in order; each is checked on its own frame.
  private static let changes: [(String, (Screen) -> Void)] = [
    ("label text", { $0.label.text = "Hello, world" }),
    ("drawn view redrawn", { $0.meter.fraction = 0.8 }),
    ("child inside a shadowed card", { $0.badge.backgroundColor = .systemGreen }),
    ("child moved inside the card", { $0.badge.frame.origin.x = 36 }),
    ("card moved", { $0.card.frame.origin.y = 44 }),
    (
      "corner radius and border",
      {
        $0.back.layer.cornerRadius = 6
        $0.back.layer.borderWidth = 2
      }
    ),
    ("overlapping views reordered", { $0.root.bringSubviewToFront($0.back) }),
    ("view hidden", { $0.front.isHidden = true }),
    ("parent alpha", { $0.card.alpha = 0.5 }),
    ("transform", { $0.back.transform = CGAffineTransform(rotationAngle: 0.3) }),
    (
      "gradient colours",
      {
        $0.gradient.colors = [UIColor.blue.cgColor, UIColor.white.cgColor]
      }
    ),
    (
      "shape path",
      {
        $0.shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 30, height: 10), transform: nil)
      }
    ),
    ("mask moved", { $0.masked.layer.mask?.frame.origin.x = 20 }),
    (
      "subview added",
      {
        let dot = UIView(frame: CGRect(x: 100, y: 130, width: 8, height: 8))
        dot.backgroundColor = .label
        $0.root.addSubview(dot)
      }
    ),
    ("subview removed", { $0.label.removeFromSuperview() }),
    ("dark appearance", { $0.root.overrideUserInterfaceStyle = .dark }),
    ("nothing", { _ in }),
  ]

  @Test(arguments: [false, true])
  func everyChange_retainedFrameEqualsAFreshRender(keepingLastImage: Bool) throws {
    let screen = Screen()
    var kept: UIImage?
    kept = screen.root.renderedImage(scale: 2)
    for (name, change) in Self.changes {
      change(screen)
      let image = screen.root.renderedImage(scale: 2)
      let pixels = try #require(image.cgImage?.pixmap)
      #expect(differingPixels(pixels, freshRender(screen.root, scale: 2)) == 0, "\(name)")
      kept = keepingLastImage ? image : nil
    }
    _ = kept
  }

  /// With the last image let go, the next render reuses its frame and touches only the
  /// changed pixels: a mark left outside them survives.
  @Test func aSmallChange_redrawsOnlyItsPixels() throws {
    let screen = Screen()
    var pixels = try #require(screen.root.renderedImage(scale: 2).cgImage?.pixmap)
    let memory = pixels.data
    // The mark: pixel (230, 310), far from the label (16…216 × 8…48 device pixels).
    let untouched = PremultipliedColor(r: 1, g: 2, b: 3, a: 255)
    pixels[230, 310] = untouched
    pixels = try Pixmap(width: 1, height: 1)  // lets the frame go
    screen.label.text = "Changed"
    let next = try #require(screen.root.renderedImage(scale: 2).cgImage?.pixmap)
    #expect(next.data == memory)
    #expect(next[230, 310] == untouched)
    next[230, 310] = freshRender(screen.root, scale: 2)[230, 310]
    #expect(differingPixels(next, freshRender(screen.root, scale: 2)) == 0)
  }

  /// While the caller keeps every image, each render gets a frame of its own: no image handed
  /// out ever changes afterwards.
  @Test func keptImages_neverChange() throws {
    let screen = Screen()
    var images: [(Pixmap, Pixmap)] = []
    for text in ["One", "Two", "Three"] {
      screen.label.text = text
      let pixels = try #require(screen.root.renderedImage(scale: 2).cgImage?.pixmap)
      images.append((pixels, pixels.copy()))
    }
    for (image, copyWhenMade) in images {
      #expect(differingPixels(image, copyWhenMade) == 0)
    }
  }
}
