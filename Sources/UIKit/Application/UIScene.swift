import Foundation

/// One instance of the app's interface. Headless a scene is connected as soon as it is
/// made, and is active in the foreground.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// How far a scene is from being on screen and taking events.
  public enum ActivationState: Int, Sendable {
    case unattached = -1, foregroundActive, foregroundInactive, background
  }

  /// What the system passes a scene as it connects: nothing headless.
  @preconcurrency @MainActor
  open class ConnectionOptions {
    /// The URLs the scene was opened with: none headless.
    public let urlContexts: Set<UIOpenURLContext> = []
    /// The activity types the scene continues: none headless.
    public let userActivities: Set<String> = []
    /// The source application's bundle identifier: none headless.
    public let sourceApplication: String? = nil
    init() {}
  }

  /// The session that holds the scene's configuration and state.
  public let session: UISceneSession

  /// The scene's delegate, which the scene keeps, as on iOS.
  open var delegate: (any UISceneDelegate)?

  /// The scene's state: active in the foreground headless.
  open internal(set) var activationState = ActivationState.foregroundActive

  /// A title the system shows for the scene (in the app switcher), stored.
  open var title: String!

  /// A scene for `session`, connected to the app at once: it joins
  /// `UIApplication.shared.connectedScenes`.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
    UIApplication.shared.sceneList.append(self)
  }

  /// The application: a scene's responder chain goes on there.
  open override var next: UIResponder? { UIApplication.shared }
}

/// A URL a scene was asked to open, with its options.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
  /// The URL to open.
  public let url: URL
  init(url: URL) { self.url = url }
}

/// What a scene tells its delegate about its life. Every method does nothing by default.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate: it holds the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
