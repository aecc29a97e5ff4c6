import Testing

@testable import UIKit

/// A window laid out with Auto Layout and rendered is freed, with its views, controllers and
/// kept frames, once nothing holds it: a tool rendering many screens in one process must not
/// keep every one of them.
@MainActor
@Suite struct WindowLifetimeTests {
  @Test func aRenderedWindow_isFreedOnceLetGo() throws {
    weak var weakWindow: UIWindow?
    weak var weakController: UIViewController?
    weak var weakLabel: UILabel?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let controller = UIViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let label = UILabel()
      label.text = "Hello"
      label.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(label)
      NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
        label.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
      ])
      _ = try #require(window.renderedImage(scale: 1).cgImage)
      #expect(label.frame.width > 0)
      window.isHidden = true
      weakWindow = window
      weakController = controller
      weakLabel = label
    }
    #expect(weakWindow == nil)
    #expect(weakController == nil)
    #expect(weakLabel == nil)
  }

  /// A scroll view is the target of its own pan recognizer; recognizers hold their targets
  /// weakly, as on iOS, so a rendered table (a scroll view) is freed too.
  @Test func aRenderedTable_isFreedOnceLetGo() throws {
    weak var weakTable: UITableView?
    weak var weakController: UITableViewController?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let controller = UITableViewController(style: .insetGrouped)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      _ = try #require(window.renderedImage(scale: 1).cgImage)
      window.isHidden = true
      weakTable = controller.tableView
      weakController = controller
    }
    #expect(weakController == nil)
    #expect(weakTable == nil)
  }

  @Test func aRecognizer_keepsItsTargetWeakly() {
    final class Target {
      func fire() {}
    }
    let recognizer = UITapGestureRecognizer()
    weak var weakTarget: Target?
    do {
      let target = Target()
      recognizer.addTarget(target, action: Selector(Target.fire))
      weakTarget = target
    }
    #expect(weakTarget == nil)
  }
}
