import UIKit

/// Windows and look-ups the alert tests share (the presentation and hierarchy tests use the
/// window too).
@MainActor
enum AlertWindows {
  /// A 390 × 844 window (an iPhone 14's points, its 47/34-point safe area) showing `root`.
  static func shown(_ root: UIViewController = UIViewController()) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.rootViewController = root
    window.isHidden = false
    window.runUpdateCycle()
    return window
  }

  /// The accessibility element labelled `label` under `view`, as a UI test finds a button.
  static func element(_ label: String, in view: UIView) -> UIView? {
    if view.isAccessibilityElement, view.accessibilityLabel == label { return view }
    for subview in view.subviews {
      if let found = element(label, in: subview) { return found }
    }
    return nil
  }

  /// The frame of the element labelled `label` under `view`, in window coordinates, to a
  /// thousandth of a point (conversions leave floating-point dust).
  static func frame(_ label: String, in view: UIView) -> CGRect? {
    element(label, in: view).map(frame(of:))
  }

  /// `view`'s frame in window coordinates, to a thousandth of a point.
  static func frame(of view: UIView) -> CGRect {
    let frame = view.convert(view.bounds, to: nil)
    func tidy(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
    return CGRect(
      x: tidy(frame.minX), y: tidy(frame.minY), width: tidy(frame.width),
      height: tidy(frame.height))
  }
}
