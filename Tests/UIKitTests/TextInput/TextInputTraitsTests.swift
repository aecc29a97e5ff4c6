import Testing
import UIKit

/// UITextInputTraits: the keyboard a text input asks for and how typing behaves, with
/// Apple's defaults (sentence capitalisation, the default keyboard and return key), kept per
/// input.
@MainActor
@Suite struct TextInputTraitsTests {
  @Test func defaultsAreApples() {
    let field = UITextField()
    #expect(field.keyboardType == .default)
    #expect(field.keyboardAppearance == .default)
    #expect(field.returnKeyType == .default)
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.autocorrectionType == .default)
    #expect(!field.enablesReturnKeyAutomatically)
    #expect(field.textContentType == nil)
  }

  @Test func eachInputKeepsItsOwnTraits() {
    let email = UITextField()
    email.keyboardType = .emailAddress
    email.textContentType = .emailAddress
    email.returnKeyType = .next
    let notes = UITextView()
    notes.keyboardAppearance = .dark
    let search = UISearchBar()
    search.returnKeyType = .search
    #expect(email.keyboardType == .emailAddress)
    #expect(email.textContentType == .emailAddress)
    #expect(email.returnKeyType == .next)
    #expect(UITextField().keyboardType == .default)
    #expect(notes.keyboardAppearance == .dark)
    #expect(notes.keyboardType == .default)
    #expect(search.returnKeyType == .search)
    #expect(UIKeyboardType.alphabet == .asciiCapable)
    #expect(UIKeyboardAppearance.alert == .dark)
  }

  @Test func secureEntryIsTheFieldsOwn() {
    let field = UITextField()
    let traits: any UITextInputTraits = field
    traits.isSecureTextEntry = true
    #expect(field.isSecureTextEntry)
  }
}
