import Foundation

extension UIApplication {
  /// Connects a new window scene, as iOS does when the app opens a window: the app delegate
  /// picks its configuration (`application(_:configurationForConnecting:options:)`), the
  /// scene gets `delegate`, which hears `scene(_:willConnectTo:options:)` (where a scene
  /// delegate makes its window) and `sceneWillEnterForeground(_:)` while the scene is
  /// `.unattached`, then `sceneDidBecomeActive(_:)` once it is `.foregroundActive`.
  ///
  /// Offscreen's own API, for tests and renders of apps built on scene delegates: on iOS the
  /// system connects scenes.
  @discardableResult
  public func connectScene(delegate: (any UISceneDelegate)? = nil) -> UIWindowScene {
    let options = UIScene.ConnectionOptions()
    let session = UISceneSession(
      role: .windowApplication,
      configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    if let delegate = self.delegate {
      session.configuration = delegate.application(
        self, configurationForConnecting: session, options: options)
    }
    let scene = UIWindowScene(session: session, connectionOptions: options)
    scene.delegate = delegate
    scene.activationState = .unattached
    NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
    delegate?.scene(scene, willConnectTo: session, options: options)
    delegate?.sceneWillEnterForeground(scene)
    NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
    scene.activationState = .foregroundActive
    delegate?.sceneDidBecomeActive(scene)
    NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
    return scene
  }

  /// Disconnects `sceneSession`'s scene and discards the session: the scene's delegate hears
  /// `sceneDidDisconnect(_:)`, the app delegate `application(_:didDiscardSceneSessions:)`,
  /// and the scene leaves ``connectedScenes``; `errorHandler` is never called.
  public func requestSceneSessionDestruction(
    _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard let scene = sceneSession.scene else { return }
    sceneList.removeAll { $0 === scene }
    scene.activationState = .unattached
    scene.delegate?.sceneDidDisconnect(scene)
    NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
    sceneSession.scene = nil
    delegate?.application(self, didDiscardSceneSessions: [sceneSession])
  }
}

/// Options for ``UIApplication/requestSceneSessionDestruction(_:options:errorHandler:)``.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
  public override init() { super.init() }
}
