import Foundation
import Testing
import UIKit

/// The README's alert and application examples, line for line, so they keep compiling and
/// doing what they say.
@MainActor
@Suite struct AlertReadmeExampleTests {
  @Test func alertExample() {
    let controller = UIViewController()
    _ = AlertWindows.shown(controller)
    var deleted = false
    let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
    alert.addTextField { $0.placeholder = "Reason" }  // alerts only
    controller.present(alert, animated: true)
    alert.sendTap(to: alert.actions[1])  // dismissed, then the handler ran: deleted == true
    #expect(deleted)
    #expect(controller.presentedViewController == nil)
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      window = UIWindow(windowScene: windowScene)
      window?.rootViewController = UIViewController()
      window?.makeKeyAndVisible()
    }
  }

  @Test func applicationExample() {
    let scene = UIApplication.shared.connectScene(delegate: SceneDelegate())
    // SceneDelegate.scene(_:willConnectTo:options:) made its window and called makeKeyAndVisible()
    let window = UIApplication.shared.keyWindow!  // scene.keyWindow, in scene.windows
    UIApplication.shared.removeOpenedURLs()  // as between tests
    UIApplication.shared.open(URL(string: "https://example.com")!)
    #expect(UIApplication.shared.openedURLs == [URL(string: "https://example.com")!])
    UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
    #expect(window.windowScene === scene)
    window.isHidden = true
  }
}
