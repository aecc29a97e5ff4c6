import Testing
import UIKit

private final class ToolItem: UIBarButtonItem {}
private final class BadgedItem: UITabBarItem {}

/// Bar items' proxies: an item takes its settings the first time a bar shows it in a window,
/// containment read from the bar up.
@MainActor
@Suite struct BarItemAppearanceTests {
  private func shown(_ bar: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    window.isHidden = false
    bar.frame = CGRect(x: 0, y: 0, width: 320, height: 49)
    window.addSubview(bar)
    window.runUpdateCycle()
    return window
  }

  @Test func aToolbarItemTakesTheProxyOfItsBar() {
    ToolItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemRed
    let proxy = ToolItem.appearance(whenContainedInInstancesOf: [UIToolbar.self])
    #expect(proxy.tintColor == .systemRed)
    let inToolbar = ToolItem(title: "Edit", style: .plain, target: nil, action: nil)
    let notShown = ToolItem(title: "Done", style: .plain, target: nil, action: nil)
    let toolbar = UIToolbar()
    toolbar.items = [inToolbar]
    #expect(inToolbar.tintColor == nil)
    _ = shown(toolbar)
    #expect(inToolbar.tintColor == .systemRed)
    #expect(notShown.tintColor == nil)
  }

  @Test func aTabBarItemTakesItsProxysBadgeColourUnlessItHasItsOwn() {
    BadgedItem.appearance().badgeColor = .systemBlue
    let plain = BadgedItem(title: "Home", image: nil, tag: 0)
    let own = BadgedItem(title: "Feed", image: nil, tag: 1)
    own.badgeColor = .systemGreen
    let tabBar = UITabBar()
    tabBar.items = [plain, own]
    _ = shown(tabBar)
    #expect(plain.badgeColor == .systemBlue)
    #expect(own.badgeColor == .systemGreen)
  }
}
