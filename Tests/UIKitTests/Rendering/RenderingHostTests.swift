import Testing

@testable import UIKit

/// The one host snapshots and mockups render a controller in.
@MainActor
@Suite struct RenderingHostTests {
  final class LoggingController: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
  }

  /// A controller hears `viewWillAppear` when its window is shown and `viewDidAppear` when the
  /// first update cycle after that ends (UIViewController's documented order), and fills a
  /// window of the screen's size, scale, safe area and the traits its parent passes it.
  @Test func hostedController_appears_inAWindowOfTheGivenScreen() {
    let controller = LoggingController()
    let host = RenderingHost(
      hosting: controller, size: CGSize(width: 320, height: 480), scale: 2,
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0),
      traits: UITraitCollection(userInterfaceStyle: .dark))
    defer { host.window.isHidden = true }
    #expect(controller.calls.isEmpty)
    host.show()
    #expect(controller.calls == ["viewWillAppear"])
    host.update()
    #expect(controller.calls == ["viewWillAppear", "viewDidAppear"])
    #expect(controller.parent === host.root && host.window.rootViewController === host.root)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    #expect(host.window.screen.scale == 2)
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
  }
}
