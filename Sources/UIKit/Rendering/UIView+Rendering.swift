import CoreGraphics
import QuartzCore

extension UIView {
  /// Draws the view and its subviews, as they look on screen, into the current UIKit context,
  /// scaled to fill `rect`. With `afterScreenUpdates`, the update cycle runs first
  /// (constraints, layout, display), as a screen update would.
  ///
  /// - Returns: false when there is no current context.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    if afterUpdates { runUpdateCycleNow() }
    let bounds = self.bounds
    guard bounds.width > 0, bounds.height > 0 else { return true }
    context.saveGState()
    context.translateBy(x: rect.minX, y: rect.minY)
    context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    layer.render(in: context)
    context.restoreGState()
    return true
  }

  /// Brings the view's subtree up to date now, as the end of a run-loop turn would: updates
  /// constraints, lays out, and redraws what is marked.
  func runUpdateCycleNow() {
    updateConstraintsIfNeeded()
    layoutIfNeeded()
    runDisplayPass()
  }

  /// An image of the view as it looks on screen, after the update cycle, at `scale` pixels a
  /// point (the view's display scale by default); the image's size is the view's bounds.
  ///
  /// What Offscreen's snapshot strategies and command-line tool render with. The view keeps
  /// its last frames: rendering it again redraws only the pixels that can have changed.
  package func renderedImage(scale: CGFloat? = nil) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale ?? traitCollection.displayScale
    runUpdateCycleNow()
    let bounds = self.bounds
    var image: CGImage?
    traitCollection.performAsCurrent {
      image = layer.retainedImage(bounds: bounds, scale: format.scale)
    }
    guard let image else { return UIImage() }
    return UIImage(cgImage: image, scale: format.scale, orientation: .up)
  }
}
