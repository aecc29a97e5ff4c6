import Testing
import UIKit

/// `endEditing(_:)` makes the first responder resign when it is the view or inside it, and
/// reports whether it did.
@MainActor
@Suite struct EndEditingTests {
  final class Editor: UIView {
    override var canBecomeFirstResponder: Bool { true }
  }

  @Test func resignsOnlyAFirstResponderInsideTheView() {
    let screen = UIView()
    let form = UIView()
    let editor = Editor()
    screen.addSubview(form)
    form.addSubview(editor)
    let elsewhere = UIView()
    #expect(editor.becomeFirstResponder())
    #expect(!elsewhere.endEditing(true))
    #expect(editor.isFirstResponder)
    #expect(screen.endEditing(false))
    #expect(!editor.isFirstResponder)
    #expect(!screen.endEditing(true))
  }
}
