import Testing
import UIKit

/// A field that moves its text down and adjusts the editing rectangle it gets from `super`, as
/// floating-label fields do.
private final class TitledField: UITextField {
  override func textRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX, y: 20, width: bounds.width, height: bounds.height - 20)
  }

  override func editingRect(forBounds bounds: CGRect) -> CGRect {
    let rect = super.editingRect(forBounds: bounds)
    return CGRect(x: rect.minX, y: 20, width: rect.width, height: rect.height - 20)
  }
}

/// Apple derives `textRect`, `placeholderRect` and `editingRect(forBounds:)` each "from the
/// control's original bounds", less the border and the overlay views: the default of one does
/// not go through an override of another.
@MainActor @Suite struct TextFieldRectOverrideTests {
  @Test func superEditingRectIsNotTheOverriddenTextRect() {
    let field = TitledField(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let bounds = field.bounds
    // No border, no overlays: super's rectangle is the bounds, 20 points come off once.
    #expect(field.editingRect(forBounds: bounds) == CGRect(x: 0, y: 20, width: 200, height: 40))
    #expect(field.placeholderRect(forBounds: bounds) == bounds)
  }

  @Test func theDefaultsLeaveOutTheBorderInset() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    let inside = CGRect(x: 7, y: 0, width: 186, height: 34)
    #expect(field.editingRect(forBounds: field.bounds) == inside)
    #expect(field.placeholderRect(forBounds: field.bounds) == inside)
  }
}
