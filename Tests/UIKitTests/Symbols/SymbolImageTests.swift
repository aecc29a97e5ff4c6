import CoreGraphics
import Foundation
import Raster
import Testing
import UIKit

/// Symbol sizes follow SF Symbols' model: at the medium scale the design's cap height is the
/// system font's (SF Pro: 1443/2048 of the point size), small is 0.783 of medium and large
/// 1.29 (Apple: "approximately 20% smaller", "approximately 30% larger"), and image sizes are
/// whole pixels at 3×.
@MainActor @Suite struct SymbolImageTests {
  private static let capHeightPerPoint: CGFloat = 1443 / 2048

  private func symbol(_ name: String, _ configuration: UIImage.SymbolConfiguration) throws
    -> UIImage
  {
    try #require(UIImage(systemName: name, withConfiguration: configuration))
  }

  /// `x` rounded up to the next third of a point, as a 3× image's size in points is.
  private func thirds(_ x: CGFloat) -> CGFloat { (x * 3 - 1e-9).rounded(.up) / 3 }

  @Test func unknownNames_giveNil() {
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    #expect(UIImage(systemName: "") == nil)
    #expect(UIImage(systemName: "Chevron.Right") == nil)  // names are case-sensitive on iOS
    #expect(UIImage(systemName: "xmark", withConfiguration: nil) != nil)
  }

  @Test func symbolImages_areTemplatesAtScale3() throws {
    let image = try #require(UIImage(systemName: "star"))
    #expect(image.isSymbolImage)
    #expect(image.renderingMode == .alwaysTemplate)
    #expect(image.scale == 3)
    #expect(image.hasBaseline)
    let cgImage = try #require(image.cgImage)
    #expect(CGFloat(cgImage.width) == image.size.width * 3)
    #expect(UIImage(cgImage: cgImage).isSymbolImage == false)
  }

  /// A minus is one horizontal stroke: its height is the stroke width, so it follows the
  /// weight, and it grows in proportion with the point size.
  @Test func minusHeight_isTheStrokeWidth() throws {
    // Regular at 100 pt: 11.5 design units of a cap height of 100, so 0.115 × 70.46 = 8.10 pt,
    // rounded up to 8 1/3. Bold: 0.165 × 70.46 = 11.63 → 11 2/3.
    let regular = try symbol("minus", .init(pointSize: 100, weight: .regular))
    let bold = try symbol("minus", .init(pointSize: 100, weight: .bold))
    #expect(regular.size.height == thirds(0.115 * 100 * Self.capHeightPerPoint))
    #expect(bold.size.height == thirds(0.165 * 100 * Self.capHeightPerPoint))
    #expect(bold.size.width > regular.size.width)  // the round caps reach further
  }

  /// The xmark spans the cap height less a little (its design spans 92 units between stroke
  /// centres, plus the stroke): at 17 pt regular, (92 + 11.5)% of 11.98 pt = 12.40 → 12 2/3.
  @Test func defaultConfiguration_isBodySizeRegularMedium() throws {
    let plain = try #require(UIImage(systemName: "xmark"))
    #expect(plain.size.height == thirds(1.035 * 17 * Self.capHeightPerPoint))
    #expect(plain.size == (try symbol("xmark", .init(pointSize: 17, weight: .regular)).size))
    #expect(plain.size == (try symbol("xmark", .init(textStyle: .body)).size))
  }

  /// Small and large scale the whole symbol, stroke included, by 0.783 and 1.29.
  @Test func scales_shrinkAndGrowTheSymbol() throws {
    let ink = (92 + 11.5) / 100 * 40 * Self.capHeightPerPoint  // xmark at 40 pt, medium
    for (scale, factor) in [(UIImage.SymbolScale.small, 0.783), (.medium, 1), (.large, 1.29)] {
      let image = try symbol("xmark", .init(pointSize: 40, weight: .regular, scale: scale))
      #expect(image.size.height == thirds(ink * factor), "\(scale)")
    }
    let unspecified = try symbol("xmark", .init(pointSize: 40, weight: .regular, scale: .default))
    #expect(unspecified.size.height == thirds(ink))
  }

