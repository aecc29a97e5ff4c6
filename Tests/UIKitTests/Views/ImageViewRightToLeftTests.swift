import CoreGraphics
import Raster
import TestSupport
import Testing
import UIKit

private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
private let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

/// `imageFlippedForRightToLeftLayoutDirection()`: the image is drawn mirrored by an image view
/// whose layout is right to left, and as it is in a left-to-right one.
@MainActor
@Suite struct ImageViewRightToLeftTests {
  /// A 4x2 image, two red columns then two blue ones, in a 4x2 view at scale 1.
  private func imageView(_ image: UIImage, rightToLeft: Bool) -> UIImageView {
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
    view.contentScaleFactor = 1
    view.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    view.image = image
    return view
  }

  private let image = UIImage(cgImage: stripes([red, blue], columnWidth: 2, height: 2))

  @Test func onlyTheFlippedCopyFlips() {
    #expect(!image.flipsForRightToLeftLayoutDirection)
    let flipped = image.imageFlippedForRightToLeftLayoutDirection()
    #expect(flipped.flipsForRightToLeftLayoutDirection)
    #expect(flipped.size == image.size)
    #expect(flipped.withRenderingMode(.alwaysOriginal).flipsForRightToLeftLayoutDirection)
  }

  @Test func aRightToLeftViewMirrorsIt() throws {
    let flipped = image.imageFlippedForRightToLeftLayoutDirection()
    let pixmap = try #require(displayedPixmap(of: imageView(flipped, rightToLeft: true)))
    #expect(pixmap[0, 0] == blue && pixmap[1, 1] == blue)
    #expect(pixmap[2, 0] == red && pixmap[3, 1] == red)
  }

  @Test func aLeftToRightViewDrawsItAsItIs() throws {
    let flipped = image.imageFlippedForRightToLeftLayoutDirection()
    let pixmap = try #require(displayedPixmap(of: imageView(flipped, rightToLeft: false)))
    #expect(pixmap[0, 0] == red && pixmap[3, 1] == blue)
  }

  @Test func anImageNotFlippedIsNotMirroredRightToLeft() throws {
    let pixmap = try #require(displayedPixmap(of: imageView(image, rightToLeft: true)))
    #expect(pixmap[0, 0] == red && pixmap[3, 1] == blue)
  }
}
