import CoreGraphics

/// An object that manages a view hierarchy: it loads its view on first use, hears the view's
/// layout and appearance in UIKit's order, and holds child view controllers.
///
/// The order for a controller shown in a window: `loadView`, `viewDidLoad`, `viewWillAppear`,
/// `updateViewConstraints`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
/// `viewDidAppear` — the last when the window's first update cycle after it appeared ends.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
  private var loadedView: UIView?
  /// The controller's `registerForTraitChanges` registrations.
  var traitRegistrations = TraitChangeRegistrations()
  private var childStorage: [UIViewController] = []
  private weak var parentStorage: UIViewController?
  var appearance = Appearance.disappeared
  private var calledSuperUpdateViewConstraints = false
  /// The traits the parent set for this controller (`setOverrideTraitCollection(_:forChild:)`).
  private var parentTraitOverride: UITraitCollection?

  enum Appearance { case disappeared, appearing, appeared, disappearing }

  /// What this controller presents and is presented by (see Presentation/).
  var presentationState = PresentationState()

  /// Presents `viewControllerToPresent` modally over this controller's screen, in its
  /// ``modalPresentationStyle``; `completion` runs once it is shown. (Here, not in an
  /// extension, so that subclasses can override.)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentModally(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presents or, when it presents none, this controller
  /// (asking its presenter, as Apple documents); `completion` runs once it is gone.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissModally(animated: flag, completion: completion)
  }

  /// Shows `vc` in a primary context, wherever the controller is: the nearest container that
  /// overrides this method handles it (a navigation controller pushes `vc`); with none, `vc`
  /// is presented modally. The default asks the parent, which is how UIKit finds that
  /// container.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let parent { parent.show(vc, sender: sender) } else { present(vc, animated: true) }
  }

  /// Shows `vc` in a secondary (detail) context: a split view controller above installs it as
  /// its secondary (or, collapsed, shows it as `show(_:sender:)` does); with none, `vc` is
  /// presented modally.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let parent {
      parent.showDetailViewController(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }

  /// Runs the segue with `identifier` from the controller's storyboard, after
  /// ``prepare(for:sender:)``.
  ///
  /// Divergence: no storyboard is read on Linux, so the controller has no segue of that
  /// identifier and this raises `NSInvalidArgumentException` saying so, as iOS does for an
  /// identifier its storyboard lacks. A segue made in code runs with
  /// ``UIStoryboardSegue/perform()``.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    NSException(
      name: .invalidArgumentException,
      reason:
        "Receiver (\(self)) has no segue with identifier '\(identifier)': Offscreen reads no"
        + " storyboards", userInfo: nil
    ).raise()
  }

  /// Called before a segue from this controller runs, to pass data to its destination: does
  /// nothing by default. (Here, not in an extension, so that subclasses can override.)
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether the segue with `identifier` should run: true by default.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Creates a controller with no nib; its view is made by ``loadView()``.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller whose view ``loadView()`` makes.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Controllers are not archived here; this initialiser exists so that subclasses written
  /// for iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The object that vends the animators, interaction controllers and (for `.custom`) the
  /// presentation controller of the controller's presentation and dismissal. Not retained.
  /// Open, as on iOS, where controllers that present themselves a custom way override it.
  open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { presentationState.transitioningDelegate }
    set { presentationState.transitioningDelegate = newValue }
  }

  /// The title shown for the controller in containers. Setting it also sets the title of the
  /// controller's navigation item and tab bar item, as on iOS.
  open var title: String? {
    didSet {
      navigationItemStorage?.title = title
      tabBarItemStorage?.title = title
    }
  }

  /// The root view, loaded on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if it was loaded, else nil (without loading it).
  public var viewIfLoaded: UIView? { loadedView }

  /// Whether the view was loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded: ``loadView()`` then ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Makes the root view. The default makes a plain view the size of the screen.
  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

  /// Called once the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared: at the end of the first update cycle that showed it.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Whether the controller's children hear appearance callbacks when its own view appears
  /// or disappears. True by default; a container that returns false calls
  /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on its
  /// children itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  /// Called when the root view's safe area insets changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the root view's layout margins changed.
  open func viewLayoutMarginsDidChange() {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Updates the constraints of the view, in the update-constraints pass. Overrides must call
  /// `super.updateViewConstraints()` as their last step, which updates the view's own.
  open func updateViewConstraints() {
    calledSuperUpdateViewConstraints = true
    loadedView?.updateConstraints()
  }

  /// The size the controller would like to be shown at (by a container or popover).
  /// A change tells the container that holds the controller: its parent, or the presentation
  /// controller that presents it (`preferredContentSizeDidChange(forChildContentContainer:)`).
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      let container: (any UIContentContainer)? =
        parent
        ?? (presentationState.presenting != nil ? presentationState.presentationController : nil)
      container?.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }

  /// The interface style of the controller's view and children regardless of the
  /// environment; `.unspecified` (inherit) by default.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { loadedView?.traitsMayHaveChanged() }
  }

  /// The traits of the view (the screen's until the view is in a window).
  open var traitCollection: UITraitCollection {
    loadedView?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// Called when the controller's traits change. Does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Whether the controller adjusts its scroll views' insets for the bars over them; true by
  /// default. Deprecated in iOS 11 for the safe area and a scroll view's
  /// `contentInsetAdjustmentBehavior`, which decide the insets here; stored only.
  @available(*, deprecated, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
  open var automaticallyAdjustsScrollViewInsets = true

  /// Extra insets added to the view's safe area.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { loadedView?.setNeedsLayout() }
  }

  /// The insets a container controller adds to the view's safe area for the bars it shows over
  /// the view (a navigation bar, a tab bar), apart from the app's ``additionalSafeAreaInsets``.
  var containerSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if containerSafeAreaInsets != oldValue { loadedView?.setNeedsLayout() } }
  }

  // MARK: The system's appearance (which controller decides: UIViewController+SystemAppearance)

  /// The status bar style the controller would like: `.default`.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the controller would like the status bar hidden: as on iOS, only in a vertically
  /// compact environment (a phone in landscape).
  open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }
  /// How the status bar animates when it shows or hides: `.fade`.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// The child whose status bar style is used instead of this controller's; none by default.
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child whose status bar visibility is used instead of this controller's; none.
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Whether the controller decides the status bar's appearance when it is presented other than
  /// in full screen. False.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// Whether the controller would like the home indicator hidden: no.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The child whose home-indicator preference is used instead of this controller's; none.
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// The screen edges whose system gestures wait for the app's own: none.
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  /// The child whose deferred edges are used instead of this controller's; none.
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
  /// The orientations the controller supports: all on iPad, all but upside down elsewhere.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }
  /// Whether the controller's content rotates with the device: yes.
  open var shouldAutorotate: Bool { true }
  /// The orientation a full-screen presentation of the controller starts in: portrait.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  /// Tells the system to read the status bar preferences again. Headless, they are read each
  /// time they are asked for (``UIStatusBarManager``), so there is nothing to refresh.
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// Tells the system to read ``prefersHomeIndicatorAutoHidden`` again (read when asked).
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
  /// Tells the system to read ``preferredScreenEdgesDeferringSystemGestures`` again.
  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
  /// Tells the system to read ``supportedInterfaceOrientations`` again.
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
  /// Asks the system to turn the interface to the device's orientation if the controllers now
  /// allow it (the API from before iOS 16); the device never turns headless, so nothing moves.
  open class func attemptRotationToDeviceOrientation() {}

  // MARK: Bars (the rest is in UIViewController+Bars.swift)

  var navigationItemStorage: UINavigationItem?
  var tabBarItemStorage: UITabBarItem?

  /// What a navigation bar shows for the controller, made on first use with the controller's
  /// title.
  open var navigationItem: UINavigationItem {
    if let item = navigationItemStorage { return item }
    let item = UINavigationItem()
    item.title = title
    navigationItemStorage = item
    return item
  }

  /// What a tab bar shows for the controller, made on first use with the controller's title.
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = tabBarItemStorage { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set {
      tabBarItemStorage = newValue
      tabBarController?.tabBarItemsDidChange()
    }
  }

  /// Whether a tab bar hides while the controller is pushed on a navigation controller in it.
  /// False by default.
  open var hidesBottomBarWhenPushed = false

  /// The items a navigation controller's toolbar shows while the controller is on top.
  open var toolbarItems: [UIBarButtonItem]? {
    didSet { navigationController?.controllerToolbarItemsDidChange(self) }
  }

  /// Sets ``toolbarItems`` (at once: there are no animations headless).
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. True by
  /// default.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { loadedView?.layoutMarginsDidChangeInternally() }
  }

  /// The least margins UIKit gives a controller's root view: 20 points on the leading and
  /// trailing edges in a regular width and on phones 414 points wide or more, 16 on narrower
  /// phones.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side = traitCollection.systemMinimumSideMargin
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The traits the controller adds over its environment: its parent's override for it, then
  /// its own interface style.
  var traitOverrideCollection: UITraitCollection {
    let style =
      overrideUserInterfaceStyle == .unspecified
      ? UITraitCollection() : UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)
    guard let parentTraitOverride else { return style }
    return UITraitCollection(traitsFrom: [parentTraitOverride, style])
  }

  /// Gives `childViewController` (a child of this controller) `collection`'s specified traits
  /// over the ones it inherits; nil removes the override.
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    guard childViewController.parentStorage === self else { return }
    childViewController.parentTraitOverride = collection
    childViewController.loadedView?.traitsMayHaveChanged()
  }

  /// The traits set for `childViewController` with
  /// ``setOverrideTraitCollection(_:forChild:)``, or nil.
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    childViewController.parentStorage === self ? childViewController.parentTraitOverride : nil
  }

  // MARK: Size and trait transitions (UIContentContainer)

  /// Called before the view changes to `size` (its window is resized), while `view.bounds`
  /// still has the old size; animations queued on `coordinator` run with the change. The
  /// default passes the change on to each child with the size
  /// ``size(forChildContentContainer:withParentContainerSize:)`` gives it: overrides call super.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      child.viewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size),
        with: coordinator)
    }
  }

  /// Called before the controller's traits change to `newCollection` (its window moves to a
  /// screen of other size classes), while ``traitCollection`` still has the old ones. The
  /// default passes the change on to each child, with the child's own overrides applied:
  /// overrides call super.
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      child.willTransition(
        to: UITraitCollection(traitsFrom: [newCollection, child.traitOverrideCollection]),
        with: coordinator)
    }
  }

  /// The size a child gets when this controller's view is `parentSize`: `parentSize` by
  /// default.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Called when a child's preferred content size changed. Does nothing by default.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Called when a child's Auto Layout fitting size changed. Does nothing by default.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  // MARK: Containment

  /// The child controllers, in the order they were added.
  public var children: [UIViewController] { childStorage }
  /// The controller this one is a child of.
  public var parent: UIViewController? { parentStorage }

  /// Adds `childController` as a child; add its view to the hierarchy and call
  /// `didMove(toParent:)` after, as on iOS.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    childStorage.append(childController)
    childController.parentStorage = self
  }

  /// Removes the controller from its parent (call `willMove(toParent: nil)` first, as on iOS).
  open func removeFromParent() {
    guard let parent = parentStorage else { return }
    parent.childStorage.removeAll { $0 === self }
    parentStorage = nil
    if parentTraitOverride != nil {
      parentTraitOverride = nil
      loadedView?.traitsMayHaveChanged()
    }
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  /// The next responder: the view's superview.
  open override var next: UIResponder? { loadedView?.superview }

  // MARK: The update cycle's side

  func runUpdateViewConstraints() {
    calledSuperUpdateViewConstraints = false
    updateViewConstraints()
    if !calledSuperUpdateViewConstraints {
      LayoutLog.report(
        "\(type(of: self)) overrides updateViewConstraints() but did not call "
          + "super.updateViewConstraints() as its last step. UIKit raises an exception here; "
          + "Offscreen carries on.")
      loadedView?.calledSuperUpdateConstraints = true
    }
  }

  /// The view moved in or out of a window, or its window was shown or hidden.
  func windowVisibilityDidChange() {
    if let parentStorage, !parentStorage.shouldAutomaticallyForwardAppearanceMethods { return }
    let visible = loadedView?.window.map { !$0.isHidden } ?? false
    switch (appearance, visible) {
    case (.disappeared, true), (.disappearing, true):
      appearance = .appearing
      viewWillAppear(false)
      loadedView?.window?.pendingAppearances.append(self)
    case (.appearing, false), (.appeared, false):
      appearance = .disappeared
      viewWillDisappear(false)
      viewDidDisappear(false)
    default: break
    }
  }

  func finishAppearing() {
    guard appearance == .appearing else { return }
    appearance = .appeared
    viewDidAppear(false)
  }
}
