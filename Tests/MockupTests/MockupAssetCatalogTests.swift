import Foundation
import Raster
import Testing
import UIKit

@testable import Mockup

/// Mockups naming images and colours of an asset catalog (`assets:` or one beside the file).
@MainActor @Suite struct MockupAssetCatalogTests {
  /// A folder holding `Brand.xcassets`: a 2x image set `logo` (2 × 2 red pixels, one point) with
  /// a dark variant (blue), and a colour set `Accent`, green in light and yellow in dark.
  private func folderWithCatalog() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mockup-assets-\(UUID().uuidString)")
    let logo = folder.appendingPathComponent("Brand.xcassets/logo.imageset")
    let accent = folder.appendingPathComponent("Brand.xcassets/Accent.colorset")
    for directory in [logo, accent] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    for (file, color) in [("logo.png", UIColor.red), ("logo-dark.png", UIColor.blue)] {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 2
      let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format)
        .image { context in
          color.setFill()
          context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
      try #require(image.pngData()).write(to: logo.appendingPathComponent(file))
    }
    let dark = #"[{"appearance": "luminosity", "value": "dark"}]"#
    try Data(
      #"""
      {"images": [{"filename": "logo.png", "idiom": "universal", "scale": "2x"},
        {"appearances": \#(dark), "filename": "logo-dark.png", "idiom": "universal",
         "scale": "2x"}]}
      """#.utf8
    ).write(to: logo.appendingPathComponent("Contents.json"))
    try Data(
      #"""
      {"colors": [
        {"color": {"color-space": "srgb",
          "components": {"red": "0", "green": "255", "blue": "0", "alpha": "1.000"}},
         "idiom": "universal"},
        {"appearances": \#(dark), "color": {"color-space": "srgb",
          "components": {"red": "0xFF", "green": "0xFF", "blue": "0x00", "alpha": "1.000"}},
         "idiom": "universal"}]}
      """#.utf8
    ).write(to: accent.appendingPathComponent("Contents.json"))
    return folder
  }

  private static let text = """
    canvas: {size: [2, 1], scale: 2, appearance: APPEARANCE}
    view:
      constraints:
        - H:|[logo(1)][swatch(1)]|
        - V:|[logo]|
        - V:|[swatch]|
      subviews:
        - {id: logo, class: UIImageView, image: logo}
        - {id: swatch, backgroundColor: Accent}
    """

  @Test(arguments: [
    (
      "light", PremultipliedColor(r: 255, g: 0, b: 0, a: 255),
      PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
    ),
    (
      "dark", PremultipliedColor(r: 0, g: 0, b: 255, a: 255),
      PremultipliedColor(r: 255, g: 255, b: 0, a: 255)
    ),
  ])
  func aCatalogBesideTheMockup_givesNamedImagesAndColours_inTheCanvasAppearance(
    appearance: String, logo: PremultipliedColor, swatch: PremultipliedColor
  ) throws {
    let folder = try folderWithCatalog()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Self.text.replacingOccurrences(of: "APPEARANCE", with: appearance)
    let pixels = try MockupRenderer.image(of: Mockup.parse(text, baseDirectory: folder))
    #expect(pixels[0, 0] == logo)
    #expect(pixels[2, 0] == swatch)
  }

  @Test func assetsKey_namesACatalogElsewhere() throws {
    let folder = try folderWithCatalog()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mockupFolder = folder.appendingPathComponent("Mockups", isDirectory: true)
    try FileManager.default.createDirectory(at: mockupFolder, withIntermediateDirectories: true)
    let text =
      "assets: ../Brand.xcassets\n"
      + Self.text.replacingOccurrences(of: "APPEARANCE", with: "light")
    let pixels = try MockupRenderer.image(of: Mockup.parse(text, baseDirectory: mockupFolder))
    #expect(pixels[0, 0] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func aMissingCatalog_isAnImageErrorNamingIt() throws {
    let error = try #require(MockupTesting.error("assets: Nowhere.xcassets\nview: {}"))
    #expect(error.kind == .image)
    #expect(error.message.contains("Nowhere.xcassets"))
  }
}
