import OffscreenSnapshotTesting
import Testing
import UIKit

/// `.hierarchy` records UIKit's controller hierarchy as swift-snapshot-testing does on iOS:
/// the controller shown in a window first, the addresses taken out.
@MainActor @Suite struct HierarchyStrategyTests {
  @Test func aTabBarControllersTreeAsUpstreamRecordsIt() {
    let tabs = UITabBarController()
    tabs.viewControllers = [
      UINavigationController(rootViewController: UIViewController()), UIViewController(),
    ]
    #expect(
      take(tabs as UIViewController, as: .hierarchy) == """
        <UITabBarController>, state: appeared, view: <UILayoutContainerView>
           | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
           |    | <UIViewController>, state: appeared, view: <UIView>
           | <UIViewController>, state: disappeared, view: (view not loaded)
        """)
  }

  /// Upstream's `testViewControllerHierarchy` reference, recorded on iOS: the navigation
  /// controllers in the other tabs have their views loaded (not in the window), their root
  /// controllers not.
  @Test func navigationControllersInOtherTabsAreLoadedAndTheirRootsAreNot() {
    let tabs = UITabBarController()
    tabs.viewControllers = (0..<3).map { _ in
      UINavigationController(rootViewController: UIViewController())
    }
    #expect(
      take(tabs as UIViewController, as: .hierarchy) == """
        <UITabBarController>, state: appeared, view: <UILayoutContainerView>
           | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
           |    | <UIViewController>, state: appeared, view: <UIView>
           | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
           |    | <UIViewController>, state: disappeared, view: (view not loaded)
           | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
           |    | <UIViewController>, state: disappeared, view: (view not loaded)
        """)
  }

  @Test func aControllerOfTheTestsModuleKeepsItsModuleName() {
    final class Screen: UIViewController {}
    let text = take(Screen() as UIViewController, as: .hierarchy)
    #expect(text.hasPrefix("<OffscreenSnapshotTestingTests."))
    #expect(text.hasSuffix(">, state: appeared, view: <UIView>"))
  }
}
