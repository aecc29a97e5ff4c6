import CoreGraphics
import TestSupport
import Testing
import UIKit

/// A table view shown by a navigation controller in a tab bar controller, as a settings screen
/// is: its content inset is adjusted by the safe area the bars leave, so its first row starts
/// under the large title and its last can scroll clear of the tab bar.
@MainActor
@Suite struct BarsWithTableTests {
  private func settings() -> SampleTableController {
    let table = SampleTableController(
      style: .insetGrouped,
      sections: [
        SampleSection(rows: [
          SampleRow(
            text: "Wi-Fi", secondary: "Home", icon: .systemBlue, accessory: .disclosureIndicator),
          SampleRow(
            text: "Bluetooth", secondary: "On", icon: .systemBlue, accessory: .disclosureIndicator),
        ]),
        SampleSection(rows: [
          SampleRow(text: "General", icon: .systemGray, accessory: .disclosureIndicator)
        ]),
      ])
    table.title = "Settings"
    return table
  }

  private func app(_ root: UIViewController) -> UITabBarController {
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear"), tag: 0)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    tabs.viewControllers?[1].tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
    return tabs
  }

  @Test func tableInsetsFollowTheBars() {
    let table = settings()
    let window = BarWindows.iPhone15(showing: app(table))
    // Top: 59 status bar + 96 large-title bar = 155; bottom: 34 home indicator + 49 tab bar.
    #expect(table.tableView.adjustedContentInset.top == 155)
    #expect(table.tableView.adjustedContentInset.bottom == 83)
    // At rest the table is scrolled to its top edge, under the bar.
    #expect(table.tableView.contentOffset.y == -155)
    window.isHidden = true
  }

  @Test func settingsScreenGolden() throws {
    let window = BarWindows.window(
      size: CGSize(width: 393, height: 500), scale: 2,
      insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), showing: app(settings()))
    let image = try #require(window.renderedImage().cgImage)
    try GoldenImage.assertMatches(image.pixmap, golden: "UIKit/Bars/settings-tabs-light.png")
    window.isHidden = true
  }
}
