import CoreGraphics

extension UIScrollView {
  /// Sets the zoom scale, clamped to the minimum and maximum: the delegate's zooming view is
  /// scaled by it and its frame becomes the content size, as on iOS.
  func applyZoomScale(_ scale: CGFloat) {
    guard scale.isFinite else {
      return LayoutLog.report(
        "Ignoring a non-finite zoom scale \(scale) set on \(shortDescription).")
    }
    let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    guard clamped != zoomScaleStorage else { return }
    zoomScaleStorage = clamped
    if let view = delegate?.viewForZooming(in: self) {
      view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
      contentSize = view.frame.size
    }
    delegate?.scrollViewDidZoom(self)
  }

  /// Zooms so that `rect` (in the zooming view's coordinates) fills the scroll view, then
  /// scrolls it into view.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0 else { return }
    zoomScale = min(bounds.width / rect.width, bounds.height / rect.height)
    let origin = CGPoint(x: rect.minX * zoomScale, y: rect.minY * zoomScale)
    setContentOffset(
      offset(makingVisible: CGRect(origin: origin, size: bounds.size)), animated: animated)
  }
}
