import Foundation
import Testing
import UIKit

/// `UIApplication`, its delegate, and window scenes, from Apple's documentation: one shared
/// application; windows registered with it and their scene as they are shown; the responder
/// chain from a window through its scene to the application and its delegate;
/// `sendAction(_:to:from:for:)`; URLs recorded instead of opened.
@MainActor
@Suite struct ApplicationTests {
  final class Screen: UIViewController {
    var refreshed = 0
    func refresh() { refreshed += 1 }
  }

  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var synced = 0
    func sync() { synced += 1 }
  }

  @Test func sharedIsOneActiveApplication() {
    let app = UIApplication.shared
    #expect(app === UIApplication.shared)
    #expect(app.applicationState == .active)
    #expect(app.userInterfaceLayoutDirection == .leftToRight)
    #expect(app.preferredContentSizeCategory == .large)
    #expect(!app.supportsMultipleScenes)
    app.isIdleTimerDisabled = true
    #expect(app.isIdleTimerDisabled)
    app.isIdleTimerDisabled = false
    app.applicationIconBadgeNumber = 3
    #expect(app.applicationIconBadgeNumber == 3)
    app.applicationIconBadgeNumber = 0
  }

  /// `makeKeyAndVisible()` shows the window, makes it key, and registers it with the
  /// application through its scene.
  @Test func makeKeyAndVisibleRegistersTheWindow() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.windowScene == nil)
    #expect(!UIApplication.shared.windows.contains(window))
    window.makeKeyAndVisible()
    let scene = try #require(window.windowScene)
    #expect(UIApplication.shared.windows.contains(window))
    #expect(UIApplication.shared.keyWindow === window)
    #expect(UIApplication.shared.connectedScenes.contains(scene))
    #expect(UIApplication.shared.openSessions.contains(scene.session))
    #expect(scene.windows.contains(window))
    #expect(scene.keyWindow === window)
    #expect(scene.session.role == .windowApplication)
    #expect(scene.session.scene === scene)
    #expect(scene.activationState == .foregroundActive)
    window.isHidden = true
    #expect(UIApplication.shared.keyWindow == nil)
    #expect(UIApplication.shared.windows.contains(window))
  }

  /// `UIWindow(windowScene:)` puts the window in the scene at once, shown or not; it has the
  /// size of the scene's screen. Setting `windowScene` moves it.
  @Test func windowSceneInitialiserJoinsTheScene() {
    let scene = UIApplication.shared.connectScene()
    let window = UIWindow(windowScene: scene)
    #expect(window.windowScene === scene)
    #expect(scene.windows == [window])
    #expect(window.bounds == UIScreen.main.bounds)
    #expect(UIApplication.shared.windows.contains(window))
    let other = UIApplication.shared.connectScene()
    window.windowScene = other
    #expect(scene.windows.isEmpty)
    #expect(other.windows == [window])
  }

  /// The application lists windows back to front by level.
  @Test func windowsAreOrderedByLevel() {
    let scene = UIApplication.shared.connectScene()
    defer { UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil) }
    let overlay = UIWindow(windowScene: scene)
    overlay.windowLevel = .alert + 1
    let content = UIWindow(windowScene: scene)
    let banner = UIWindow(windowScene: scene)
    banner.windowLevel = .statusBar
    #expect(overlay.windowLevel.rawValue == 2001)
    let listed = UIApplication.shared.windows.filter { [overlay, content, banner].contains($0) }
    #expect(listed == [content, banner, overlay])
  }

  /// A window scene's screen, traits, orientation and coordinate space are its screen's.
  @Test func windowSceneDescribesItsScreen() {
    let scene = UIApplication.shared.connectScene()
    #expect(scene.screen === UIScreen.main)
    #expect(scene.traitCollection == UIScreen.main.traitCollection)
    #expect(scene.interfaceOrientation == UIInterfaceOrientation.portrait)
    #expect(scene.interfaceOrientation.isPortrait)
    #expect(scene.coordinateSpace === UIScreen.main.coordinateSpace)
  }

  /// A window's next responder is its scene, a scene's the application, the application's a
  /// delegate that is a responder of its own.
  @Test func responderChainEndsAtTheApplicationAndItsDelegate() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(window.next === UIApplication.shared)
    window.isHidden = false
    #expect(window.next === window.windowScene)
    #expect(window.windowScene?.next === UIApplication.shared)
    let delegate = AppDelegate()
    UIApplication.shared.delegate = delegate
    defer { UIApplication.shared.delegate = nil }
    #expect(UIApplication.shared.next === delegate)
    UIApplication.shared.delegate = nil
    #expect(UIApplication.shared.next == nil)
    window.isHidden = true
  }

  /// With a nil target, an action goes to the first responder and up the chain until an
  /// object handles it; with a target, to the target.
  @Test func sendActionGoesUpTheResponderChain() {
    let screen = Screen()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    screen.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    let app = UIApplication.shared
    #expect(app.sendAction(Selector(Screen.refresh), to: nil, from: field, for: nil))
    #expect(screen.refreshed == 1)
    #expect(app.sendAction(Selector(Screen.refresh), to: screen, from: nil, for: nil))
    #expect(screen.refreshed == 2)
    // Past the window, its scene and the application, the delegate hears it.
    let delegate = AppDelegate()
    app.delegate = delegate
    defer { app.delegate = nil }
    #expect(app.sendAction(Selector(AppDelegate.sync), to: nil, from: nil, for: nil))
    #expect(delegate.synced == 1)
    app.delegate = nil
    #expect(!app.sendAction(Selector(AppDelegate.sync), to: nil, from: nil, for: nil))
    field.resignFirstResponder()
    window.isHidden = true
  }

  /// `open(_:options:completionHandler:)` records the URL; the completion hears whether an
  /// app handles its scheme.
  @Test func openRecordsURLs() async throws {
    let app = UIApplication.shared
    app.removeOpenedURLs()
    var results: [Bool] = []
    let web = try #require(URL(string: "https://example.com/help"))
    let custom = try #require(URL(string: "myapp://item/3"))
    app.open(web) { results.append($0) }
    app.open(custom, options: [:]) { results.append($0) }
    #expect(results == [true, false])
    #expect(app.openedURLs == [web, custom])
    #expect(app.canOpenURL(web))
    #expect(!app.canOpenURL(custom))
    app.openableURLSchemes.insert("MyApp")
    #expect(app.canOpenURL(custom))
    app.openableURLSchemes.remove("myapp")
    let settings = try #require(URL(string: UIApplication.openSettingsURLString))
    #expect(await app.open(settings))
    #expect(app.openedURLs.last == settings)
    app.removeOpenedURLs()
    #expect(app.openedURLs.isEmpty)
  }

  /// A delegate that implements nothing gets UIKit's defaults.
  @Test func delegateDefaults() {
    let delegate = AppDelegate()
    let app = UIApplication.shared
    #expect(delegate.application(app, didFinishLaunchingWithOptions: nil))
    #expect(delegate.application(app, willFinishLaunchingWithOptions: nil))
    app.delegate = delegate
    defer { app.delegate = nil }
    let scene = app.connectScene()
    #expect(scene.session.configuration.name == "Default Configuration")
    #expect(scene.session.configuration.role == UISceneSession.Role.windowApplication)
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var lines: [String] = []
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      lines.append("willConnect")
      guard let windowScene = scene as? UIWindowScene else { return }
      window = UIWindow(windowScene: windowScene)
      window?.rootViewController = UIViewController()
      window?.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) { lines.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { lines.append("didBecomeActive") }
    func sceneDidDisconnect(_ scene: UIScene) { lines.append("didDisconnect") }
  }

  /// A scene delegate's window, made as Xcode's template makes it, is the scene's key window
  /// and the application's; destroying the session disconnects the scene.
  @Test func sceneDelegateMakesTheKeyWindow() throws {
    let delegate = SceneDelegate()
    let scene = UIApplication.shared.connectScene(delegate: delegate)
    #expect(delegate.lines == ["willConnect", "willEnterForeground", "didBecomeActive"])
    let window = try #require(delegate.window)
    #expect(scene.windows == [window])
    #expect(scene.keyWindow === window)
    #expect(UIApplication.shared.keyWindow === window)
    #expect(UIApplication.shared.connectedScenes.contains(scene))
    UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
    #expect(!UIApplication.shared.connectedScenes.contains(scene))
    #expect(scene.activationState == .unattached)
    #expect(delegate.lines.last == "didDisconnect")
    window.isHidden = true
  }
}

/// The keyboard-dismissing idiom: `resignFirstResponder` sent to the first responder through
/// the application, its Bool result dropped.
@MainActor
@Suite struct ResignFirstResponderActionTests {
  @Test func sendActionResignsTheFirstResponder() {
    let controller = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    controller.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    let handled = UIApplication.shared.sendAction(
      Selector(UIResponder.resignFirstResponder, name: "resignFirstResponder"), to: nil,
      from: nil, for: nil)
    #expect(handled)
    #expect(!field.isFirstResponder)
    #expect(
      Selector(UIResponder.resignFirstResponder, name: "resignFirstResponder")
        == "resignFirstResponder")
    window.isHidden = true
  }
}
