import CoreGraphics

/// The root of a view hierarchy that is shown: it runs the update cycle (constraints, layout,
/// display) at the end of each run-loop turn while anything in it is marked, and it is what a
/// render of a screen draws.
///
/// A window starts hidden, as on iOS; `makeKeyAndVisible()` or `isHidden = false` shows it.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The screen the window is on; its size and scale give the window's traits. Moving to a
  /// screen of other size classes tells the controllers first (`willTransition(to:with:)`).
  open var screen: UIScreen {
    get { screenStorage }
    set {
      transitionTraits(to: newValue.traitCollection) {
        screenStorage = newValue
        traitsMayHaveChanged()
      }
    }
  }
  private var screenStorage = UIScreen.main

  /// Resizing the window tells its controllers first (`viewWillTransition(to:with:)`).
  open override var frame: CGRect {
    get { super.frame }
    set { transitionSize(to: newValue.size) { super.frame = newValue } }
  }

  /// Resizing the window tells its controllers first (`viewWillTransition(to:with:)`).
  open override var bounds: CGRect {
    get { super.bounds }
    set { transitionSize(to: newValue.size) { super.bounds = newValue } }
  }

  /// The insets the device puts on the window's edges (status bar, home indicator).
  ///
  /// Divergence: iOS takes these from the device; Offscreen has none by default, and a render
  /// that wants a device's can set them here.
  public var windowSafeAreaInsets = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }

  /// Windows that are shown, which the update cycle runs for.
  static var visibleWindows: [UIWindow] = []
  /// The window that was last made key.
  static weak var keyWindowStorage: UIWindow?
  /// Controllers whose view appeared in this cycle: they get viewDidAppear when it ends.
  var pendingAppearances: [UIViewController] = []
  /// The scene the window belongs to (see UIWindow+Scene.swift).
  weak var sceneStorage: UIWindowScene?

  /// Where the window stands among the app's windows: higher levels are in front. `.normal`
  /// by default.
  open var windowLevel = UIWindow.Level.normal

  public override init(frame: CGRect) {
    super.init(frame: frame)
    layer.isHidden = true
    windowStorage = self
  }

  /// A window in `windowScene`, the size of the scene's screen. A designated initialiser, as
  /// on iOS, so subclasses call it with `super`.
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.screen.bounds)
    layer.isHidden = true
    windowStorage = self
    self.windowScene = windowScene
  }

  /// A window the size of the main screen.
  public convenience init() { self.init(frame: UIScreen.main.bounds) }

  public required init?(coder: NSCoder) { return nil }

  /// The controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      installRootView()
    }
  }

  /// Whether the window is hidden. Showing it makes it take part in the update cycle.
  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      super.isHidden = newValue
      Self.visibleWindows.removeAll { $0 === self }
      if !newValue {
        Self.visibleWindows.append(self)
        joinDefaultSceneIfNeeded()
        installRootView()
        appearanceMayHaveChanged()
        setNeedsLayout()
      } else {
        appearanceMayHaveChanged()
      }
    }
  }

  /// The window's scene, or the application when it has none: the responder chain goes on
  /// there, as on iOS.
  open override var next: UIResponder? { sceneStorage ?? UIApplication.shared }

  /// Whether this is the key window.
  open var isKeyWindow: Bool { Self.keyWindowStorage === self }

  /// Makes the window key.
  open func makeKey() { Self.keyWindowStorage = self }

  /// Shows the window and makes it key.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// Makes the root view controller's view the window's content, filling it and following its
  /// size; on assignment, shown or not, as UIKit does.
  private func installRootView() {
    guard let controller = rootViewController else { return }
    let view = controller.view!
    guard view.superview !== self else { return }
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(view)
  }

  /// Runs UIKit's update cycle now: update constraints bottom-up, layout top-down, display
  /// top-down; then view controllers whose view appeared hear viewDidAppear.
  package func runUpdateCycle() {
    updateConstraintsIfNeeded()
    layoutIfNeeded()
    runDisplayPass()
    let appeared = pendingAppearances
    pendingAppearances = []
    for controller in appeared { controller.finishAppearing() }
  }

  /// Tells the controllers in the window that it was shown or hidden.
  private func appearanceMayHaveChanged() {
    forEachController(in: self) { $0.windowVisibilityDidChange() }
  }

  private func forEachController(in view: UIView, _ body: (UIViewController) -> Void) {
    if let controller = view.owningViewController { body(controller) }
    for subview in view.subviews { forEachController(in: subview, body) }
  }
}
