import OffscreenSnapshotTesting
import Testing
import UIKit

/// The controller a snapshot shows hears the appearance calls as through swift-snapshot-
/// testing's host on iOS, where its own `testUIViewControllerLifeCycle` counts four of each
/// for two `.image` snapshots: the window shows the controller and the host begins and ends its
/// appearance transition; after the render the controller leaves the window and the host
/// ends the transition the other way.
@MainActor @Suite struct HostingLifecycleTests {
  final class Recorder: UIViewController {
    var calls: [String] = []
    override func viewDidLoad() { calls.append("didLoad") }
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
  }

  static let oneSnapshot = [
    "willAppear", "didAppear", "willAppear", "didAppear",
    "willDisappear", "didDisappear", "willDisappear", "didDisappear",
  ]

  @Test func eachImageSnapshotDeliversEveryAppearanceCallTwice() {
    let controller = Recorder()
    _ = take(controller as UIViewController, as: .image(on: .iPhoneSe))
    _ = take(controller as UIViewController, as: .image(on: .iPhoneSe))
    #expect(controller.calls == ["didLoad"] + Self.oneSnapshot + Self.oneSnapshot)
  }

  /// The host's begin and end pass through a container to the child it shows, as UIKit
  /// forwards them: a navigation controller's top controller hears each call twice too.
  @Test func aContainersShownChildHearsTheCallsTwiceToo() {
    let top = Recorder()
    _ = take(UINavigationController(rootViewController: top) as UIViewController, as: .image)
    #expect(top.calls == ["didLoad"] + Self.oneSnapshot)
  }

  @Test func theRenderSeesTheControllerAppeared() {
    final class Marker: UIViewController {
      var appearances = 0
      override func viewDidAppear(_ animated: Bool) {
        appearances += 1
        view.backgroundColor = appearances == 2 ? .green : .red
      }
    }
    let image = take(Marker() as UIViewController, as: .image(size: CGSize(width: 2, height: 2)))
    #expect(image.pixels[0, 0] == .init(r: 0, g: 255, b: 0, a: 255))
  }

  @Test func textStrategiesHostTheSameWay() {
    let controller = Recorder()
    _ = take(controller as UIViewController, as: .recursiveDescription)
    _ = take(controller as UIViewController, as: .hierarchy)
    #expect(controller.calls == ["didLoad"] + Self.oneSnapshot + Self.oneSnapshot)
  }
}
