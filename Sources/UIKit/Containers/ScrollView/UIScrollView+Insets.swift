import CoreGraphics

extension UIScrollView {
  /// The content inset plus the safe area insets on the axes that
  /// ``contentInsetAdjustmentBehavior`` adjusts, plus the height of a refreshing
  /// ``refreshControl`` at the top: how far the content can be scrolled past each edge.
  public var adjustedContentInset: UIEdgeInsets {
    let (horizontal, vertical) = adjustedAxes
    let safe = safeAreaInsets
    var inset = contentInset
    inset.top += refreshControlInset
    if vertical {
      inset.top += safe.top
      inset.bottom += safe.bottom
    }
    if horizontal {
      inset.left += safe.left
      inset.right += safe.right
    }
    return inset
  }

  /// The axes the safe area is added on, as Apple documents each behaviour: scrollable axes
  /// are those where the content is larger than the scroll view, or that always bounce.
  private var adjustedAxes: (horizontal: Bool, vertical: Bool) {
    let size = bounds.size
    let scrollsHorizontally = contentSize.width > size.width || alwaysBounceHorizontal
    let scrollsVertically = contentSize.height > size.height || alwaysBouncesVertically
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .scrollableAxes: return (scrollsHorizontally, scrollsVertically)
    case .automatic:
      // "Content is always adjusted vertically when the scroll view is the content view of a
      // view controller that is currently displayed by a navigation or tab bar controller."
      let parent = owningViewController?.parent
      let isContainerContent = parent is UINavigationController || parent is UITabBarController
      return (scrollsHorizontally, scrollsVertically || isContainerContent)
    }
  }

  /// Tells the scroll view and its delegate when ``adjustedContentInset`` changed. A scroll
  /// view resting at its top (or left) edge stays there: its offset follows the new inset, as
  /// on iOS, where a table view starts scrolled to `-adjustedContentInset.top`.
  func adjustedContentInsetMayHaveChanged() {
    let new = adjustedContentInset
    let old = lastAdjustedContentInset
    guard new != old else { return }
    lastAdjustedContentInset = new
    var offset = contentOffset
    if offset.y == -old.top { offset.y = -new.top }
    if offset.x == -old.left { offset.x = -new.left }
    contentOffset = offset
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// The offset closest to the current one that shows `rect` inside the adjusted inset,
  /// within the range the content can be scrolled over.
  func offset(makingVisible rect: CGRect) -> CGPoint {
    let inset = adjustedContentInset
    let size = bounds.size
    /// One axis: the visible span runs from offset + near inset to offset + length − far inset.
    func axis(
      _ offset: CGFloat, length: CGFloat, near: CGFloat, far: CGFloat, content: CGFloat,
      target: (min: CGFloat, max: CGFloat)
    ) -> CGFloat {
      var moved = offset
      if target.max > moved + length - far { moved = target.max - length + far }
      if target.min < moved + near { moved = target.min - near }
      let lowest = -near
      let highest = max(lowest, content + far - length)
      return min(max(moved, lowest), highest)
    }
    let offset = contentOffset
    return CGPoint(
      x: axis(
        offset.x, length: size.width, near: inset.left, far: inset.right,
        content: contentSize.width, target: (rect.minX, rect.maxX)),
      y: axis(
        offset.y, length: size.height, near: inset.top, far: inset.bottom,
        content: contentSize.height, target: (rect.minY, rect.maxY)))
  }
}
