/// The kind of keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11
  /// The old name of ``asciiCapable``.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The look of the keyboard.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0
  case dark = 1
  case light = 2
  /// The keyboard of alerts: ``dark``.
  public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// When the keyboard's shift key is on by itself.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0
  case words, sentences, allCharacters
}

/// Whether autocorrection is on.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0
  case no, yes
}

/// Whether spelling is checked.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0
  case no, yes
}

/// Whether straight quotes become typographic ones.
public enum UITextSmartQuotesType: Int, Sendable {
  case `default` = 0
  case no, yes
}

/// Whether double hyphens become dashes.
public enum UITextSmartDashesType: Int, Sendable {
  case `default` = 0
  case no, yes
}

/// Whether spaces are added and removed around pasted and deleted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
  case `default` = 0
  case no, yes
}

/// What a text input's content means, for autofill (`.emailAddress`, `.password`, …).
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType("name")
  public static let namePrefix = UITextContentType("honorific-prefix")
  public static let givenName = UITextContentType("given-name")
  public static let middleName = UITextContentType("additional-name")
  public static let familyName = UITextContentType("family-name")
  public static let nameSuffix = UITextContentType("honorific-suffix")
  public static let nickname = UITextContentType("nickname")
  public static let jobTitle = UITextContentType("organization-title")
  public static let organizationName = UITextContentType("organization")
  public static let location = UITextContentType("location")
  public static let fullStreetAddress = UITextContentType("street-address")
  public static let streetAddressLine1 = UITextContentType("address-line1")
  public static let streetAddressLine2 = UITextContentType("address-line2")
  public static let addressCity = UITextContentType("address-level2")
  public static let addressState = UITextContentType("address-level1")
  public static let addressCityAndState = UITextContentType("address-level1+2")
  public static let sublocality = UITextContentType("address-level3")
  public static let countryName = UITextContentType("country-name")
  public static let postalCode = UITextContentType("postal-code")
  public static let telephoneNumber = UITextContentType("tel")
  public static let emailAddress = UITextContentType("email")
  public static let URL = UITextContentType("url")
  public static let creditCardNumber = UITextContentType("cc-number")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
}
