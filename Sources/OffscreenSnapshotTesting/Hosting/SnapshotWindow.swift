import UIKit

/// Shows a view controller the way a device would for a snapshot: through UIKit's
/// `RenderingHost` (the window the command-line tool's mockups are shown in too), of the
/// configuration's size, with its safe area and traits, after a full update cycle.
///
/// The controller hears each appearance call twice a snapshot, as through upstream's host on
/// iOS (its own lifecycle test counts four of each for two snapshots): `viewWillAppear` and
/// `viewDidAppear` when the window shows it, again when the host begins and ends its
/// appearance transition; `viewWillDisappear` and `viewDidDisappear` when it leaves the window,
/// again when the host ends the transition the other way.
@MainActor
struct SnapshotWindow {
  let host: RenderingHost
  var window: UIWindow { host.window }
  var controller: UIViewController { host.controller }

  /// Puts `controller` in a new window of `config.size` (the controller's view's size when
  /// nil), with `config.safeArea` and `config.traits` overridden by `traits`, shown, and runs
  /// the window's update cycle.
  init(hosting controller: UIViewController, config: ViewImageConfig, traits: UITraitCollection) {
    let traits = UITraitCollection(traitsFrom: [config.traits, traits])
    var size = config.size ?? controller.view.frame.size
    var safeArea = config.safeArea
    SnapshotWindow.trimBars(of: controller, size: &size, safeArea: &safeArea)
    let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
    host = RenderingHost(
      hosting: controller, size: size, scale: scale, safeArea: safeArea, traits: traits)
    host.show()
    host.update()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    host.update()
  }

  /// swift-snapshot-testing's window on iOS leaves out the bar insets of containers: a
  /// navigation controller loses the top inset and as many points of height, a tab bar
  /// controller the bottom one (and the top one too when its selected tab is a navigation
  /// controller). The same here keeps the images the sizes they have on iOS.
  private static func trimBars(
    of controller: UIViewController, size: inout CGSize, safeArea: inout UIEdgeInsets
  ) {
    func trimTop() {
      size.height -= safeArea.top
      safeArea.top = 0
    }
    if controller is UINavigationController {
      trimTop()
    } else if let tabs = controller as? UITabBarController {
      size.height -= safeArea.bottom
      safeArea.bottom = 0
      if tabs.selectedViewController is UINavigationController { trimTop() }
    }
  }

  /// Takes the controller out of the window and hides the window.
  func dismantle() {
    controller.willMove(toParent: nil)
    controller.view.removeFromSuperview()
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    controller.removeFromParent()
    window.isHidden = true
    window.rootViewController = nil
  }
}
