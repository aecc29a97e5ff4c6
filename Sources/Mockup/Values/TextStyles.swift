import CoreGraphics
import UIKit

/// UIFont.TextStyle's and UIContentSizeCategory's names, as a mockup writes them.
enum TextStyles {
  static let table: KeyValuePairs<String, UIFont.TextStyle> = [
    "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3,
    "headline": .headline, "subheadline": .subheadline, "body": .body, "callout": .callout,
    "footnote": .footnote, "caption1": .caption1, "caption2": .caption2,
  ]

  static var names: [String] { table.map(\.key) }

  static let categories: KeyValuePairs<String, UIContentSizeCategory> = [
    "extraSmall": .extraSmall, "small": .small, "medium": .medium, "large": .large,
    "extraLarge": .extraLarge, "extraExtraLarge": .extraExtraLarge,
    "extraExtraExtraLarge": .extraExtraExtraLarge, "accessibilityMedium": .accessibilityMedium,
    "accessibilityLarge": .accessibilityLarge,
    "accessibilityExtraLarge": .accessibilityExtraLarge,
    "accessibilityExtraExtraLarge": .accessibilityExtraExtraLarge,
    "accessibilityExtraExtraExtraLarge": .accessibilityExtraExtraExtraLarge,
  ]

}
