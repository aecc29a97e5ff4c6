/// An object a tab bar controller asks when the user picks a tab. Headless there are no taps:
/// setting `selectedIndex` or `selectedViewController` in code calls neither method, as on iOS.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: SelectorResponding {
  /// Whether the tapped tab's controller may be selected; true by default.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// The tapped tab's controller was selected.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
