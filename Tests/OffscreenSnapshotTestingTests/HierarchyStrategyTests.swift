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

  @Test func aControllerOfTheTestsModuleKeepsItsModuleName() {
    final class Screen: UIViewController {}
    let text = take(Screen() as UIViewController, as: .hierarchy)
    #expect(text.hasPrefix("<OffscreenSnapshotTestingTests."))
    #expect(text.hasSuffix(">, state: appeared, view: <UIView>"))
  }
}
