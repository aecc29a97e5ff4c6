import CoreGraphics

extension UIWindow {
  /// A window in `windowScene`, the size of the scene's screen.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
  }

  /// The scene the window belongs to: it is among the scene's `windows` and the application's
  /// `windows`. A window shown without one joins the app's default window scene.
  public var windowScene: UIWindowScene? {
    get { sceneStorage }
    set {
      guard newValue !== sceneStorage else { return }
      sceneStorage?.remove(self)
      sceneStorage = newValue
      newValue?.add(self)
    }
  }

  /// Puts a window shown without a scene in the application's default window scene, as iOS
  /// does for apps without scene manifests.
  func joinDefaultSceneIfNeeded() {
    if sceneStorage == nil { windowScene = UIApplication.shared.defaultWindowScene }
  }
}
