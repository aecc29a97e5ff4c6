import CoreGraphics

extension UIView {
  /// Converts `point` from this view's bounds coordinates to `view`'s (the window's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: (view ?? window ?? rootView).layer)
  }

  /// Converts `point` from `view`'s bounds coordinates (the window's when nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: (view ?? window ?? rootView).layer)
  }

  /// Converts `rect` from this view's bounds coordinates to `view`'s (the window's when nil);
  /// with transforms, the result is the bounding box.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    layer.convert(rect, to: (view ?? window ?? rootView).layer)
  }

  /// Converts `rect` from `view`'s bounds coordinates (the window's when nil) to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    layer.convert(rect, from: (view ?? window ?? rootView).layer)
  }
}
