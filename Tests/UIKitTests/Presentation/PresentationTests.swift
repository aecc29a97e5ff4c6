import Testing
import UIKit

/// Modal presentation, from Apple's documentation of `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`: the links between presenter and presented, the
/// appearance calls, and where the presented view goes.
@MainActor
@Suite struct PresentationTests {
  final class Logged: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, _ log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) didDisappear") }
  }
  final class Log { var lines: [String] = [] }

  private func shown(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.rootViewController = root
    window.isHidden = false
    window.runUpdateCycle()
    return window
  }

  @Test func fullScreenPresentationCoversThePresenter() {
    let log = Log()
    let root = Logged("root", log)
    let window = shown(root)
    log.lines = []
    let modal = Logged("modal", log)
    modal.modalPresentationStyle = .fullScreen
    var completed = false
    root.present(modal, animated: true) { completed = true }
    #expect(completed)
    #expect(root.presentedViewController === modal)
    #expect(modal.presentingViewController === root)
    #expect(
      log.lines == [
        "root willDisappear", "modal willAppear", "root didDisappear", "modal didAppear",
      ])
    #expect(modal.view.window === window)
    #expect(modal.view.convert(modal.view.bounds, to: nil) == window.bounds)
    log.lines = []
    modal.dismiss(animated: true)
    #expect(root.presentedViewController == nil)
    #expect(modal.presentingViewController == nil)
    #expect(modal.view.window == nil)
    #expect(
      log.lines == [
        "modal willDisappear", "root willAppear", "modal didDisappear", "root didAppear",
      ])
  }

  /// `.automatic` is a page sheet: the presenter does not disappear, and on a phone the sheet
  /// starts 10 points below the status bar's safe area (47 + 10 = 57).
  @Test func automaticIsAPageSheet() {
    let log = Log()
    let root = Logged("root", log)
    let window = shown(root)
    log.lines = []
    let sheet = Logged("sheet", log)
    root.present(sheet, animated: true)
    #expect(log.lines == ["sheet willAppear", "sheet didAppear"])
    #expect(
      sheet.view.convert(sheet.view.bounds, to: nil) == CGRect(x: 0, y: 57, width: 390, height: 787)
    )
    #expect(sheet.view.layer.cornerRadius == 10)
    #expect(sheet.view.window === window)
  }

  /// A child presents through the root of its controller tree, and a second presentation
  /// while one is shown is refused.
  @Test func childrenPresentThroughTheirRoot() {
    let root = UIViewController()
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    _ = shown(root)
    let first = UIViewController()
    child.present(first, animated: false)
    #expect(root.presentedViewController === first)
    #expect(first.presentingViewController === root)
    child.present(UIViewController(), animated: false)
    #expect(root.presentedViewController === first)
    first.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
  }
}

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` as Apple documents them: a
/// navigation controller above pushes; with no container that handles them, the controller
/// is presented modally.
@MainActor
@Suite struct ShowViewControllerTests {
  private func shown(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.isHidden = false
    window.runUpdateCycle()
    return window
  }

  @Test func showInANavigationControllerPushes() {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    _ = shown(navigation)
    let next = UIViewController()
    list.show(next, sender: nil)
    #expect(navigation.viewControllers == [list, next])
    #expect(navigation.presentedViewController == nil)
  }

  @Test func showWithNoContainerPresents() {
    let root = UIViewController()
    _ = shown(root)
    let next = UIViewController()
    root.show(next, sender: nil)
    #expect(root.presentedViewController === next)
  }

  /// A navigation controller does not handle detail controllers: outside a split view,
  /// `showDetailViewController` presents.
  @Test func showDetailOutsideASplitViewPresents() {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    _ = shown(navigation)
    let detail = UIViewController()
    list.showDetailViewController(detail, sender: nil)
    #expect(navigation.viewControllers == [list])
    #expect(navigation.presentedViewController === detail)
  }
}
