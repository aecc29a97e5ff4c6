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

/// "adjustsFontForContentSizeCategory: … the object automatically updates its font when the
/// device's content size category changes. For this property to take effect, the element's
/// font must be … a font vended using preferredFont(forTextStyle:)" (UIContentSizeCategoryAdjusting).
@MainActor
@Suite struct LabelContentSizeAdjustingTests {
  /// A child controller whose traits its parent overrides, holding `labels`.
  func host(_ labels: [UILabel]) -> (UIViewController, UIViewController) {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    for label in labels { child.view.addSubview(label) }
    return (parent, child)
  }

  @Test func anAdjustingTextStyleLabelFollowsTheCategory_othersKeepTheirFont() {
    let adjusting = UILabel()
    adjusting.font = .preferredFont(forTextStyle: .body)
    adjusting.adjustsFontForContentSizeCategory = true
    let fixed = UILabel()
    fixed.font = .preferredFont(forTextStyle: .body)
    let sized = UILabel()
    sized.font = .systemFont(ofSize: 17)
    sized.adjustsFontForContentSizeCategory = true
    let (parent, child) = host([adjusting, fixed, sized])
    parent.setOverrideTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .extraExtraLarge), forChild: child)
    // Body at xxLarge is 21 points.
    #expect(adjusting.font.pointSize == 21)
    #expect(fixed.font.pointSize == 17)
    #expect(sized.font.pointSize == 17)
    // Back to the default.
    parent.setOverrideTraitCollection(nil, forChild: child)
    #expect(adjusting.font.pointSize == 17)
  }

  @Test func turningAdjustingOnAppliesTheCurrentCategoryAtOnce() {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .headline)
    let (parent, child) = host([label])
    parent.setOverrideTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .accessibilityMedium), forChild: child)
    #expect(label.font.pointSize == 17)
    label.adjustsFontForContentSizeCategory = true
    // Headline at AX1 is 28 points.
    #expect(label.font.pointSize == 28)
  }
}

/// Bold Text (the legibility weight trait) makes text styles one weight heavier: body
/// semibold, headline bold; and a controller that sets its fonts for its traits follows it.
@MainActor
@Test func boldTextMakesTextStylesHeavier() {
  let bold = UITraitCollection(legibilityWeight: .bold)
  let regular = UITraitCollection(legibilityWeight: .regular)
  let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: bold)
  #expect(body.pointSize == 17)
  #expect(body.fontName != UIFont.systemFont(ofSize: 17).fontName)
  #expect(
    body.fontName
      == UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
  #expect(
    UIFont.preferredFont(forTextStyle: .headline, compatibleWith: bold).fontName
      == UIFont.systemFont(ofSize: 17, weight: .bold).fontName)
  #expect(
    UIFont.preferredFont(forTextStyle: .body, compatibleWith: regular).fontName
      == UIFont.systemFont(ofSize: 17).fontName)
  #expect(UITraitCollection(mutations: { $0.legibilityWeight = .bold }).legibilityWeight == .bold)
  #expect(bold.changedTraits(from: regular) == [UITraitLegibilityWeight.identifier])
}
