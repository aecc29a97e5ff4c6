import Foundation
import OffscreenSnapshotTesting
import Testing
import UIKit

/// Composed screens, shown on a 375 × 667 device at 2× in light and dark mode and compared
/// with swift-snapshot-testing's `.image(on:)` strategy, as an app's own snapshot tests would;
/// the references are under Snapshots/UIKit/Screens (looked at by hand when recorded).
private let styles: [(UIUserInterfaceStyle, String)] = [(.light, "light"), (.dark, "dark")]

/// Snapshots/UIKit/Screens: this file is Tests/UIKitTests/Screens/ScreenGoldenTests.swift.
private let referenceFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Snapshots/UIKit/Screens").path

@MainActor
@Suite struct ScreenGoldenTests {
  @Test(arguments: styles)
  func settingsList(style: UIUserInterfaceStyle, name: String) {
    check(SettingsViewController(), style: style, screen: "settings", name: name)
  }

  @Test(arguments: styles)
  func profileCard(style: UIUserInterfaceStyle, name: String) {
    check(ProfileCardViewController(), style: style, screen: "profile", name: name)
  }

  @Test(arguments: styles)
  func chineseForm(style: UIUserInterfaceStyle, name: String) {
    check(
      CJKFormViewController(strings: CJKFormViewController.chinese), style: style,
      screen: "form-zh", name: name)
  }

  @Test(arguments: styles)
  func koreanForm(style: UIUserInterfaceStyle, name: String) {
    check(
      CJKFormViewController(strings: CJKFormViewController.korean), style: style,
      screen: "form-ko", name: name)
  }

  /// Compares `controller` on the test device with `<screen>.<name>.png`.
  private func check(
    _ controller: UIViewController, style: UIUserInterfaceStyle, screen: String, name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let device = ViewImageConfig(
      size: CGSize(width: 375, height: 667),
      traits: UITraitCollection(traitsFrom: [
        UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: style),
      ]))
    if let failure = verifySnapshot(
      of: controller, as: .image(on: device), named: name, snapshotDirectory: referenceFolder,
      testName: screen)
    {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }
}
