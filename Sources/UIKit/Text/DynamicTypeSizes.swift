import Foundation

/// The point sizes of the text styles at each content size category, from the Dynamic Type
/// sizes table in Apple's Human Interface Guidelines (Typography, iOS): each row runs
/// xSmall, small, medium, large (the default), xLarge, xxLarge, xxxLarge, then the five
/// accessibility sizes AX1…AX5.
enum DynamicTypeSizes {
  private static let table: [UIFont.TextStyle: [CGFloat]] = [
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

  /// The category `traits` ask for, else `UITraitCollection.current`'s, else large.
  static func category(in traits: UITraitCollection?) -> UIContentSizeCategory {
    for candidate in [traits, UITraitCollection.current] {
      if let category = candidate?.preferredContentSizeCategory, category != .unspecified {
        return category
      }
    }
    return .large
  }

  /// Whether Bold Text is on in `traits` (or, when they do not say, in
  /// `UITraitCollection.current`).
  static func isBold(in traits: UITraitCollection?) -> Bool {
    for candidate in [traits, UITraitCollection.current] {
      if let weight = candidate?.legibilityWeight, weight != .unspecified { return weight == .bold }
    }
    return false
  }

  /// Whether `style` is one of UIKit's text styles.
  static func isKnown(_ style: UIFont.TextStyle) -> Bool { table[style] != nil }

  /// The size of `style` (an unknown style: body's) at `category`.
  static func size(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
    let sizes = table[style] ?? table[.body]!
    // `ordered` starts with unspecified, which reads as large.
    let index = UIContentSizeCategory.ordered.firstIndex(of: category).map { $0 - 1 } ?? 3
    return sizes[index < 0 ? 3 : index]
  }
}
