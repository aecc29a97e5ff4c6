/// An object a tab bar tells when the user picks an item (never, headless: there are no taps).
@preconcurrency @MainActor
public protocol UITabBarDelegate: SelectorResponding {
  /// `item` was tapped.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
