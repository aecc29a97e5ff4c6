import CoreGraphics

extension UIScrollView {
  /// The pinch that zooms the content.
  ///
  /// Divergence: nil: pinching does not zoom headless (``zoomScale`` is set by code).
  public var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

  /// Drags the content with the pan, as iOS does while the finger is down: the offset moves
  /// opposite the finger, kept within the content (no rubber-banding), and the delegate hears
  /// the drag begin and end. A drag leaves the content where it is (no deceleration), or on a
  /// page boundary when ``isPagingEnabled``.
  func pan(_ recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      guard isScrollEnabled else { return }
      dragStart = contentOffset
      delegate?.scrollViewWillBeginDragging(self)
    case .changed:
      guard let start = dragStart else { return }
      let moved = recognizer.translation(in: self)
      contentOffset = clampedOffset(CGPoint(x: start.x - moved.x, y: start.y - moved.y))
    case .ended, .cancelled, .failed:
      guard dragStart != nil else { return }
      var target = isPagingEnabled ? pageOffset(nearest: contentOffset) : contentOffset
      let fingerVelocity = recognizer.velocity(in: self)
      // Points a millisecond, the way the content moves: opposite the finger.
      let velocity = CGPoint(x: -fingerVelocity.x / 1000, y: -fingerVelocity.y / 1000)
      if let collection = self as? UICollectionView {
        target = collection.collectionViewLayout.targetContentOffset(
          forProposedContentOffset: target, withScrollingVelocity: velocity)
      }
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: velocity, targetContentOffset: &target)
      dragStart = nil
      contentOffset = clampedOffset(target)
      delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    default: break
    }
  }

  /// `offset` kept within the content and its adjusted inset, on axes the content can scroll
  /// along (always, with `alwaysBounce…`, the content's own range).
  private func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let inset = adjustedContentInset
    let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
    let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    return CGPoint(
      x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
  }

  /// The page boundary (a multiple of the bounds' size) nearest `offset`.
  private func pageOffset(nearest offset: CGPoint) -> CGPoint {
    let size = bounds.size
    return CGPoint(
      x: size.width > 0 ? (offset.x / size.width).rounded() * size.width : offset.x,
      y: size.height > 0 ? (offset.y / size.height).rounded() * size.height : offset.y)
  }
}
