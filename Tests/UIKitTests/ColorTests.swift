import Testing
import UIKit

/// The sRGB components of `color` resolved under `traits`, in 8-bit steps, and its alpha.
func components8(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
  var r: CGFloat = -1
  var g: CGFloat = -1
  var b: CGFloat = -1
  var a: CGFloat = -1
  color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
  return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
}

@Suite struct ColorTests {
  static let light = UITraitCollection(userInterfaceStyle: .light)
  static let dark = UITraitCollection(userInterfaceStyle: .dark)

  @Test func initRGB_getRed_returnsTheComponents() {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    let ok = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).getRed(
      &r, green: &g, blue: &b, alpha: &a)
    #expect(ok && r == 0.1 && g == 0.2 && b == 0.3 && a == 0.4)
  }

  @Test func initWhite_getWhiteAndGetRed_agree() {
    let grey = UIColor(white: 0.25, alpha: 0.5)
    var w: CGFloat = 0
    var a: CGFloat = 0
    #expect(grey.getWhite(&w, alpha: &a) && w == 0.25 && a == 0.5)
    #expect(components8(grey, .current) == [64, 64, 64, 50])
    #expect(grey.cgColor.components == [0.25, 0.5])
  }

  @Test func rgbColor_getWhite_failsAndLeavesArgumentsAlone() {
    var w: CGFloat = 7
    #expect(!UIColor.red.getWhite(&w, alpha: nil))
    #expect(w == 7)
  }

  /// A colour given by hue, saturation and brightness, and its sRGB components by hand.
  struct HSBCase: Sendable, CustomTestStringConvertible {
    let hsb: [Double]
    let rgb: [Int]
    var testDescription: String { "\(hsb) → \(rgb)" }
  }

  // Hue in sixths of a turn: 0 red, 1/6 yellow, 1/3 green, 1/2 cyan, 2/3 blue, 5/6 magenta.
  static let hsbCases: [HSBCase] = [
    HSBCase(hsb: [0, 1, 1], rgb: [255, 0, 0]), HSBCase(hsb: [1.0 / 6, 1, 1], rgb: [255, 255, 0]),
    HSBCase(hsb: [1.0 / 3, 1, 1], rgb: [0, 255, 0]),
    HSBCase(hsb: [0.5, 1, 1], rgb: [0, 255, 255]),
    HSBCase(hsb: [2.0 / 3, 1, 1], rgb: [0, 0, 255]),
    HSBCase(hsb: [5.0 / 6, 1, 1], rgb: [255, 0, 255]),
    HSBCase(hsb: [0.5, 0.5, 1], rgb: [128, 255, 255]),
    HSBCase(hsb: [0, 0, 0.4], rgb: [102, 102, 102]),
  ]

  @Test(arguments: hsbCases)
  func initHSB_givesTheSRGBColour(_ c: HSBCase) {
    let color = UIColor(hue: c.hsb[0], saturation: c.hsb[1], brightness: c.hsb[2], alpha: 1)
    #expect(components8(color, .current) == c.rgb + [100])
  }

  @Test func getHue_ofKnownRGB_givesHandComputedHSB() {
    // max 0.6 (blue), min 0.2, range 0.4: hue (4 + (0.2 − 0.4) / 0.4) / 6 = 3.5 / 6.
    var h: CGFloat = 0
    var s: CGFloat = 0
    var v: CGFloat = 0
    var a: CGFloat = 0
    UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).getHue(
      &h, saturation: &s, brightness: &v, alpha: &a)
    #expect(abs(h - 3.5 / 6) < 1e-12 && abs(s - 0.4 / 0.6) < 1e-12 && v == 0.6 && a == 1)
  }

  @Test(arguments: [[0.1, 0.8, 0.9], [0.95, 0.3, 0.5], [0.4, 1.0, 0.25]])
  func hsb_roundTripsThroughGetHue(_ hsb: [Double]) {
    let (h, s, v) = (hsb[0], hsb[1], hsb[2])
    var h2: CGFloat = 0
    var s2: CGFloat = 0
    var v2: CGFloat = 0
    UIColor(hue: h, saturation: s, brightness: v, alpha: 1).getHue(
      &h2, saturation: &s2, brightness: &v2, alpha: nil)
    #expect(abs(h2 - h) < 1e-9 && abs(s2 - s) < 1e-9 && abs(v2 - v) < 1e-9)
  }

  @Test func classColours_haveAppleDocumentedComponents() {
    var w: CGFloat = 0
    #expect(UIColor.darkGray.getWhite(&w, alpha: nil) && w == 1.0 / 3.0)
    #expect(UIColor.lightGray.getWhite(&w, alpha: nil) && w == 2.0 / 3.0)
    #expect(UIColor.gray.getWhite(&w, alpha: nil) && w == 0.5)
    #expect(components8(.orange, .current) == [255, 128, 0, 100])
    #expect(components8(.purple, .current) == [128, 0, 128, 100])
    #expect(components8(.brown, .current) == [153, 102, 51, 100])
    #expect(components8(.clear, .current) == [0, 0, 0, 0])
    #expect(components8(.lightText, .current) == [255, 255, 255, 60])
  }

  /// A system colour and its light and dark components (8-bit RGB, alpha in percent).
  struct SystemCase: Sendable, CustomTestStringConvertible {
    let name: String
    let color: UIColor
    let light: [Int]
    let dark: [Int]
    var testDescription: String { name }
  }

  // Apple's Human Interface Guidelines colour tables (default contrast), light then dark.
  static let systemCases: [SystemCase] = [
    SystemCase(
      name: "systemRed", color: .systemRed, light: [255, 59, 48, 100], dark: [255, 69, 58, 100]),
    SystemCase(
      name: "systemBlue", color: .systemBlue, light: [0, 122, 255, 100], dark: [10, 132, 255, 100]),
    SystemCase(
      name: "systemGreen", color: .systemGreen, light: [52, 199, 89, 100], dark: [48, 209, 88, 100]),
    SystemCase(
      name: "systemIndigo", color: .systemIndigo, light: [88, 86, 214, 100],
      dark: [94, 92, 230, 100]),
    SystemCase(
      name: "systemGray6", color: .systemGray6, light: [242, 242, 247, 100],
      dark: [28, 28, 30, 100]),
    SystemCase(name: "label", color: .label, light: [0, 0, 0, 100], dark: [255, 255, 255, 100]),
    SystemCase(
      name: "secondaryLabel", color: .secondaryLabel, light: [60, 60, 67, 60],
      dark: [235, 235, 245, 60]),
    SystemCase(
      name: "systemBackground", color: .systemBackground, light: [255, 255, 255, 100],
      dark: [0, 0, 0, 100]),
    SystemCase(
      name: "secondarySystemGroupedBackground", color: .secondarySystemGroupedBackground,
      light: [255, 255, 255, 100], dark: [28, 28, 30, 100]),
    SystemCase(
      name: "separator", color: .separator, light: [60, 60, 67, 29], dark: [84, 84, 88, 60]),
    SystemCase(
      name: "systemFill", color: .systemFill, light: [120, 120, 128, 20], dark: [120, 120, 128, 36]),
    SystemCase(
      name: "tintColor", color: .tintColor, light: [0, 122, 255, 100], dark: [10, 132, 255, 100]),
  ]

  @Test(arguments: systemCases)
  func systemColour_resolvesToItsLightAndDarkValues(_ c: SystemCase) {
    #expect(components8(c.color, Self.light) == c.light)
    #expect(components8(c.color, Self.dark) == c.dark)
    #expect(components8(c.color, UITraitCollection()) == c.light)
  }

  @Test func dynamicColour_cgColor_followsTheCurrentTraitCollection() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    Self.dark.performAsCurrent {
      #expect(color.cgColor.components == [1, 1])
    }
    Self.light.performAsCurrent {
      #expect(color.cgColor.components == [0, 1])
    }
  }

  @Test func withAlphaComponent_keepsDynamicColoursDynamic() {
    let faded = UIColor.systemRed.withAlphaComponent(0.5)
    #expect(components8(faded, Self.dark) == [255, 69, 58, 50])
    #expect(components8(faded, Self.light) == [255, 59, 48, 50])
  }

  @Test func equality_comparesColourSpaceAndComponents() {
    #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
    #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(UIColor.systemBlue == UIColor.systemBlue)
    #expect(UIColor.red != UIColor.red.withAlphaComponent(0.9))
  }

  @Test func initCGColor_keepsTheColourSpaceModel() {
    #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor(white: 0.5, alpha: 1))
    let rgb = UIColor(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect(rgb == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
  }

  @Test func displayP3_isTakenAsSRGB() {
    #expect(
      UIColor(displayP3Red: 1, green: 0.5, blue: 0, alpha: 1)
        == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
  }
}
