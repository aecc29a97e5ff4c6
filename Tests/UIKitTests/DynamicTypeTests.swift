import Testing
import UIKit

/// Text styles at each content size category, from the Dynamic Type sizes table of Apple's
/// Human Interface Guidelines (Typography): body is 14, 15, 16, 17, 19, 21, 23 points from
/// xSmall to xxxLarge and 28, 33, 40, 47, 53 at AX1…AX5.
@MainActor
@Suite struct DynamicTypeTests {
  func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: category)
  }

  @Test func bodyFollowsTheTable() {
    let categories: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    let sizes = categories.map {
      UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits($0)).pointSize
    }
    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  @Test func otherStylesAtTheirRows() {
    // Large title at AX1 is 44; caption 2 stays 11 from xSmall to large; footnote at xxxLarge
    // is 19; headline keeps its semibold weight at xLarge (19 points).
    #expect(
      UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits(.accessibilityMedium))
        .pointSize == 44)
    #expect(
      UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits(.extraSmall))
        .pointSize == 11)
    #expect(
      UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits(.extraExtraExtraLarge))
        .pointSize == 19)
    let headline = UIFont.preferredFont(
      forTextStyle: .headline, compatibleWith: traits(.extraLarge))
    #expect(headline.pointSize == 19)
    #expect(headline.fontName == UIFont.systemFont(ofSize: 19, weight: .semibold).fontName)
  }

  @Test func withoutTraits_theCurrentCollectionDecides_elseLarge() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    traits(.extraSmall).performAsCurrent {
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 14)
      // Unspecified traits fall back to the current collection too.
      #expect(
        UIFont.preferredFont(forTextStyle: .title1, compatibleWith: UITraitCollection())
          .pointSize == 25)
    }
  }

  /// UIFontMetrics scales by the style's own growth: title 2 grows 22 → 28 from large to
  /// xxxLarge, so a 44-point value becomes 44 × 28 / 22 = 56, and a 30-point font capped at 35.
  @Test func fontMetricsScaleCustomSizesLikeTheirStyle() {
    let metrics = UIFontMetrics(forTextStyle: .title2)
    let xxxl = traits(.extraExtraExtraLarge)
    #expect(metrics.scaledValue(for: 44, compatibleWith: xxxl) == 56)
    let font = UIFont.systemFont(ofSize: 30)
    let scaled = metrics.scaledFont(for: font, compatibleWith: xxxl).pointSize
    #expect(abs(scaled - 30.0 * 28 / 22) < 1e-9)
    #expect(
      metrics.scaledFont(for: font, maximumPointSize: 35, compatibleWith: xxxl).pointSize == 35)
    #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
  }
}
