import CoreGraphics
import UIKit

/// UIFont.TextStyle's names and the point size of each at every content size category.
///
/// UIKit's `preferredFont(forTextStyle:)` here always gives the large size (Dynamic Type is not
/// modelled in the core), so the mockup applies the canvas's category itself, with the sizes
/// of Apple's Human Interface Guidelines typography tables.
enum TextStyles {
  static let table: KeyValuePairs<String, UIFont.TextStyle> = [
    "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3,
    "headline": .headline, "subheadline": .subheadline, "body": .body, "callout": .callout,
    "footnote": .footnote, "caption1": .caption1, "caption2": .caption2,
  ]

  static var names: [String] { table.map(\.key) }

  /// Sizes from extraSmall to extraExtraExtraLarge, then accessibilityMedium to
  /// accessibilityExtraExtraExtraLarge (HIG, "Dynamic Type sizes").
  private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  static let categories: KeyValuePairs<String, UIContentSizeCategory> = [
    "extraSmall": .extraSmall, "small": .small, "medium": .medium, "large": .large,
    "extraLarge": .extraLarge, "extraExtraLarge": .extraExtraLarge,
    "extraExtraExtraLarge": .extraExtraExtraLarge, "accessibilityMedium": .accessibilityMedium,
    "accessibilityLarge": .accessibilityLarge,
    "accessibilityExtraLarge": .accessibilityExtraLarge,
    "accessibilityExtraExtraLarge": .accessibilityExtraExtraLarge,
    "accessibilityExtraExtraExtraLarge": .accessibilityExtraExtraExtraLarge,
  ]

  /// The style's size at `category` (large when unspecified).
  static func size(of style: UIFont.TextStyle, in category: UIContentSizeCategory) -> CGFloat {
    let row = sizes[style] ?? sizes[.body]!
    let index =
      categories.firstIndex { $0.value == category }.map {
        categories.distance(from: categories.startIndex, to: $0)
      } ?? 3
    return row[index]
  }
}
