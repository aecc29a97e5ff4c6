import Foundation
import Testing
import UIKit

/// Properties from before bar appearances that code still sets: stored and read back with
/// UIKit's defaults, and the navigation controller's pop gesture, a left-edge pan.
@MainActor
@Suite struct LegacyBarPropertiesTests {
  @Test func barStylesAreStoredWithTheDefaultStyle() {
    let bar = UINavigationBar()
    #expect(bar.barStyle == .default)
    bar.barStyle = .black
    #expect(bar.barStyle == .black)
    #expect(UIToolbar().barStyle == .default)
    #expect(UITabBar().barStyle == .default)
    #expect(UIBarStyle.blackOpaque == .black)
  }

  @Test func navigationControllersHaveALeftEdgePopGesture() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let pop = try #require(
      navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
    #expect(pop.edges == .left)
    #expect(pop.isEnabled)
  }

  @Test func tableSeparatorEffectsAreStored() {
    let table = UITableView()
    #expect(table.separatorEffect == nil)
    let effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
    table.separatorEffect = effect
    #expect(table.separatorEffect === effect)
  }

  @Test func statusBarNotificationsHaveUIKitsNames() {
    #expect(
      UIApplication.willChangeStatusBarFrameNotification.rawValue
        == "UIApplicationWillChangeStatusBarFrameNotification")
    #expect(
      UIApplication.didChangeStatusBarOrientationNotification.rawValue
        == "UIApplicationDidChangeStatusBarOrientationNotification")
  }
}
