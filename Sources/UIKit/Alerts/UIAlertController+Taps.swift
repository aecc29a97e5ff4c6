import CoreGraphics

extension UIAlertController {
  /// Taps `action`'s button with a synthetic touch through the window, as a finger would:
  /// the controller is dismissed and the action's handler runs, unless the action is
  /// disabled. The controller must be presented.
  ///
  /// Offscreen's own API, for tests: iOS has no public way to tap an alert's button. It is
  /// `window.sendTap(at:)` at the button's centre (see `UIWindow.sendTap(at:count:)`).
  public func sendTap(to action: UIAlertAction) {
    guard actions.contains(where: { $0 === action }) else {
      return Selector.warn(
        "sendTap(to:): \"\(action.title ?? "")\" is not one of the alert controller's actions")
    }
    viewIfLoaded?.layoutIfNeeded()
    guard let button = action.button, let window = button.window else {
      return Selector.warn(
        "sendTap(to:): the alert controller is not presented in a window; present it first")
    }
    window.sendTap(
      at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
  }
}
