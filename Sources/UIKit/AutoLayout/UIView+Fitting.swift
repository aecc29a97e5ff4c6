import CoreGraphics

extension UIView {
  /// The size the view's constraints give it when its width and height are held to `target`
  /// at the given priorities, solved apart from its hierarchy's layout and rounded to pixels.
  func fittingSize(
    _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    runUpdateConstraintsPass()
    let engine = LayoutEngine(
      root: self,
      fitting: .init(size: target, horizontal: horizontal, vertical: vertical))
    engine.sync()
    return engine.solvedRect(of: self)?.size ?? bounds.size
  }
}
