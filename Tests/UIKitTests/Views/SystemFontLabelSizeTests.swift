import Foundation
import Testing
import UIKit

/// System-font labels come out iOS's size. Heights follow from SF Pro's line metrics alone:
/// a one-line label is (1950 + 494) / 2048 of the point size, rounded up to a pixel at 3x.
/// Widths are iOS's own, from public reference files recorded on iOS (swift-snapshot-testing's
/// `testTraits` descriptions, an LLDB session's `recursiveDescription`), and must be within
/// half a point.
@MainActor
@Suite struct SystemFontLabelSizeTests {
  func size(_ text: String, _ font: UIFont) -> CGSize {
    let label = UILabel()
    label.font = font
    label.text = text
    return label.intrinsicContentSize
  }

  @Test(arguments: [11.0, 13, 15, 16, 17, 20, 22, 25, 28, 34, 38, 43, 48, 53, 58])
  func oneLineHeight_isSFPros(pointSize: Double) {
    let height = ceilToThird(CGFloat(pointSize) * 2444 / 2048)
    #expect(size("What's the point?", .systemFont(ofSize: CGFloat(pointSize))).height == height)
    #expect(size("Hg", .boldSystemFont(ofSize: CGFloat(pointSize))).height == height)
  }

  @Test func title1AtEachContentSize_isIOSsHeight() {
    // swift-snapshot-testing's testTraitsWithViewController on iOS: title1 in every category,
    // xSmall to accessibility XXXL (25 to 58 points).
    let heights: [UIContentSizeCategory: CGFloat] = [
      .extraSmall: 30, .small: 94 / 3, .medium: 97 / 3, .large: 101 / 3, .extraLarge: 36,
      .extraExtraLarge: 115 / 3, .extraExtraExtraLarge: 122 / 3,
      .accessibilityMedium: 137 / 3, .accessibilityLarge: 154 / 3,
      .accessibilityExtraLarge: 172 / 3, .accessibilityExtraExtraLarge: 190 / 3,
      .accessibilityExtraExtraExtraLarge: 208 / 3,
    ]
    for (category, height) in heights {
      let font = UIFont.preferredFont(
        forTextStyle: .title1,
        compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
      #expect(size("What's the point?", font).height == height, "\(category.rawValue)")
    }
  }

  /// A label's text and point size, with the width iOS gave it.
  struct IOSWidth: Sendable, CustomTestStringConvertible {
    var text: String
    var pointSize: CGFloat
    var width: CGFloat
    var testDescription: String { "\(text) at \(pointSize)" }
  }

  /// Body at the large and medium categories, subheadline, and labels at the default 17 points.
  nonisolated static let regularWidths: [IOSWidth] = [
    IOSWidth(text: "the", pointSize: 17, width: 25),
    IOSWidth(text: "point", pointSize: 17, width: 39),
    IOSWidth(text: "the", pointSize: 16, width: 71 / 3),
    IOSWidth(text: "point", pointSize: 16, width: 37),
    IOSWidth(text: "?", pointSize: 15, width: 23 / 3),
    IOSWidth(text: "?", pointSize: 14, width: 22 / 3),
    IOSWidth(text: "error", pointSize: 17, width: 37),
    IOSWidth(text: "CENTER", pointSize: 17, width: 193 / 3),
  ]

  @Test(arguments: regularWidths)
  func regularWidth_isWithinHalfAPointOfIOSs(_ expected: IOSWidth) {
    let measured = size(expected.text, .systemFont(ofSize: expected.pointSize)).width
    #expect(abs(measured - expected.width) <= 0.5, "measured \(measured)")
  }

  /// The headline style: semibold "What's" at the medium and large categories.
  nonisolated static let semiboldWidths: [IOSWidth] = [
    IOSWidth(text: "What's", pointSize: 16, width: 158 / 3),
    IOSWidth(text: "What's", pointSize: 17, width: 167 / 3),
  ]

  @Test(arguments: semiboldWidths)
  func semiboldWidth_isWithinHalfAPointOfIOSs(_ expected: IOSWidth) {
    let font = UIFont.systemFont(ofSize: expected.pointSize, weight: .semibold)
    let measured = size(expected.text, font).width
    #expect(abs(measured - expected.width) <= 0.5, "measured \(measured)")
  }
}
