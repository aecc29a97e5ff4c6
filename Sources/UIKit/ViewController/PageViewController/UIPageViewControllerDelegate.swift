/// The object told when the user turns a page with a gesture. Programmatic changes
/// (`setViewControllers(_:direction:animated:completion:)`) call neither method, as on iOS.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: SelectorResponding {
  /// A gesture-driven transition to `pendingViewControllers` is starting.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A gesture-driven transition ended: `completed` is false when the user went back to
  /// `previousViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  /// The spine location for an interface orientation (page-curl style only).
  func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
  /// The orientations the page view controller supports.
  func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask
  /// The orientation the page view controller prefers when presented.
  func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
  public func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask { pageViewController.supportedInterfaceOrientations }
  public func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation { pageViewController.preferredInterfaceOrientationForPresentation }
}
