import Foundation
import Testing
import UIKit

/// Presses made in code go up the responder chain as touches do, until a responder handles
/// them.
@MainActor @Suite struct PressTests {
  final class Catcher: UIView {
    var began: [UIKeyboardHIDUsage] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      began += presses.compactMap { $0.key?.keyCode }
    }
  }

  @Test func anUnhandledPressGoesToTheNextResponder() {
    let parent = Catcher()
    let child = UIView()
    parent.addSubview(child)
    let tab = UIPress(
      phase: .began, key: UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: .shift))
    let event = UIPressesEvent(presses: [tab])
    child.pressesBegan([tab], with: event)
    #expect(parent.began == [.keyboardTab])
    #expect(event.type == .presses && event.allPresses == [tab])
  }

  @Test func aKeyKeepsItsCharactersAndModifiers() {
    let key = UIKey(
      keyCode: .keyboardA, characters: "A", charactersIgnoringModifiers: "a",
      modifierFlags: [.shift])
    #expect(key.characters == "A" && key.charactersIgnoringModifiers == "a")
    #expect(key.modifierFlags.contains(.shift) && !key.modifierFlags.contains(.command))
    #expect(UIKeyboardHIDUsage.keyboardTab.rawValue == 0x2B)
    #expect(UIPress.Phase.began.rawValue == 0 && UIPress.Phase.cancelled.rawValue == 4)
  }

  /// A responder shows the system keyboard and no accessory bar unless it says otherwise.
  @Test func aResponderHasNoInputViewsByDefault() {
    let field = UITextField()
    #expect(field.inputView == nil && field.inputAccessoryView == nil)
    final class Accessorised: UITextField {
      let bar = UIView()
      override var inputAccessoryView: UIView? { bar }
    }
    let custom = Accessorised()
    #expect(custom.inputAccessoryView === custom.bar)
  }
}
