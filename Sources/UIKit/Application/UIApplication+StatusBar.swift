import CoreGraphics
import Foundation

/// The app-wide status bar and orientation API that iOS 13 replaced with the window scene's
/// (``UIWindowScene/statusBarManager``, ``UIWindowScene/interfaceOrientation``), which code
/// written for older systems still calls: it answers for the key window's scene, or the first
/// window scene.
extension UIApplication {
  /// Posted before the status bar's frame changes (never, headless: it does not change).
  public static let willChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
  /// Posted after the status bar's frame changed (never, headless).
  public static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
  /// Posted before the interface's orientation changes (never, headless).
  public static let willChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarOrientationNotification")
  /// Posted after the interface's orientation changed (never, headless).
  public static let didChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")
  /// The key of the new frame in the status bar frame notifications' user info.
  public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
  /// The key of the new orientation in the orientation notifications' user info.
  public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"

  private var mainWindowScene: UIWindowScene? {
    keyWindow?.windowScene ?? sceneList.lazy.compactMap { $0 as? UIWindowScene }.first
  }

  /// The status bar's frame: the main window scene's
  /// (``UIStatusBarManager/statusBarFrame``), or zero when there is none.
  public var statusBarFrame: CGRect {
    mainWindowScene?.statusBarManager?.statusBarFrame ?? .zero
  }

  /// Whether the status bar is hidden: what was set here, else the main window scene's
  /// (``UIStatusBarManager/isStatusBarHidden``), else false.
  ///
  /// Divergence: a value set here is read back and nothing else changes; on iOS it hides the
  /// status bar only in apps that opt out of controller-based status bar appearance.
  public var isStatusBarHidden: Bool {
    get { appStatusBarHidden ?? mainWindowScene?.statusBarManager?.isStatusBarHidden ?? false }
    set { appStatusBarHidden = newValue }
  }

  /// The status bar's style: what was set here, else the main window scene's, else
  /// `.default`. A value set here is read back only, as for ``isStatusBarHidden``.
  public var statusBarStyle: UIStatusBarStyle {
    get { appStatusBarStyle ?? mainWindowScene?.statusBarManager?.statusBarStyle ?? .default }
    set { appStatusBarStyle = newValue }
  }

  /// The orientation of the interface: the main window scene's, or portrait when there is
  /// none.
  public var statusBarOrientation: UIInterfaceOrientation {
    mainWindowScene?.interfaceOrientation ?? .portrait
  }

  /// The orientations the app supports in `window`: what the delegate answers
  /// (`application(_:supportedInterfaceOrientationsFor:)`), by default every orientation but
  /// upside down.
  ///
  /// Divergence: iOS falls back on the `UISupportedInterfaceOrientations` of the app's
  /// Info.plist; there is no app bundle headless, so the fallback is the iPhone template's.
  public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .allButUpsideDown
  }
}
