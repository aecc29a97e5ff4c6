import Foundation

extension UIApplication {
  /// Posted when the app becomes active.
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active.
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app has gone to the background.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to leave the background.
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is about to end.
  public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the app has finished launching.
  public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the system is short of memory.
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// Moves the app to `state` as iOS moves it, one step at a time: from active to the
  /// background it resigns active, then enters the background; from the background to
  /// active it enters the foreground, then becomes active. At each step the app and each
  /// connected scene post their notifications, and the scene delegates hear it (or, when no
  /// scene has a delegate, the app delegate does). During "will resign active" and "will enter
  /// foreground" the state is still the old one; during "did enter background" and "did
  /// become active" it is the new one, as Apple documents.
  ///
  /// Offscreen's own API, for tests: on iOS the system moves the app between states.
  public func changeState(to state: State) {
    for step in LifecycleStep.steps(from: applicationState, to: state) { perform(step) }
  }

  private func perform(_ step: LifecycleStep) {
    if step.changesStateFirst { applicationState = step.resultingState }
    let scenes = sceneList
    for scene in scenes {
      if step.changesStateFirst { scene.activationState = step.resultingSceneState }
      step.tell(scene)
      NotificationCenter.default.post(name: step.sceneNotification, object: scene)
      if !step.changesStateFirst { scene.activationState = step.resultingSceneState }
    }
    if let delegate, !scenes.contains(where: { $0.delegate != nil }) {
      step.tell(delegate, self)
    }
    NotificationCenter.default.post(name: step.notification, object: self)
    if !step.changesStateFirst { applicationState = step.resultingState }
  }
}

/// One step of the app's life between states.
@MainActor
private enum LifecycleStep {
  case resignActive, enterBackground, enterForeground, becomeActive

  /// The steps from `old` to `new`.
  static func steps(from old: UIApplication.State, to new: UIApplication.State) -> [Self] {
    switch (old, new) {
    case (.active, .inactive): [.resignActive]
    case (.active, .background): [.resignActive, .enterBackground]
    case (.inactive, .active): [.becomeActive]
    case (.inactive, .background): [.enterBackground]
    case (.background, .inactive): [.enterForeground]
    case (.background, .active): [.enterForeground, .becomeActive]
    default: []
    }
  }

  /// Whether the new state holds while the step is told (it does for "did" steps).
  var changesStateFirst: Bool { self == .enterBackground || self == .becomeActive }

  var resultingState: UIApplication.State {
    switch self {
    case .resignActive, .enterForeground: .inactive
    case .enterBackground: .background
    case .becomeActive: .active
    }
  }

  var resultingSceneState: UIScene.ActivationState {
    switch self {
    case .resignActive, .enterForeground: .foregroundInactive
    case .enterBackground: .background
    case .becomeActive: .foregroundActive
    }
  }

  var notification: Notification.Name {
    switch self {
    case .resignActive: UIApplication.willResignActiveNotification
    case .enterBackground: UIApplication.didEnterBackgroundNotification
    case .enterForeground: UIApplication.willEnterForegroundNotification
    case .becomeActive: UIApplication.didBecomeActiveNotification
    }
  }

  var sceneNotification: Notification.Name {
    switch self {
    case .resignActive: UIScene.willDeactivateNotification
    case .enterBackground: UIScene.didEnterBackgroundNotification
    case .enterForeground: UIScene.willEnterForegroundNotification
    case .becomeActive: UIScene.didActivateNotification
    }
  }

  func tell(_ scene: UIScene) {
    guard let delegate = scene.delegate else { return }
    switch self {
    case .resignActive: delegate.sceneWillResignActive(scene)
    case .enterBackground: delegate.sceneDidEnterBackground(scene)
    case .enterForeground: delegate.sceneWillEnterForeground(scene)
    case .becomeActive: delegate.sceneDidBecomeActive(scene)
    }
  }

  func tell(_ delegate: any UIApplicationDelegate, _ application: UIApplication) {
    switch self {
    case .resignActive: delegate.applicationWillResignActive(application)
    case .enterBackground: delegate.applicationDidEnterBackground(application)
    case .enterForeground: delegate.applicationWillEnterForeground(application)
    case .becomeActive: delegate.applicationDidBecomeActive(application)
    }
  }
}

extension UIScene {
  /// Posted when a scene connects to the app.
  public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted when a scene is disconnected.
  public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  /// Posted when a scene becomes active.
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted when a scene is about to stop being active.
  public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted when a scene is about to come to the foreground.
  public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted when a scene has gone to the background.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}
