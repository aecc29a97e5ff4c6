import CoreGraphics
import Foundation
import Raster
import Testing
import UIKit

/// An image of one point filled with `color`, at `scale`.
private func swatch(_ color: UIColor, scale: CGFloat) -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = scale
  return UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image {
    color.setFill()
    $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
  }
}

private func firstPixel(_ image: UIImage?) -> PremultipliedColor? {
  image?.cgImage?.pixmap[0, 0]
}

private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
private let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

/// `UIImageAsset`: a catalog image's variants, variants registered in code, and image views
/// showing the variant of their traits.
@Suite struct ImageAssetTests {
  private let dark = UITraitCollection(userInterfaceStyle: .dark)
  private let light = UITraitCollection(userInterfaceStyle: .light)

  @Test func catalogImage_hasTheAssetOfItsSet() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let moon = try #require(UIImage(named: "moon", in: bundle, compatibleWith: light))
    let asset = try #require(moon.imageAsset)
    #expect(firstPixel(asset.image(with: dark)) == .black)
    #expect(firstPixel(asset.image(with: light)) == .white)
    // Scales: star's 2x file is green.
    let star = try #require(UIImage(named: "star", in: bundle, compatibleWith: nil))
    let atTwo = star.imageAsset?.image(with: UITraitCollection(displayScale: 2))
    #expect(atTwo?.scale == 2)
    #expect(firstPixel(atTwo) == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
  }

  @Test func imagesMadeInCode_haveNoAsset() {
    #expect(swatch(.red, scale: 1).imageAsset == nil)
  }

  @Test func registeredVariants_areChosenByTraits_andKnowTheirAsset() {
    let asset = UIImageAsset()
    let lightTraits = UITraitCollection(traitsFrom: [light, UITraitCollection(displayScale: 2)])
    let darkTraits = UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2)])
    asset.register(swatch(.red, scale: 2), with: lightTraits)
    asset.register(swatch(.blue, scale: 2), with: darkTraits)
    let chosen = asset.image(with: dark)
    #expect(firstPixel(chosen) == blue)
    #expect(chosen.imageAsset === asset)
    #expect(firstPixel(asset.image(with: light)) == red)
    // Registering equal traits again replaces the variant; unregistering removes it.
    asset.register(swatch(.green, scale: 2), with: darkTraits)
    #expect(firstPixel(asset.image(with: dark)) == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
    asset.unregister(imageWith: UITraitCollection(traitsFrom: [darkTraits]))
    #expect(firstPixel(asset.image(with: dark)) == red)
  }

  @Test func aVariantRegisteredAtAnAbsurdScale_isStillChosenWithoutTrapping() {
    let asset = UIImageAsset()
    asset.register(swatch(.red, scale: 1), with: UITraitCollection(displayScale: 1e300))
    #expect(firstPixel(asset.image(with: dark)) == red)
  }

  @Test func emptyAsset_givesAnEmptyImage() {
    #expect(UIImageAsset().image(with: dark).size == .zero)
  }

  @MainActor
  @Test func imageView_showsTheVariantOfItsInterfaceStyle() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let view = UIImageView(image: UIImage(named: "moon", in: bundle, compatibleWith: nil))
    #expect(view.bounds.size == CGSize(width: 1, height: 1))
    #expect(firstPixel(view.renderedImage(scale: 2)) == .white)
    view.overrideUserInterfaceStyle = .dark
    #expect(firstPixel(view.renderedImage(scale: 2)) == .black)
    // The image itself is not replaced: only what is drawn follows the traits.
    #expect(firstPixel(view.image) == .white)
  }

  @MainActor
  @Test func buttonBackgroundImage_followsTheInterfaceStyle() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    button.setBackgroundImage(UIImage(named: "moon", in: bundle, compatibleWith: nil), for: .normal)
    #expect(firstPixel(button.renderedImage(scale: 2)) == .white)
    button.overrideUserInterfaceStyle = .dark
    #expect(firstPixel(button.renderedImage(scale: 2)) == .black)
  }

  @MainActor
  @Test func imageView_keepsTheImagesRenderingMode_inEveryVariant() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let moon = try #require(UIImage(named: "moon", in: bundle, compatibleWith: nil))
    let view = UIImageView(image: moon.withRenderingMode(.alwaysTemplate))
    view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    view.overrideUserInterfaceStyle = .dark
    // The dark variant is opaque black; as a template it is drawn in the tint colour.
    #expect(firstPixel(view.renderedImage(scale: 2)) == red)
  }
}

/// `UIImage.isEqual(_:)`: the same image data, as Apple documents for named images.
@Suite struct ImageEqualityTests {
  @Test func namedImagesOfOneName_areEqual_asTheyShareTheirData() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let first = UIImage(named: "star", in: bundle, compatibleWith: nil)
    let second = UIImage(named: "star", in: bundle, compatibleWith: nil)
    #expect(first != nil && first == second)
    #expect(first?.hash == second?.hash)
    // Another variant is other data.
    let twoX = UIImage(
      named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))
    #expect(first != twoX)
    // Drawn another way, it is another image.
    #expect(first != first?.withRenderingMode(.alwaysTemplate))
    #expect(first != first?.withTintColor(.red))
  }

  @Test func looseNamedFiles_areEqual_too() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "equal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let png = try #require(swatch(.red, scale: 2).pngData())
    try png.write(to: directory.appendingPathComponent("dot@2x.png"))
    let bundle = try #require(Bundle(path: directory.path))
    let traits = UITraitCollection(displayScale: 2)
    let first = UIImage(named: "dot", in: bundle, compatibleWith: traits)
    #expect(first?.scale == 2)
    #expect(first != nil && first == UIImage(named: "dot", in: bundle, compatibleWith: traits))
  }

  @Test func imagesMadeSeparately_areNotEqual_evenWithEqualPixels() {
    let first = swatch(.red, scale: 1)
    let second = swatch(.red, scale: 1)
    #expect(first.pngData() == second.pngData())
    #expect(first != second)
    #expect(first == first)
  }
}
