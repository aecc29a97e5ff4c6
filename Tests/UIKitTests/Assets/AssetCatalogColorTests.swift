import Foundation
import Testing
import UIKit

/// The sRGB components of `color` resolved under `traits`.
private func rgba(_ color: UIColor?, _ traits: UITraitCollection = UITraitCollection())
  -> [CGFloat]?
{
  guard let resolved = color?.resolvedColor(with: traits) else { return nil }
  var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
  resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
  return [r, g, b, a]
}

private func isClose(_ a: [CGFloat]?, _ b: [CGFloat], within tolerance: CGFloat = 1e-9) -> Bool {
  guard let a, a.count == b.count else { return false }
  return zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// `UIColor(named:in:compatibleWith:)` reading colour sets as Xcode writes them.
@Suite struct AssetCatalogColorTests {
  private let dark = UITraitCollection(userInterfaceStyle: .dark)
  private let light = UITraitCollection(userInterfaceStyle: .light)

  @Test func appearances_giveADynamicColour_resolvedPerStyle() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
    // Any: floating-point components as written.
    #expect(isClose(rgba(brand, light), [0, 0.478, 1, 1]))
    #expect(isClose(rgba(brand), [0, 0.478, 1, 1]))
    // Dark: "0x0A" and "0xFF" are hexadecimal 8-bit values, "132" a decimal one.
    #expect(isClose(rgba(brand, dark), [10.0 / 255, 132.0 / 255, 1, 0.8]))
    // Drawing resolves in the current traits.
    dark.performAsCurrent {
      #expect(brand.cgColor.components?.first == 10.0 / 255)
    }
  }

  @Test func aSetWithOneColour_isThatColour() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let wide = try #require(UIColor(named: "Wide", in: bundle, compatibleWith: nil))
    #expect(wide == UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect(isClose(rgba(wide, dark), [0.2, 0.4, 0.6, 1]))
  }

  @Test func idiom_picksTheDevicesVariant() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let pad = UITraitCollection(userInterfaceIdiom: .pad)
    #expect(isClose(rgba(UIColor(named: "Tint", in: bundle, compatibleWith: pad)), [0, 0, 1, 1]))
    #expect(isClose(rgba(UIColor(named: "Tint", in: bundle, compatibleWith: nil)), [1, 0, 0, 1]))
  }

  @Test func greyColourSpace_givesAGrey() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    var white: CGFloat = 0
    var alpha: CGFloat = 0
    let shade = try #require(UIColor(named: "Shade", in: bundle, compatibleWith: nil))
    #expect(shade.getWhite(&white, alpha: &alpha))
    #expect(white == 0.5 && alpha == 1)
  }

  @Test func extendedRange_keepsComponentsOutsideZeroToOne() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let vivid = UIColor(named: "Vivid", in: bundle, compatibleWith: nil)
    #expect(isClose(rgba(vivid), [-0.1, 1.2, 0.5, 1]))
  }

  @Test func extendedLinearSRGB_isEncodedWithTheSRGBCurve() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    // 1.055 × 0.5^(1/2.4) − 0.055 = 0.73536; 0 and 1 are fixed points of the curve.
    let linear = UIColor(named: "Linear", in: bundle, compatibleWith: nil)
    #expect(isClose(rgba(linear), [0.73536, 0, 1, 1], within: 1e-5))
  }

  @Test func aReferenceToASystemColour_followsItsAppearances() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    let action = UIColor(named: "Action", in: bundle, compatibleWith: nil)
    // systemBlue: 0, 122, 255 in light and 10, 132, 255 in dark.
    #expect(isClose(rgba(action, light), [0, 122.0 / 255, 1, 1]))
    #expect(isClose(rgba(action, dark), [10.0 / 255, 132.0 / 255, 1, 1]))
  }

  @Test func unknownName_givesNil() throws {
    let bundle = try AssetCatalogFixtures.bundle()
    #expect(UIColor(named: "Absent", in: bundle, compatibleWith: nil) == nil)
    // Images and colours are apart: an image set is not a colour.
    #expect(UIColor(named: "star", in: bundle, compatibleWith: nil) == nil)
  }
}
