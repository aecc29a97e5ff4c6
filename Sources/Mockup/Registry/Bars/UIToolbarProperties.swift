import UIKit

/// UIToolbar's properties: `items` are bar button items, spaced with
/// `{systemItem: flexibleSpace}`.
@MainActor
enum UIToolbarProperties {
  static var all: [ViewProperty] {
    [
      .on(UIToolbar.self, "items", .list(of: .barButtonItem)) { $0.items = $1 },
      .on(UIToolbar.self, "isTranslucent", .boolean, \.isTranslucent),
      .on(UIToolbar.self, "barTintColor", .color) { $0.barTintColor = $1 },
    ]
  }
}
