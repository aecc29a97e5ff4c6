import Testing
import UIKit

/// Initialisers that are designated on iOS, so subclasses call them with `super`, and
/// `transitioningDelegate`, which controllers that present themselves override.
@MainActor
@Suite struct DesignatedInitialiserTests {
  final class Menu: UINavigationController {
    let side: String
    init(root: UIViewController, side: String) {
      self.side = side
      super.init(rootViewController: root)
    }
    required init?(coder: NSCoder) { return nil }
  }

  final class Overlay: UIWindow {
    init(scene: UIWindowScene) { super.init(windowScene: scene) }
    required init?(coder: NSCoder) { return nil }
  }

  final class Sheet: UIViewController, UIViewControllerTransitioningDelegate {
    var asked = 0
    override var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
      get {
        asked += 1
        return self
      }
      set {}
    }
  }

  @Test func subclassesCallTheDesignatedInitialisers() throws {
    let root = UIViewController()
    let menu = Menu(root: root, side: "left")
    #expect(menu.viewControllers.first === root && menu.side == "left")
    let host = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    host.makeKeyAndVisible()
    let scene = try #require(host.windowScene)
    let overlay = Overlay(scene: scene)
    #expect(overlay.windowScene === scene)
    #expect(overlay.frame == scene.screen.bounds)
    host.isHidden = true
  }

  @Test func presentationAsksTheOverriddenTransitioningDelegate() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let presenter = UIViewController()
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    let sheet = Sheet()
    sheet.modalPresentationStyle = .custom
    presenter.present(sheet, animated: false)
    #expect(sheet.asked > 0)
    #expect(presenter.presentedViewController === sheet)
    window.isHidden = true
  }
}
