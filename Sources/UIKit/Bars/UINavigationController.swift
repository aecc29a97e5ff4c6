import CoreGraphics
import Foundation

/// A container that shows a stack of view controllers, the top one's view under a navigation
/// bar with its title and a back button to the one below.
///
/// The top controller's view fills the navigation controller's; its safe area's top edge is
/// under the bar (the status bar plus the bar's 44 points, or 96 with a large title), as on
/// iOS. Pushes and pops apply at once: there are no transitions headless.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, ChildListingContainer {
  private var stack: [UIViewController] = []
  /// The controller whose view is shown.
  private weak var shownController: UIViewController?

  /// The object told when another controller comes on top.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// The bar at the top, which shows the navigation items of the stack.
  public let navigationBar = UINavigationBar()

  /// The toolbar at the bottom, shown when ``isToolbarHidden`` is false, with the top
  /// controller's ``UIViewController/toolbarItems``.
  public let toolbar: UIToolbar! = UIToolbar()

  /// The left-edge pan that pops the top controller.
  ///
  /// Divergence: never attached to a view, so no edge pan pops; pop in code.
  public let interactivePopGestureRecognizer: UIGestureRecognizer? = {
    let recognizer = UIScreenEdgePanGestureRecognizer()
    recognizer.edges = .left
    return recognizer
  }()

  /// Creates a navigation controller with `rootViewController` as the bottom of its stack.
  /// A designated initialiser, as on iOS, so subclasses call it with `super`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { return nil }

  // MARK: The stack

  /// The controllers on the stack, the root first and the top last. Setting it replaces the
  /// stack at once.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller whose view is shown: the top one (nothing is presented headless).
  open var visibleViewController: UIViewController? { stack.last }

  /// Replaces the stack (at once).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let unique = Self.uniqued(viewControllers)
    let newTop = unique.last.flatMap { $0 === topViewController ? nil : $0 }
    if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
    for old in stack where !unique.contains(where: { $0 === old }) { detachContainedChild(old) }
    stack = unique
    for new in unique { attachContainedChild(new) }
    stackDidChange()
    if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
  }

  /// Another container took `child`: it leaves the stack.
  func childWasTaken(_ child: UIViewController) {
    child.containerSafeAreaInsets = .zero
    stack.removeAll { $0 === child }
    stackDidChange()
  }

  /// Pushes `viewController` on the stack and shows it (at once). A controller already on
  /// the stack is not pushed again, as iOS refuses to.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      LayoutLog.report(
        "pushViewController: \(type(of: viewController)) is already on the navigation stack; "
          + "pushing the same view controller instance more than once is not supported.")
      return
    }
    setViewControllers(stack + [viewController], animated: animated)
  }

  /// Pushes `vc`, as the controllers in the navigation stack ask with `show(_:sender:)`.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  /// Pops the top controller (at once) and returns it; the root is never popped.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root (at once) and returns them, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController` (at once) and returns them, bottom first; nil
  /// when it is not on the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    setViewControllers(Array(stack[...index]), animated: animated)
    return popped
  }

  // MARK: Bars

  /// Whether the navigation bar is hidden. False by default.
  open var isNavigationBarHidden = false {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Hides or shows the navigation bar (at once).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Whether the toolbar is hidden. True by default.
  open var isToolbarHidden = true {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Hides or shows the toolbar (at once).
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  /// Whether a controller pushed on the stack hides the bottom bars (the toolbar, and a tab
  /// bar the navigation controller is in) until it is popped.
  var hidesBottomBars: Bool { stack.dropFirst().contains { $0.hidesBottomBarWhenPushed } }

  /// The toolbar follows the top controller's items.
  func controllerToolbarItemsDidChange(_ controller: UIViewController) {
    if controller === topViewController { toolbar.items = controller.toolbarItems }
  }

  // MARK: Views

  open override func loadView() {
    let container = UILayoutContainerView(frame: UIScreen.main.bounds)
    container.layOutContent = { [weak self] in self?.layOutContent() }
    container.addSubview(navigationBar)
    container.addSubview(toolbar)
    view = container
    // The top controller's view waits for the first layout, as on iOS: a tab bar controller
    // loads the views of the navigation controllers in its other tabs, and their top
    // controllers stay unloaded ("(view not loaded)" in UIKit's hierarchy description).
    navigationBar.setItems(stack.map(\.navigationItem), animated: false)
    toolbar.items = topViewController?.toolbarItems
    container.setNeedsLayout()
  }

  /// Shows the top controller's view under the bars, and the stack's items in the bar.
  private func stackDidChange() {
    navigationBar.setItems(stack.map(\.navigationItem), animated: false)
    toolbar.items = topViewController?.toolbarItems
    guard let container = viewIfLoaded else { return }
    showTopController(in: container)
    container.setNeedsLayout()
    // A pushed controller may hide the tab bar the navigation controller is in.
    tabBarController?.viewIfLoaded?.setNeedsLayout()
  }

  private func showTopController(in container: UIView) {
    if shownController !== topViewController {
      shownController?.viewIfLoaded?.removeFromSuperview()
      shownController = topViewController
      if let top = topViewController {
        let view = top.view!
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(view, at: 0)
      }
    }
  }

  /// Places the bar under the status bar (the container's safe area top), the toolbar above
  /// the home indicator, and gives the top controller the safe area they leave.
  private func layOutContent() {
    guard let container = viewIfLoaded else { return }
    showTopController(in: container)
    let width = container.bounds.width
    let inherited = container.safeAreaInsets
    var covered = UIEdgeInsets.zero
    navigationBar.isHidden = isNavigationBarHidden
    if !isNavigationBarHidden {
      let height = navigationBar.barHeight
      navigationBar.frame = CGRect(x: 0, y: inherited.top, width: width, height: height)
      navigationBar.backgroundExtension = inherited.top
      covered.top = height
    }
    let showsToolbar = !isToolbarHidden && !hidesBottomBars
    toolbar.isHidden = !showsToolbar
    if showsToolbar {
      let height = UIToolbar.barHeight
      let bottom = container.bounds.height - inherited.bottom
      toolbar.frame = CGRect(x: 0, y: bottom - height, width: width, height: height)
      toolbar.backgroundExtension = inherited.bottom
      covered.bottom = height
    }
    topViewController?.containerSafeAreaInsets = covered
    shownController?.viewIfLoaded?.frame = container.bounds
  }
}
