import UIKit

/// UITextView's properties, and UIScrollView's it inherits: with `isScrollEnabled: false` the
/// view sizes itself to its text, as on iOS.
@MainActor
enum UITextViewProperties {
  static var all: [ViewProperty] {
    [
      .on(UITextView.self, "text", .string) { $0.text = $1 },
      .on(UITextView.self, "font", .font) { $0.font = $1 },
      .on(UITextView.self, "textColor", .color) { $0.textColor = $1 },
      .on(UITextView.self, "textAlignment", .textAlignment, \.textAlignment),
      .on(UITextView.self, "textContainerInset", .insets, \.textContainerInset),
      .on(UITextView.self, "isEditable", .boolean, \.isEditable),
      .on(UITextView.self, "isSelectable", .boolean, \.isSelectable),
    ]
  }
}
