import CoreGraphics
import TestSupport
import Testing
import UIKit

private let styles: [(UIUserInterfaceStyle, String)] = [(.light, "light"), (.dark, "dark")]
private let tableStyles: [(UITableView.Style, String)] = [
  (.plain, "plain"), (.grouped, "grouped"), (.insetGrouped, "insetGrouped"),
]

/// Tables rendered as a window shows them, compared with golden PNGs looked at by hand
/// against iOS's Settings and list screens.
@MainActor
@Suite struct TableGoldenTests {
  static let sampleSections = [
    SampleSection(
      header: "Connectivity",
      rows: [
        SampleRow(text: "Wi-Fi", secondary: "Home", accessory: .disclosureIndicator),
        SampleRow(text: "Bluetooth", secondary: "On", accessory: .disclosureIndicator),
        SampleRow(text: "Personal Hotspot", accessory: .checkmark),
      ]),
    SampleSection(
      footer: "Notifications appear on the Lock Screen.",
      rows: [
        SampleRow(
          text: "Notifications", secondary: "Banners, Sounds, Badges", subtitle: true,
          accessory: .detailButton),
        SampleRow(text: "Focus", icon: .systemIndigo, accessory: .disclosureIndicator),
      ]),
  ]

  @Test(arguments: styles)
  func eachTableStyle(style: UIUserInterfaceStyle, name: String) throws {
    for (tableStyle, tableName) in tableStyles {
      let controller = SampleTableController(style: tableStyle, sections: Self.sampleSections)
      try check(
        controller, size: CGSize(width: 320, height: 380), style: style,
        golden: "table-\(tableName)-\(name).png")
    }
  }

  @Test(arguments: styles)
  func settingsScreen(style: UIUserInterfaceStyle, name: String) throws {
    // A large title above the groups, at the groups' text inset (16 + 16).
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 52))
    let title = UILabel(frame: CGRect(x: 32, y: 0, width: 327, height: 52))
    title.text = "Settings"
    title.font = .systemFont(ofSize: 34, weight: .bold)
    header.addSubview(title)
    let sections = [
      SampleSection(rows: [
        SampleRow(
          text: "Jane Appleseed", secondary: "Apple Account, iCloud, and more", subtitle: true,
          icon: .systemGray, accessory: .disclosureIndicator)
      ]),
      SampleSection(rows: [
        SampleRow(text: "Airplane Mode", icon: .systemOrange, accessory: .checkmark),
        SampleRow(
          text: "Wi-Fi", secondary: "Home", icon: .systemBlue, accessory: .disclosureIndicator),
        SampleRow(
          text: "Bluetooth", secondary: "On", icon: .systemBlue, accessory: .disclosureIndicator),
        SampleRow(text: "Cellular", icon: .systemGreen, accessory: .disclosureIndicator),
      ]),
      SampleSection(rows: [
        SampleRow(text: "Notifications", icon: .systemRed, accessory: .disclosureIndicator),
        SampleRow(text: "Sounds & Haptics", icon: .systemPink, accessory: .disclosureIndicator),
        SampleRow(text: "Focus", icon: .systemIndigo, accessory: .disclosureIndicator),
        SampleRow(text: "Screen Time", icon: .systemIndigo, accessory: .disclosureIndicator),
      ]),
      SampleSection(rows: [
        SampleRow(text: "General", icon: .systemGray, accessory: .disclosureIndicator),
        SampleRow(text: "Control Center", icon: .systemGray, accessory: .disclosureIndicator),
      ]),
    ]
    let controller = SampleTableController(
      style: .insetGrouped, sections: sections, header: header)
    try check(
      controller, size: CGSize(width: 375, height: 667), style: style,
      golden: "settings-table-\(name).png")
  }

  private func check(
    _ controller: UIViewController, size: CGSize, style: UIUserInterfaceStyle, golden: String
  ) throws {
    let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 2)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.overrideUserInterfaceStyle = style
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let image = try #require(window.renderedImage().cgImage)
    try GoldenImage.assertMatches(image.pixmap, golden: "UIKit/Containers/\(golden)")
    window.isHidden = true
  }
}
