import UIKit

/// Windows the bar tests show controllers in.
@MainActor
enum BarWindows {
  /// An iPhone 15's screen: 393 × 852 points, with the safe area Apple gives it in portrait —
  /// 59 points at the top (the status bar around the Dynamic Island) and 34 at the bottom
  /// (the home indicator).
  static func iPhone15(showing controller: UIViewController, scale: CGFloat = 1) -> UIWindow {
    window(
      size: CGSize(width: 393, height: 852), scale: scale,
      insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), showing: controller)
  }

  /// A window of `size` at `scale` with the device insets `insets`, showing `controller`, laid
  /// out.
  static func window(
    size: CGSize, scale: CGFloat, insets: UIEdgeInsets, showing controller: UIViewController,
    style: UIUserInterfaceStyle = .light
  ) -> UIWindow {
    let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.overrideUserInterfaceStyle = style
    window.windowSafeAreaInsets = insets
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  /// A controller with `title` whose view is a plain view.
  static func controller(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  /// A view of a fixed size, as a custom bar button view or title view.
  static func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }
}
