import CoreGraphics

extension UIView {
  /// The safe area's side insets in reading order. Bars lay their content out inside their
  /// layout margins, which take in the safe area: in landscape on a notched iPhone the items
  /// keep clear of the sensor housing and the rounded corners, 44 points in, before the
  /// bar's own margin.
  var horizontalSafeArea: (leading: CGFloat, trailing: CGFloat) {
    let insets = safeAreaInsets
    return effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? (insets.right, insets.left) : (insets.left, insets.right)
  }
}
