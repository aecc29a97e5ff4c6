import UIKit

/// UIPageControl's properties. `currentPage` is set after `numberOfPages` whatever the file's
/// order, and must be one of the pages.
@MainActor
enum UIPageControlProperties {
  static var all: [ViewProperty] {
    [
      .checked(UIPageControl.self, "numberOfPages", .integer) { control, count, node, _ in
        guard count >= 0 else {
          throw node.error(.badValue, "numberOfPages cannot be negative, found \(count)")
        }
        control.numberOfPages = count
      },
      ViewProperty.checked(UIPageControl.self, "currentPage", .integer) {
        control, page, node, _ in
        try ControlValueCheck.check(
          page, from: 0, to: max(0, control.numberOfPages - 1), "the pages", at: node)
        control.currentPage = page
      }.appliedLast(),
      .on(UIPageControl.self, "pageIndicatorTintColor", .color) {
        $0.pageIndicatorTintColor = $1
      },
      .on(UIPageControl.self, "currentPageIndicatorTintColor", .color) {
        $0.currentPageIndicatorTintColor = $1
      },
      .on(UIPageControl.self, "hidesForSinglePage", .boolean, \.hidesForSinglePage),
      .on(
        UIPageControl.self, "backgroundStyle",
        .oneOf([
          "automatic": UIPageControl.BackgroundStyle.automatic, "prominent": .prominent,
          "minimal": .minimal,
        ]), \.backgroundStyle),
    ]
  }
}
