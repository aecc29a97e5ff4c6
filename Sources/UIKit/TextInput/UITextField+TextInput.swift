import Foundation

/// A text field's document is its text (see `PlainTextInput.swift`).
extension UITextField: UITextInput, PlainTextStorage {
  var plainText: String { text ?? "" }
}
