import CoreGraphics
import Raster
import TestSupport
import Testing
import UIKit

/// An image view's animation images: shown in place of `image` from `startAnimating()` to
/// `stopAnimating()` (headless, the first of them: the frame at the animation's start).
@MainActor
@Suite struct ImageViewAnimationTests {
  private static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
  private static let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
  private static func plain(_ color: PremultipliedColor, width: Int) -> UIImage {
    UIImage(cgImage: stripes([color], columnWidth: width, height: 1))
  }

  @Test func animatingShowsTheFirstAnimationImage() throws {
    let view = UIImageView(image: Self.plain(Self.red, width: 2))
    view.contentScaleFactor = 1
    view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    view.startAnimating()
    #expect(!view.isAnimating)  // no images to animate
    view.animationImages = [Self.plain(Self.blue, width: 3), Self.plain(Self.red, width: 3)]
    #expect(view.animationDuration == 0 && view.animationRepeatCount == 0)
    view.startAnimating()
    #expect(view.isAnimating)
    #expect(view.intrinsicContentSize == CGSize(width: 3, height: 1))
    var pixels = try #require(view.renderedImage(scale: 1).cgImage?.pixmap)
    #expect(pixels[1, 1] == Self.blue)
    view.stopAnimating()
    #expect(!view.isAnimating)
    #expect(view.intrinsicContentSize == CGSize(width: 2, height: 1))
    pixels = try #require(view.renderedImage(scale: 1).cgImage?.pixmap)
    #expect(pixels[1, 1] == Self.red)
  }
}
