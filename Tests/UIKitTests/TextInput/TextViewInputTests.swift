import Foundation
import Testing
import UIKit

/// `UITextInput` on a text view: its document is its text, counted in UTF-16 code units, as a
/// text field's is; there is never marked text headless.
@MainActor @Suite struct TextViewInputTests {
  @Test func theSelectionIsARangeOfTheText() throws {
    let view = UITextView()
    view.text = "a😀b"
    #expect(view.selectedTextRange == nil)
    #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 4)
    let one = try #require(view.position(from: view.beginningOfDocument, offset: 1))
    view.selectedTextRange = view.textRange(from: one, to: view.endOfDocument)
    let selected = try #require(view.selectedTextRange)
    #expect(view.text(in: selected) == "😀b")
    #expect(view.markedTextRange == nil)
  }

  @Test func aTextViewDelegateAnswersAsUIKitDoesByDefault() {
    final class Delegate: NSObject, UITextViewDelegate {}
    let view = UITextView(usingTextLayoutManager: false)
    let delegate = Delegate()
    view.delegate = delegate
    #expect(view.delegate === delegate)
    #expect(delegate.textViewShouldBeginEditing(view) && delegate.textViewShouldEndEditing(view))
    #expect(
      delegate.textView(
        view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "x"))
  }
}
