import CoreGraphics
import Raster
import TestSupport
import Testing
import UIKit

private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
private let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

/// Image views' sizes and where each content mode puts the image, pixel by pixel at scale 1.
@MainActor
@Suite struct ImageViewTests {
  /// A 2x1 image: a red pixel, then a blue one.
  static let redBlue = UIImage(cgImage: stripes([red, blue], columnWidth: 1, height: 1))
  /// A 4x2 image: two red columns, then two blue ones.
  static let redBlueBlock = UIImage(cgImage: stripes([red, blue], columnWidth: 2, height: 2))

  func imageView(_ image: UIImage?, _ mode: UIView.ContentMode, size: CGFloat = 40) -> UIImageView {
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: size, height: size))
    view.contentScaleFactor = 1
    view.image = image
    view.contentMode = mode
    return view
  }

  @Test func intrinsicSize_isTheImageSizeInPoints() {
    #expect(UIImageView(image: Self.redBlue).intrinsicContentSize == CGSize(width: 2, height: 1))
    let retina = UIImage(
      cgImage: stripes([red, blue], columnWidth: 2, height: 2), scale: 2, orientation: .up)
    #expect(UIImageView(image: retina).intrinsicContentSize == CGSize(width: 2, height: 1))
    let empty = UIImageView(frame: .zero)
    #expect(
      empty.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(!empty.isUserInteractionEnabled)
  }

  @Test func initWithImage_sizesTheFrameToTheImage() {
    let view = UIImageView(image: Self.redBlueBlock)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 4, height: 2))
    #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 4, height: 2))
  }

  /// Auto Layout sizes an unconstrained image view to its image.
  @Test func autoLayout_usesTheImageSize() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIImageView(image: Self.redBlueBlock)
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 48, y: 49, width: 4, height: 2))
  }

  /// Aspect fit: the 2x1 image scales by min(40/2, 40/1) = 20 to 40x20, centred: rows 0…9
  /// and 30…39 clear, rows 10…29 filled, red on the left and blue on the right.
  @Test func aspectFit_letterboxes() throws {
    let pixmap = try #require(displayedPixmap(of: imageView(Self.redBlue, .scaleAspectFit)))
    #expect(pixmap.width == 40 && pixmap.height == 40)
    for y in [0, 9, 30, 39] { #expect(pixmap[20, y] == .transparent) }
    for y in [10, 20, 29] {
      #expect(pixmap[0, y] == red)
      #expect(pixmap[9, y] == red)
      #expect(pixmap[30, y] == blue)
      #expect(pixmap[39, y] == blue)
      #expect(pixmap[19, y].r > pixmap[19, y].b)
      #expect(pixmap[20, y].b > pixmap[20, y].r)
    }
  }

  /// Aspect fill: the image scales by max(20, 40) = 40 to 80x40, centred, so 20 points
  /// overflow each side and every pixel of the view is covered.
  @Test func aspectFill_coversTheBounds() throws {
    let pixmap = try #require(displayedPixmap(of: imageView(Self.redBlue, .scaleAspectFill)))
    #expect(inkBounds(pixmap)! == (0, 0, 40, 40))
    for y in 0..<40 { #expect(pixmap[0, y].a == 255 && pixmap[39, y].a == 255) }
    #expect(pixmap[0, 0].r > pixmap[0, 0].b)
    #expect(pixmap[39, 39].b > pixmap[39, 39].r)
  }

  /// Scale to fill (and redraw) stretch the image over the whole view.
  @Test(arguments: [UIView.ContentMode.scaleToFill, .redraw])
  func scaleToFill_stretches(mode: UIView.ContentMode) throws {
    let pixmap = try #require(displayedPixmap(of: imageView(Self.redBlueBlock, mode)))
    #expect(inkBounds(pixmap)! == (0, 0, 40, 40))
    #expect(pixmap[0, 0] == red && pixmap[39, 39] == blue)
  }

  /// The unscaled modes keep the 4x2 image at its size, pinned to the centre, an edge or a
  /// corner of the 40x40 view: its top left at x 0, 18 or 36 and y 0, 19 or 38.
  @Test(arguments: [
    (UIView.ContentMode.center, 18, 19), (.top, 18, 0), (.bottom, 18, 38), (.left, 0, 19),
    (.right, 36, 19), (.topLeft, 0, 0), (.topRight, 36, 0), (.bottomLeft, 0, 38),
    (.bottomRight, 36, 38),
  ])
  func unscaledModes_pinTheImage(mode: UIView.ContentMode, x: Int, y: Int) throws {
    let pixmap = try #require(displayedPixmap(of: imageView(Self.redBlueBlock, mode)))
    #expect(inkBounds(pixmap)! == (x, y, x + 4, y + 2))
    #expect(pixmap[x, y] == red && pixmap[x + 1, y + 1] == red)
    #expect(pixmap[x + 2, y] == blue && pixmap[x + 3, y + 1] == blue)
  }

  /// A template image takes the tint colour; highlighting shows the highlighted image.
  @Test func templateImage_isTinted_andHighlightShowsTheHighlightedImage() throws {
    let view = imageView(Self.redBlueBlock.withRenderingMode(.alwaysTemplate), .scaleToFill)
    view.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    let tinted = try #require(displayedPixmap(of: view))
    #expect(tinted[0, 0] == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
    #expect(tinted[39, 39] == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))

    let highlighting = imageView(Self.redBlueBlock, .topLeft)
    highlighting.highlightedImage = Self.redBlue
    highlighting.isHighlighted = true
    let highlighted = try #require(displayedPixmap(of: highlighting))
    #expect(inkBounds(highlighted)! == (0, 0, 2, 1))
    #expect(highlighting.intrinsicContentSize == CGSize(width: 2, height: 1))
  }

  /// A new size redraws: the image is placed for the new bounds, not the old drawing moved.
  @Test func resizing_redrawsForTheNewBounds() throws {
    let view = imageView(Self.redBlueBlock, .bottomRight)
    _ = displayedPixmap(of: view)
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    let pixmap = try #require(displayedPixmap(of: view))
    #expect(pixmap.width == 20 && pixmap.height == 10)
    #expect(inkBounds(pixmap)! == (16, 8, 20, 10))
    view.contentMode = .topLeft
    #expect(try displayedInk(of: view) == (0, 0, 4, 2))
  }

  /// Every content mode side by side, each in a 40x24 view with a 3x2 image.
  @Test func contentModeGrid_golden() throws {
    let modes: [UIView.ContentMode] = [
      .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left,
      .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
    ]
    let green = PremultipliedColor(r: 0, g: 170, b: 0, a: 255)
    let image = UIImage(
      cgImage: stripes([red, green, blue], columnWidth: 4, height: 8), scale: 2, orientation: .up)
    let views = modes.enumerated().map { index, mode in
      let view = UIImageView(
        frame: CGRect(x: 4 + (index % 4) * 46, y: 4 + (index / 4) * 30, width: 40, height: 24))
      view.contentScaleFactor = 2
      view.image = image
      view.contentMode = mode
      return view
    }
    let pixmap = try composite(views, size: CGSize(width: 188, height: 124), scale: 2)
    try GoldenImage.assertMatches(pixmap, golden: "UIKit/Views/image-view-content-modes.png")
  }
}
