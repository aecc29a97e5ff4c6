import Foundation

extension UIContentSizeCategory {
  /// Posted when the person changes their preferred text size; the new category is under
  /// ``newValueUserInfoKey``.
  ///
  /// Divergence: the preferred size of a headless run is fixed (a screen's traits give it), so
  /// UIKit never posts this; code may post it to test its own response.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in a ``didChangeNotification``'s user info.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
