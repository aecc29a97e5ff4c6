import CoreGraphics

/// How a window scene's status bar looks and where it is.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
  private weak var scene: UIWindowScene?

  init(scene: UIWindowScene) {
    self.scene = scene
    super.init()
  }

  /// The status bar's frame in the scene's coordinates: the width of the screen and the
  /// height of the top safe-area inset of the scene's key (or first) window.
  ///
  /// Divergence: iOS takes the height from the device; headless windows have the insets
  /// they are given (`UIWindow.windowSafeAreaInsets`), none by default.
  open var statusBarFrame: CGRect {
    guard let scene else { return .zero }
    let window = scene.keyWindow ?? scene.windows.first
    return CGRect(
      x: 0, y: 0, width: scene.screen.bounds.width,
      height: window?.windowSafeAreaInsets.top ?? 0)
  }

  /// Whether the status bar is hidden: what the deciding controller of the scene's key (or
  /// first) window prefers (``UIViewController/prefersStatusBarHidden``).
  open var isStatusBarHidden: Bool {
    rootViewController?.statusBarHiddenDecider.prefersStatusBarHidden ?? false
  }

  /// The status bar's style: what the deciding controller of the scene's key (or first) window
  /// prefers (``UIViewController/preferredStatusBarStyle``).
  open var statusBarStyle: UIStatusBarStyle {
    rootViewController?.statusBarStyleDecider.preferredStatusBarStyle ?? .default
  }

  private var rootViewController: UIViewController? {
    (scene?.keyWindow ?? scene?.windows.first)?.rootViewController
  }
}

/// How the status bar animates when it shows or hides.
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0, fade, slide
}

/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content in light mode, light content in dark mode.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

extension UIWindowScene {
  /// The scene's status bar.
  public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}
