import Testing

@testable import UIKit

/// A view controller's calls in the order UIViewController's reference gives them: the view
/// is loaded on first use (loadView, then viewDidLoad), "viewWillAppear(_:) … before the view
/// is added to the view hierarchy", then the update cycle (updateViewConstraints, then
/// viewWillLayoutSubviews and viewDidLayoutSubviews around the view's layoutSubviews), and
/// viewDidAppear(_:) after the view is shown. Child view controllers get the appearance calls
/// too (shouldAutomaticallyForwardAppearanceMethods is true by default).
@MainActor
@Suite struct ViewControllerLifecycleTests {
  /// Records every lifecycle call as `name.call`; its view is laid out with Auto Layout.
  final class TracingController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
      log.record("\(name).loadView")
      let root = TracingView("\(name).view", log: log)
      let content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(content)
      NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        content.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        content.heightAnchor.constraint(equalToConstant: 20),
      ])
      view = root
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      log.record("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.record("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.record("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.record("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.record("\(name).viewDidDisappear")
    }

    override func updateViewConstraints() {
      log.record("\(name).updateViewConstraints")
      super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      log.record("\(name).viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      log.record("\(name).viewDidLayoutSubviews")
    }
  }

  /// The controller's calls, without its view's own (updateConstraints, layoutSubviews, draw)
  /// and with repeats of the same call in a row folded into one.
  func controllerCalls(_ log: CallLog, _ name: String) -> [String] {
    var calls: [String] = []
    let own = log.entries.filter { $0.hasPrefix("\(name).") && !$0.hasPrefix("\(name).view.") }
    for entry in own where calls.last != entry { calls.append(entry) }
    return calls
  }

  @Test func aRootViewControllerShownInAWindow() async {
    let log = CallLog()
    let controller = TracingController("vc", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    await endRunLoopTurn()
    #expect(
      controllerCalls(log, "vc") == [
        "vc.loadView", "vc.viewDidLoad", "vc.viewWillAppear", "vc.updateViewConstraints",
        "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews", "vc.viewDidAppear",
      ])
    // The view's own layoutSubviews runs between the controller's will and did.
    let will = log.index(of: "vc.viewWillLayoutSubviews")
    let layout = log.index(of: "vc.view.layoutSubviews")
    let did = log.index(of: "vc.viewDidLayoutSubviews")
    #expect(will != nil && layout != nil && did != nil && will! < layout! && layout! < did!)
    // The root view fills the window, and its content sits in the margins: a root view's
    // margins are at least 16 points on each side in a compact width (the window is 200 wide),
    // so content spans 16…184.
    #expect(controller.view.frame == window.bounds)
    #expect(controller.view.subviews[0].frame == CGRect(x: 16, y: 10, width: 168, height: 20))
    // Hiding the window makes the view disappear.
    log.clear()
    window.isHidden = true
    #expect(controllerCalls(log, "vc") == ["vc.viewWillDisappear", "vc.viewDidDisappear"])
  }

  /// "Assigning a view controller to this property … installs the view controller's view as
  /// the content view of the window. The new content view is configured to track the window
  /// size" (UIWindow.rootViewController); it appears only when the window is shown.
  @Test func assigningTheRootViewControllerInstallsItsView() {
    let log = CallLog()
    let controller = TracingController("vc", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.rootViewController = controller
    #expect(controller.isViewLoaded)
    #expect(controller.view.superview === window)
    #expect(controller.view.frame == window.bounds)
    #expect(controllerCalls(log, "vc") == ["vc.loadView", "vc.viewDidLoad"])
    window.frame.size = CGSize(width: 300, height: 150)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
    // Replacing the controller removes the old view.
    window.rootViewController = UIViewController()
    #expect(controller.view.superview == nil)
  }

  @Test func aChildViewControllerHearsTheAppearanceCallsAfterItsParent() async {
    let log = CallLog()
    let parent = TracingController("parent", log: log)
    let child = TracingController("child", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.rootViewController = parent
    window.makeKeyAndVisible()
    await endRunLoopTurn()
    // The parent's appearance begins first and is forwarded to the child; each hears will
    // before did, once. (The order of the two did calls is not documented.)
    let appearance = log.entries.filter { $0.hasSuffix("Appear") }
    #expect(appearance.count == 4)
    #expect(Array(appearance.prefix(2)) == ["parent.viewWillAppear", "child.viewWillAppear"])
    #expect(Set(appearance.suffix(2)) == ["parent.viewDidAppear", "child.viewDidAppear"])
    window.isHidden = true
  }
}
