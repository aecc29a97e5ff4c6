import Foundation

extension UITextField {
  /// The border a text field draws around its text.
  public enum BorderStyle: Int, Sendable {
    /// No border (the default); a thin rectangle; a rectangle shaded as if recessed; a rounded
    /// rectangle on the background colour of grouped content.
    case none, line, bezel, roundedRect
  }

  /// When an overlay view (the left or right view, the clear button) is shown.
  ///
  /// Headless, a text field is never being edited: `.always` and `.unlessEditing` show the
  /// view, `.never` and `.whileEditing` do not.
  public enum ViewMode: Int, Sendable {
    /// Never; only while editing; only while not editing; always.
    case never, whileEditing, unlessEditing, always

    /// Whether a field that is not being edited shows the view.
    var showsWhileNotEditing: Bool { self == .always || self == .unlessEditing }
  }
}

/// The methods a text field's delegate may implement. Headless, the user never edits, so only
/// code that calls them itself reaches them; they exist so that delegates written for iOS
/// compile. Every method has a default.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: SelectorResponding {
  /// Whether editing may begin: true by default.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end: true by default.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the typed replacement of `range` by `string` is allowed: true by default.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether the clear button may clear the text: true by default.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is handled: true by default.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// The text or selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
