import CoreGraphics
import Foundation
import Raster
import Testing
import UIKit

private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
private let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
private let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
private let yellow = PremultipliedColor(r: 255, g: 255, b: 0, a: 255)

/// The colour of an image's first pixel: which fixture file it was read from.
private func firstPixel(_ image: UIImage?) -> PremultipliedColor? {
  image?.cgImage?.pixmap[0, 0]
}

/// `UIImage(named:in:compatibleWith:)` reading image sets of an asset catalog as Xcode writes
/// them.
@Suite struct AssetCatalogImageTests {
  @Test(arguments: [(1, red), (2, green), (3, blue)])
  func imageSet_givesTheFileForTheDisplayScale(scale: Int, color: PremultipliedColor) throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let traits = UITraitCollection(displayScale: CGFloat(scale))
    let image = try #require(UIImage(named: "star", in: bundle, compatibleWith: traits))
    #expect(firstPixel(image) == color)
    // The scale the catalog gives the file, so every variant is one point square.
    #expect(image.scale == CGFloat(scale))
    #expect(image.size == CGSize(width: 1, height: 1))
  }

  @Test func withoutTraits_theMainScreensScaleThreeIsUsed() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let image = try #require(UIImage(named: "star", in: bundle, compatibleWith: nil))
    #expect(image.scale == 3 && firstPixel(image) == blue)
  }

  @Test func missingScale_fallsBackToTheNearestLarger_elseTheLargest() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    // high has 2x and 3x: a 1x screen gets the 2x file, drawn at half size.
    let fromHigh = UIImage(
      named: "high", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))
    #expect(fromHigh?.scale == 2 && firstPixel(fromHigh) == green)
    // low has 1x and 2x (and an empty 3x slot): a 3x screen gets the 2x file.
    let fromLow = UIImage(
      named: "low", in: bundle, compatibleWith: UITraitCollection(displayScale: 3))
    #expect(fromLow?.scale == 2 && firstPixel(fromLow) == green)
  }

  @Test func appearances_pickTheDarkVariantInDarkMode_andAnyOtherwise() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let dark = UIImage(
      named: "moon", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
    #expect(firstPixel(dark) == .black)
    let light = UIImage(
      named: "moon", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light))
    #expect(firstPixel(light) == .white)
    #expect(firstPixel(UIImage(named: "moon", in: bundle, compatibleWith: nil)) == .white)
  }

  @Test func idiom_prefersTheDevicesOwnVariantOverUniversal() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let pad = UIImage(
      named: "moon", in: bundle, compatibleWith: UITraitCollection(userInterfaceIdiom: .pad))
    #expect(firstPixel(pad) == yellow)
    let phone = UIImage(
      named: "moon", in: bundle, compatibleWith: UITraitCollection(userInterfaceIdiom: .phone))
    #expect(firstPixel(phone) == .white)
  }

  @Test func templateRenderingIntent_givesATemplateImage() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let glyph = try #require(UIImage(named: "glyph", in: bundle, compatibleWith: nil))
    #expect(glyph.renderingMode == .alwaysTemplate)
    // A single-scale bitmap is one pixel per point.
    #expect(glyph.scale == 1 && glyph.size == CGSize(width: 4, height: 4))
    let star = UIImage(named: "star", in: bundle, compatibleWith: nil)
    #expect(star?.renderingMode == .automatic)
  }

  @Test func namespacedGroups_prefixTheirName_plainGroupsDoNot() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    #expect(firstPixel(UIImage(named: "Icons/gear", in: bundle, compatibleWith: nil)) == blue)
    #expect(UIImage(named: "gear", in: bundle, compatibleWith: nil) == nil)
    #expect(firstPixel(UIImage(named: "leaf", in: bundle, compatibleWith: nil)) == green)
    #expect(UIImage(named: "Plain/leaf", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func vectorPDF_isNotSupported_andGivesNil() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    #expect(UIImage(named: "vector", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func unknownName_givesNil() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    #expect(UIImage(named: "absent", in: bundle, compatibleWith: nil) == nil)
  }
}

/// Xcode's slices ("resizing") in an image set.
@Suite struct AssetCatalogSlicingTests {
  @Test func slices_giveCapInsetsInPoints_andLeaveOutThePixelsBeyondTheCentre() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    // bubble@2x.png is 8 × 6 pixels: a 2-pixel red cap, a 1-pixel green centre strip, 3 blue
    // pixels that the slicing leaves out, and a 2-pixel red cap; 3-part horizontal, tiled.
    let bubble = try #require(UIImage(named: "bubble", in: bundle, compatibleWith: nil))
    #expect(bubble.capInsets == UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    #expect(bubble.resizingMode == .tile)
    let bitmap = try #require(bubble.cgImage)
    #expect(bitmap.width == 5 && bitmap.height == 6)
    let row = (0..<5).map { bitmap.pixmap[$0, 3] }
    #expect(row == [red, red, green, red, red])
    #expect(bubble.size == CGSize(width: 2.5, height: 3))
  }

  @Test func aSlicedImage_drawnWider_keepsItsCaps_andTilesItsCentre() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let bubble = try #require(UIImage(named: "bubble", in: bundle, compatibleWith: nil))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 3), format: format).image {
      _ in bubble.draw(in: CGRect(x: 0, y: 0, width: 6, height: 3))
    }
    let bitmap = try #require(drawn.cgImage)
    let row = (0..<12).map { bitmap.pixmap[$0, 3] }
    #expect(row == [red, red] + Array(repeating: green, count: 8) + [red, red])
  }
}
