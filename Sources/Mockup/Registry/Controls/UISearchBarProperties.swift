import UIKit

/// UISearchBar's properties.
@MainActor
enum UISearchBarProperties {
  static var all: [ViewProperty] {
    [
      .on(UISearchBar.self, "text", .string) { $0.text = $1 },
      .on(UISearchBar.self, "placeholder", .string) { $0.placeholder = $1 },
      .on(
        UISearchBar.self, "searchBarStyle",
        .oneOf(["default": UISearchBar.Style.default, "prominent": .prominent, "minimal": .minimal]
        ),
        \.searchBarStyle),
      .on(UISearchBar.self, "barTintColor", .color) { $0.barTintColor = $1 },
      .on(UISearchBar.self, "showsCancelButton", .boolean, \.showsCancelButton),
    ]
  }
}
