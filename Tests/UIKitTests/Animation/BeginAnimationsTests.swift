import Foundation
import Testing
import UIKit

/// The animation blocks of `beginAnimations(_:context:)`: headless the changes inside apply at
/// once, as in an `animate(withDuration:animations:)` block.
@MainActor @Suite struct BeginAnimationsTests {
  @Test func changesInsideABlockApplyAtOnce() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.beginAnimations(nil, context: nil)
    UIView.setAnimationDuration(0.25)
    UIView.setAnimationDelay(0.1)
    UIView.setAnimationCurve(.easeOut)
    view.alpha = 0.5
    #expect(view.alpha == 0.5)
    UIView.commitAnimations()
    #expect(view.alpha == 0.5 && view.layer.animationKeys() == nil)
  }

  /// The notification's name is UIKit's, so observers registered by name hear a post.
  @Test func theContentSizeCategoryNotificationHasUIKitsName() {
    #expect(
      UIContentSizeCategory.didChangeNotification.rawValue
        == "UIContentSizeCategoryDidChangeNotification")
    #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
  }
}
