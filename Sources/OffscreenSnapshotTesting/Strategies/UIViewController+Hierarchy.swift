import Foundation
import UIKit

extension Snapshotting where Value == UIViewController, Format == String {
  /// A snapshot strategy for comparing view controllers based on their embedded controller
  /// hierarchy, as UIKit prints it, without the addresses:
  ///
  /// ```
  /// <UITabBarController>, state: appeared, view: <UILayoutContainerView>
  ///    | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
  ///    |    | <UIViewController>, state: appeared, view: <UIView>
  ///    | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
  ///    |    | <UIViewController>, state: disappeared, view: (view not loaded)
  /// ```
  ///
  /// The controller is shown in a window of its view's size first, as on iOS.
  public static var hierarchy: Snapshotting {
    SimplySnapshotting.lines.pullback { controller in
      onMainActor {
        hosting(controller.view, in: controller, config: .init(), traits: .init()) { _ in
          purgePointers(controller._printHierarchy())
        }
      }
    }
  }
}

/// The text with its object addresses taken out, as swift-snapshot-testing takes them out of
/// UIKit's descriptions (`<UIView 0x7f8…>` becomes `<UIView>`).
private func purgePointers(_ text: String) -> String {
  text.replacingOccurrences(
    of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
}
