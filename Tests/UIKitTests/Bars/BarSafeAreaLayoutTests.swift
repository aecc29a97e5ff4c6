import Testing

@testable import UIKit

/// Bars lay their content out inside the safe area's sides (issue #15). Apple: a view's
/// layout margins are measured from the safe area when `insetsLayoutMarginsFromSafeArea` is
/// true, and a bar's content lies within its margins. An iPhone X in landscape is 812 × 375
/// points with 44-point safe-area insets on both sides (21 at the bottom) and a compact width,
/// whose system minimum side margin is 16 on a phone narrower than 414 points: the content
/// starts 44 + 16 = 60 points in, the back button 44 + 8 = 52.
@MainActor
@Suite struct BarSafeAreaLayoutTests {
  private nonisolated static let landscapeInsets = UIEdgeInsets(
    top: 0, left: 44, bottom: 21, right: 44)

  /// Shows `controller` full screen on an iPhone X on its side, with its compact width passed
  /// down as iOS passes it.
  private func landscapeIPhoneX(
    showing controller: UIViewController, insets: UIEdgeInsets = landscapeInsets,
    direction: UITraitEnvironmentLayoutDirection = .leftToRight
  ) -> UIWindow {
    let root = UIViewController()
    let window = BarWindows.window(
      size: CGSize(width: 812, height: 375), scale: 3, insets: insets, showing: root)
    root.addChild(controller)
    controller.view.frame = root.view.bounds
    root.view.addSubview(controller.view)
    root.setOverrideTraitCollection(
      UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact),
        UITraitCollection(verticalSizeClass: .compact),
        UITraitCollection(layoutDirection: direction),
      ]), forChild: controller)
    controller.didMove(toParent: root)
    window.layoutIfNeeded()
    return window
  }

  private func controllerWithItems(left: UIView, right: UIView) -> UIViewController {
    let controller = BarWindows.controller("Title")
    controller.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: left)
    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: right)
    return controller
  }

  /// The left item starts at 60; the right one (30 wide) ends at 812 − 60 = 752.
  @Test func navigationBarItemsKeepClearOfTheSensorHousing() {
    let (left, right) = (BarWindows.box(40, 30), BarWindows.box(30, 30))
    let navigation = UINavigationController(
      rootViewController: controllerWithItems(left: left, right: right))
    let window = landscapeIPhoneX(showing: navigation)
    #expect(navigation.navigationBar.frame.width == 812)
    #expect(left.frame.minX == 60)
    #expect(right.frame.minX == 722)
    withExtendedLifetime(window) {}
  }

  /// The back button's chevron starts 8 points into the safe area: 52.
  @Test func backButtonStartsInsideTheSafeArea() throws {
    let navigation = UINavigationController(rootViewController: BarWindows.controller("First"))
    let window = landscapeIPhoneX(showing: navigation)
    navigation.pushViewController(BarWindows.controller("Second"), animated: false)
    window.layoutIfNeeded()
    let back = try #require(
      navigation.navigationBar.subviews.first { $0 is BarButtonView && $0.superview != nil })
    #expect(back.frame.minX == 52)
  }

  /// Right to left the leading item is on the right: it ends at 752, so a 40-point item starts
  /// at 712, and the trailing one starts at 60. With the safe area on the left only (44, 0),
  /// the leading item ends 16 from the right edge (812 − 16 − 40 = 756) and the trailing one
  /// starts at 44 + 16 = 60.
  @Test(arguments: [
    (landscapeInsets, CGFloat(712), CGFloat(60)),
    (UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 0), 756, 60),
  ])
  func rightToLeftMirrorsIntoTheSafeArea(
    insets: UIEdgeInsets, leadingX: CGFloat, trailingX: CGFloat
  ) {
    let (left, right) = (BarWindows.box(40, 30), BarWindows.box(30, 30))
    let navigation = UINavigationController(
      rootViewController: controllerWithItems(left: left, right: right))
    let window = landscapeIPhoneX(showing: navigation, insets: insets, direction: .rightToLeft)
    #expect(left.frame.minX == leadingX)
    #expect(right.frame.minX == trailingX)
    withExtendedLifetime(window) {}
  }

  /// A toolbar's items run between the margins inside the safe area: the first (30 wide)
  /// starts at 60, and a flexible space pushes the last (24 wide) to end at 752.
  @Test func toolbarItemsRunBetweenTheSafeMargins() {
    let (first, last) = (BarWindows.box(30, 30), BarWindows.box(24, 30))
    let controller = BarWindows.controller("Title")
    controller.toolbarItems = [
      UIBarButtonItem(customView: first),
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(customView: last),
    ]
    let navigation = UINavigationController(rootViewController: controller)
    navigation.isToolbarHidden = false
    let window = landscapeIPhoneX(showing: navigation)
    #expect(first.frame.minX == 60)
    #expect(last.frame.maxX == 752)
    withExtendedLifetime(window) {}
  }

  /// Four tabs share the row inside the safe area, 812 − 88 = 724 points: 181 each, from 44.
  @Test func tabBarItemsShareTheSafeWidth() {
    let tabs = UITabBarController()
    tabs.viewControllers = (1...4).map { BarWindows.controller("Tab \($0)") }
    let window = landscapeIPhoneX(showing: tabs)
    let slots = tabs.tabBar.subviews.filter { $0 is TabBarItemView }.map(\.frame)
      .sorted { $0.minX < $1.minX }
    #expect(slots.map(\.minX) == [44, 225, 406, 587])
    #expect(slots.allSatisfy { $0.width == 181 })
    withExtendedLifetime(window) {}
  }
}
