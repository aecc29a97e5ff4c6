import CoreGraphics
import Foundation

/// A container that shows one of several view controllers, chosen by the tabs of a tab bar at
/// the bottom.
///
/// The selected controller's view fills the tab bar controller's; its safe area's bottom edge
/// is above the tab bar (the home indicator inset plus the bar's 49 points), as on iOS.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, ChildListingContainer {
  private var tabs: [UIViewController]?
  private var selectedTab: Int?
  private weak var shownController: UIViewController?

  /// The object asked when the user picks a tab (never, headless: there are no taps).
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The bar of tabs, one item per controller (each controller's ``UIViewController/tabBarItem``).
  public let tabBar = UITabBar()

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { return nil }

  /// The controllers, one per tab. Setting them selects the first when the selection was
  /// none or is out of range.
  open var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers (at once: there are no animations headless).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let unique = viewControllers.map(Self.uniqued)
    for old in tabs ?? [] where !(unique ?? []).contains(where: { $0 === old }) {
      detachContainedChild(old)
    }
    tabs = unique
    for new in unique ?? [] { attachContainedChild(new) }
    selectionDidChange()
  }

  /// Another container took `child`: its tab goes.
  func childWasTaken(_ child: UIViewController) {
    child.containerSafeAreaInsets = .zero
    tabs?.removeAll { $0 === child }
    selectionDidChange()
  }

  /// The index of the selected controller; `NSNotFound` when there are none. Setting an index
  /// out of range is ignored.
  open var selectedIndex: Int {
    get { selectedTab ?? NSNotFound }
    set {
      guard newValue >= 0, newValue < (tabs?.count ?? 0) else { return }
      selectedTab = newValue
      selectionDidChange()
    }
  }

  /// The selected controller; setting one of ``viewControllers`` selects it.
  open var selectedViewController: UIViewController? {
    get { selectedTab.flatMap { tabs?[$0] } }
    set {
      guard let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// The tab bar's items follow the controllers' tab bar items.
  func tabBarItemsDidChange() {
    tabBar.items = tabs?.map { $0.tabBarItem }
    tabBar.selectedItem = selectedViewController?.tabBarItem
  }

  // MARK: Views

  open override func loadView() {
    let container = UILayoutContainerView(frame: UIScreen.main.bounds)
    container.layOutContent = { [weak self] in self?.layOutContent() }
    container.addSubview(tabBar)
    view = container
    selectionDidChange()
  }

  /// Shows the selected controller's view under the tab bar.
  private func selectionDidChange() {
    let count = tabs?.count ?? 0
    if count == 0 {
      selectedTab = nil
    } else if selectedTab.map({ $0 >= count }) ?? true {
      selectedTab = 0
    }
    tabBarItemsDidChange()
    guard let container = viewIfLoaded else { return }
    // iOS loads the views of the navigation controllers in every tab, not their top
    // controllers' (swift-snapshot-testing's iOS-recorded `testViewControllerHierarchy`:
    // "<UILayoutContainerView> not in the window" over "(view not loaded)").
    for case let navigation as UINavigationController in tabs ?? [] {
      navigation.loadViewIfNeeded()
    }
    let selected = selectedViewController
    if shownController !== selected {
      shownController?.viewIfLoaded?.removeFromSuperview()
      shownController = selected
      if let selected {
        let view = selected.view!
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(view, at: 0)
      }
    }
    container.setNeedsLayout()
  }

  /// Places the tab bar at the bottom over the home indicator area and gives the selected
  /// controller the safe area it leaves; a navigation controller whose pushed controller
  /// hides the bottom bar hides it.
  private func layOutContent() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let inherited = container.safeAreaInsets
    let hidden = (selectedViewController as? UINavigationController)?.hidesBottomBars ?? false
    tabBar.isHidden = hidden
    let height = UITabBar.rowHeight + inherited.bottom
    tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    selectedViewController?.containerSafeAreaInsets =
      hidden ? .zero : UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.rowHeight, right: 0)
    shownController?.viewIfLoaded?.frame = bounds
  }
}
