/// The keyboard-related traits of a text input: which keyboard it asks for and how typing
/// behaves. `UITextField`, `UITextView` and `UISearchBar` have them.
///
/// Divergence: there is no keyboard headless; the traits are stored and read back, and
/// change nothing that is drawn. A conforming type that does not declare a trait gets one
/// stored for it (on iOS, the requirements are optional and such a trait reads as its default).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  var autocorrectionType: UITextAutocorrectionType { get set }
  var spellCheckingType: UITextSpellCheckingType { get set }
  var smartQuotesType: UITextSmartQuotesType { get set }
  var smartDashesType: UITextSmartDashesType { get set }
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  var keyboardType: UIKeyboardType { get set }
  var keyboardAppearance: UIKeyboardAppearance { get set }
  var returnKeyType: UIReturnKeyType { get set }
  var enablesReturnKeyAutomatically: Bool { get set }
  var isSecureTextEntry: Bool { get set }
  var textContentType: UITextContentType! { get set }
}

/// The traits of one text input, as stored for it.
struct StoredTextInputTraits {
  var autocapitalizationType = UITextAutocapitalizationType.sentences
  var autocorrectionType = UITextAutocorrectionType.default
  var spellCheckingType = UITextSpellCheckingType.default
  var smartQuotesType = UITextSmartQuotesType.default
  var smartDashesType = UITextSmartDashesType.default
  var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  var keyboardType = UIKeyboardType.default
  var keyboardAppearance = UIKeyboardAppearance.default
  var returnKeyType = UIReturnKeyType.default
  var enablesReturnKeyAutomatically = false
  var isSecureTextEntry = false
  var textContentType: UITextContentType?
}

@MainActor private var storedTraitsKey: UInt8 = 0

extension UITextInputTraits {
  /// The traits stored for this input, beside it (weakly keyed: they go when it goes).
  private var storedTraits: StoredTextInputTraits {
    get {
      withUnsafePointer(to: &storedTraitsKey) { key in
        objc_getAssociatedObject(self, key) as? StoredTextInputTraits
      } ?? StoredTextInputTraits()
    }
    set {
      withUnsafePointer(to: &storedTraitsKey) { key in
        objc_setAssociatedObject(self, key, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }

  public var autocapitalizationType: UITextAutocapitalizationType {
    get { storedTraits.autocapitalizationType }
    set { storedTraits.autocapitalizationType = newValue }
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { storedTraits.autocorrectionType }
    set { storedTraits.autocorrectionType = newValue }
  }
  public var spellCheckingType: UITextSpellCheckingType {
    get { storedTraits.spellCheckingType }
    set { storedTraits.spellCheckingType = newValue }
  }
  public var smartQuotesType: UITextSmartQuotesType {
    get { storedTraits.smartQuotesType }
    set { storedTraits.smartQuotesType = newValue }
  }
  public var smartDashesType: UITextSmartDashesType {
    get { storedTraits.smartDashesType }
    set { storedTraits.smartDashesType = newValue }
  }
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { storedTraits.smartInsertDeleteType }
    set { storedTraits.smartInsertDeleteType = newValue }
  }
  public var keyboardType: UIKeyboardType {
    get { storedTraits.keyboardType }
    set { storedTraits.keyboardType = newValue }
  }
  public var keyboardAppearance: UIKeyboardAppearance {
    get { storedTraits.keyboardAppearance }
    set { storedTraits.keyboardAppearance = newValue }
  }
  public var returnKeyType: UIReturnKeyType {
    get { storedTraits.returnKeyType }
    set { storedTraits.returnKeyType = newValue }
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { storedTraits.enablesReturnKeyAutomatically }
    set { storedTraits.enablesReturnKeyAutomatically = newValue }
  }
  public var isSecureTextEntry: Bool {
    get { storedTraits.isSecureTextEntry }
    set { storedTraits.isSecureTextEntry = newValue }
  }
  public var textContentType: UITextContentType! {
    get { storedTraits.textContentType }
    set { storedTraits.textContentType = newValue }
  }
}

extension UITextField: UITextInputTraits {}
extension UITextView: UITextInputTraits {}
extension UISearchBar: UITextInputTraits {}
