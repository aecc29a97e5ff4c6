import CoreGraphics

extension UIView {
  /// Springs and struts: when the view's size changes, each frame-based subview's flexible
  /// margins and sizes share the change (see `AutoresizingTranslation`).
  func resizeSubviews(withOldSize oldSize: CGSize) {
    let oldBounds = CGRect(origin: bounds.origin, size: oldSize)
    for subview in subviews
    where subview.translatesMaskStorage && !subview.autoresizingMask.isEmpty {
      let translation = AutoresizingTranslation(
        frame: subview.untransformedFrame, mask: subview.autoresizingMask,
        superviewBounds: oldBounds)
      subview.setUntransformedFrame(translation.frame(inSuperviewOf: bounds))
    }
  }
}
