import CoreGraphics
import TestSupport
import Testing
import UIKit

@Suite struct ColorSwatchTests {
  static let swatches: [UIColor] = [
    .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal,
    .systemCyan, .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown,
    .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
    .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .separator, .opaqueSeparator,
    .link, .placeholderText, .systemFill, .secondarySystemFill, .tertiarySystemFill,
    .quaternarySystemFill, .secondarySystemBackground, .tertiarySystemBackground,
    .systemGroupedBackground, .secondarySystemGroupedBackground,
    .tertiarySystemGroupedBackground, .tintColor,
  ]

  /// Light on the left, dark on the right: each panel the system background of its style with
  /// the system colours as 12-point squares, six to a row, in the order of `swatches`.
  @Test func systemColours_lightAndDark_matchTheGolden() throws {
    let columns = 6
    let rows = (Self.swatches.count + columns - 1) / columns
    let panel = CGSize(width: CGFloat(columns) * 14 + 2, height: CGFloat(rows) * 14 + 2)
    let image = renderer2x(CGSize(width: panel.width * 2, height: panel.height)).image {
      context in
      for (index, style) in [UIUserInterfaceStyle.light, .dark].enumerated() {
        UITraitCollection(userInterfaceStyle: style).performAsCurrent {
          let origin = CGPoint(x: CGFloat(index) * panel.width, y: 0)
          UIColor.systemBackground.setFill()
          context.fill(CGRect(origin: origin, size: panel))
          for (i, color) in Self.swatches.enumerated() {
            color.setFill()
            context.fill(
              CGRect(
                x: origin.x + 2 + CGFloat(i % columns) * 14, y: 2 + CGFloat(i / columns) * 14,
                width: 12, height: 12))
          }
        }
      }
    }
    try GoldenImage.assertMatches(image.pixels, golden: "UIKit/Drawing/system-colours.png")
  }
}
