import CoreGraphics

/// What a scroll view tells its delegate. Headless, content moves only when code sets
/// ``UIScrollView/contentOffset``, so only the calls that follow from that (and from the
/// adjusted content inset) are made; the rest exist so that iOS delegates compile.
///
/// Divergence: Swift on Linux has no optional protocol requirements; every requirement has a
/// default that does nothing.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: SelectorResponding {
  /// Called whenever the content offset changes.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Called when the adjusted content inset changes.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  /// Called when the zoom scale changes.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Never called headless: there is no dragging.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Never called headless: there is no dragging.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Never called headless: there is no dragging.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Never called headless: there is no deceleration.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Never called headless: there is no deceleration.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Called after an animated ``UIScrollView/setContentOffset(_:animated:)``, which finishes
  /// at once headless.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view to scale when zooming; nil (no zooming) by default.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Whether a tap on the status bar may scroll to the top; true by default.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// Called after scrolling to the top.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
