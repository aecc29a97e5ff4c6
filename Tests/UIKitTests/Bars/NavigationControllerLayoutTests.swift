import Testing
import UIKit

/// Frames of the navigation bar and the safe area it gives the top controller, worked out from
/// Apple's metrics: an iPhone 15 in portrait has a 59-point top and 34-point bottom safe area;
/// a navigation bar is 44 points tall, 96 with a large title (44 + a 52-point title row); a
/// toolbar is 44 points tall.
@MainActor
@Suite struct NavigationControllerLayoutTests {
  @Test func barSitsUnderTheStatusBarAndTheChildSafeAreaStartsUnderIt() {
    let root = BarWindows.controller("Inbox")
    let navigation = UINavigationController(rootViewController: root)
    let window = BarWindows.iPhone15(showing: navigation)
    // The bar starts where the status bar ends (59) and is 44 tall.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    // The child's view fills the navigation controller's, under the bar...
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    // ...and its content starts under the bar: 59 + 44 = 103; the bottom keeps the home
    // indicator's 34.
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    window.isHidden = true
  }

  @Test func largeTitleBarIs96PointsTall() {
    let root = BarWindows.controller("Settings")
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    let window = BarWindows.iPhone15(showing: navigation)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
    // 59 + 96 = 155.
    #expect(root.view.safeAreaInsets.top == 155)
    window.isHidden = true
  }

  @Test func pushedControllerInheritsAutomaticLargeTitlesUnlessItSaysNever() {
    let root = BarWindows.controller("Settings")
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    let window = BarWindows.iPhone15(showing: navigation)

    let general = BarWindows.controller("General")
    navigation.pushViewController(general, animated: true)
    window.layoutIfNeeded()
    // .automatic takes the mode of the item below: large, for the root's automatic.
    #expect(navigation.navigationBar.frame.height == 96)

    let about = BarWindows.controller("About")
    about.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(about, animated: true)
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(about.view.safeAreaInsets.top == 103)
    window.isHidden = true
  }

  @Test func turningLargeTitlesOnLaterGrowsTheBarAndTheSafeArea() {
    let root = BarWindows.controller("Settings")
    let navigation = UINavigationController(rootViewController: root)
    let window = BarWindows.iPhone15(showing: navigation)
    navigation.navigationBar.prefersLargeTitles = true
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(root.view.safeAreaInsets.top == 155)
    root.navigationItem.largeTitleDisplayMode = .never
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(root.view.safeAreaInsets.top == 103)
    window.isHidden = true
  }

  @Test func hiddenBarLeavesTheStatusBarSafeArea() {
    let root = BarWindows.controller("Photos")
    let navigation = UINavigationController(rootViewController: root)
    navigation.isNavigationBarHidden = true
    let window = BarWindows.iPhone15(showing: navigation)
    #expect(navigation.navigationBar.isHidden)
    #expect(root.view.safeAreaInsets.top == 59)
    window.isHidden = true
  }

  @Test func shownToolbarSitsAboveTheHomeIndicator() {
    let root = BarWindows.controller("Notes")
    root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(customView: BarWindows.box(30, 30))]
    let navigation = UINavigationController(rootViewController: root)
    navigation.setToolbarHidden(false, animated: false)
    let window = BarWindows.iPhone15(showing: navigation)
    // 852 - 34 - 44 = 774.
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
    // 34 + 44 = 78.
    #expect(root.view.safeAreaInsets.bottom == 78)
    #expect(navigation.toolbar.items?.count == 2)
    window.isHidden = true
  }

  @Test func additionalSafeAreaInsetsAddToTheBars() {
    let root = BarWindows.controller("Map")
    root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let navigation = UINavigationController(rootViewController: root)
    let window = BarWindows.iPhone15(showing: navigation)
    // 59 + 44 + 10.
    #expect(root.view.safeAreaInsets.top == 113)
    #expect(root.additionalSafeAreaInsets.top == 10)
    window.isHidden = true
  }

  @Test func contentPinnedToTheSafeAreaStartsUnderTheBar() {
    let root = BarWindows.controller("List")
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      content.heightAnchor.constraint(equalToConstant: 50),
    ])
    let navigation = UINavigationController(rootViewController: root)
    let window = BarWindows.iPhone15(showing: navigation)
    #expect(content.frame == CGRect(x: 0, y: 103, width: 393, height: 50))
    window.isHidden = true
  }
}
