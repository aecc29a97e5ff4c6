import UIKit

/// UIScrollView's properties. Its subviews are its content: constraints place them against
/// `id.contentLayoutGuide` (the scrollable area) and size them against `id.frameLayoutGuide`
/// (the visible one), as in Interface Builder.
@MainActor
enum UIScrollViewProperties {
  static var all: [ViewProperty] {
    [
      .on(UIScrollView.self, "contentInset", .insets, \.contentInset),
      .on(UIScrollView.self, "contentOffset", .point, \.contentOffset),
      .on(UIScrollView.self, "contentSize", .size, \.contentSize),
      .on(
        UIScrollView.self, "contentInsetAdjustmentBehavior",
        .oneOf([
          "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never,
          "always": UIScrollView.ContentInsetAdjustmentBehavior.always,
        ]), \.contentInsetAdjustmentBehavior),
      .on(
        UIScrollView.self, "showsVerticalScrollIndicator", .boolean, \.showsVerticalScrollIndicator),
      .on(
        UIScrollView.self, "showsHorizontalScrollIndicator", .boolean,
        \.showsHorizontalScrollIndicator),
      .on(UIScrollView.self, "alwaysBounceVertical", .boolean, \.alwaysBounceVertical),
      .on(UIScrollView.self, "alwaysBounceHorizontal", .boolean, \.alwaysBounceHorizontal),
      .on(UIScrollView.self, "bounces", .boolean, \.bounces),
      .on(UIScrollView.self, "isScrollEnabled", .boolean, \.isScrollEnabled),
      .on(UIScrollView.self, "isPagingEnabled", .boolean, \.isPagingEnabled),
    ]
  }
}
