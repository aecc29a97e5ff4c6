import UIKit

/// UIProgressView's properties.
@MainActor
enum UIProgressViewProperties {
  static var all: [ViewProperty] {
    [
      .on(UIProgressView.self, "progress", .fraction) { $0.progress = Float($1) },
      .on(
        UIProgressView.self, "progressViewStyle",
        .oneOf(["default": UIProgressView.Style.default, "bar": .bar]), \.progressViewStyle),
      .on(UIProgressView.self, "progressTintColor", .color) { $0.progressTintColor = $1 },
      .on(UIProgressView.self, "trackTintColor", .color) { $0.trackTintColor = $1 },
    ]
  }
}
