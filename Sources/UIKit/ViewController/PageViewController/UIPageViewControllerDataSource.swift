/// The object that gives a page view controller the pages next to the shown one, when the
/// user turns a page with a gesture.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: SelectorResponding {
  /// The page before `viewController`, or nil when it is the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or nil when it is the last.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of pages the page indicator shows; with ``presentationIndex(for:)``, it makes
  /// a scroll-style page view controller show one. 0 (no indicator) by default.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The index of the selected page in the page indicator; 0 by default.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
