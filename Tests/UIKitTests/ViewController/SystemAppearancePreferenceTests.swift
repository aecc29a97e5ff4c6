import Testing
import UIKit

/// The status bar preferences as Apple documents them: a controller's own, a container's
/// `childFor…` child, a full-screen presentation taking control, a sheet taking it only when it
/// captures the status bar appearance; and the defaults of the other system preferences.
@MainActor
@Suite struct SystemAppearancePreferenceTests {
  final class Light: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
  }

  final class Container: UIViewController {
    var forwarded: UIViewController?
    override var childForStatusBarStyle: UIViewController? { forwarded }
  }

  private func manager(showing root: UIViewController) throws -> (UIStatusBarManager, UIWindow) {
    let scene = UIApplication.shared.connectScene()
    let window = UIWindow(windowScene: scene)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.runUpdateCycle()
    return (try #require(scene.statusBarManager), window)
  }

  @Test func theRootControllerDecides() throws {
    let (manager, window) = try manager(showing: Light())
    #expect(manager.statusBarStyle == .lightContent)
    #expect(manager.isStatusBarHidden)
    UIApplication.shared.requestSceneSessionDestruction(window.windowScene!.session, options: nil)
  }

  @Test func aContainerForwardsToTheChildItNames() throws {
    let container = Container()
    let (manager, window) = try manager(showing: container)
    defer {
      UIApplication.shared.requestSceneSessionDestruction(window.windowScene!.session, options: nil)
    }
    #expect(manager.statusBarStyle == .default)
    let child = Light()
    container.addChild(child)
    container.forwarded = child
    #expect(manager.statusBarStyle == .lightContent)
    // Hiding is decided by childForStatusBarHidden, which the container does not name.
    #expect(!manager.isStatusBarHidden)
  }

  @Test func aFullScreenPresentationTakesControlAndASheetOnlyWhenItCaptures() throws {
    let root = UIViewController()
    let (manager, window) = try manager(showing: root)
    defer {
      UIApplication.shared.requestSceneSessionDestruction(window.windowScene!.session, options: nil)
    }
    let sheet = Light()
    sheet.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: false)
    #expect(manager.statusBarStyle == .default)
    sheet.modalPresentationCapturesStatusBarAppearance = true
    #expect(manager.statusBarStyle == .lightContent)
    sheet.dismiss(animated: false)
    let cover = Light()
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    #expect(manager.statusBarStyle == .lightContent)
    #expect(manager.isStatusBarHidden)
  }

  /// A controller hides the status bar by default only in a vertically compact environment.
  @Test func theStatusBarHidesByDefaultInCompactHeight() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = parent
    window.isHidden = false
    window.runUpdateCycle()
    #expect(!child.prefersStatusBarHidden)
    parent.setOverrideTraitCollection(
      UITraitCollection(verticalSizeClass: .compact), forChild: child)
    #expect(child.traitCollection.verticalSizeClass == .compact)
    #expect(child.prefersStatusBarHidden)
  }

  @Test func otherPreferencesHaveUIKitsDefaults() {
    let controller = UIViewController()
    #expect(controller.preferredStatusBarUpdateAnimation == .fade)
    #expect(!controller.prefersHomeIndicatorAutoHidden)
    #expect(controller.preferredScreenEdgesDeferringSystemGestures == [])
    #expect(controller.shouldAutorotate)
    #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
    #expect(
      UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscapeLeft, .landscapeRight])
    #expect(UIInterfaceOrientationMask.all.rawValue == 30)
  }
}
