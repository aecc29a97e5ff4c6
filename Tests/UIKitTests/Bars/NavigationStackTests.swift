import Testing
import UIKit

/// The navigation controller's stack, pushed and popped at once (headless has no transitions),
/// and what the bar shows for it.
@MainActor
@Suite struct NavigationStackTests {
  @Test func pushAndPopChangeTheTopControllerAndItsViewAtOnce() {
    let root = BarWindows.controller("Mail")
    let navigation = UINavigationController(rootViewController: root)
    let window = BarWindows.iPhone15(showing: navigation)
    let inbox = BarWindows.controller("Inbox")
    navigation.pushViewController(inbox, animated: true)
    #expect(navigation.topViewController === inbox)
    #expect(navigation.viewControllers.count == 2)
    #expect(inbox.parent === navigation)
    #expect(inbox.navigationController === navigation)
    #expect(inbox.view.superview === navigation.view)
    #expect(root.view.superview == nil)
    #expect(navigation.navigationBar.topItem === inbox.navigationItem)
    #expect(navigation.navigationBar.backItem === root.navigationItem)

    #expect(navigation.popViewController(animated: true) === inbox)
    #expect(navigation.topViewController === root)
    #expect(inbox.parent == nil)
    #expect(inbox.navigationController == nil)
    #expect(inbox.view.superview == nil)
    #expect(root.view.superview === navigation.view)
    // The root is never popped.
    #expect(navigation.popViewController(animated: true) == nil)
    window.isHidden = true
  }

  @Test func popToRootReturnsThePoppedControllersBottomFirst() {
    let controllers = ["A", "B", "C"].map(BarWindows.controller)
    let navigation = UINavigationController()
    navigation.setViewControllers(controllers, animated: false)
    let popped = navigation.popToRootViewController(animated: true)
    #expect(popped?.map(\.title) == ["B", "C"])
    #expect(navigation.viewControllers.map(\.title) == ["A"])
    #expect(navigation.popToViewController(controllers[2], animated: false) == nil)
  }

  @Test func pushingTheSameControllerTwiceIsRefused() {
    let root = BarWindows.controller("Root")
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(root, animated: false)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func titleSetsTheNavigationItemAndTabBarItemTitles() {
    let controller = UIViewController()
    _ = controller.navigationItem
    _ = controller.tabBarItem
    controller.title = "Library"
    #expect(controller.navigationItem.title == "Library")
    #expect(controller.tabBarItem.title == "Library")
  }

  @Test func standaloneBarSizesToItsTitleMode() {
    let bar = UINavigationBar()
    bar.items = [UINavigationItem(title: "Notes")]
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)) == CGSize(width: 320, height: 44))
    bar.prefersLargeTitles = true
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)).height == 96)
    bar.topItem?.largeTitleDisplayMode = .never
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)).height == 44)
  }

  @Test func popItemOnABarKeepsTheRootItem() {
    let bar = UINavigationBar()
    let first = UINavigationItem(title: "One")
    let second = UINavigationItem(title: "Two")
    bar.pushItem(first, animated: false)
    bar.pushItem(second, animated: false)
    #expect(bar.popItem(animated: false) === second)
    #expect(bar.popItem(animated: false) == nil)
    #expect(bar.topItem === first)
  }
}

/// A controller moved to a second container leaves the first, as UIKit moves it.
@MainActor
@Suite struct ContainerMoveTests {
  @Test func controllerPushedOnAnotherStackLeavesTheFirst() {
    let shared = BarWindows.controller("Shared")
    let first = UINavigationController(rootViewController: BarWindows.controller("One"))
    first.pushViewController(shared, animated: false)
    let second = UINavigationController(rootViewController: BarWindows.controller("Two"))
    second.pushViewController(shared, animated: false)
    #expect(first.viewControllers.map(\.title) == ["One"])
    #expect(second.viewControllers.map(\.title) == ["Two", "Shared"])
    #expect(shared.navigationController === second)
  }

  @Test func controllerMovedIntoATabLeavesItsStack() {
    let moved = BarWindows.controller("Moved")
    let navigation = UINavigationController(rootViewController: BarWindows.controller("Root"))
    navigation.pushViewController(moved, animated: false)
    let tabs = UITabBarController()
    tabs.viewControllers = [moved, moved]
    #expect(navigation.viewControllers.count == 1)
    // Repeats are dropped.
    #expect(tabs.viewControllers?.count == 1)
    #expect(moved.tabBarController === tabs)
  }
}

/// Delegates written as iOS code writes them compile and hear what headless code does.
@MainActor
@Suite struct BarDelegateTests {
  private final class Recorder: UINavigationControllerDelegate, UINavigationBarDelegate,
    UITabBarControllerDelegate
  {
    var events: [String] = []
    var refusesPops = false

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) { events.append("will \(viewController.title ?? "")") }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) { events.append("did \(viewController.title ?? "")") }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
      -> Bool
    { !refusesPops }
  }

  @Test func navigationDelegateHearsEachNewTopController() {
    let recorder = Recorder()
    let navigation = UINavigationController(rootViewController: BarWindows.controller("A"))
    navigation.delegate = recorder
    navigation.pushViewController(BarWindows.controller("B"), animated: true)
    navigation.popViewController(animated: true)
    #expect(recorder.events == ["will B", "did B", "will A", "did A"])
  }

  @Test func barDelegateCanRefuseAPop() {
    let recorder = Recorder()
    recorder.refusesPops = true
    let bar = UINavigationBar()
    bar.delegate = recorder
    bar.items = [UINavigationItem(title: "One"), UINavigationItem(title: "Two")]
    #expect(bar.popItem(animated: false) == nil)
    #expect(bar.items?.count == 2)
    #expect(bar.barPosition == .any)
  }

  @Test func navigationControllersBarIsTopAttached() {
    let navigation = UINavigationController(rootViewController: BarWindows.controller("A"))
    let window = BarWindows.iPhone15(showing: navigation)
    #expect(navigation.navigationBar.barPosition == .topAttached)
    window.isHidden = true
  }
}
