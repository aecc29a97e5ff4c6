import Testing
import UIKit

/// The application's status bar and orientation API from before scenes: it answers for the
/// key window's scene (its status bar is as tall as the window's top safe area), and the
/// supported orientations come from the delegate, every one but upside down when it does not
/// say (the iPhone template's).
@MainActor
@Suite struct StatusBarAPITests {
  final class PortraitOnly: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask { .portrait }
  }

  @Test func statusBarOfTheKeyWindowsScene() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    window.makeKeyAndVisible()
    let app = UIApplication.shared
    let scene = try #require(window.windowScene)
    #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: 59))
    #expect(app.statusBarOrientation == .portrait)
    window.isHidden = true
  }

  @Test func visibilityAndStyleSetOnTheAppAreReadBack() {
    let app = UIApplication.shared
    #expect(!app.isStatusBarHidden)
    app.isStatusBarHidden = true
    app.statusBarStyle = .lightContent
    #expect(app.isStatusBarHidden)
    #expect(app.statusBarStyle == .lightContent)
    app.isStatusBarHidden = false
    app.statusBarStyle = .default
    UIViewController.attemptRotationToDeviceOrientation()
    #expect(app.statusBarOrientation == .portrait)
  }

  @Test func windowLevelsAreOrdered() {
    #expect(UIWindow.Level.normal < .statusBar)
    #expect(UIWindow.Level.alert >= .normal)
    #expect(UIWindow.Level.normal + 1 > .normal)
  }

  @Test func supportedOrientationsComeFromTheDelegate() {
    let app = UIApplication.shared
    let previous = app.delegate
    defer { app.delegate = previous }
    app.delegate = nil
    #expect(app.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
    let delegate = PortraitOnly()
    app.delegate = delegate
    #expect(app.supportedInterfaceOrientations(for: nil) == .portrait)
  }
}
