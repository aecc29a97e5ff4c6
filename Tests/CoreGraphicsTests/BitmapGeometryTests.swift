import Raster
import Testing

@testable import CoreGraphics

/// The one conversion between `CGRect` and Raster's `Rect`, and the one rule for a bitmap's size.
@Suite struct BitmapGeometryTests {
  /// CoreGraphics standardises every rectangle it draws with: a negative width or height
  /// reaches back from the origin.
  @Test func rectWithNegativeSize_reachesRasterStandardised() {
    let r = CGRect(x: 10, y: 20, width: -4, height: -6)
    #expect(r.raster == Rect(x: 6, y: 14, width: 4, height: 6))
    #expect(
      CGRect(Rect(x: 1.5, y: 2, width: 3, height: 4)) == CGRect(x: 1.5, y: 2, width: 3, height: 4))
  }

  /// The same clip as `CGContextTests.clipToRect_limitsFills_andReportsItsBounds`, given from
  /// its opposite corner.
  @Test func clipToRectWithNegativeSize_clipsTheStandardisedRect() {
    let c = makeContext(4, 4)
    c.clip(to: CGRect(x: 3, y: 3, width: -2, height: -2))
    #expect(c.boundingBoxOfClipPath == CGRect(x: 1, y: 1, width: 2, height: 2))
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 4, y: 4, width: -4, height: -4))
    // User y 1…3 in a 4-pixel-high y-up context is device rows 1 and 2.
    #expect(pixel(c, 0, 0) == [0, 0, 0, 0])
    #expect(pixel(c, 1, 1) == [255, 255, 255, 255])
    #expect(pixel(c, 2, 2) == [255, 255, 255, 255])
    #expect(pixel(c, 3, 3) == [0, 0, 0, 0])
  }

  @Test func bitmapPixelSize_roundsUpToWholePixels_butNotAHairOver() throws {
    // 20.666…7 points at 3× is 62.0000000000002 pixels: 62, not 63.
    let pixelRounded = try #require(
      bitmapPixelSize(of: CGSize(width: 62.0 / 3, height: 1), scale: 3))
    #expect(pixelRounded == (62, 3))
    let fractional = try #require(bitmapPixelSize(of: CGSize(width: 10.5, height: 0.2), scale: 2))
    #expect(fractional == (21, 1))
  }

  @Test func bitmapPixelSize_allowsTheLongestSide() throws {
    let longest = try #require(bitmapPixelSize(of: CGSize(width: 16384, height: 16384), scale: 1))
    #expect(longest == (16384, 16384))
    let scaled = try #require(bitmapPixelSize(of: CGSize(width: 5461, height: 1), scale: 3))
    #expect(scaled == (16383, 3))
  }

  @Test(arguments: [
    (CGSize(width: 0, height: 10), 1.0), (CGSize(width: -4, height: 10), 1.0),
    (CGSize(width: 16385, height: 1), 1.0), (CGSize(width: 5461.4, height: 1), 3.0),
    (CGSize(width: CGFloat.infinity, height: 1), 1.0), (CGSize(width: CGFloat.nan, height: 1), 1.0),
    (CGSize(width: 10, height: 10), 0.0), (CGSize(width: 10, height: 10), -2.0),
    (CGSize(width: 10, height: 10), .infinity),
  ])
  func bitmapPixelSize_refusesSizesNoBitmapCanHave(size: CGSize, scale: CGFloat) {
    #expect(bitmapPixelSize(of: size, scale: scale) == nil)
  }
}
