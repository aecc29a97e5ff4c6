import Foundation
import Testing
import UIKit

/// The tab bar controller's selection and the frames and safe areas its tab bar makes, from
/// Apple's metrics: a tab bar's row is 49 points tall and the bar covers the home indicator's
/// 34 points below it on an iPhone 15 (59 points of status bar at the top).
@MainActor
@Suite struct TabBarControllerTests {
  private func tabs(_ titles: [String]) -> UITabBarController {
    let tabs = UITabBarController()
    tabs.viewControllers = titles.map(BarWindows.controller)
    return tabs
  }

  @Test func tabBarCoversTheBottomAndTheChildSafeAreaEndsAboveIt() {
    let controller = tabs(["Home", "Search"])
    let window = BarWindows.iPhone15(showing: controller)
    // 49 + 34 = 83 tall, from 852 - 83 = 769.
    #expect(controller.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    let home = controller.viewControllers![0]
    #expect(home.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(home.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    window.isHidden = true
  }

  @Test func navigationInATabGetsBothBars() {
    let root = BarWindows.controller("Library")
    let navigation = UINavigationController(rootViewController: root)
    let controller = UITabBarController()
    controller.viewControllers = [navigation, BarWindows.controller("Settings")]
    let window = BarWindows.iPhone15(showing: controller)
    // Top: 59 + 44 = 103; bottom: 34 + 49 = 83.
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    #expect(root.tabBarController === controller)
    #expect(root.navigationController === navigation)
    window.isHidden = true
  }

  @Test func pushedControllerThatHidesTheBottomBarGetsTheHomeIndicatorInsetOnly() {
    let root = BarWindows.controller("Library")
    let navigation = UINavigationController(rootViewController: root)
    let controller = UITabBarController()
    controller.viewControllers = [navigation]
    let window = BarWindows.iPhone15(showing: controller)
    let detail = BarWindows.controller("Detail")
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: true)
    window.layoutIfNeeded()
    #expect(controller.tabBar.isHidden)
    #expect(detail.view.safeAreaInsets.bottom == 34)
    navigation.popViewController(animated: true)
    window.layoutIfNeeded()
    #expect(!controller.tabBar.isHidden)
    #expect(root.view.safeAreaInsets.bottom == 83)
    window.isHidden = true
  }

  @Test func selectingATabShowsItsViewAndSelectsItsItem() {
    let controller = tabs(["Home", "Search", "Profile"])
    let window = BarWindows.iPhone15(showing: controller)
    #expect(controller.selectedIndex == 0)
    controller.selectedIndex = 2
    let profile = controller.viewControllers![2]
    #expect(controller.selectedViewController === profile)
    #expect(profile.view.superview === controller.view)
    #expect(controller.viewControllers![0].view.superview == nil)
    #expect(controller.tabBar.selectedItem === profile.tabBarItem)
    #expect(controller.tabBar.items?.map(\.title) == ["Home", "Search", "Profile"])
    // Out of range: ignored.
    controller.selectedIndex = 5
    #expect(controller.selectedIndex == 2)
    window.isHidden = true
  }

  @Test func noControllersMeansNoSelection() {
    let controller = UITabBarController()
    #expect(controller.selectedIndex == NSNotFound)
    #expect(controller.selectedViewController == nil)
    controller.viewControllers = [BarWindows.controller("One")]
    #expect(controller.selectedIndex == 0)
  }

  @Test func systemItemsHaveTheirTitles() {
    let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
    #expect(item.title == "Favorites")
    #expect(item.tag == 3)
  }
}
