import Foundation

/// A key pressed on a physical keyboard: the characters it types, with and without its
/// modifiers, the modifiers held, and its HID usage code.
@preconcurrency @MainActor
open class UIKey: NSObject {
  /// The characters the key types with its modifiers applied.
  public let characters: String
  /// The characters the key types without its modifiers.
  public let charactersIgnoringModifiers: String
  /// The modifier keys held down with the key.
  public let modifierFlags: UIKeyModifierFlags
  /// The key's USB HID usage code, the same whatever the keyboard layout.
  public let keyCode: UIKeyboardHIDUsage

  /// The key `keyCode` typing `characters` (and `charactersIgnoringModifiers`, by default the
  /// same) with `modifierFlags` held.
  public init(
    keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
    modifierFlags: UIKeyModifierFlags = []
  ) {
    self.keyCode = keyCode
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
    self.modifierFlags = modifierFlags
    super.init()
  }
}

/// A key's code in the USB HID usage tables (page 7, keyboard), which iOS names.
///
/// Divergence: a struct with the common keys' names rather than iOS's enumeration of every
/// code, so that any code (`UIKeyboardHIDUsage(rawValue:)`) can be made; comparisons
/// (`key.keyCode == .keyboardTab`) read as on iOS.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The A key; B to Z follow it (5 to 29).
  public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
  /// The Z key.
  public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
  /// Return (Enter).
  public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
  /// Escape.
  public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
  /// Delete (Backspace).
  public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
  /// Tab.
  public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
  /// The space bar.
  public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
  /// The right arrow.
  public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
  /// The left arrow.
  public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
  /// The down arrow.
  public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
  /// The up arrow.
  public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
}
