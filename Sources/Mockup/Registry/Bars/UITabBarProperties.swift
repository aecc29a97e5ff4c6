import UIKit

/// UITabBar's properties. `items` are `{title, systemName | image, selectedSystemName,
/// badgeValue, badgeColor}`; `selectedItem` is the index of the selected one (UIKit's
/// `selectedItem` is the item itself, which a file can only name by position).
@MainActor
enum UITabBarProperties {
  static var all: [ViewProperty] {
    [
      .on(UITabBar.self, "items", .list(of: .tabBarItem)) { $0.items = $1 },
      selectedItem,
      .on(UITabBar.self, "unselectedItemTintColor", .color) { $0.unselectedItemTintColor = $1 },
      .on(UITabBar.self, "isTranslucent", .boolean, \.isTranslucent),
      .on(UITabBar.self, "barTintColor", .color) { $0.barTintColor = $1 },
    ]
  }

  /// Set after `items`, whatever the file's order: the index must be one of theirs.
  private static var selectedItem: ViewProperty {
    ViewProperty.checked(UITabBar.self, "selectedItem", .integer) { tabBar, index, node, _ in
      let items = tabBar.items ?? []
      guard items.indices.contains(index) else {
        throw node.error(
          .badValue,
          "selectedItem \(index) is not the index of one of the tab bar's \(items.count) items "
            + "(indexes start at 0)")
      }
      tabBar.selectedItem = items[index]
    }.appliedLast()
  }
}

extension ValueKind where Value == UITabBarItem {
  static var tabBarItem: ValueKind<UITabBarItem> {
    .mapping(
      "a tab bar item", { UITabBarItem() },
      [
        .field("title", .string) { $0.title = $1 },
        .field("systemName", .systemImage) { $0.image = $1 },
        .field("image", .imageFile) { $0.image = $1 },
        .field("selectedSystemName", .systemImage) { $0.selectedImage = $1 },
        .field("selectedImage", .imageFile) { $0.selectedImage = $1 },
        .field("badgeValue", .string) { $0.badgeValue = $1 },
        .field("badgeColor", .color) { $0.badgeColor = $1 },
        .field("isEnabled", .boolean) { $0.isEnabled = $1 },
      ])
  }
}