  /// Text styles give their font's size and weight: the headline is 17 pt semibold, title1 28
  /// pt regular.
  @Test func textStyles_giveTheirFontsSizeAndWeight() throws {
    #expect(
      try symbol("plus", .init(textStyle: .headline)).size
        == symbol("plus", .init(pointSize: 17, weight: .semibold)).size)
    #expect(
      try symbol("plus", .init(textStyle: .title1)).size
        == symbol("plus", .init(pointSize: 28, weight: .regular)).size)
  }

  /// Applying a configuration replaces what it specifies and keeps the rest.
  @Test func applying_mergesSettings() throws {
    let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .light, scale: .large)
    let merged = base.applying(UIImage.SymbolConfiguration(weight: .heavy))
    #expect(merged == UIImage.SymbolConfiguration(pointSize: 30, weight: .heavy, scale: .large))
    let resized = base.applying(UIImage.SymbolConfiguration(textStyle: .caption1))
    #expect(
      resized
        == UIImage.SymbolConfiguration(textStyle: .caption1, scale: .large).applying(
          UIImage.SymbolConfiguration(weight: .light)))
    #expect(base.applying(nil) == base)
    #expect(
      base.configurationWithoutWeight()
        == UIImage.SymbolConfiguration(pointSize: 30).applying(
          UIImage.SymbolConfiguration(scale: .large)))
  }

  /// `withConfiguration` re-draws the symbol with the configuration applied over its own and
  /// keeps its rendering mode and tint.
  @Test func withConfiguration_redrawsTheSymbol() throws {
    let star = try symbol("star", .init(pointSize: 20, weight: .regular))
    let bigger = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
    // Only the point size changes, so the size doubles, give or take the pixel rounding.
    #expect(abs(bigger.size.width - 2 * star.size.width) <= 1)
    #expect(
      bigger.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 40, weight: .regular))
    let original = star.withRenderingMode(.alwaysOriginal).withConfiguration(
      UIImage.SymbolConfiguration(weight: .bold))
    #expect(original.renderingMode == .alwaysOriginal)
    #expect(original.isSymbolImage)
    let plain = UIImage()
    #expect(plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === plain)
    #expect(plain.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
  }

  /// The baseline is the cap height's bottom (design y = 100): the xmark's ink ends at
  /// 96 + 11.5 / 2 = 101.75, so the image's bottom is 1.75 units, plus half the pixel
  /// rounding of its height, under the baseline.
  @Test func baseline_isTheCapHeightsBottom() throws {
    let image = try symbol("xmark", .init(pointSize: 100, weight: .regular))
    let unit = Self.capHeightPerPoint  // points per design unit at 100 pt
    let inkHeight = 103.5 * unit
    let rounding = (image.size.height - inkHeight) / 2
    #expect(abs(image.baselineOffsetFromBottom - (1.75 * unit + rounding)) < 1e-9)
    #expect(UIImage().baselineOffsetFromBottom == 0)
    #expect(UIImage().hasBaseline == false)
  }

  /// An image view draws a symbol in its tint colour; `.alwaysOriginal` draws it black.
  @Test func imageView_tintsTheSymbol() throws {
    let image = try symbol("circle.fill", .init(pointSize: 20))
    let view = UIImageView(image: image)
    view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(view.intrinsicContentSize == image.size)
    let pixmap = try #require(displayedPixmap(of: view))
    let middle = pixmap[pixmap.width / 2, pixmap.height / 2]
    #expect(middle.r == 255 && middle.g == 0 && middle.b == 0 && middle.a == 255)
    view.image = image.withRenderingMode(.alwaysOriginal)
    let original = try #require(displayedPixmap(of: view))
    let black = original[original.width / 2, original.height / 2]
    #expect(black.r == 0 && black.g == 0 && black.b == 0 && black.a == 255)
  }

  /// A hierarchical colour draws the symbol in that colour whatever the tint.
  @Test func hierarchicalColor_drawsInThatColor() throws {
    let image = try symbol(
      "circle.fill",
      UIImage.SymbolConfiguration(pointSize: 20).applying(
        UIImage.SymbolConfiguration(hierarchicalColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1))
      ))
    let view = UIImageView(image: image)
    view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let pixmap = try #require(displayedPixmap(of: view))
    let middle = pixmap[pixmap.width / 2, pixmap.height / 2]
    #expect(middle.b == 255 && middle.r == 0)
  }

  /// A fill variant's cut-out shows what is behind the image, not a hole punched through it.
  @Test func cutOuts_onlyRemoveTheSymbolsOwnInk() throws {
    let image = try symbol("plus.circle.fill", .init(pointSize: 40))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: image.size, format: format).image { context in
      UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
      context.fill(CGRect(origin: .zero, size: image.size))
      image.draw(at: .zero)
    }.pixels
    // The plus's centre is the image's centre: cut out, so the green behind shows.
    let centre = drawn[drawn.width / 2, drawn.height / 2]
    #expect(centre.g == 255 && centre.r == 0 && centre.a == 255)
    // Halfway between the plus's arm ends and the rim is the black disc.
    let disc = drawn[drawn.width / 2 + drawn.width / 8, drawn.height / 2 - drawn.height / 8]
    #expect(disc.g == 0 && disc.a == 255)
  }
}
