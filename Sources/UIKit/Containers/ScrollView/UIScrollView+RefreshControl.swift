import CoreGraphics

extension UIScrollView {
  /// The refresh control above the content; nil by default. Setting one adds it as a subview
  /// placed in the 60 points above the content, as wide as the scroll view.
  public var refreshControl: UIRefreshControl? {
    get { refreshControlStorage }
    set {
      guard newValue !== refreshControlStorage else { return }
      refreshControlStorage?.removeFromSuperview()
      refreshControlStorage = newValue
      if let newValue { insertSubview(newValue, at: 0) }
      placeRefreshControl()
      adjustedContentInsetMayHaveChanged()
    }
  }

  /// The space a refreshing control keeps open above the content, 0 when none refreshes.
  var refreshControlInset: CGFloat {
    guard let refreshControl, refreshControl.isRefreshing else { return 0 }
    return refreshControl.frame.height
  }

  /// Puts the refresh control just above the content's top, across the scroll view.
  func placeRefreshControl() {
    guard let refreshControl else { return }
    refreshControl.frame = CGRect(
      x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
  }
}
