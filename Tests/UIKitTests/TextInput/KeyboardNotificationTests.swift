import Foundation
import Testing
import UIKit

/// The keyboard notifications app code observes: Apple's names and user-info keys, and never
/// posted headless, where no keyboard shows, even when a text field takes the focus.
@MainActor
@Suite struct KeyboardNotificationTests {
  final class Posted: @unchecked Sendable {
    var names: [Notification.Name] = []
  }

  @Test func namesAndKeysAreUIKits() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    #expect(
      UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
  }

  @Test func focusingATextFieldShowsNoKeyboard() {
    let posted = Posted()
    let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
        posted.names.append($0.name)
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    #expect(field.becomeFirstResponder())
    #expect(posted.names.isEmpty)
    field.resignFirstResponder()
  }
}
