import Foundation
import Testing
import UIKit

/// `UITextInput` on a text field: positions count the text's UTF-16 code units (an emoji
/// outside the Basic Multilingual Plane is two), as `NSRange` and `NSString` do on iOS.
@MainActor @Suite struct TextInputDocumentTests {
  /// "a😀b": 1 + 2 + 1 UTF-16 code units.
  private func field() -> UITextField {
    let field = UITextField()
    field.text = "a😀b"
    return field
  }

  @Test func theDocumentRunsFromZeroToTheUTF16Length() {
    let field = field()
    #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
    #expect(field.offset(from: field.endOfDocument, to: field.beginningOfDocument) == -4)
    #expect(field.compare(field.beginningOfDocument, to: field.endOfDocument) == .orderedAscending)
    #expect(field.compare(field.endOfDocument, to: field.endOfDocument) == .orderedSame)
  }

  @Test func positionsOutsideTheTextAreNil() {
    let field = field()
    #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
    #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
    let third = field.position(from: field.beginningOfDocument, offset: 3)
    #expect(third.map { field.offset(from: field.beginningOfDocument, to: $0) } == 3)
  }

  @Test func aRangeHoldsItsTextInDocumentOrder() throws {
    let field = field()
    let one = try #require(field.position(from: field.beginningOfDocument, offset: 1))
    let three = try #require(field.position(from: field.beginningOfDocument, offset: 3))
    let range = try #require(field.textRange(from: three, to: one))
    #expect(field.offset(from: field.beginningOfDocument, to: range.start) == 1)
    #expect(field.offset(from: field.beginningOfDocument, to: range.end) == 3)
    #expect(field.text(in: range) == "😀")
    #expect(range.isEmpty == false)
  }

  @Test func theSelectionIsNilUntilSetAndACaretIsAnEmptyRange() throws {
    let field = field()
    #expect(field.selectedTextRange == nil)
    field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
    let caret = try #require(field.selectedTextRange)
    #expect(caret.isEmpty)
    #expect(field.offset(from: field.beginningOfDocument, to: caret.start) == 4)
    field.selectedTextRange = nil
    #expect(field.selectedTextRange == nil)
  }

  @Test func aSelectionPastAShorterTextEndsWithIt() throws {
    let field = field()
    field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
    field.text = "ab"
    let caret = try #require(field.selectedTextRange)
    #expect(field.offset(from: field.beginningOfDocument, to: caret.start) == 2)
  }

  @Test func positionsOfAnotherKindAreNotInTheDocument() {
    let field = field()
    #expect(field.textRange(from: UITextPosition(), to: field.endOfDocument) == nil)
    #expect(field.position(from: UITextPosition(), offset: 0) == nil)
  }
}
