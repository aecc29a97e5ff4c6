/// An object a navigation bar asks before its items are pushed or popped, and tells after.
///
/// A navigation controller's own bar has the controller as its delegate on iOS; here the
/// controller changes its bar's items itself, and a bar's delegate hears only the bar's own
/// `pushItem(_:animated:)` and `popItem(animated:)`.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
  /// Whether `item` may be pushed; true by default.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  /// `item` was pushed.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
  /// Whether `item` may be popped; true by default.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  /// `item` was popped.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
    -> Bool
  { true }
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  { true }
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
