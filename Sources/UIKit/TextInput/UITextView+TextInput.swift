import Foundation

/// A text view's document is its text (see `PlainTextInput.swift`).
extension UITextView: UITextInput, PlainTextStorage {
  var plainText: String { text ?? "" }
}
