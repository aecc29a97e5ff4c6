/// The object a split view controller tells when it collapses, expands or changes its display
/// mode. Every method is optional on iOS; here each has UIKit's default.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: SelectorResponding {
  /// Called before the display mode changes to `displayMode`.
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// The column shown when a column-style split view controller collapses; UIKit proposes
  /// the secondary.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// Called after a column-style split view controller collapsed.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// Called after a column-style split view controller expanded.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
