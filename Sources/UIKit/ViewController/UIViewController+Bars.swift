extension UIViewController {
  /// The controller's nearest ancestor that is a navigation controller; nil when there is
  /// none.
  public var navigationController: UINavigationController? {
    nearestAncestor(of: UINavigationController.self)
  }

  /// The controller's nearest ancestor that is a tab bar controller; nil when there is none.
  public var tabBarController: UITabBarController? {
    nearestAncestor(of: UITabBarController.self)
  }

  /// The controller's nearest ancestor that is a split view controller; nil when there is
  /// none.
  public var splitViewController: UISplitViewController? {
    nearestAncestor(of: UISplitViewController.self)
  }

  private func nearestAncestor<Container: UIViewController>(of _: Container.Type) -> Container? {
    var ancestor = parent
    while let controller = ancestor {
      if let container = controller as? Container { return container }
      ancestor = controller.parent
    }
    return nil
  }
}
