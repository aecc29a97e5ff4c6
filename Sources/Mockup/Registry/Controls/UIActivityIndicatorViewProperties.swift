import UIKit

/// UIActivityIndicatorView's properties. Headless, an indicator is one still frame of the
/// spinner. As on iOS a new indicator is stopped and hidden: `isAnimating: true` (which calls
/// `startAnimating()`) or `hidesWhenStopped: false` shows it.
@MainActor
enum UIActivityIndicatorViewProperties {
  static var all: [ViewProperty] {
    [
      .on(
        UIActivityIndicatorView.self, "style",
        .oneOf([
          "medium": UIActivityIndicatorView.Style.medium, "large": .large, "gray": .gray,
          "white": .white, "whiteLarge": .whiteLarge,
        ]), \.style),
      .on(UIActivityIndicatorView.self, "color", .color) { $0.color = $1 },
      .on(UIActivityIndicatorView.self, "hidesWhenStopped", .boolean, \.hidesWhenStopped),
      .on(UIActivityIndicatorView.self, "isAnimating", .boolean) { indicator, animating in
        if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
      },
    ]
  }
}
