import CoreGraphics

/// Holds a presented controller's view in the window, where its style puts it: the whole
/// window for full-screen and custom styles; for a sheet on a phone, the window below the
/// status bar with a 10-point gap, its top corners rounded 10 points, over a dimmed screen; on
/// an iPad (a regular width) a page sheet 704 points wide and a form sheet 540 × 620, centred.
/// It is the presentation controller's `containerView` and tells it when it lays out.
///
/// Divergence: Apple does not publish the sheet metrics; these are approximations of iOS 17's
/// (see Docs/Divergences.md), and the presenting screen is dimmed, not shrunk.
final class PresentationContainer: UIView {
  /// The style the presented controller is shown in.
  let style: UIModalPresentationStyle
  private(set) weak var presentationController: UIPresentationController?

  init(
    style: UIModalPresentationStyle, window: UIWindow,
    presentationController: UIPresentationController
  ) {
    self.style = style
    self.presentationController = presentationController
    super.init(frame: window.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if isSheet { backgroundColor = UIColor.black.withAlphaComponent(0.4) }
  }

  required init?(coder: NSCoder) { nil }

  private var isSheet: Bool { style == .pageSheet || style == .formSheet }

  override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }

  /// Puts the presented view at `frame`, shaped as the style shapes it; a system style's view
  /// follows the container's size, a custom one stays where its presentation controller puts
  /// it.
  func host(_ view: UIView, at frame: CGRect) {
    addSubview(view)
    view.frame = frame
    guard style != .custom else { return }
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if isSheet {
      view.layer.cornerRadius = 10
      view.layer.maskedCorners =
        traitCollection.horizontalSizeClass == .regular
        ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      view.clipsToBounds = true
    }
  }

  /// Where the style puts the presented view in the container.
  var presentedFrame: CGRect {
    guard isSheet else { return bounds }
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
