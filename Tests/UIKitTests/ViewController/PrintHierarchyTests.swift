import Foundation
import Testing

@testable import UIKit

/// `_printHierarchy()` prints what UIKit's private method of that name prints (the text
/// swift-snapshot-testing's `.hierarchy` records): a line a controller with its state and its
/// view's class, children a level deeper, presented controllers after them marked `+` with the
/// presentation controller's class.
@MainActor
@Suite struct PrintHierarchyTests {
  /// The hierarchy with each address replaced by `0x…`.
  func masked(_ controller: UIViewController) -> String {
    controller._printHierarchy().replacingOccurrences(
      of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
  }

  @Test func containersChildrenAndViewsNotLoadedOrNotInTheWindow() {
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    let window = AlertWindows.shown(tabs)
    navigation.pushViewController(UIViewController(), animated: false)
    window.runUpdateCycle()
    #expect(
      masked(tabs) == """
        <UITabBarController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>
           | <UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>
           |    | <UIViewController 0x…>, state: disappeared, view: <UIView 0x…> not in the window
           |    | <UIViewController 0x…>, state: appeared, view: <UIView 0x…>
           | <UIViewController 0x…>, state: disappeared, view: (view not loaded)
        """)
  }

  /// swift-snapshot-testing's iOS-recorded `.hierarchy` of a page view controller in a
  /// navigation controller names its view `_UIPageViewControllerContentView`.
  @Test func aPageViewControllersViewHasUIKitsClassName() {
    let page = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    page.setViewControllers([UIViewController()], direction: .forward, animated: false)
    let window = AlertWindows.shown(UINavigationController(rootViewController: page))
    window.runUpdateCycle()
    #expect(
      masked(page) == """
        <UIPageViewController 0x…>, state: appeared, view: <_UIPageViewControllerContentView 0x…>
           | <UIViewController 0x…>, state: appeared, view: <UIView 0x…>
        """)
  }

  @Test func addressesAreTheObjectsOwn() {
    let controller = UIViewController()
    let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(controller).hashValue), radix: 16)
    #expect(controller._printHierarchy().hasPrefix("<UIViewController \(address)>, "))
    #expect(controller._printHierarchy().hasSuffix("state: disappeared, view: (view not loaded)"))
  }

  /// A full-screen presentation takes the presenter's view out of the window; a page sheet
  /// leaves it.
  @Test func presentedControllersFollowWithTheirPresentationController() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let modal = UIViewController()
    modal.modalPresentationStyle = .fullScreen
    root.present(modal, animated: false)
    let sheet = UINavigationController(rootViewController: UIViewController())
    modal.present(sheet, animated: false)
    #expect(
      masked(root) == """
        <UIViewController 0x…>, state: disappeared, view: <UIView 0x…> not in the window
           + <UIViewController 0x…>, state: appeared, view: <UIView 0x…>, \
        presented with: <_UIFullscreenPresentationController 0x…>
           |    + <UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>, \
        presented with: <_UIPageSheetPresentationController 0x…>
           |    |    | <UIViewController 0x…>, state: appeared, view: <UIView 0x…>
        """)
  }

  @Test func alertsAndOtherStylesNameUIKitsPresentationControllers() {
    let root = UIViewController()
    _ = AlertWindows.shown(root)
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    root.present(alert, animated: false)
    #expect(masked(root).hasSuffix("<_UIAlertControllerAlertPresentationController 0x…>"))
    alert.dismiss(animated: false)
    let over = UIViewController()
    over.modalPresentationStyle = .overFullScreen
    root.present(over, animated: false)
    #expect(masked(root).hasSuffix("<_UIOverFullscreenPresentationController 0x…>"))
    #expect(masked(root).hasPrefix("<UIViewController 0x…>, state: appeared, view: <UIView 0x…>\n"))
  }
}
