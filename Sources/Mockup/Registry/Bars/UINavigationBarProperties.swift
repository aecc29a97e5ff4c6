import UIKit

/// UINavigationBar's properties. `items` is the navigation stack, bottom first: the top item
/// gives the title and bar buttons, the one below it the back button.
///
///     items:
///       - {title: Mailboxes}
///       - title: Inbox
///         rightBarButtonItems: [{systemItem: compose}]
@MainActor
enum UINavigationBarProperties {
  static var all: [ViewProperty] {
    [
      .on(UINavigationBar.self, "items", .list(of: .navigationItem)) { $0.items = $1 },
      .on(UINavigationBar.self, "prefersLargeTitles", .boolean, \.prefersLargeTitles),
      .on(UINavigationBar.self, "isTranslucent", .boolean, \.isTranslucent),
      .on(UINavigationBar.self, "barTintColor", .color) { $0.barTintColor = $1 },
    ]
  }
}

extension ValueKind where Value == UINavigationItem {
  /// `{title, prompt, backButtonTitle, largeTitleDisplayMode, leftBarButtonItems,
  /// rightBarButtonItems}`.
  static var navigationItem: ValueKind<UINavigationItem> {
    .mapping("a navigation item", { UINavigationItem() }, navigationItemFields)
  }

  static var navigationItemFields: [MappingField<UINavigationItem>] {
    [
      .field("title", .string) { $0.title = $1 },
      .field("prompt", .string) { $0.prompt = $1 },
      .field("backButtonTitle", .string) { $0.backButtonTitle = $1 },
      .field(
        "largeTitleDisplayMode",
        .oneOf(["automatic": .automatic, "always": .always, "never": .never]),
        \.largeTitleDisplayMode),
      .field("leftBarButtonItems", .list(of: .barButtonItem)) { $0.leftBarButtonItems = $1 },
      .field("rightBarButtonItems", .list(of: .barButtonItem)) { $0.rightBarButtonItems = $1 },
    ]
  }
}
