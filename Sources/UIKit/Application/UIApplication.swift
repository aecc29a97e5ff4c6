import Foundation

/// The app: one object, ``shared``, that knows the app's scenes and windows, its delegate,
/// its state, and that sends actions up the responder chain.
///
/// Headless there is no launch, no springboard and no system around the app: the app is
/// active from the start, its scenes are connected as windows appear, and what would leave the
/// app (``open(_:options:completionHandler:)``) is recorded for a test to read.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The app's states.
  public enum State: Int, Sendable {
    case active = 0, inactive, background
  }

  /// The one application object.
  open class var shared: UIApplication { sharedApplication }
  private static let sharedApplication = UIApplication()

  /// There is one application, ``shared``: it is made on first use.
  override init() { super.init() }

  /// The app's delegate.
  ///
  /// Divergence: iOS holds it unowned, kept alive by `UIApplicationMain`; headless there is
  /// no `UIApplicationMain`, so the application keeps it.
  open var delegate: (any UIApplicationDelegate)?

  /// Whether the app is active, inactive or in the background: active headless.
  open internal(set) var applicationState = State.active

  /// The status bar's visibility and style set on the app itself (the API from before
  /// controller-based status bars), nil until set.
  var appStatusBarHidden: Bool?
  var appStatusBarStyle: UIStatusBarStyle?

  /// Whether the screen may dim and lock while the app runs idle (stored).
  open var isIdleTimerDisabled = false

  /// The number on the app's icon (stored; 0 shows none).
  open var applicationIconBadgeNumber = 0

  /// The direction the app's interface reads in: left to right, the main screen's.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIScreen.main.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// The text size the person chose: the main screen's, large by default.
  open var preferredContentSizeCategory: UIContentSizeCategory {
    UIScreen.main.traitCollection.preferredContentSizeCategory
  }

  /// Whether the app shows more than one scene at a time: no, headless.
  open var supportsMultipleScenes: Bool { false }

  /// What ``openedURLs`` reads.
  var openedURLStorage: [URL] = []
  /// What ``openableURLSchemes`` reads.
  var openableSchemeStorage: Set<String> = [
    "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "app-settings",
  ]

  /// The background tasks begun and not ended, and how many were begun.
  var runningBackgroundTasks: Set<UIBackgroundTaskIdentifier> = []
  var backgroundTaskCount = 0

  // MARK: Scenes and windows

  /// The scenes connected to the app, in the order they connected.
  var sceneList: [UIScene] = []

  /// The scenes connected to the app: the default window scene, made when the first window
  /// is shown, and any other made with `UIWindowScene(session:connectionOptions:)`.
  open var connectedScenes: Set<UIScene> { Set(sceneList) }

  /// The sessions of the connected scenes.
  open var openSessions: Set<UISceneSession> { Set(sceneList.map(\.session)) }

  /// The app's windows: those of its window scenes, shown or hidden, back to front by
  /// `windowLevel`, and in the order they joined their scenes within a level.
  open var windows: [UIWindow] {
    let joined = sceneList.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    return joined.enumerated().sorted {
      ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset)
    }.map(\.element)
  }

  /// The app's key window: the shown window made key last.
  open var keyWindow: UIWindow? {
    UIWindow.keyWindowStorage.flatMap { $0.isHidden ? nil : $0 }
  }

  /// The window scene windows join when shown without one, made on first use.
  var defaultWindowScene: UIWindowScene {
    if let scene = sceneList.first(where: { $0 is UIWindowScene }) as? UIWindowScene {
      return scene
    }
    return UIWindowScene(
      session: UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(
          name: "Default Configuration", sessionRole: .windowApplication)),
      connectionOptions: UIScene.ConnectionOptions())
  }

  // MARK: Actions

  /// Sends `action` to `target`, or when `target` is nil to the first responder and up the
  /// responder chain from it (from the key window when nothing is first responder) until an
  /// object handles it. True when an object handled it.
  @discardableResult
  open func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    guard let method = action.method else {
      Selector.warn(
        "Selector(\"\(action)\") cannot be called: Swift on Linux cannot call a method by name;"
          + " make the selector from the method, as Selector(MyClass.method)")
      return false
    }
    if let target {
      guard type(of: target) is AnyClass else { return false }
      return method(target as AnyObject, sender, event)
    }
    var responder: UIResponder? = UIResponder.firstResponder ?? keyWindow
    while let candidate = responder {
      if method(candidate, sender, event) { return true }
      responder = candidate.next
    }
    return false
  }

  /// The app delegate, when it is a responder of its own (not a view, a controller or the
  /// application), as UIKit's chain ends.
  open override var next: UIResponder? {
    guard let responder = delegate as? UIResponder,
      !(responder is UIView || responder is UIViewController || responder === self)
    else { return nil }
    return responder
  }
}
