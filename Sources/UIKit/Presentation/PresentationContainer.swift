import CoreGraphics

/// Holds a presented controller's view in the window, where its style puts it: the whole
/// window for full-screen styles; for a sheet on a phone, the window below the status bar with
/// a 10-point gap, its top corners rounded 10 points, over a dimmed screen; on an iPad (a
/// regular width) a page sheet 704 points wide and a form sheet 540 × 620, centred.
///
/// Divergence: Apple does not publish the sheet metrics; these are approximations of iOS 17's
/// (see Docs/Divergences.md), and the presenting screen is dimmed, not shrunk.
final class PresentationContainer: UIView {
  private let style: UIModalPresentationStyle

  init(style: UIModalPresentationStyle, window: UIWindow) {
    self.style = style
    super.init(frame: window.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if style == .pageSheet || style == .formSheet {
      backgroundColor = UIColor.black.withAlphaComponent(0.4)
    }
  }

  required init?(coder: NSCoder) { nil }

  func host(_ view: UIView) {
    addSubview(view)
    view.frame = frame(for: bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if style == .pageSheet || style == .formSheet {
      view.layer.cornerRadius = 10
      view.layer.maskedCorners =
        traitCollection.horizontalSizeClass == .regular
        ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      view.clipsToBounds = true
    }
  }

  private func frame(for bounds: CGRect) -> CGRect {
    guard style == .pageSheet || style == .formSheet else { return bounds }
    if traitCollection.horizontalSizeClass == .regular {
      let size =
        style == .formSheet
        ? CGSize(width: 540, height: 620)
        : CGSize(width: min(704, bounds.width), height: bounds.height - 2 * 44)
      return CGRect(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }
    let top = safeAreaInsets.top + 10
    return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
  }
}
