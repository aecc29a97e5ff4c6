import CoreGraphics

/// A view controller shown as a device shows a screen, for rendering: in a window of its own
/// the size and scale of a screen, with its safe area, the controller the child of a plain
/// root controller that passes it `traits` (`setOverrideTraitCollection(_:forChild:)`), as
/// swift-snapshot-testing's host does on iOS.
///
/// The one way Offscreen hosts a view for rendering: the snapshot strategies and the
/// command-line tool's mockups both show their controller through it, so both get the same
/// window, traits and appearance calls (`viewDidAppear` when the first update cycle after
/// ``show()`` ends).
@MainActor
package final class RenderingHost {
  package let window: UIWindow
  /// The plain controller the hosted one is the child of: the window's root.
  package let root: UIViewController
  package let controller: UIViewController

  /// Puts `controller` in a new window of `size` points at `scale`, not shown yet: the
  /// caller may still set the window up (its colour, its own trait overrides) before
  /// ``show()``.
  package init(
    hosting controller: UIViewController, size: CGSize, scale: CGFloat,
    safeArea: UIEdgeInsets, traits: UITraitCollection
  ) {
    self.controller = controller
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screen = UIScreen(bounds: window.bounds, scale: scale)
    window.windowSafeAreaInsets = safeArea
    root = UIViewController()
    root.view.backgroundColor = .clear
    root.view.frame = window.bounds
    let view = controller.view!
    view.frame = root.view.bounds
    root.view.addSubview(view)
    if view.translatesAutoresizingMaskIntoConstraints {
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    } else {
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: root.view.topAnchor),
        view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
        view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      ])
    }
    root.addChild(controller)
    root.setOverrideTraitCollection(traits, forChild: controller)
    controller.didMove(toParent: root)
    window.rootViewController = root
  }

  /// Shows the window: its controllers hear `viewWillAppear`, and the update cycle runs for it.
  package func show() { window.isHidden = false }

  /// Runs the window's update cycle now (constraints, layout, display), after which the
  /// controllers whose views appeared hear `viewDidAppear`.
  package func update() { window.runUpdateCycle() }
}
