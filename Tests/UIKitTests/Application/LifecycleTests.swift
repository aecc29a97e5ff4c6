import Foundation
import Testing
import UIKit

/// The app's life between states as Apple documents it: to the background through inactive,
/// back through the foreground; "will" steps see the old state, "did" steps the new; scene
/// delegates hear it in scene-based apps, the app delegate otherwise; notifications post
/// either way. Background tasks and the status bar manager.
@MainActor
@Suite struct LifecycleTests {
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var lines: [String] = []
    func applicationWillResignActive(_ application: UIApplication) {
      lines.append("willResignActive \(application.applicationState)")
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
      lines.append("didEnterBackground \(application.applicationState)")
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
      lines.append("willEnterForeground \(application.applicationState)")
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
      lines.append("didBecomeActive \(application.applicationState)")
    }
  }

  /// The names of notifications posted, in order (posted on the main thread here).
  final class PostedNames: @unchecked Sendable {
    var names: [String] = []
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var lines: [String] = []
    func sceneWillResignActive(_ scene: UIScene) {
      lines.append("willResignActive \(scene.activationState)")
    }
    func sceneDidEnterBackground(_ scene: UIScene) {
      lines.append("didEnterBackground \(scene.activationState)")
    }
    func sceneWillEnterForeground(_ scene: UIScene) {
      lines.append("willEnterForeground \(scene.activationState)")
    }
    func sceneDidBecomeActive(_ scene: UIScene) {
      lines.append("didBecomeActive \(scene.activationState)")
    }
  }

  @Test func appDelegateHearsTheWayToTheBackgroundAndBack() {
    let app = UIApplication.shared
    let delegate = AppDelegate()
    app.delegate = delegate
    defer { app.delegate = nil }
    let posted = PostedNames()
    let names = [
      UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
      UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
    ]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: app, queue: nil) { note in
        posted.names.append(note.name.rawValue)
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    app.changeState(to: .background)
    #expect(app.applicationState == .background)
    #expect(delegate.lines == ["willResignActive active", "didEnterBackground background"])
    app.changeState(to: .active)
    #expect(app.applicationState == .active)
    #expect(
      delegate.lines == [
        "willResignActive active", "didEnterBackground background",
        "willEnterForeground background", "didBecomeActive active",
      ])
    #expect(
      posted.names == [
        "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
      ])
    delegate.lines = []
    app.changeState(to: .inactive)
    app.changeState(to: .inactive)
    app.changeState(to: .active)
    #expect(delegate.lines == ["willResignActive active", "didBecomeActive active"])
  }

  /// In a scene-based app the scene delegates hear the steps, with the scene's state; the
  /// app delegate does not.
  @Test func sceneDelegatesHearItInSceneBasedApps() {
    let app = UIApplication.shared
    let appDelegate = AppDelegate()
    app.delegate = appDelegate
    defer { app.delegate = nil }
    let sceneDelegate = SceneDelegate()
    let scene = app.connectScene(delegate: sceneDelegate)
    defer { app.requestSceneSessionDestruction(scene.session, options: nil) }
    #expect(
      sceneDelegate.lines == ["willEnterForeground unattached", "didBecomeActive foregroundActive"])
    sceneDelegate.lines = []
    app.changeState(to: .background)
    #expect(scene.activationState == .background)
    app.changeState(to: .active)
    #expect(scene.activationState == .foregroundActive)
    #expect(
      sceneDelegate.lines == [
        "willResignActive foregroundActive", "didEnterBackground background",
        "willEnterForeground background", "didBecomeActive foregroundActive",
      ])
    #expect(appDelegate.lines.isEmpty)
  }

  /// Background tasks get distinct identifiers, never `.invalid`; ending one twice warns.
  @Test func backgroundTasks() {
    let app = UIApplication.shared
    let first = app.beginBackgroundTask(withName: "upload")
    let second = app.beginBackgroundTask()
    #expect(first != .invalid && second != .invalid && first != second)
    app.endBackgroundTask(first)
    app.endBackgroundTask(second)
    #expect(app.backgroundTimeRemaining > 0)
  }

  /// The status bar spans the screen, as tall as the key window's top inset.
  @Test func statusBarFrameFollowsTheWindowsTopInset() throws {
    let scene = UIApplication.shared.connectScene()
    defer { UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil) }
    let window = UIWindow(windowScene: scene)
    window.windowSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let manager = try #require(scene.statusBarManager)
    #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
    #expect(!manager.isStatusBarHidden)
  }
}

/// Services the system provides on a device: push registration fails as on a simulator
/// without push, and icon changes are refused.
@MainActor
@Suite struct ApplicationServicesTests {
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var failures: [String] = []
    func application(
      _ application: UIApplication,
      didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {
      failures.append(error.localizedDescription)
    }
  }

  final class Results: @unchecked Sendable {
    var errors: [String] = []
  }

  @Test func pushRegistrationFailsHeadless() {
    let app = UIApplication.shared
    let delegate = AppDelegate()
    app.delegate = delegate
    defer { app.delegate = nil }
    app.registerForRemoteNotifications()
    #expect(delegate.failures == ["remote notifications are not available headless"])
    #expect(!app.isRegisteredForRemoteNotifications)
  }

  @Test func alternateIconsAreRefused() {
    let app = UIApplication.shared
    #expect(!app.supportsAlternateIcons)
    let results = Results()
    app.setAlternateIconName("Dark") { results.errors.append($0?.localizedDescription ?? "none") }
    #expect(results.errors == ["alternate icons are not supported headless"])
    #expect(app.alternateIconName == nil)
  }
}
