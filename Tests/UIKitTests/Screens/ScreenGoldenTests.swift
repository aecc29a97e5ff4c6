@_spi(Offscreen) import CoreGraphics
import TestSupport
import Testing
@_spi(Offscreen) import UIKit

/// Composed screens, rendered as a window shows them, compared with golden PNGs (looked at
/// by hand when recorded) in light and dark mode.
private let styles: [(UIUserInterfaceStyle, String)] = [(.light, "light"), (.dark, "dark")]

@MainActor
@Suite struct ScreenGoldenTests {
  @Test(arguments: styles)
  func settingsList(style: UIUserInterfaceStyle, name: String) throws {
    try check(SettingsViewController(), style: style, golden: "settings-\(name).png")
  }

  @Test(arguments: styles)
  func profileCard(style: UIUserInterfaceStyle, name: String) throws {
    try check(ProfileCardViewController(), style: style, golden: "profile-\(name).png")
  }

  @Test(arguments: styles)
  func chineseForm(style: UIUserInterfaceStyle, name: String) throws {
    try check(
      CJKFormViewController(strings: CJKFormViewController.chinese), style: style,
      golden: "form-zh-\(name).png")
  }

  @Test(arguments: styles)
  func koreanForm(style: UIUserInterfaceStyle, name: String) throws {
    try check(
      CJKFormViewController(strings: CJKFormViewController.korean), style: style,
      golden: "form-ko-\(name).png")
  }

  private func check(
    _ controller: UIViewController, style: UIUserInterfaceStyle, golden: String
  ) throws {
    let window = ScreenBuilding.window(showing: controller, style: style)
    let image = try #require(window.renderedImage().cgImage)
    try GoldenImage.assertMatches(image.pixmap, golden: "UIKit/Screens/\(golden)")
    window.isHidden = true
  }
}
