import UIKit

/// A navigation controller around the mockup's root view, as a screen pushed in an app has:
///
///     canvas:
///       device: iPhone13
///       navigation: {title: Mailboxes, prefersLargeTitles: true,
///                    rightBarButtonItems: [{systemItem: edit}]}
///
/// The keys are the root controller's navigation item's, and the bar's `prefersLargeTitles`.
/// The root view then gets the bar in its safe area, as a controller's view does.
@MainActor
public struct MockupNavigation {
  /// The values for the root controller's navigation item.
  let item = UINavigationItem()
  var prefersLargeTitles = false

  /// A navigation controller showing `controller` with the item's values.
  func embed(_ controller: UIViewController) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: controller)
    navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
    // A controller's navigation item is its own (read-only): copy the declared values in.
    let target = controller.navigationItem
    target.title = item.title
    target.prompt = item.prompt
    target.backButtonTitle = item.backButtonTitle
    target.largeTitleDisplayMode = item.largeTitleDisplayMode
    target.leftBarButtonItems = item.leftBarButtonItems
    target.rightBarButtonItems = item.rightBarButtonItems
    return navigation
  }
}

extension ValueKind where Value == MockupNavigation {
  /// A navigation item's keys and `prefersLargeTitles`.
  static var navigation: ValueKind<MockupNavigation> {
    let itemFields = ValueKind<UINavigationItem>.navigationItemFields.map { field in
      MappingField<MockupNavigation>(name: field.name, schema: field.schema) {
        navigation, node, context in
        var item = navigation.item
        try field.read(&item, node, context)
      }
    }
    return .mapping(
      "a navigation", { MockupNavigation() },
      itemFields + [.field("prefersLargeTitles", .boolean, \.prefersLargeTitles)])
  }
}
