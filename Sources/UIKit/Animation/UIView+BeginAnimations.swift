import Foundation

/// The animation blocks of iOS 2 to 4 (deprecated since iOS 13): changes made between
/// `beginAnimations(_:context:)` and `commitAnimations()` animate with the duration, delay and
/// curve set between them.
///
/// Divergence: Offscreen renders still frames, so the changes apply at once, as they do in an
/// `animate(withDuration:animations:)` block (see ``UIView/animate(withDuration:delay:options:animations:completion:)``);
/// the settings are accepted and have nothing to change.
extension UIView {
  /// Starts a block of changes to animate; `animationID` and `context` would be handed to the
  /// animation's delegate.
  public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}

  /// Ends the block `beginAnimations(_:context:)` started; its changes have already applied.
  public class func commitAnimations() {}

  /// The duration, in seconds, of the block's animations (0.2 on iOS by default).
  public class func setAnimationDuration(_ duration: TimeInterval) {}

  /// How long the block's animations wait before they start.
  public class func setAnimationDelay(_ delay: TimeInterval) {}

  /// How the speed of the block's animations changes over their duration.
  public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {}
}
