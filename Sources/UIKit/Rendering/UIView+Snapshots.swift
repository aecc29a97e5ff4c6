import CoreGraphics
import QuartzCore

extension UIView {
  /// A view that shows this view as it looks now (its bounds, subviews included, at its display
  /// scale), for animations that move a picture of a view rather than the view. With
  /// `afterScreenUpdates`, the update cycle runs first. The snapshot is as large as the view's
  /// bounds, at the origin; later changes to the view do not reach it.
  ///
  /// Divergence: nil when the view has no area, where iOS gives an empty snapshot view.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
  }

  /// A view that shows the part `rect` (in the view's coordinates) of this view as it looks
  /// now; stretched, it keeps `capInsets` (in points) unscaled, as a resizable image does.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0 else { return nil }
    if afterUpdates { runUpdateCycleNow() }
    let format = UIGraphicsImageRendererFormat()
    format.scale = traitCollection.displayScale
    let image = UIGraphicsImageRenderer(size: rect.size, format: format).image { context in
      context.cgContext.translateBy(x: -rect.minX, y: -rect.minY)
      drawHierarchy(in: bounds, afterScreenUpdates: false)
    }
    let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
    snapshot.layer.contents = image.cgImage
    snapshot.layer.contentsScale = format.scale
    if capInsets != .zero {
      snapshot.layer.contentsCenter = CGRect(
        x: capInsets.left / rect.width, y: capInsets.top / rect.height,
        width: max(0, rect.width - capInsets.left - capInsets.right) / rect.width,
        height: max(0, rect.height - capInsets.top - capInsets.bottom) / rect.height)
    }
    return snapshot
  }
}
